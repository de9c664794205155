import LiteCA
import MediaTiming

/// LiteCA's render server as the platform of the suite's `CALayerEngine`: one server per engine,
/// current while the engine works; a frame is a render at the suite's media time.
public final class LiteCAPlatform: CALayerEnginePlatform {
    /// The server every layer of the engine belongs to.
    public let server = RenderServer()
    /// What LiteCA implements: everything but keyframes, groups, springs, negative speed,
    /// cumulative animations and layer durations.
    public let capabilities = EngineCapabilities.all.subtracting([
        .keyframes, .groups, .springs, .negativeSpeed, .cumulative, .layerMediaTiming,
    ])
    /// LiteCA reads every open point as Core Animation's stated default.
    public let profile = TimingProfile.coreAnimation
    /// A platform over a new server.
    public init() {}
    /// Runs `body` with the server current.
    public func perform<Result>(_ body: () -> Result) -> Result { server.perform(body) }
    /// Renders the server at `time`.
    public func showFrame(atMediaTime time: CFTimeInterval, clock: CALayer) { server.render(atMediaTime: time) }
}
