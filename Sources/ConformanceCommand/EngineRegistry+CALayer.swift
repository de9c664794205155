import Conformance

#if canImport(QuartzCore)
#else
import CALayerEngine
import ReferenceEngine
#endif

/// The engines written against Core Animation's API by name.
extension EngineRegistry {
    /// `calayer`: ``CALayerEngine`` over the Core Animation facade over the reference engine.
    ///
    /// On Apple platforms `CoreAnimationFacade` is QuartzCore itself, so the round trip over the
    /// facade does not exist there and the list is empty.
    static var coreAnimationShaped: [EngineFactory] {
        #if canImport(QuartzCore)
        return []
        #else
        return [
            EngineFactory(
                name: "calayer",
                summary:
                    "the round trip CALayerEngine ∘ Core Animation facade ∘ reference engine: an adapter written only "
                    + "against CALayer, CAAnimation and CATransaction, which must behave as the reference engine does"
            ) {
                CALayerEngine(platform: CALayerEngine.FacadePlatform(ReferenceEngine()))
            }
        ]
        #endif
    }
}
