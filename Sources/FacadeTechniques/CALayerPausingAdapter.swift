#if !canImport(QuartzCore)
import AnimationTechniques
import CoreAnimationFacade
import Lifecycle
import MediaTiming

/// A ``CALayerPausing`` helper as the suite's ``LayerPausing``: each engine layer goes to the
/// helper as its `CALayer` object, with the run's engine ambient.
final class CALayerPausingAdapter<Engine: TimingEngine>: LayerPausing {
    private let bridge: FacadeBridge<Engine>
    private let helper: any CALayerPausing

    init(bridge: FacadeBridge<Engine>, helper: any CALayerPausing) {
        self.bridge = bridge
        self.helper = helper
    }

    func pause(_ layer: Engine.Layer) throws(TechniqueError) -> Bool {
        let object = bridge.object(for: layer)
        return try bridge.call { helper.pause(object) }
    }

    func resume(_ layer: Engine.Layer) throws(TechniqueError) -> Bool {
        let object = bridge.object(for: layer)
        return try bridge.call { helper.resume(object) }
    }

    func isPaused(_ layer: Engine.Layer) -> Bool {
        let object = bridge.object(for: layer)
        return bridge.facade.perform { helper.isPaused(object) }
    }

    func resumeSpeed(of layer: Engine.Layer) -> Double? {
        let object = bridge.object(for: layer)
        return bridge.facade.perform { helper.resumeSpeed(of: object) }.map(Double.init)
    }

    func setResumeSpeed(_ speed: Double, of layer: Engine.Layer) -> Bool {
        // Core Animation's speeds are Float; a speed Float cannot hold is refused, not rounded.
        guard speed.isFinite, let single = Float(exactly: speed) else { return false }
        let object = bridge.object(for: layer)
        return bridge.facade.perform { helper.setResumeSpeed(single, of: object) }
    }
}

/// The factory of an entry made by ``AnimationTechniques/TechniqueImplementation/calayer(name:summary:makePauser:)``.
struct CALayerTechniqueFactory: TechniqueFactory {
    /// Makes the helper of one run.
    let helper: @Sendable () -> any CALayerPausing

    func makePauser<Engine: TimingEngine>(host: Host<Engine>) -> (any LayerPausing<Engine>)? {
        CALayerPausingAdapter(bridge: FacadeBridge(engine: host.engine), helper: helper())
    }
}

extension TechniqueImplementation {
    /// An entry whose pause/resume is a helper written against `CALayer` (see ``CALayerPausing``);
    /// every other family is the project's correct one.
    ///
    /// `makePauser` is called once per script run, so each run's helper starts with nothing paused:
    ///
    /// ```swift
    /// let registry = try TechniqueRegistry.project.registering(
    ///     .calayer(name: "app.pauser", summary: "our CALayer pause/resume") { AppLayerPauser() })
    /// ```
    public static func calayer(
        name: String, summary: String, makePauser: @escaping @Sendable () -> any CALayerPausing
    ) -> TechniqueImplementation {
        TechniqueImplementation(
            name: name, summary: summary, recipes: .correct, factory: CALayerTechniqueFactory(helper: makePauser))
    }
}
#else
// Apple platforms: see AdoptingEngine.swift.
#endif
