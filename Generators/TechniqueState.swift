import MediaTiming
import Lifecycle

/// The techniques a script run has set up, per view, so later technique steps can use them.
struct TechniqueState<Engine: TimingEngine> {
    let host: Host<Engine>

    init(host: Host<Engine>) { self.host = host }

    /// Runs a technique step. (Wired to AnimationTechniques once that module lands.)
    mutating func perform(
        _ step: TechniqueStep, index: Int, views: [Host<Engine>.View], log: CallbackLog
    ) throws -> String? {
        throw StepSkipped("techniques are not wired yet")
    }
}
