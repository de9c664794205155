import CALayerEngine
import Conformance

#if canImport(QuartzCore)
#else
import ReferenceEngine
#endif

/// The engines written against Core Animation's API by name.
extension EngineRegistry {
    /// `calayer`: ``CALayerEngine`` over the Core Animation facade over the reference engine;
    /// on Apple platforms, `quartzcore`: ``CALayerEngine`` over QuartzCore itself.
    ///
    /// On Apple platforms `CoreAnimationFacade` is QuartzCore, so the round trip over the facade
    /// does not exist there; elsewhere QuartzCore does not.
    static var coreAnimationShaped: [EngineFactory] {
        #if canImport(QuartzCore)
        // QuartzCore's `opacity` starts at 1 and clamps to 0…1, and `position` has implicit
        // actions: the suite's two key paths go to keys of their own, which start at 0, hold any
        // number and animate only when told (CONFORMANCE.md, "Adapting a Core-Animation-shaped
        // engine", point 2). The mapping is valid, so the factory cannot throw.
        guard
            let quartzCore = try? EngineFactory(
                name: "quartzcore",
                summary:
                    "CALayerEngine over Apple's Core Animation: real CALayers under a speed-0 clock layer, "
                    + "capabilities from a start-up probe of what Core Animation delivers headless",
                keyPaths: ["opacity": "mtcOpacity", "position.x": "mtcPositionX"],
                make: { CALayerEngine(platform: CALayerEngine.QuartzCorePlatform()) })
        else { return [] }
        return [quartzCore]
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

    /// Says on standard error what the `quartzcore` engine's probe did not observe, when one of
    /// `engines` is that engine, so that no verdict is read without it; elsewhere nothing.
    static func noteProbe(for engines: [EngineFactory]) {
        #if canImport(QuartzCore)
        guard engines.contains(where: { $0.name == "quartzcore" }) else { return }
        let probe = CALayerEngine.QuartzCorePlatform().probe
        for missing in probe.unobserved {
            StandardStreams.writeError("conformance: quartzcore: the probe did not observe \(missing)\n")
        }
        #endif
    }
}
