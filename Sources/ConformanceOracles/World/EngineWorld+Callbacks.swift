import MediaTiming

extension EngineWorld {
    /// The blocks that run at the render just made because the caller removed copies from
    /// inside its delegate callbacks; `nil` when their place among the render's blocks is not
    /// predicted.
    ///
    /// A block "runs exactly once, from `render(atMediaTime:)` after that render's delegate
    /// callbacks, at the first render by which every one of [its animations] has stopped: …
    /// been removed by the caller" (the contract's `setCompletionBlock(_:)`): a copy a callback
    /// removes has stopped by the time the render's blocks run, so a block it was the last wait
    /// of runs at that render, though the copy's own didStop waits for the next one (§2.8, §6.2).
    /// Call it after the render's callbacks were heard (and their reentries ran), before its
    /// blocks are; the removals counted here are not counted again at the next render.
    package mutating func blocksEndedByCallbacks() -> [WorldEvent]? {
        guard pendingStops.contains(where: { !$0.blocks.isEmpty || !$0.maybeBlocks.isEmpty }) else { return [] }
        for index in pendingStops.indices {
            settle(pendingStops[index].blocks, maybe: pendingStops[index].maybeBlocks)
            pendingStops[index].blocks = []
            pendingStops[index].maybeBlocks = []
        }
        let ranBefore = lastRanBlocks
        var isUnknown = false
        var orderIsOpen = false
        let events = runBlocks(isUnknown: &isUnknown, orderIsOpen: &orderIsOpen)
        let ranAfter = lastRanBlocks
        lastRanBlocks = ranBefore + ranAfter
        // Blocks of one render run in the order they were set (§2.9): the late ones go after
        // the others only when they were set, and their transactions ended, after them.
        guard !isUnknown, !orderIsOpen else { return nil }
        if let last = ranBefore.last, let first = ranAfter.first, first.id < last.id || first.endOrder < last.endOrder {
            return nil
        }
        return events
    }
}
