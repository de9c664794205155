import Foundation
import Scripts

extension ContainedLaw {
    /// A case a trap's report may show: its replay token, its script and what its replay with
    /// the backtracer on told.
    struct DiagnosedCase {
        var token: String
        var script: Script?
        var diagnosis: Diagnosis
    }

    /// The case a trap's report shows, and whether it is the drawn case left unshrunk.
    ///
    /// Shrinking keeps a smaller case when it traps with the same signal, and step deletion
    /// builds scripts the generator never draws, so a trap in the engine's code can shrink into
    /// one in the suite's (a law reading an answer such a script cannot give) or the other way:
    /// the shrunk case would then blame the wrong code. The drawn case is the one the law found,
    /// so when its owner is known and the shrunk case's differs, the drawn case is shown, with
    /// its own owner and unshrunk. When the drawn case's owner is not known (no backtrace, or its
    /// replay did not trap again) or it was not replayed (`drawn` nil: nothing was shrunk, or
    /// the case did not trap), the shrunk case is the best there is.
    static func reported(drawn: DiagnosedCase?, shrunk: DiagnosedCase) -> (shown: DiagnosedCase, unshrunk: Bool) {
        guard let drawn, drawn.diagnosis.owner != .unknown, drawn.diagnosis.owner != shrunk.diagnosis.owner else {
            return (shrunk, false)
        }
        return (drawn, true)
    }

    /// What a report adds when it shows a drawn case unshrunk: that its smaller cases trapped in
    /// other code, a different failure the report does not show.
    static func unshrunkNote(shrunkOwner: CrashOwner) -> String {
        let whose =
            switch shrunkOwner {
            case .engine: "the engine's code"
            case .suite: "the suite's own code"
            case .unknown: "code that could not be told"
            }
        return "; shown as drawn, not shrunk: its shrunk case trapped in \(whose) instead, another failure"
    }
}
