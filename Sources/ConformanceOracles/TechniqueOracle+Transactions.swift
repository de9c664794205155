import MediaTiming
import Scripts

extension TechniqueOracle {
    /// The animation duration an add takes now when its own is 0 or less: the innermost open
    /// transaction's (SEMANTICS §2.3, §2.9).
    package var openTransactionDuration: Double { nestedTransactions.last ?? transactionDuration }

    /// Whether the app has a nested transaction open.
    package var isInNestedTransaction: Bool { !nestedTransactions.isEmpty }

    /// A nested transaction opens with the enclosing one's animation duration (§2.9).
    mutating func beginTransaction() {
        nestedTransactions.append(openTransactionDuration)
    }

    /// Sets the innermost open transaction's animation duration.
    mutating func setTransactionDuration(_ duration: Double) {
        if nestedTransactions.isEmpty {
            transactionDuration = duration
        } else {
            nestedTransactions[nestedTransactions.count - 1] = duration
        }
    }

    /// The app's commit: a nested one ends its transaction and applies nothing (§2.9), unless it
    /// ends the last one and a flush waits for it; at the top level it commits the run-loop
    /// turn's transaction.
    mutating func commitTransaction() {
        guard !nestedTransactions.isEmpty else { return commit() }
        nestedTransactions.removeLast()
        if nestedTransactions.isEmpty && isFlushWaiting { commit() }
    }

    /// A technique's flush (``TimingEngine/flush()``): a commit at the top level; inside a nested
    /// transaction it "delays the commit until any nested explicit transactions have completed"
    /// (§2.9): nothing is applied now, and the commit happens when the last one commits.
    mutating func flush() {
        if nestedTransactions.isEmpty { commit() } else { isFlushWaiting = true }
    }
}

extension TechniqueOracle {
    /// Applies a step the driver ran with a note (refused, or found a no-op): it did nothing,
    /// but a store flushes before anything else (``AnimationStore``'s documentation), so one
    /// that found nothing to keep still commits the open transaction, or waits to.
    package mutating func applyNoted(_ step: Step) {
        if case .technique(let technique) = step, technique.operation == .store,
            views.indices.contains(technique.view)
        {
            flush()
        }
    }
}
