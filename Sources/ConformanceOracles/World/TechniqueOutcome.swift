import MediaTiming
import Scripts

/// What one technique call does as the script sees it: what it answers, whether the driver notes
/// it, and which technique observers start or stop listening to the host.
///
/// The engine's side of the call (timings set, copies added and removed) is not here: it happened
/// to the ``WorldEngine`` the call was given, through the contract's calls only.
package struct TechniqueOutcome: Equatable {
    /// How the driver ends the step.
    package enum Status: Equatable {
        /// The call did something; the driver notes nothing.
        case done
        /// The call did nothing; `note` is the driver's note exactly (`"no-op: already paused"`).
        case noOp(note: String)
        /// A technique refused the call (`TechniqueError`): the driver's note starts with
        /// `notePrefix` (the reason after it is the technique's wording), and `byEngine` says whether
        /// the engine refused it (`StepObservation.refusedByEngine`).
        case refused(notePrefix: String, byEngine: Bool)
        /// The documentation leaves the outcome open (a variant other than `correct`, or a
        /// strategy this model does not follow); nothing of the call is predicted.
        case unknown
    }

    /// What the script hears during the call, in order: the answers the driver records
    /// (`WorldEvent.host`) and closure callbacks the call makes final; `nil` when not predicted.
    package var events: [WorldEvent]?
    /// How the driver ends the step.
    package var status: Status
    /// The technique observers made by the call, in registration order: the host registers them
    /// now, after every observer already registered.
    package var registered: [TechniqueWorld.Observer] = []
    /// The identities of the technique observers the call stops (``TechniqueWorld/Observer/id``).
    package var unregistered: [Int] = []
    /// The next-turn blocks the call schedules, in order: the host runs each at the beginning of
    /// the next turn, in its scheduling order, through ``TechniqueWorld/runScheduledBlock(_:engine:)``.
    package var scheduled: [Int] = []

    /// Creates an outcome.
    package init(events: [WorldEvent]? = [], status: Status = .done) {
        self.events = events
        self.status = status
    }

    /// A call that did nothing, noted as `note`.
    package static func noOp(_ note: String) -> TechniqueOutcome { TechniqueOutcome(status: .noOp(note: note)) }

    /// A call whose outcome the model does not predict.
    package static var unknown: TechniqueOutcome { TechniqueOutcome(events: nil, status: .unknown) }

    /// Whether the driver notes the step as a no-op or a refusal; `nil` when not predicted
    /// (``WorldPrediction/isNoOp``).
    package var isNoOp: Bool? {
        switch status {
        case .done: return false
        case .noOp, .refused: return true
        case .unknown: return nil
        }
    }
}

/// The result of one call a technique makes inside its own method, before it becomes an outcome.
enum TechniqueCall: Equatable {
    /// Something changed.
    case changed
    /// Nothing changed (already paused, nothing stored, …).
    case unchanged
    /// The technique threw: the driver's note starts with the prefix.
    case refused(String, byEngine: Bool)

    /// `TechniqueError.invalidArgument`'s note prefix.
    static let invalidArgument = TechniqueCall.refused("invalid argument: ", byEngine: false)
    /// `TechniqueError.nonFiniteTiming`'s note prefix.
    static let nonFiniteTiming = TechniqueCall.refused("non-finite timing: ", byEngine: false)
    /// `TechniqueError.engine`'s note prefix.
    static let engineRefused = TechniqueCall.refused("the engine refused: ", byEngine: true)

    /// The outcome status of a call that notes `unchangedNote` when nothing changed.
    func status(unchangedNote: String) -> TechniqueOutcome.Status {
        switch self {
        case .changed: return .done
        case .unchanged: return .noOp(note: unchangedNote)
        case .refused(let prefix, let byEngine): return .refused(notePrefix: prefix, byEngine: byEngine)
        }
    }
}
