import MediaTiming
import ReferenceEngine

/// Round-3 engine faults that show only when a delegate or a completion block calls back into
/// the engine while a render delivers its callbacks.
///
/// Each is a decorator over the reference engine: it forwards every call and changes what a call
/// made during ``TimingEngine/render(atMediaTime:)`` does, or what the render does afterwards.
extension Blind3Mutants {
    /// Faults in calls made from inside callbacks and completion blocks.
    static let callbacks: [EngineMutant] = [
        EngineMutant(
            name: "blind3-callback-add-swept-by-key",
            bug:
                "A copy added from inside a delegate callback under a key the layer held when the render began is removed by that render's end-of-frame sweep."
        ) { CallbackAddSweptByKey(ReferenceEngine()) },
        EngineMutant(
            name: "blind3-callback-removal-deferred",
            bug:
                "A removal made from inside a delegate callback or completion block is queued and applied only at the start of the next render."
        ) { CallbackRemovalDeferred(ReferenceEngine()) },
        EngineMutant(
            name: "blind3-callback-add-committed-by-render",
            bug:
                "When a delegate callback adds an animation, the render commits the open transaction at its end, so the add takes effect before the caller's commit."
        ) { CallbackAddCommittedByRender(ReferenceEngine()) },
        EngineMutant(
            name: "blind3-render-repeats-after-completion-blocks",
            bug:
                "After a completion block runs, the render runs again at the same time, so what the block did (its removals' stops, a block it set) is delivered in that same render."
        ) { RenderRepeatsAfterCompletionBlocks(ReferenceEngine()) },
    ]

    /// Sweeps, after the callbacks, the keys the layers held when the render began.
    final class CallbackAddSweptByKey: ForwardingEngine<ReferenceEngine> {
        private var layersMade: [ReferenceLayer] = []
        private var keysAtRenderStart: [ReferenceLayer: Set<String>] = [:]
        private var isRendering = false
        private var addedInCallbacks: [(layer: ReferenceLayer, key: String)] = []

        override func makeLayer() -> ReferenceLayer {
            let layer = super.makeLayer()
            layersMade.append(layer)
            return layer
        }

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            try super.add(animation, forKey: key, to: layer)
            if isRendering, keysAtRenderStart[layer]?.contains(key) == true { addedInCallbacks.append((layer, key)) }
        }

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            var keys: [ReferenceLayer: Set<String>] = [:]
            for layer in layersMade { keys[layer] = Set(base.animationKeys(of: layer)) }
            keysAtRenderStart = keys
            addedInCallbacks = []
            isRendering = true
            defer { isRendering = false }
            try super.render(atMediaTime: time)
            isRendering = false
            // The sweep removes by key what it saw end in this frame, re-added copies included.
            for (layer, key) in addedInCallbacks { base.removeAnimation(forKey: key, from: layer) }
            addedInCallbacks = []
        }
    }

    /// Queues removals asked for during a render until the next render begins.
    final class CallbackRemovalDeferred: ForwardingEngine<ReferenceEngine> {
        private var isRendering = false
        /// Queued removals; a `nil` key removes all.
        private var queued: [(layer: ReferenceLayer, key: String?)] = []

        override func removeAnimation(forKey key: String, from layer: ReferenceLayer) {
            if isRendering { queued.append((layer, key)) } else { super.removeAnimation(forKey: key, from: layer) }
        }

        override func removeAllAnimations(from layer: ReferenceLayer) {
            if isRendering { queued.append((layer, nil)) } else { super.removeAllAnimations(from: layer) }
        }

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            let due = queued
            queued = []
            for (layer, key) in due {
                if let key {
                    base.removeAnimation(forKey: key, from: layer)
                } else {
                    base.removeAllAnimations(from: layer)
                }
            }
            isRendering = true
            defer { isRendering = false }
            try super.render(atMediaTime: time)
        }
    }

    /// Flushes the open transaction at the end of a render in which a callback added something.
    final class CallbackAddCommittedByRender: ForwardingEngine<ReferenceEngine> {
        private var isRendering = false
        private var addedInCallbacks = false

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            try super.add(animation, forKey: key, to: layer)
            if isRendering { addedInCallbacks = true }
        }

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            addedInCallbacks = false
            isRendering = true
            defer { isRendering = false }
            try super.render(atMediaTime: time)
            isRendering = false
            if addedInCallbacks { base.flush() }
        }
    }

    /// A flag the wrapped completion blocks raise when they run.
    final class RanFlag {
        var value = false
    }

    /// Renders again at the same time while completion blocks keep running.
    final class RenderRepeatsAfterCompletionBlocks: ForwardingEngine<ReferenceEngine> {
        private let ran = RanFlag()

        override func setCompletionBlock(_ block: @escaping () -> Void) {
            let ran = self.ran
            super.setCompletionBlock {
                ran.value = true
                block()
            }
        }

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            ran.value = false
            try super.render(atMediaTime: time)
            var rounds = 0
            while ran.value && rounds < 8 {
                ran.value = false
                rounds += 1
                try super.render(atMediaTime: time)
            }
        }
    }
}
