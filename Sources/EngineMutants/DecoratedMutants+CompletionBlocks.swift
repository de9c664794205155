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

    /// Runs every completion block twice.
    final class CompletionBlockTwice: ForwardingEngine<ReferenceEngine> {
        override func setCompletionBlock(_ block: @escaping () -> Void) {
            super.setCompletionBlock { block(); block() }
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
