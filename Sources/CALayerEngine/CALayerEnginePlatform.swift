import MediaTiming

#if CALAYERENGINE_OWN_NAMES
// Core Animation's names are the module's own: a target that compiles these files beside its
// `typealias`es of another module's names (Examples/LiteCA).
#elseif canImport(QuartzCore)
import QuartzCore
#else
import CoreAnimationFacade
#endif

/// What a ``CALayerEngine`` needs from its platform beyond Core Animation's API.
///
/// Core Animation's API says how to build layers, add animations and group changes, but not
/// which render server a new `CALayer()` belongs to, nor how a frame is shown: on Apple platforms
/// both are the process's (the render server and the main run loop); over `CoreAnimationFacade`
/// they are a `CAFacade.Engine` (``CALayerEngine/FacadePlatform``); in a third-party module with
/// Core Animation's names, whatever that module does. Conform a small class to this protocol to
/// run ``CALayerEngine`` on yours.
///
/// Required: ``capabilities``, ``profile``, ``perform(_:)``, ``showFrame(atMediaTime:clock:)``.
/// Optional: ``prepare(clock:)`` (by default the clock keeps Core Animation's default timing) and
/// ``takeRefusal()`` (by default nothing is refused).
public protocol CALayerEnginePlatform: AnyObject {
    /// What the platform's Core Animation delivers; ``CALayerEngine`` declares exactly this.
    var capabilities: EngineCapabilities { get }

    /// How the platform's Core Animation reads the open points of the model.
    var profile: TimingProfile { get }

    /// Runs `body` with the platform's Core Animation context current, so that the layers it makes
    /// and the `CATransaction` calls it makes belong to this platform's engine.
    func perform<Result>(_ body: () -> Result) -> Result

    /// The first call the platform refused since this was last asked, or nil.
    ///
    /// A module that records what it cannot do instead of raising (`CoreAnimationFacade` does)
    /// answers it here, so that the contract's throwing calls throw it; the default answers nil,
    /// as QuartzCore raises instead.
    func takeRefusal() -> TimingEngineError?

    /// Sets the clock layer up before the engine makes any other layer: for a platform whose media
    /// time is not the caller's, a speed of 0, so that its `timeOffset` is the time.
    func prepare(clock: CALayer)

    /// Shows the frame at `time` (finite, not earlier than the last one): moves the clock to it,
    /// delivering every delegate callback and completion block due by then.
    ///
    /// Called inside ``perform(_:)``, so that code the callbacks run makes layers of this
    /// platform.
    func showFrame(atMediaTime time: CFTimeInterval, clock: CALayer)
}

extension CALayerEnginePlatform {
    /// Leaves the clock with Core Animation's default timing: the platform's media time is the
    /// caller's.
    public func prepare(clock: CALayer) {}

    /// Records no refusals: Core Animation raises instead.
    public func takeRefusal() -> TimingEngineError? { nil }
}
