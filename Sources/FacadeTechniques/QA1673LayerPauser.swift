import CoreAnimationFacade

/// A pause/resume helper an app writes around its `CALayer` extension: it remembers
/// what each layer it paused had, so that pausing twice equals once and a resume without a
/// pause does nothing.
///
/// Written only against Core Animation's API (and registered in the suite as `facade.qa1673`
/// through ``CALayerPausing``), so the technique laws judge the code an app ships, not a
/// transcription of it.
public final class QA1673LayerPauser: CALayerPausing {
    /// What each paused layer had, by layer object.
    private var paused: [ObjectIdentifier: CALayerPauseState] = [:]

    /// Creates a pauser that has paused nothing.
    public init() {}

    /// Freezes `layer` (`pauseTime()`); `false` when it is already paused by this helper.
    public func pause(_ layer: CALayer) -> Bool {
        if isPaused(layer) { return false }
        paused[ObjectIdentifier(layer)] = layer.pauseTime()
        return true
    }

    /// Resumes a layer this helper paused (`resumeTime(from:)`); `false`, forgetting
    /// the layer, when it did not pause it or something else set it running.
    public func resume(_ layer: CALayer) -> Bool {
        let id = ObjectIdentifier(layer)
        guard let state = paused[id] else { return false }
        paused[id] = nil
        guard layer.speed == 0 else { return false }
        layer.resumeTime(from: state)
        return true
    }

    /// Whether this helper paused `layer` and it is still frozen.
    public func isPaused(_ layer: CALayer) -> Bool {
        paused[ObjectIdentifier(layer)] != nil && layer.speed == 0
    }

    /// The speed `layer` resumes at, or `nil` when this helper has not paused it.
    public func resumeSpeed(of layer: CALayer) -> Float? {
        isPaused(layer) ? paused[ObjectIdentifier(layer)]?.speed : nil
    }

    /// Changes the speed a layer this helper paused resumes at; `false` for any other layer.
    public func setResumeSpeed(_ speed: Float, of layer: CALayer) -> Bool {
        guard speed.isFinite, isPaused(layer) else { return false }
        paused[ObjectIdentifier(layer)]?.speed = speed
        return true
    }
}
