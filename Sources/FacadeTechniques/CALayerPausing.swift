import CoreAnimationFacade

/// A pause/resume helper written against `CALayer`, as app code is: what
/// ``TechniqueImplementation/calayer(name:summary:makePauser:)`` adapts to the suite's
/// ``LayerPausing``, so the technique laws judge it.
///
/// Its contract is ``LayerPausing``'s, in Core Animation's types: pause freezes the layer's
/// local time where it is and answers `false` for a layer it already paused; resume continues
/// from the frozen time at the layer's own speed, and answers `false` for a layer it did not
/// pause or one running again; the three queries answer for the layers it paused.
///
/// The layer objects it receives are stable: the same engine layer comes as the same `CALayer`
/// object on every call of a run, so an implementation may key what it keeps by
/// `ObjectIdentifier(layer)`. ``QA1673LayerPauser`` is an example.
public protocol CALayerPausing: AnyObject {
    /// Freezes `layer`'s local time; `false` when it already paused it.
    func pause(_ layer: CALayer) -> Bool
    /// Lets `layer`'s local time run again from where it is frozen; `false` when nothing changed.
    func resume(_ layer: CALayer) -> Bool
    /// Whether it paused `layer` and the layer is still frozen.
    func isPaused(_ layer: CALayer) -> Bool
    /// The speed `layer` resumes at, or `nil` when it has not paused it.
    func resumeSpeed(of layer: CALayer) -> Float?
    /// Changes the speed a paused layer resumes at; `false` for a layer it has not paused.
    func setResumeSpeed(_ speed: Float, of layer: CALayer) -> Bool
}
