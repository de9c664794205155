#if !canImport(QuartzCore) && !CALAYERENGINE_OWN_NAMES
import CoreAnimationFacade
import MediaTiming

extension CALayerEngine {
    /// The platform of `CoreAnimationFacade`: Core Animation's API over any timing engine, through
    /// a `CAFacade.Engine`.
    ///
    /// Over the facade the caller owns the clock (`CAFacade.Engine.render(atMediaTime:)`), so the
    /// engine's clock layer keeps its default timing and the facade's media time is the contract's:
    /// a frame is a render. What the facade refuses (it records refusals instead of raising) is
    /// what the contract's throwing calls throw.
    ///
    /// `CALayerEngine(platform: FacadePlatform(ReferenceEngine()))` is the round trip
    /// `CALayerEngine ∘ facade ∘ ReferenceEngine`, which must behave as the reference engine does.
    public final class FacadePlatform: CALayerEnginePlatform {
        /// The facade engine every call goes to.
        public let engine: CAFacade.Engine
        /// How many of the facade engine's refusals ``takeRefusal()`` has passed over.
        private var seenRefusals = 0

        /// A platform over a new facade engine wrapping `engine`.
        public convenience init<Wrapped: TimingEngine>(_ engine: Wrapped) {
            self.init(engine: CAFacade.Engine(engine))
        }

        /// A platform over the facade engine `engine`.
        public init(engine: CAFacade.Engine) {
            self.engine = engine
        }

        /// What the wrapped engine declares.
        public var capabilities: EngineCapabilities { engine.base.capabilities }

        /// How the wrapped engine reads the open points.
        public var profile: TimingProfile { engine.base.profile }

        /// Runs `body` with the facade engine ambient (`CAFacade.engine`).
        public func perform<Result>(_ body: () -> Result) -> Result { engine.perform(body) }

        /// The first refusal the facade engine recorded since the last call, or nil.
        public func takeRefusal() -> TimingEngineError? {
            let refusals = engine.refusals
            defer { seenRefusals = refusals.count }
            return refusals.count > seenRefusals ? refusals[seenRefusals].error : nil
        }

        /// Renders the facade engine at `time`: its media time is the contract's.
        public func showFrame(atMediaTime time: CFTimeInterval, clock: CALayer) {
            engine.render(atMediaTime: time)
        }
    }
}
#endif
