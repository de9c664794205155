import LiteCA
import MediaTiming

/// LiteCA's render server as the platform of the suite's `CALayerEngine`: a server per engine,
/// current while the engine works, shown a frame by `render(atMediaTime:)`.
public final class LiteCAPlatform: CALayerEnginePlatform {
    /// The server every layer of the engine belongs to.
    public let server = RenderServer()

    /// A platform over a new server.
    public init() {}

    /// What LiteCA implements: no keyframes, groups, springs, negative speed, cumulative
    /// animations nor layer durations.
    public var capabilities: EngineCapabilities {
        [.nestedLayers, .additive, .fillModes, .autoreverses, .repeatDuration, .timingFunctions, .delegates,
         .retainedAnimations, .nestedTransactions]
    }

    /// LiteCA reads every open point as Core Animation's stated default.
    public var profile: TimingProfile { .coreAnimation }

    /// Runs `body` with the server current.
    public func perform<Result>(_ body: () -> Result) -> Result { server.perform(body) }

    /// Renders the server at `time`: LiteCA's media time is the caller's.
    public func showFrame(atMediaTime time: CFTimeInterval, clock: CALayer) { server.render(atMediaTime: time) }
}
