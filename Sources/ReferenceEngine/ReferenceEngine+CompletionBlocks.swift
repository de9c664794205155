import MediaTiming

/// What a nested transaction returns to when it commits: the enclosing transaction's animation
/// duration and its completion block, which goes on collecting the copies added inside.
struct EnclosingTransaction {
    /// The enclosing transaction's animation duration.
    var duration: Double
    /// The enclosing transaction's open completion block, if it had one.
    var completion: TransactionCompletion?
}

/// A transaction's completion block and the copies it still waits for.
struct TransactionCompletion {
    /// The block.
    var block: () -> Void
    /// Serials of the copies added after it was set that have not stopped yet.
    var copies: Set<Int> = []
}

extension ReferenceEngine {
    /// Sets the open transaction's completion block; a block set before it in the same
    /// transaction keeps the copies added so far and waits for them alone.
    public func setCompletionBlock(_ block: @escaping () -> Void) {
        endCompletionBlock()
        openCompletion = TransactionCompletion(block: block)
    }

    /// Clears the open transaction's completion block: the block set before it stops collecting
    /// copies, as when another block is set, and no block collects the copies added after it.
    public func clearCompletionBlock() {
        endCompletionBlock()
    }

    /// Stops the open block from collecting copies: at a commit, or when another block is set.
    func endCompletionBlock() {
        if let open = openCompletion { waitingCompletions.append(open) }
        openCompletion = nil
    }

    /// Notes that the copy `serial` completed or was removed.
    func noteStopped(_ serial: Int) {
        openCompletion?.copies.remove(serial)
        // A block set in an enclosing transaction waits for the copies added inside a nested
        // one (SEMANTICS §9: the reference's reading), so a removal there counts for it too.
        for level in enclosingTransactions.indices { enclosingTransactions[level].completion?.copies.remove(serial) }
        for index in waitingCompletions.indices { waitingCompletions[index].copies.remove(serial) }
    }

    /// Runs, in the order their transactions ended, the blocks with nothing left to wait for.
    ///
    /// They are taken off the list first, so a block may add animations or set a new block.
    func runFinishedCompletionBlocks() {
        guard waitingCompletions.contains(where: { $0.copies.isEmpty }) else { return }
        let finished = waitingCompletions.filter { $0.copies.isEmpty }
        waitingCompletions.removeAll { $0.copies.isEmpty }
        for completion in finished { completion.block() }
    }
}
