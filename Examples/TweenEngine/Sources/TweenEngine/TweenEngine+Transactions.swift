import MediaTiming

/// A transaction's completion block and the tweens it waits for.
struct PendingCompletion {
    var block: () -> Void
    var serials: [Int] = []
}

extension TweenEngine {
    /// Sets the open transaction's completion block: it runs from a render once every tween added
    /// after this call (until the commit or the next call) has finished or been removed.
    public func setCompletionBlock(_ block: @escaping () -> Void) {
        endCompletionBlock()
        openCompletion = PendingCompletion(block: block)
    }

    /// Moves the open block to the waiting ones.
    func endCompletionBlock() {
        if let open = openCompletion { waitingCompletions.append(open) }
        openCompletion = nil
    }

    /// Runs the waiting blocks none of whose tweens is still listed and running.
    func runFinishedCompletionBlocks() {
        guard !waitingCompletions.isEmpty else { return }
        var running: Set<Int> = []
        for node in nodes {
            for tween in node.tweens where !tween.hasStopped { running.insert(tween.serial) }
        }
        let finished = waitingCompletions.filter { $0.serials.allSatisfy { !running.contains($0) } }
        waitingCompletions.removeAll { $0.serials.allSatisfy { !running.contains($0) } }
        for completion in finished { completion.block() }
    }
}
