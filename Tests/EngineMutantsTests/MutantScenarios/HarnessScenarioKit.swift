import MediaTiming
import Scripts

/// Steps and animations the harness and blind scenarios share.
///
/// The window's layer keeps identity timing, so a root view's parent time is media time; every
/// model value is 0 until a script sets it.
enum HarnessScenarioKit {
    /// A linear basic animation of `x` from `from` to `to` over `duration`.
    static func x(_ from: Double, _ to: Double, duration: Double, _ timing: AnimationTiming = AnimationTiming())
        -> Animation
    {
        .basic("x", from: from, to: to, duration: duration, timing: timing)
    }

    /// `x` from 0 to 10 over 10 s: it shows its elapsed time.
    static var ramp: Animation { x(0, 10, duration: 10) }

    /// A technique step on `view` with the given variant and animation.
    static func technique(
        _ operation: TechniqueStep.Operation, view: Int = 0, variant: String = "correct", _ animation: Animation? = nil
    ) -> Step {
        .technique(TechniqueStep(operation, view: view, variant: variant, animation: animation))
    }
}
