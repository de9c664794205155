import MediaTiming
import ReferenceEngine

extension DecoratedMutants {
    /// Accepts ``TimingEngine/beginTransaction()`` and nests nothing: a nested commit commits
    /// everything, so what a nested transaction adds shows and is stamped at its own commit.
    final class NestedTransactionsFlattened: ForwardingEngine<ReferenceEngine> {
        override func beginTransaction() throws(TimingEngineError) {}
    }

    /// Nests transactions but keeps a nested transaction's animation duration after its commit,
    /// so the enclosing transaction's later adds take it.
    final class NestedDurationKept: ForwardingEngine<ReferenceEngine> {
        private var depth = 0

        override func beginTransaction() throws(TimingEngineError) {
            try super.beginTransaction()
            depth += 1
        }

        override func commit() {
            guard depth > 0 else { return super.commit() }
            depth -= 1
            let kept = transactionAnimationDuration
            super.commit()
            transactionAnimationDuration = kept
        }
    }
}
