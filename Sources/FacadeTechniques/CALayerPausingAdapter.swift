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

#else
// Apple platforms: see AdoptingEngine.swift.
#endif
