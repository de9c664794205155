import MediaTiming

extension EngineWorld {
    /// The open transaction's animation duration, or `nil` when it was set to a value the
    /// contract gives no reading (≤ 0 or not finite).
    package var transactionAnimationDuration: Double? { levels[levels.count - 1].duration }

    /// How many nested transactions are open (0: only the outermost).
    package var nestingDepth: Int { levels.count - 1 }

    /// Sets the open transaction's animation duration (`transactionAnimationDuration`).
    ///
    /// Copies added with a duration ≤ 0 take it (§2.3). The contract gives a duration ≤ 0 or
    /// one that is not finite no reading, so what such copies run for is then not predicted.
    package mutating func setTransactionAnimationDuration(_ duration: Double) {
        levels[levels.count - 1].duration = duration.isFinite && duration > 0 ? duration : nil
    }

    /// Opens a nested transaction (`beginTransaction()`): it starts with the enclosing one's
    /// animation duration and no completion block (§2.9); `false` when the engine does not nest.
    @discardableResult
    package mutating func beginTransaction() -> Bool {
        guard nestsTransactions else { return false }
        levels.append(Level(duration: levels[levels.count - 1].duration, collecting: nil))
        return true
    }

    /// Commits the open transaction (`commit()`).
    ///
    /// A nested commit applies nothing: it ends the nested level (its block stops collecting,
    /// the enclosing duration is back) and, when a flush waited for it and it was the last
    /// nested one, the outermost commit happens then (§2.9). The outermost commit stamps and
    /// applies every pending copy (§2.4–§2.5).
    package mutating func commit() {
        if levels.count > 1 {
            endCollecting(at: levels.count - 1)
            levels.removeLast()
            if levels.count == 1 && flushIsDeferred {
                flushIsDeferred = false
                commitOutermost()
            }
        } else {
            commitOutermost()
        }
    }

    /// Flushes the open transaction (`flush()`): commits it now when no nested one is open,
    /// otherwise when the last nested one commits; answers whether it committed now.
    @discardableResult
    package mutating func flush() -> Bool {
        guard levels.count == 1 else {
            flushIsDeferred = true
            return false
        }
        commitOutermost()
        return true
    }

    /// Sets the open level's completion block, identified by `step` (`setCompletionBlock`): the
    /// block before it at this level stops collecting (§2.8).
    package mutating func setCompletionBlock(step: Int) {
        endCollecting(at: levels.count - 1)
        blocks.append(Block(step: step, id: nextBlockID))
        levels[levels.count - 1].collecting = nextBlockID
        nextBlockID += 1
    }

    /// Clears the open level's completion block (`clearCompletionBlock()`): the block before it
    /// stops collecting, and the copies added after it are waited for by no block of this level.
    package mutating func clearCompletionBlock() {
        endCollecting(at: levels.count - 1)
    }

    /// Ends the collecting of the block of level `level`: its transaction is over.
    private mutating func endCollecting(at level: Int) {
        guard let id = levels[level].collecting else { return }
        levels[level].collecting = nil
        if let block = blocks.firstIndex(where: { $0.id == id }) {
            blocks[block].endOrder = endedBlockCount
            endedBlockCount += 1
        }
    }

    /// The outermost commit: every pending copy takes effect, a top-level begin time of 0 is
    /// stamped with the time its layer gives its animations now, with the layer's timing as it
    /// stands (§1.3, §2.5, §2.9); the duration returns to 0.25 and the block stops collecting.
    private mutating func commitOutermost() {
        endCollecting(at: 0)
        levels[0] = Level(duration: 0.25, collecting: nil)
        for view in layers.indices where layers[view].copies.contains(where: { !$0.isCommitted }) {
            let now = contentTime(of: view, atMediaTime: mediaTime)
            let isOpenInstant = contentTimeIsOpen(of: view, atMediaTime: mediaTime)
            for index in layers[view].copies.indices where !layers[view].copies[index].isCommitted {
                layers[view].copies[index].isCommitted = true
                guard layers[view].copies[index].copy.animation.timing.beginTime == 0 else { continue }
                if let now {
                    layers[view].copies[index].copy.animation.timing.beginTime = now
                    if isOpenInstant, layers[view].copies[index].openReason == nil {
                        layers[view].copies[index].openReason = .stampedAtOpenInstant
                    }
                } else if layers[view].copies[index].openReason == nil {
                    layers[view].copies[index].openReason = .unknownStamp
                }
                if layers[view].copies[index].openReason != nil {
                    let copy = layers[view].copies[index]
                    for id in copy.blocks + copy.maybeBlocks { markUnpredictable(block: id) }
                }
            }
        }
    }
}
