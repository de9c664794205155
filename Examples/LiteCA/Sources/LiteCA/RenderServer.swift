/// The render server a layer belongs to: the clock, the open transaction and the callbacks due.
///
/// QuartzCore has one per process, driven by the display; LiteCA has as many as you make, each
/// driven by ``render(atMediaTime:)``, so that tests running side by side share none. The server
/// current in a task (``perform(_:)``) owns the layers made there and gets `CATransaction`'s calls.
///
/// Unchecked `Sendable` only so that a task-local can carry it: like QuartzCore's per-thread
/// transactions, a server must be used by one thread at a time, and it takes no lock.
public final class RenderServer: @unchecked Sendable {
    /// The server of the running task, or nil.
    @TaskLocal static var current: RenderServer?

    /// The media time of the last frame, or 0 before the first.
    public internal(set) var mediaTime: CFTimeInterval = 0
    /// The open transaction's levels: the implicit one, then each `begin()` nested in it.
    var levels = [Level()]
    /// Whether a `flush()` inside a nested level waits to commit when the last one commits.
    var flushWhenUnnested = false
    /// The copies added since the last commit, in order.
    var uncommitted: [CAAnimation] = []
    /// The committed copies that have not stopped, in application order.
    var running: [CAAnimation] = []
    /// The copies removed since the last frame, whose unfinished stops it delivers.
    var removals: [CAAnimation] = []
    /// The completion blocks whose transactions ended, in that order, waiting for their copies.
    var endedBlocks: [CompletionBlock] = []
    /// The serial of the next add.
    var nextSerial = 0

    /// A server at media time 0 with nothing added.
    public init() {}

    /// Runs `body` with this server current: layers made there belong to it, and `CATransaction`
    /// talks to it.
    public func perform<Result>(_ body: () -> Result) -> Result { Self.$current.withValue(self, operation: body) }

    /// One transaction level: its animation duration and completion block.
    struct Level {
        /// The duration given to copies added with none.
        var animationDuration: CFTimeInterval = 0.25
        /// The completion block collecting this level's adds, or nil.
        var block: CompletionBlock?
    }

    /// A completion block and the copies it waits for.
    final class CompletionBlock {
        /// The block.
        let body: () -> Void
        /// The copies added while it was the level's block.
        var copies: [CAAnimation] = []
        /// A block waiting for `body`'s copies.
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// The innermost level's animation duration.
    var animationDuration: CFTimeInterval { levels[levels.count - 1].animationDuration }

    /// Notes an add: the copy waits for the commit, and the innermost level's block waits for it.
    func added(_ copy: CAAnimation) {
        uncommitted.append(copy)
        levels[levels.count - 1].block?.copies.append(copy)
    }

    /// Notes a removal: the copy stops, unfinished, at the next frame, unless it stopped already.
    func removed(_ copy: CAAnimation) {
        guard let state = copy.stored, !state.hasStopped else { return }
        state.hasStopped = true
        removals.append(copy)
    }
}
