import MediaTiming
import ReferenceEngine

/// Round-4 engine faults in calls made from inside a render: a delegate callback or a completion
/// block that removes, flushes, adds with a transaction's duration, or sets a layer's timing.
///
/// Each is a decorator over the reference engine that changes only what such a call does while
/// ``TimingEngine/render(atMediaTime:)`` is delivering; every other call is forwarded unchanged.
extension Blind4Mutants {
    /// Faults in calls made from inside delegate callbacks and completion blocks.
    static let callbacks: [EngineMutant] = [
        EngineMutant(
            name: "blind4-callback-remove-all-spares-new-adds",
            bug:
                "removeAllAnimations called from inside a delegate callback or completion block spares the copies added during that render."
        ) { CallbackRemoveAllSparesNewAdds(ReferenceEngine()) },
        EngineMutant(
            name: "blind4-flush-in-callback-does-nothing",
            bug:
                "flush() called from inside a delegate callback or completion block commits nothing, so what the callback added stays pending."
        ) { FlushInCallbackDoesNothing(ReferenceEngine()) },
        EngineMutant(
            name: "blind4-callback-add-ignores-transaction-duration",
            bug:
                "An animation with duration 0 or less added from inside a callback or completion block gets 0.25 s, not the transaction's animationDuration set there."
        ) { CallbackAddIgnoresTransactionDuration(ReferenceEngine()) },
        EngineMutant(
            name: "blind4-callback-set-timing-deferred",
            bug:
                "A layer timing set from inside a delegate callback or completion block is applied only when the next render begins."
        ) { CallbackSetTimingDeferred(ReferenceEngine()) },
    ]

    /// Spares, in a removeAll made during a render, the keys added during that render.
    final class CallbackRemoveAllSparesNewAdds: ForwardingEngine<ReferenceEngine> {
        private var isRendering = false
        private var addedDuringRender: [ReferenceLayer: Set<String>] = [:]

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            try super.add(animation, forKey: key, to: layer)
            if isRendering { addedDuringRender[layer, default: []].insert(key) }
        }

        override func removeAllAnimations(from layer: ReferenceLayer) {
            guard isRendering, let spared = addedDuringRender[layer] else {
                return super.removeAllAnimations(from: layer)
            }
            for key in base.animationKeys(of: layer) where !spared.contains(key) {
                base.removeAnimation(forKey: key, from: layer)
            }
        }

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            addedDuringRender = [:]
            isRendering = true
            defer {
                isRendering = false
                addedDuringRender = [:]
            }
            try super.render(atMediaTime: time)
        }
    }

    /// Ignores a flush asked for during a render when no nested transaction is open.
    final class FlushInCallbackDoesNothing: ForwardingEngine<ReferenceEngine> {
        private var isRendering = false
        private var depth = 0

        override func beginTransaction() throws(TimingEngineError) {
            try super.beginTransaction()
            depth += 1
        }

        override func commit() {
            if depth > 0 { depth -= 1 }
            super.commit()
        }

        override func flush() -> Bool {
            if isRendering && depth == 0 { return false }
            return super.flush()
        }

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            isRendering = true
            defer { isRendering = false }
            try super.render(atMediaTime: time)
        }
    }

    /// Gives a zero-duration add made during a render the default 0.25 s.
    final class CallbackAddIgnoresTransactionDuration: ForwardingEngine<ReferenceEngine> {
        private var isRendering = false

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            var copy = animation
            if isRendering && copy.timing.duration <= 0 { copy.timing.duration = 0.25 }
            try super.add(copy, forKey: key, to: layer)
        }

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            isRendering = true
            defer { isRendering = false }
            try super.render(atMediaTime: time)
        }
    }

    /// Queues layer timings set during a render until the next render (or timing edit) begins.
    final class CallbackSetTimingDeferred: ForwardingEngine<ReferenceEngine> {
        private var isRendering = false
        private var queued: [(layer: ReferenceLayer, timing: LayerTiming)] = []

        override func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
            // A refused timing is refused at once, as the reference does.
            if isRendering && timing.isFinite {
                queued.append((layer, timing))
                return
            }
            applyQueued()
            try super.setTiming(timing, of: layer)
        }

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            applyQueued()
            isRendering = true
            defer { isRendering = false }
            try super.render(atMediaTime: time)
        }

        private func applyQueued() {
            let due = queued
            queued = []
            for (layer, timing) in due { try? base.setTiming(timing, of: layer) }
        }
    }
}
