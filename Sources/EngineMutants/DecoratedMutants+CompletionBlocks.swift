import MediaTiming
import ReferenceEngine

extension DecoratedMutants {
    /// Runs a transaction's completion block when the transaction is committed, outside any
    /// render and before its animations have run.
    final class CompletionBlockAtCommit: ForwardingEngine<ReferenceEngine> {
        private var pending: [() -> Void] = []

        override func setCompletionBlock(_ block: @escaping () -> Void) { pending.append(block) }

        override func commit() {
            super.commit()
            let blocks = pending
            pending.removeAll()
            for block in blocks { block() }
        }
    }

    /// Ignores a cleared completion block (`setCompletionBlock(nil)`): the block set before the
    /// clear goes on collecting the animations added after it, so it runs when they stop too.
    final class CompletionBlockClearIgnored: ForwardingEngine<ReferenceEngine> {
        override func clearCompletionBlock() {}
    }

    /// Runs every completion block twice.
    final class CompletionBlockTwice: ForwardingEngine<ReferenceEngine> {
        override func setCompletionBlock(_ block: @escaping () -> Void) {
            super.setCompletionBlock {
                block()
                block()
            }
        }
    }

    /// Runs a transaction's completion block at the first render after its commit, whether or
    /// not its animations have stopped.
    final class CompletionBlockAtNextRender: ForwardingEngine<ReferenceEngine> {
        private var open: [() -> Void] = []
        private var committed: [() -> Void] = []

        override func setCompletionBlock(_ block: @escaping () -> Void) { open.append(block) }

        override func commit() {
            super.commit()
            committed += open
            open.removeAll()
        }

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            try super.render(atMediaTime: time)
            let blocks = committed
            committed.removeAll()
            for block in blocks { block() }
        }
    }
}

extension DecoratedMutants {
    /// Delivers callbacks of one instant latest add first while declaring the default profile.
    final class SimultaneousCallbacksReversed: ForwardingEngine<ReferenceEngine> {
        init() {
            super.init(ReferenceEngine(profile: TimingProfile(simultaneousCallbackOrder: .reverseApplicationOrder)))
        }
        override var profile: TimingProfile { .coreAnimation }
    }

    /// Forwards a group's callbacks to the delegates of its children too.
    final class GroupChildrenHearCallbacks: ForwardingEngine<ReferenceEngine> {
        /// Calls the group's delegate, then each child's.
        private final class FanOut: AnimationDelegate {
            let group: (any AnimationDelegate)?
            let children: [any AnimationDelegate]
            init(group: (any AnimationDelegate)?, children: [any AnimationDelegate]) {
                self.group = group
                self.children = children
            }
            func animationDidStart(_ animation: Animation) {
                group?.animationDidStart(animation)
                for child in children { child.animationDidStart(animation) }
            }
            func animationDidStop(_ animation: Animation, finished: Bool) {
                group?.animationDidStop(animation, finished: finished)
                for child in children { child.animationDidStop(animation, finished: finished) }
            }
        }

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            var copy = animation
            let children = animation.children.compactMap(\.delegate)
            if !children.isEmpty { copy.delegate = FanOut(group: animation.delegate, children: children) }
            try super.add(copy, forKey: key, to: layer)
        }
    }
}
