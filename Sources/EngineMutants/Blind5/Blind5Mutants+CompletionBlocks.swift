import MediaTiming
import ReferenceEngine

/// Round-5 engine faults in what a transaction's completion block waits for: the adds made
/// before it was set, the adds made after its nested transaction ended, and a same-key
/// replacement of one of its animations.
///
/// Each is a decorator over the reference engine that follows the transactions it sees (their
/// nesting, their adds and their blocks) and holds a block back, when the reference runs it, until
/// the extra animations its fault makes it wait for have left their layers; a held block runs
/// after a later render, after that render's delegate callbacks.
extension Blind5Mutants {
    /// Faults in completion blocks.
    static let completionBlocks: [EngineMutant] = [
        EngineMutant(
            name: "blind5-completion-block-waits-for-earlier-adds",
            bug:
                "A completion block also waits for the animations its transaction added before the block was set, so a block set after the last add does not run at the next render."
        ) { BlockWaitsForEarlierAdds(ReferenceEngine()) },
        EngineMutant(
            name: "blind5-nested-block-collects-after-nested-commit",
            bug:
                "A nested transaction's completion block keeps collecting the animations added after its nested commit, until the outermost commit."
        ) { NestedBlockCollectsAfterNestedCommit(ReferenceEngine()) },
        EngineMutant(
            name: "blind5-replacement-keeps-block-waiting",
            bug:
                "A same-key replacement does not count as a stop for the completion block of the replaced animation, which waits for the replacement instead."
        ) { ReplacementKeepsBlockWaiting(ReferenceEngine()) },
    ]

    /// A completion block as the decorator follows it.
    final class TrackedBlock {
        /// The caller's block.
        let block: () -> Void
        /// The layers and keys of the animations the block collected.
        var collected: [(ReferenceLayer, String)] = []
        /// The layers and keys the fault adds to what it waits for.
        var extra: [(ReferenceLayer, String)] = []
        /// Whether the block has run.
        var hasRun = false

        init(_ block: @escaping () -> Void) { self.block = block }
    }

    /// Follows transactions, their adds and their blocks; the faults say what a block also waits for.
    class BlockTrackingEngine: ForwardingEngine<ReferenceEngine> {
        /// One open transaction: what it added and its current block.
        struct Level {
            var adds: [(ReferenceLayer, String)] = []
            var block: TrackedBlock?
        }

        /// The open transactions, outermost first.
        var levels: [Level] = [Level()]
        /// Blocks that have not run, in the order they were set.
        var tracked: [TrackedBlock] = []
        /// Blocks the reference ran but the fault holds back, in that order.
        var held: [TrackedBlock] = []

        override func beginTransaction() throws(TimingEngineError) {
            try super.beginTransaction()
            levels.append(Level())
        }

        override func commit() {
            let ended = levels.count > 1 ? levels.removeLast() : nil
            if let ended { nestedCommitted(ended) } else { levels = [Level()] }
            super.commit()
            if ended == nil { outermostCommitted() }
        }

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            let replacing = base.animationKeys(of: layer).contains(key)
            try super.add(animation, forKey: key, to: layer)
            if replacing { replaced(layer, key) }
            levels[levels.count - 1].adds.append((layer, key))
            levels[levels.count - 1].block?.collected.append((layer, key))
            added(layer, key)
        }

        override func setCompletionBlock(_ block: @escaping () -> Void) {
            let record = TrackedBlock(block)
            blockSet(record, earlierAdds: levels[levels.count - 1].adds)
            levels[levels.count - 1].block = record
            tracked.append(record)
            super.setCompletionBlock { [weak self] in
                guard let self else { return block() }
                self.referenceRan(record)
            }
        }

        override func clearCompletionBlock() {
            levels[levels.count - 1].block = nil
            super.clearCompletionBlock()
        }

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            try super.render(atMediaTime: time)
            let ready = held.filter { !isWaiting($0) }
            held.removeAll { record in ready.contains { $0 === record } }
            for record in ready { run(record) }
        }

        /// The reference runs `record` now: run it unless it still waits for its extra animations.
        private func referenceRan(_ record: TrackedBlock) {
            if isWaiting(record) { held.append(record) } else { run(record) }
        }

        private func run(_ record: TrackedBlock) {
            record.hasRun = true
            tracked.removeAll { $0 === record }
            record.block()
        }

        /// Whether an animation the fault adds to `record`'s wait is still on its layer.
        private func isWaiting(_ record: TrackedBlock) -> Bool {
            record.extra.contains { layer, key in base.animationKeys(of: layer).contains(key) }
        }

        /// A block is set; `earlierAdds` are what its transaction added before.
        func blockSet(_ record: TrackedBlock, earlierAdds: [(ReferenceLayer, String)]) {}
        /// A nested transaction ended.
        func nestedCommitted(_ level: Level) {}
        /// The outermost transaction committed.
        func outermostCommitted() {}
        /// An animation was added.
        func added(_ layer: ReferenceLayer, _ key: String) {}
        /// An add replaced the animation under `key`.
        func replaced(_ layer: ReferenceLayer, _ key: String) {}
    }

    /// Makes a block wait for what its transaction added before it was set.
    final class BlockWaitsForEarlierAdds: BlockTrackingEngine {
        override func blockSet(_ record: TrackedBlock, earlierAdds: [(ReferenceLayer, String)]) {
            record.extra.append(contentsOf: earlierAdds)
        }
    }

    /// Lets a nested block collect the adds made after its nested commit.
    final class NestedBlockCollectsAfterNestedCommit: BlockTrackingEngine {
        /// Nested blocks whose transactions ended before the outermost commit.
        private var lingering: [TrackedBlock] = []

        override func nestedCommitted(_ level: Level) {
            if let block = level.block { lingering.append(block) }
        }

        override func outermostCommitted() { lingering.removeAll() }

        override func added(_ layer: ReferenceLayer, _ key: String) {
            for record in lingering { record.extra.append((layer, key)) }
        }
    }

    /// Makes the block of a replaced animation wait for its replacement.
    final class ReplacementKeepsBlockWaiting: BlockTrackingEngine {
        override func replaced(_ layer: ReferenceLayer, _ key: String) {
            for record in tracked where !record.hasRun && record.collected.contains(where: { $0 == layer && $1 == key })
            {
                record.extra.append((layer, key))
            }
        }
    }
}
