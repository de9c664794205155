import MediaTiming
import ReferenceEngine

/// Round-3 engine faults in nested transactions with completion blocks, in same-key replacement
/// and in the removal of retained copies.
extension Blind3Mutants {
    /// Faults in transactions, replacement and removal.
    static let transactions: [EngineMutant] = [
        EngineMutant(
            name: "blind3-nested-clear-cancels-enclosing-block",
            bug:
                "Clearing the completion block inside a nested transaction also cancels the completion blocks of the enclosing transactions, which then never run."
        ) { NestedClearCancelsEnclosingBlock(ReferenceEngine()) },
        EngineMutant(
            name: "blind3-nested-adds-stamped-at-nested-commit",
            bug:
                "Animations added inside a nested transaction are stamped with their layer's timing as it stood at the nested commit, not at the outermost commit."
        ) { NestedAddsStampedAtNestedCommit(ReferenceEngine()) },
        EngineMutant(
            name: "blind3-replacement-keeps-old-stamp",
            bug:
                "A same-key replacement of the same key path with beginTime 0 inherits the replaced copy's stamped beginTime, so it continues instead of starting over."
        ) { ReplacementKeepsOldStamp(ReferenceEngine()) },
        EngineMutant(
            name: "blind3-retained-copy-stops-again-on-removal",
            bug:
                "A retained copy (isRemovedOnCompletion false) that already heard didStop(true) hears didStop(false) again when it is later removed or replaced."
        ) { RetainedCopyStopsAgainOnRemoval(ReferenceEngine()) },
    ]

    /// Whether a completion block may still run.
    final class BlockTicket {
        var isCancelled = false
    }

    /// Keeps one ticket per open level and cancels the enclosing ones on a nested clear.
    final class NestedClearCancelsEnclosingBlock: ForwardingEngine<ReferenceEngine> {
        /// The ticket of each open level's block, outermost first.
        private var tickets: [BlockTicket?] = [nil]
        private var flushPending = false

        override func beginTransaction() throws(TimingEngineError) {
            try super.beginTransaction()
            tickets.append(nil)
        }

        override func commit() {
            super.commit()
            if tickets.count > 1 {
                tickets.removeLast()
                if tickets.count == 1 && flushPending {
                    flushPending = false
                    tickets = [nil]
                }
            } else {
                tickets = [nil]
            }
        }

        @discardableResult override func flush() -> Bool {
            let committed = super.flush()
            if committed { tickets = [nil] } else { flushPending = true }
            return committed
        }

        override func setCompletionBlock(_ block: @escaping () -> Void) {
            let ticket = BlockTicket()
            tickets[tickets.count - 1] = ticket
            super.setCompletionBlock {
                if !ticket.isCancelled { block() }
            }
        }

        override func clearCompletionBlock() {
            super.clearCompletionBlock()
            // The bug: one slot per outermost transaction, so a nested clear empties it.
            for ticket in tickets.dropLast() { ticket?.isCancelled = true }
            tickets[tickets.count - 1] = nil
        }
    }

    /// Stamps the layers that got nested adds with their timing at the nested commit.
    final class NestedAddsStampedAtNestedCommit: ForwardingEngine<ReferenceEngine> {
        /// The layers given adds at each open nested level (index 0: the outermost transaction).
        private var layersAdded: [Set<ReferenceLayer>] = [[]]
        /// The timing each such layer had at its nested commit.
        private var timingAtNestedCommit: [ReferenceLayer: LayerTiming] = [:]
        private var flushPending = false

        override func beginTransaction() throws(TimingEngineError) {
            try super.beginTransaction()
            layersAdded.append([])
        }

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            try super.add(animation, forKey: key, to: layer)
            layersAdded[layersAdded.count - 1].insert(layer)
        }

        override func commit() {
            guard layersAdded.count > 1 else { return stampingWithNestedTimings { super.commit() } }
            for layer in layersAdded.removeLast() where timingAtNestedCommit[layer] == nil {
                timingAtNestedCommit[layer] = base.timing(of: layer)
            }
            if layersAdded.count == 1 && flushPending {
                flushPending = false
                stampingWithNestedTimings { super.commit() }
            } else {
                super.commit()
            }
        }

        @discardableResult override func flush() -> Bool {
            guard layersAdded.count == 1 else {
                flushPending = true
                return super.flush()
            }
            var committed = false
            stampingWithNestedTimings { committed = super.flush() }
            return committed
        }

        /// Runs `commit` with each noted layer's timing set back to its nested-commit value.
        private func stampingWithNestedTimings(_ commit: () -> Void) {
            var current: [ReferenceLayer: LayerTiming] = [:]
            for (layer, timing) in timingAtNestedCommit {
                current[layer] = base.timing(of: layer)
                try? base.setTiming(timing, of: layer)
            }
            commit()
            for (layer, timing) in current { try? base.setTiming(timing, of: layer) }
            timingAtNestedCommit = [:]
            layersAdded = [[]]
        }
    }

    /// Carries the replaced copy's stamp over to a same-key, same-key-path replacement.
    final class ReplacementKeepsOldStamp: ForwardingEngine<ReferenceEngine> {
        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            var copy = animation
            if copy.timing.beginTime == 0, let old = base.animation(forKey: key, of: layer),
                old.keyPath == animation.keyPath, old.timing.beginTime != 0
            {
                copy.timing.beginTime = old.timing.beginTime
            }
            try super.add(copy, forKey: key, to: layer)
        }
    }

    /// Sends a second, unfinished stop to a completed retained copy when it is removed.
    final class RetainedCopyStopsAgainOnRemoval: ForwardingEngine<ReferenceEngine> {
        private var extraStops: [Animation] = []

        override func removeAnimation(forKey key: String, from layer: ReferenceLayer) {
            noteRemoval(of: key, on: layer)
            super.removeAnimation(forKey: key, from: layer)
        }

        override func removeAllAnimations(from layer: ReferenceLayer) {
            for key in base.animationKeys(of: layer) { noteRemoval(of: key, on: layer) }
            super.removeAllAnimations(from: layer)
        }

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            try animation.validate()
            noteRemoval(of: key, on: layer)
            try super.add(animation, forKey: key, to: layer)
        }

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            try super.render(atMediaTime: time)
            let stops = extraStops
            extraStops = []
            for copy in stops { copy.delegate?.animationDidStop(copy, finished: false) }
        }

        /// Notes a stop for the copy under `key` when it is retained, heard, and past its end.
        private func noteRemoval(of key: String, on layer: ReferenceLayer) {
            guard let copy = base.animation(forKey: key, of: layer), !copy.isRemovedOnCompletion,
                copy.delegate != nil, copy.timing.speed != 0
            else { return }
            let total = copy.timing.activeDuration(profile: profile)
            let local = base.convertTime(base.mediaTime, from: nil, to: layer)
            guard total.isFinite,
                (local - copy.timing.beginTime) * abs(copy.timing.speed) >= total - 1e-9 * max(1, total)
            else { return }
            extraStops.append(copy)
        }
    }
}
