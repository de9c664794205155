import MediaTiming
import ReferenceEngine

/// Round-4 engine faults in transactions: nested durations, a flush inside a nested transaction,
/// a cleared completion block, and the stamp a commit gives on a layer with a begin time.
///
/// Each is a decorator over the reference engine that counts the nested transactions it opened
/// and changes only the call named by its fault.
extension Blind4Mutants {
    /// Faults in transactions and stamping.
    static let transactions: [EngineMutant] = [
        EngineMutant(
            name: "blind4-nested-commit-keeps-nested-duration",
            bug:
                "After a nested transaction commits, transactionAnimationDuration keeps the nested transaction's value instead of the enclosing one's."
        ) { NestedCommitKeepsNestedDuration(ReferenceEngine()) },
        EngineMutant(
            name: "blind4-flush-inside-nested-dropped",
            bug:
                "A flush asked for inside a nested transaction is forgotten: nothing commits when the last nested transaction commits."
        ) { FlushInsideNestedDropped(ReferenceEngine()) },
        EngineMutant(
            name: "blind4-clear-completion-block-ignored",
            bug:
                "clearCompletionBlock() does nothing, so the block set before it also waits for the animations added after the clear."
        ) { ClearCompletionBlockIgnored(ReferenceEngine()) },
        EngineMutant(
            name: "blind4-stamp-ignores-layer-begin-time",
            bug:
                "A commit stamps a zero beginTime with the layer's local time computed as if the layer's own beginTime were 0."
        ) { StampIgnoresLayerBeginTime(ReferenceEngine()) },
    ]

    /// Leaves the nested transaction's animation duration in place after its commit.
    final class NestedCommitKeepsNestedDuration: ForwardingEngine<ReferenceEngine> {
        private var depth = 0

        override func beginTransaction() throws(TimingEngineError) {
            try super.beginTransaction()
            depth += 1
        }

        override func commit() {
            guard depth > 0 else { return super.commit() }
            depth -= 1
            let nested = base.transactionAnimationDuration
            super.commit()
            base.transactionAnimationDuration = nested
        }
    }

    /// Drops a flush asked for while a nested transaction is open.
    final class FlushInsideNestedDropped: ForwardingEngine<ReferenceEngine> {
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
            if depth > 0 { return false }
            return super.flush()
        }
    }

    /// Treats a clear of the completion block as no call at all.
    final class ClearCompletionBlockIgnored: ForwardingEngine<ReferenceEngine> {
        override func clearCompletionBlock() {}
    }

    /// Stamps pending zero begin times as if their layer's beginTime were 0.
    final class StampIgnoresLayerBeginTime: ForwardingEngine<ReferenceEngine> {
        private var depth = 0
        private var flushWaits = false
        /// Layers with a zero-begin add waiting for the outermost commit, in first-add order.
        private var pendingLayers: [ReferenceLayer] = []

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            try super.add(animation, forKey: key, to: layer)
            if animation.timing.beginTime == 0 && !pendingLayers.contains(layer) { pendingLayers.append(layer) }
        }

        override func beginTransaction() throws(TimingEngineError) {
            try super.beginTransaction()
            depth += 1
        }

        override func commit() {
            guard depth > 0 else { return commitWithoutBeginTimes { super.commit() } }
            depth -= 1
            if depth == 0 && flushWaits {
                // The reference commits the outermost transaction inside this nested commit.
                flushWaits = false
                commitWithoutBeginTimes { super.commit() }
            } else {
                super.commit()
            }
        }

        override func flush() -> Bool {
            guard depth == 0 else {
                flushWaits = true
                return super.flush()
            }
            return commitWithoutBeginTimes { super.flush() }
        }

        /// Runs `commit` with each pending layer's beginTime set to 0, then gives it back.
        private func commitWithoutBeginTimes<Result>(_ commit: () -> Result) -> Result {
            let layers = pendingLayers
            pendingLayers = []
            var saved: [(ReferenceLayer, LayerTiming)] = []
            for layer in layers {
                let timing = base.timing(of: layer)
                guard timing.beginTime != 0 else { continue }
                saved.append((layer, timing))
                try? base.setTiming(
                    timing.retimed(beginTime: 0, speed: timing.speed, timeOffset: timing.timeOffset), of: layer)
            }
            let result = commit()
            for (layer, timing) in saved { try? base.setTiming(timing, of: layer) }
            return result
        }
    }
}
