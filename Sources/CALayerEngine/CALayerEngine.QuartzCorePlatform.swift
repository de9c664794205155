#if canImport(QuartzCore) && !CALAYERENGINE_OWN_NAMES
import Foundation
import MediaTiming
import QuartzCore

extension CALayerEngine {
    /// The platform of Apple's own Core Animation: the engine's layers are real `CALayer`s, timed
    /// by a clock layer at speed 0 whose `timeOffset` is the suite's media time.
    ///
    /// Written against QuartzCore's declarations and checked by reading only: no Mac was at hand
    /// where it was written (README, "Platforms").
    ///
    /// - **Time.** The clock is a root layer with a speed of 0, so its local time is its
    ///   `timeOffset` whatever the host clock says (`t = (tp − b)·0 + o`); each frame sets the
    ///   offset and flushes the implicit transaction, then lets the thread's run loop turn once so
    ///   that what Core Animation schedules there (delegate callbacks, completion blocks, removal
    ///   of finished animations) is delivered within the frame.
    /// - **Threads.** `CATransaction`'s transactions are per thread, and completion blocks are
    ///   "called (on the main thread)" (Apple's `setCompletionBlock(_:)` page): run every call of
    ///   an engine on one thread, the main thread to hear completion blocks (`--jobs 1`).
    /// - **What headless Core Animation delivers** is not documented: a process with no window
    ///   may hear no callbacks, or never see a finished animation removed. The start-up
    ///   ``Probe`` finds out on the calling thread, once per thread, and ``capabilities`` declares
    ///   only what it heard.
    public final class QuartzCorePlatform: CALayerEnginePlatform {
        /// What the start-up probe found on the thread that made this platform.
        public let probe: Probe

        /// A platform over the process's Core Animation, probed on the calling thread.
        public init() { probe = Probe.onCurrentThread() }

        /// Every capability of the contract Core Animation has, less what the probe did not hear.
        public var capabilities: EngineCapabilities { probe.capabilities }

        /// Core Animation's reading of the open points: the model's defaults, which describe it.
        public var profile: TimingProfile { .coreAnimation }

        /// Runs `body` on the calling thread, whose transaction is the engine's.
        public func perform<Result>(_ body: () -> Result) -> Result { body() }

        /// Stops the clock (speed 0) so that its `timeOffset` is the suite's media time.
        public func prepare(clock: CALayer) {
            clock.speed = 0
            clock.timeOffset = 0
        }

        /// Moves the clock to `time`, flushes, and turns the run loop so that what is due is heard.
        public func showFrame(atMediaTime time: CFTimeInterval, clock: CALayer) {
            clock.timeOffset = time
            CATransaction.flush()
            Self.turnRunLoop()
        }

        /// Runs the current thread's run loop without waiting, twice: once for what the flush
        /// scheduled, once for what those callbacks scheduled in turn.
        static func turnRunLoop() {
            for _ in 0..<2 { _ = RunLoop.current.run(mode: .default, before: Date()) }
        }
    }
}
#endif
