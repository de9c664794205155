import MediaTiming

#if CALAYERENGINE_OWN_NAMES
// Core Animation's names are the module's own: a target that compiles these files beside its
// `typealias`es of another module's names (Examples/LiteCA).
#elseif canImport(QuartzCore)
import QuartzCore
#else
import CoreAnimationFacade
#endif

/// The clock and time conversion.
///
/// Every contract root is a sublayer of ``clock``, so the contract's media time is the clock's
/// local time: a time converted to or from `nil` is converted to or from the clock. On a platform
/// whose media time is its own (Apple's host clock), the platform gives the clock a speed of 0
/// and sets its `timeOffset` to each frame's time (``CALayerEnginePlatform/prepare(clock:)``,
/// ``CALayerEnginePlatform/showFrame(atMediaTime:clock:)``): the layers then run on the caller's
/// clock whatever the host clock does. Over the facade the caller owns the media time, and the
/// clock keeps Core Animation's default timing: frozen at speed 0, it would jump from frame to
/// frame, and the engine behind it could not tell when between two frames each animation started
/// or stopped, which orders a frame's callbacks (measured: CB-8 and REF-1 then fail).
///
/// A conversion between two layers goes through their nearest common ancestor, which for two
/// roots is the clock: never up through the clock's own link, which a speed of 0 would make
/// infinite.
extension CALayerEngine {
    /// Shows the frame at `time`: delegate callbacks and completion blocks due by then run here.
    ///
    /// - Throws: ``TimingEngineError/invalidTime(_:)`` when `time` is not finite or is earlier
    ///   than ``mediaTime``.
    public func render(atMediaTime time: Double) throws(TimingEngineError) {
        guard time.isFinite else { throw .invalidTime("render time \(time) is not finite") }
        guard time >= mediaTime else {
            throw .invalidTime("render time \(time) is earlier than the media time \(mediaTime)")
        }
        // Set first: a callback that reads the engine's media time reads the frame's.
        mediaTime = time
        platform.perform { platform.showFrame(atMediaTime: time, clock: clock) }
    }

    /// Maps `time` from `source`'s time space to `destination`'s, `nil` being the clock's.
    public func convertTime(_ time: Double, from source: Layer?, to destination: Layer?) -> Double {
        (destination?.layer ?? clock).convertTime(time, from: source?.layer ?? clock)
    }
}
