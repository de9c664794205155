import MediaTiming

extension Host {
    /// Schedules `block` to run at the beginning of the next turn, before that turn's commit.
    ///
    /// Blocks run in scheduling order right after the current turn ends (after its commit and,
    /// with ``advance(to:)``, after its frame). A block scheduled by a running block waits for
    /// the turn after.
    @inlinable public func scheduleOnNextTurn(_ block: @escaping () -> Void) {
        nextTurnBlocks.append(block)
    }

    /// The number of blocks waiting for the next turn.
    public var pendingNextTurnBlockCount: Int { nextTurnBlocks.count }

    /// Ends the current turn: commits its transaction, then begins the next turn by running the
    /// blocks scheduled for it.
    @inlinable public func endTurn() {
        commitTurn()
        beginNextTurn()
    }

    /// Ends the current turn and renders the frame at `mediaTime`: commit, render (delegate
    /// callbacks are delivered here), frame observers, then the next turn begins with its
    /// scheduled blocks.
    ///
    /// Engines compute presentation values on demand from the current model, so a value read
    /// after this call already includes the next-turn blocks' changes; read the frame itself
    /// from ``observeFrames(_:)``.
    ///
    /// - Throws: ``HostError/engine(_:)`` with ``TimingEngineError/invalidTime(_:)`` when
    ///   `mediaTime` is not finite or earlier than the engine's media time; nothing happens then.
    @inlinable public func advance(to mediaTime: Double) throws(HostError) {
        guard mediaTime.isFinite else { throw .engine(.invalidTime("media time \(mediaTime) is not finite")) }
        guard mediaTime >= engine.mediaTime else {
            if _faults.contains(.refusedAdvanceCommits) { commitTurn() }
            throw .engine(.invalidTime("media time \(mediaTime) is earlier than \(engine.mediaTime)"))
        }
        if _faults.contains(.nextTurnBlocksBeforeCommit) { runNextTurnBlocksEarly() }
        if _faults.contains(.frameObserversBeforeRender) { deliverFrame(mediaTime) }
        commitTurn()
        do {
            try engine.render(atMediaTime: mediaTime)
        } catch {
            // The checks above make this unreachable for an engine that follows the contract.
            throw .engine(error)
        }
        record(.render(mediaTime: mediaTime))
        if _faults.contains(.nextTurnBlocksBeforeFrameObservers) {
            beginNextTurn()
            if !_faults.contains(.frameObserversBeforeRender) { deliverFrame(mediaTime) }
            return
        }
        if _faults.contains(.frameObserverBlocksWaitATurn) { return deliverFrameDeferringItsBlocks(mediaTime) }
        if !_faults.contains(.frameObserversBeforeRender) { deliverFrame(mediaTime) }
        beginNextTurn()
    }

    /// Delivers the frame, then begins the next turn with the blocks scheduled before it; those
    /// the frame observers scheduled wait for the turn after (only under a planted fault).
    @usableFromInline internal func deliverFrameDeferringItsBlocks(_ mediaTime: Double) {
        let scheduledBefore = nextTurnBlocks
        nextTurnBlocks.removeAll()
        if !_faults.contains(.frameObserversBeforeRender) { deliverFrame(mediaTime) }
        let scheduledByObservers = nextTurnBlocks
        nextTurnBlocks = scheduledBefore
        beginNextTurn()
        nextTurnBlocks = scheduledByObservers + nextTurnBlocks
    }

    /// Runs the waiting blocks inside the current turn (only under a planted fault).
    @usableFromInline internal func runNextTurnBlocksEarly() {
        let blocks = nextTurnBlocks
        nextTurnBlocks.removeAll()
        for block in blocks { block() }
    }

    /// Commits the open transaction.
    @inlinable internal func commitTurn() {
        engine.commit()
        record(.commit)
    }

    /// Counts the turn and runs the blocks scheduled for it.
    @usableFromInline internal func beginNextTurn() {
        turn += 1
        let blocks = nextTurnBlocks
        nextTurnBlocks.removeAll()
        if !blocks.isEmpty { record(.nextTurnBlocks(count: blocks.count)) }
        for block in blocks { block() }
        // Under a planted fault, blocks the blocks scheduled run in this turn too.
        var rounds = 0
        while _faults.contains(.nextTurnBlocksChainInOneTurn), !nextTurnBlocks.isEmpty, rounds < 64 {
            rounds += 1
            let chained = nextTurnBlocks
            nextTurnBlocks.removeAll()
            for block in chained { block() }
        }
    }
}
