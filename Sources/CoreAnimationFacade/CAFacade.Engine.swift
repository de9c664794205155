#if !canImport(QuartzCore)
import Foundation
import MediaTiming

extension CAFacade {
    /// One timing engine behind Core Animation's API, with the state Core Animation keeps
    /// beside it: the transaction stack, the refusal log and the serial numbers of stored copies.
    ///
    /// It stands in for what a process has once on Apple platforms (the render server, the
    /// run loop's transaction), so a test case makes one and sets it as ``CAFacade/engine`` for
    /// the code it runs. The clock is the caller's: nothing moves until ``render(atMediaTime:)``,
    /// which is also where delegate callbacks and completion blocks run, as the engine contract
    /// says. ``endTurn()`` does what a run loop does at the end of a turn: it commits the
    /// implicit transaction.
    ///
    /// Every call takes a recursive lock, so a task's child tasks may share the engine they
    /// inherit; callbacks run under it and may call back in.
    public final class Engine: @unchecked Sendable {
        /// The engine every call goes to, type-erased.
        public let base: AnyTimingEngine
        /// Where refusals of this engine's layers and transactions are recorded.
        let log = RefusalLog()
        private let lock = NSRecursiveLock()
        /// The transaction stack: index 0 is the engine's outermost transaction (implicit, or
        /// the explicit one begun when none was open); the rest are nested explicit levels.
        var levels: [TransactionLevel] = [TransactionLevel()]
        /// How many times the outermost transaction committed; a layer made before the last
        /// one has a presentation layer.
        var commitCount = 0
        private var nextSerial = 0

        /// Wraps `engine`; the facade owns it from now on.
        public init<Wrapped: TimingEngine>(_ engine: Wrapped) {
            base = (engine as? AnyTimingEngine) ?? AnyTimingEngine(engine)
        }

        /// Runs `body` with this engine as the ambient engine (``CAFacade/engine``).
        ///
        /// The short form of `CAFacade.$engine.withValue(engine) { … }`, for an adapter whose
        /// every call must reach the same facade engine.
        public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
            try CAFacade.$engine.withValue(self, operation: body)
        }

        /// What this engine's layers and transactions refused, oldest first.
        public var refusals: [Refusal] { log.entries }

        /// Records a refusal of `call` in this engine's log: how modules over the facade (the
        /// UIKit shapes) report what they could not do.
        package func record(_ call: String, _ error: TimingEngineError) { log.record(call, error) }

        /// Empties the refusal log.
        public func removeAllRefusals() { log.removeAll() }

        /// The media time of the last render, or 0 before the first.
        public var mediaTime: CFTimeInterval { locked { base.mediaTime } }

        /// Moves the clock to `time`, delivering delegate callbacks and completion blocks due by
        /// then; a time the engine refuses (earlier than ``mediaTime``, not finite) is recorded.
        public func render(atMediaTime time: CFTimeInterval) {
            locked {
                do throws(TimingEngineError) {
                    try base.render(atMediaTime: time)
                } catch {
                    log.record("CAFacade.Engine.render(atMediaTime:)", error)
                }
            }
        }

        /// Ends a run-loop turn: commits the implicit transaction, as Core Animation's run-loop
        /// observer does, unless an explicit transaction is still open (its commit will).
        public func endTurn() {
            locked { flushTransaction() }
        }

        /// The engine's handle for `layer`, or nil when the layer belongs to another engine.
        public func handle(of layer: CALayer) -> AnyLayer? {
            layer.engine === self ? layer.handle : nil
        }

        /// Runs `body` under the engine's lock.
        func locked<Result>(_ body: () -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body()
        }

        /// A new serial number for a stored copy.
        func makeSerial() -> Int {
            nextSerial += 1
            return nextSerial
        }

        /// Marks the outermost transaction as open: a change was made in it.
        ///
        /// On Apple platforms the first change of a run-loop turn opens an implicit transaction,
        /// and `CATransaction.begin()` inside it nests instead of starting a transaction of its
        /// own; this flag is how the facade knows.
        func touch() { levels[0].isOpen = true }
    }
}

extension CAFacade.Engine {
    /// The state of one transaction level, as `CATransaction` keeps it.
    struct TransactionLevel {
        /// How the level maps onto the engine.
        enum Kind {
            /// The engine's outermost transaction.
            case outermost
            /// A transaction the engine nests (`beginTransaction()`).
            case nested
            /// A level the engine refused to nest; its commit does nothing.
            case refused
        }

        var kind: Kind = .outermost
        /// For the outermost level: begun by `CATransaction.begin()` rather than implicitly.
        var isExplicit = false
        /// For the outermost level: a change was made since the last commit.
        var isOpen = false
        /// For the outermost level: a flush is waiting for the nested levels to commit.
        var flushPending = false
        var completionBlock: (() -> Void)?
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
    }
}
#endif
