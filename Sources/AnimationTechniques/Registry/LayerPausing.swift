import MediaTiming

/// A pause/resume technique: what a script's `pause`, `resume`, `setResumeSpeed` and `inspect`
/// steps call, and what an implementation registered in a ``TechniqueRegistry`` provides.
///
/// Implement all five requirements; the laws (TECH-1, TECH-8, TECH-13 and the shared run) hold
/// an implementation to the contract ``LayerPauser`` documents:
///
/// - ``pause(_:)`` freezes the layer's local time where it is now and keeps the layer's own
///   speed and timeOffset; pausing a layer it paused does nothing and answers `false`.
/// - ``resume(_:)`` gives back the kept speed and timeOffset and continues local time exactly
///   from the frozen value (read at resume from the layer's timeOffset, so a scrub while paused
///   resumes from there), mapped through the parent's time, not media time; a layer it did not
///   pause, or one running again, answers `false` and is left alone.
/// - ``isPaused(_:)``, ``resumeSpeed(of:)`` and ``setResumeSpeed(_:of:)`` answer for the
///   layers this object paused (``setResumeSpeed(_:of:)`` takes any finite speed, 0 and negative
///   included, and nothing else).
///
/// ``LayerPauser`` is the project's implementation; an app's own helper (written against
/// `CALayer`, say) is adapted by a small class that conforms, and is registered with a
/// ``TechniqueFactory``. Throw ``TechniqueError`` for a refusal; the layer is then unchanged.
public protocol LayerPausing<Engine>: AnyObject {
    /// The engine whose layers are paused.
    associatedtype Engine: TimingEngine

    /// Freezes `layer`'s local time at its value now; `false` when this object already paused it.
    func pause(_ layer: Engine.Layer) throws(TechniqueError) -> Bool

    /// Lets `layer`'s local time run again from where it is frozen; `false` when nothing changed.
    func resume(_ layer: Engine.Layer) throws(TechniqueError) -> Bool

    /// Whether this object paused `layer` and it is still frozen.
    func isPaused(_ layer: Engine.Layer) -> Bool

    /// The speed `layer` runs at after ``resume(_:)``, or `nil` when it is not paused by this object.
    func resumeSpeed(of layer: Engine.Layer) -> Double?

    /// Changes the speed a paused layer resumes at; `false` (changing nothing) for a layer this
    /// object has not paused or a speed that is not finite.
    func setResumeSpeed(_ speed: Double, of layer: Engine.Layer) -> Bool
}

extension LayerPauser: LayerPausing {}
