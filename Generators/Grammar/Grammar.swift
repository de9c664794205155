import MediaTiming
import PropertyTesting
import Scripts

/// One grammar of every public call: a rule-based generator of scripts over the engine, the host
/// and the techniques, with time between any two calls and calls made from inside callbacks.
///
/// Modelled on Hypothesis's `RuleBasedStateMachine`: **rules** (``GrammarRule``, one per kind of
/// call), **bundles** of things made (views and their tree, keys in use, observers, scrubbers and
/// reinstallers, windows: ``GrammarModel``), and **preconditions** only where a call could not be
/// written at all (a rule that needs a bundle that is still empty, a capability the engine lacks)
/// or where the contract does not assert what happens (no render while a nested transaction is
/// open, SEMANTICS.md §2.9; no turn and no app transition inside a callback,
/// ``GrammarRule/mayRunInsideReentry``). Everything else is drawn over the contract's whole
/// domain: a layer's whole `CAMediaTiming` (a finite duration with repeats, autoreverse and fill,
/// §1.3, where the capabilities allow it), values it corrects (an animation duration ≤ 0 becomes
/// the transaction's, §2.3; a layer duration ≤ 0 is unbounded, §1.3; the reference engine ignores
/// a negative or NaN transaction duration) and values it refuses (a non-finite layer timing, a NaN
/// layer duration or a negative repeat, a negative advance, an attach to a window never made, a
/// subview cycle), whose refusal the driver records as the step's note, an observation like any
/// other. ``GrammarDomain`` names these corners; ``GrammarReach`` counts them per case.
///
/// ```
///   tape: [swarm: one choice per rule] [command]* [stop]
///            │                            │
///            ▼                            └─ span(.step): continue?, ticket, the rule's draws
///   weights per rule (0 = off)               ticket → rule by swarm weight; a rule whose
///                                            precondition fails passes to the next one on
/// ```
///
/// A rule whose bundle is empty (a scrub with no scrubber, a reentry on a frame with no frame
/// observer) passes to the rule that fills it (the scrub to an install, the reentry to a frame observer), even when the
/// swarm left that one off, so the rules that need a bundle are reached about as often as the others.
///
/// **Shrinking.** The commands are a list on the tape, one span per command, so deleting a span
/// deletes one command and leaves the others' draws in place. A ticket picks a rule by the
/// case's swarm weights, which do not depend on the state, so a later command keeps its rule
/// when an earlier one goes (unless its precondition stops holding; then it passes to the next
/// enabled rule). Views are named by a draw below the number of views, so names re-fit. A
/// reentry's commands are a list of their own: each command's span starts with its choice to go
/// on (the first's too, drawn and ignored) and the list ends with a stop, forced after the third
/// command, so deleting any command inside a reentry leaves the others, and the commands after
/// the reentry, as they were.
///
/// **Swarm.** Each case first draws which rules are on and their weights (``GrammarSwarm``).
/// ``GrammarReach`` measures which rules and which pairs of rules on related views, with time
/// between them or one inside the other, the cases reach.
///
/// **Who reads the runs.** The world model (`ConformanceOracles/World`, `WorldModel`) reads
/// these scripts step by step, reentrant steps included, and predicts every observation; the
/// laws named in `SharedRun.Attribution.laws` draw one case in eight from this grammar and judge
/// it by that model (CONFORMANCE.md, "The shared run"); `conformance model` shows how far the
/// model follows an engine. The limits once written down for the technique laws (a store inside
/// the app's nested transaction, earlier stores, a paused ancestor under a scrub) are drawn by
/// those laws' own generators and by this grammar.
public enum Grammar {
    /// The cases `conformance grammar` and the grammar's API coverage measure unless told
    /// otherwise: their 5 % bar is a share of them.
    public static let reportCases = 1000
    /// The most commands a case draws at the largest size.
    public static let maxCommands = 64
    /// How deep reentries nest (a reentry inside a reentry is depth 2).
    public static let maxReentryDepth = 2

    /// Grammar cases for an engine declaring `capabilities`, whose technique steps use `variant`.
    ///
    /// A law that draws grammar cases passes the variant it is given, so that a mutation run of
    /// an as-published technique variant draws that variant's calls (``TechniqueStep/variant``).
    /// `swarm`, when given, replaces the swarm each case draws (its rules the capabilities do not
    /// allow switched off): a run that enables only the rules it names.
    public static func cases(
        capabilities: EngineCapabilities = .all, variant: String = "correct", swarm: GrammarSwarm? = nil
    ) -> Gen<GrammarCase> {
        let generator = GrammarGenerator(capabilities: capabilities, variant: variant, swarm: swarm)
        return Gen { testCase in try generator.generate(testCase) }
    }

    /// Grammar scripts for an engine declaring `capabilities`, whose technique steps use `variant`
    /// (and, given `swarm`, with that swarm in every case).
    public static func scripts(
        capabilities: EngineCapabilities = .all, variant: String = "correct", swarm: GrammarSwarm? = nil
    ) -> Gen<Script> {
        cases(capabilities: capabilities, variant: variant, swarm: swarm).map(\.script)
    }
}
