import Generators
import Scripts

/// What the engine's runs showed besides a law's evidence: enough to name why the law checked
/// too little.
///
/// Every run of a law's script on the engine under test adds to it (``EvidenceLedger``): the
/// animations added and refused, the renders asked for and refused, and the delegate callbacks
/// heard, whatever the law itself counts.
struct EngineSightings: Sendable, Equatable {
    /// Add steps run.
    var adds = 0
    /// Add steps the engine refused by throwing; a step the driver skipped (one naming a view
    /// never made) is not one (``StepObservation/refusedByEngine``).
    var refusedAdds = 0
    /// Render steps (clock advances) run.
    var renders = 0
    /// Render steps the engine refused by throwing; a time the host refused on its own (not
    /// finite, or going backwards) is not one.
    var refusedRenders = 0
    /// Delegate callbacks (`didStart`, `didStop`) heard.
    var delegateCallbacks = 0

    /// Nothing seen.
    init() {}

    /// What one run of `script` showed in its `trace`.
    init(_ trace: Trace, of script: Script) {
        for (index, observation) in trace.steps.enumerated() where index < script.steps.count {
            switch script.steps[index] {
            case .add:
                adds += 1
                if observation.refusedByEngine { refusedAdds += 1 }
            case .advance:
                renders += 1
                if observation.refusedByEngine { refusedRenders += 1 }
            default:
                break
            }
        }
        delegateCallbacks =
            trace.callbacks.filter { record in
                switch record.kind {
                case .didStart, .didStop: return true
                case .transactionCompleted, .host: return false
                }
            }.count
    }

    /// Adds what another run showed.
    mutating func add(_ other: EngineSightings) {
        adds += other.adds
        refusedAdds += other.refusedAdds
        renders += other.renders
        refusedRenders += other.refusedRenders
        delegateCallbacks += other.delegateCallbacks
    }
}

/// The likely cause of a law's shortfall of evidence, as the clause that ends its inconclusive
/// reason, from what the run saw.
///
/// The causes, first match wins: every add refused; every render refused; no delegate callback
/// heard while the engine kept no delegate (CB-6 shows that) or while it kept them (CB-2 shows
/// the missing stops); nothing of the law's kind compared at all; else too little of it.
enum ShortfallCause {
    /// Where refusals show: each case's replay tables them, and API-1 checks how they are made.
    static let refusalsShown = "each case's replay shows the refusals, and API-1 checks how the engine refuses"

    /// The clause for a law that counts `kind` and had `have` of it, given what the engine's
    /// runs showed and, for callbacks, whether its stored copies kept their delegates (`nil`
    /// when no copy was seen to ask).
    static func sentence(kind: EvidenceKind, have: Int, sightings: EngineSightings, delegatesKept: Bool?) -> String {
        if sightings.adds > 0, sightings.refusedAdds == sightings.adds {
            return
                "the engine refused all \(sightings.adds) animations its scripts added, so nothing ran for the rule to check (\(refusalsShown))"
        }
        if sightings.renders > 0, sightings.refusedRenders == sightings.renders {
            return
                "the engine refused all \(sightings.renders) renders its scripts asked for, so no time passed for the rule to check (\(refusalsShown))"
        }
        if kind == .callbacks, sightings.delegateCallbacks == 0 {
            switch delegatesKept {
            case false?:
                return
                    "no delegate callback was heard in any case, and the copies the engine stored kept no delegate, so no callback had anywhere to go (CB-6 shows the engine does not hold delegates strongly)"
            case true?:
                return
                    "no delegate callback was heard in any case, though the copies the engine stored kept their delegates, so the engine delivers none when it renders (CB-2 shows a copy that never hears its didStop)"
            case nil:
                return
                    "no delegate callback was heard in any case (CB-6 shows whether the engine keeps delegates, CB-2 whether it delivers didStop)"
            }
        }
        if have == 0 {
            return "its cases ran, but none gave the rule a \(noun(kind)) to compare, so nothing was compared"
        }
        return "the engine's runs gave the rule too little to check"
    }

    /// One piece of evidence of `kind`, in words.
    private static func noun(_ kind: EvidenceKind) -> String {
        switch kind {
        case .values: return "value"
        case .callbacks: return "callback"
        case .instants: return "instant"
        }
    }
}
