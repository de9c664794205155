/// Groups changes to layers: the current render server's open transaction.
///
/// Simplification: the implicit transaction is always open, so `begin()` always nests in it
/// (QuartzCore's first `begin()` of a run-loop turn opens a top-level transaction instead).
/// Without a current server, every call does nothing and `animationDuration()` is 0.25.
public final class CATransaction {
    /// Begins a transaction nested in the open one, with its duration and no completion block.
    public class func begin() {
        guard let server = RenderServer.current else { return }
        server.levels.append(RenderServer.Level(animationDuration: server.animationDuration))
    }

    /// Ends the innermost nested transaction (a flush waiting for it commits then); with none
    /// nested, commits the implicit one.
    public class func commit() {
        guard let server = RenderServer.current else { return }
        guard server.levels.count > 1 else { return server.commit() }
        if let block = server.levels.removeLast().block { server.endedBlocks.append(block) }
        if server.levels.count == 1 && server.flushWhenUnnested { server.commit() }
    }

    /// Commits the implicit transaction now, or, inside nested ones, when the last one commits.
    public class func flush() {
        guard let server = RenderServer.current else { return }
        if server.levels.count == 1 { server.commit() } else { server.flushWhenUnnested = true }
    }

    /// The innermost transaction's animation duration.
    public class func animationDuration() -> CFTimeInterval { RenderServer.current?.animationDuration ?? 0.25 }

    /// Sets the innermost transaction's animation duration.
    public class func setAnimationDuration(_ duration: CFTimeInterval) {
        guard let server = RenderServer.current else { return }
        server.levels[server.levels.count - 1].animationDuration = duration
    }

    /// Sets the innermost transaction's completion block: the one before it stops collecting.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        guard let server = RenderServer.current else { return }
        if let previous = server.levels[server.levels.count - 1].block { server.endedBlocks.append(previous) }
        server.levels[server.levels.count - 1].block = block.map(RenderServer.CompletionBlock.init)
    }
}
