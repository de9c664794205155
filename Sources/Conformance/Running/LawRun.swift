import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// One law's run against one engine: its phases in order, and the state they hand on.
///
/// ```
/// screen ─▶ contain ─▶ search ─▶ budget rounds ─▶ weigh evidence ─▶ distinct failures ─▶ database ─▶ verdict
///   │                                                  │
///   └─ skipped: lacks a capability                     └─ skipped: too few scripts fit
/// ```
///
/// Each phase is an extension in its own `LawRun+Phase.swift`, reading and writing the state
/// below; ``result()`` calls them in order. The rules every phase keeps:
/// - **One seed, one report.** From the search to the distinct failures, nothing depends on what
///   earlier runs saved or on a clock: the seeded phases run as if there were no database, and
///   the budget rounds only ask ``SuiteConfiguration/hasTimeLeft`` whether to go on.
/// - **Counts are the search's.** The cases and evidence reported are read once the search and
///   its budget rounds end (``weighEvidence(_:)``); shrinking and further rounds add engine runs,
///   never cases.
/// - **Containment sees every case.** Cases are numbered and checkpointed by the tracker that
///   ``containCases()`` installs; the phases tell it when they shrink and what they found.
///
/// A run is used once, on the law's own thread.
final class LawRun {
    /// The runner whose engine the law runs against.
    let runner: SuiteRunner
    /// The law being run.
    let law: Law
    /// How the suite is run.
    let configuration: SuiteConfiguration
    /// What the engine declares.
    let capabilities: EngineCapabilities
    /// The technique variant the law's scripts use ("correct" outside the variant reports).
    let variant: String

    /// The evidence the law's checks record and the engine runs they spend.
    let ledger = EvidenceLedger()
    /// The engine's traces by script, while a failure shrinks.
    let traces = TraceMemo()
    /// What the law's checks use.
    let context: LawContext
    /// The property-testing configuration; the rounds change its seed.
    var check = CheckConfiguration()
    /// The law's generator, once screened and contained.
    var generator: Gen<Script>
    /// Whether the screen kept only the scripts within the engine's capabilities.
    var isRestricted = false
    /// Containment's hooks: case numbers, checkpoints, skipped cases.
    let tracker: CaseTracker

    /// Engine runs after each property call of the current check, so the search's share can be
    /// told from the shrink's.
    var runsAfterCall: [Int] = []
    /// What each script did while shrinking, by its source (``property(ignoring:)``).
    var outcomes: [String: LawOutcome] = [:]
    /// Whether the current check is shrinking a failure.
    var shrinking = false
    /// Engine runs spent finding failures (every case of every search round).
    var finding = 0
    /// Cases run by the search and its budget rounds.
    var casesRun = 0
    /// Of ``casesRun``, the shared run's grammar cases (``Law/checkedOnSharedRun()``).
    var grammarCasesRun = 0

    /// The evidence of the cases run, read before shrinking adds to it.
    var evidence = EvidenceCounts()
    /// Label counts from generation.
    var labels: [String: Int] = [:]
    /// Why the law is inconclusive, when it held on too little evidence.
    var inconclusive: String?
    /// Every distinct failure, in the order found.
    var failures: [FailureReport] = []
    /// The signatures of ``failures`` found by a search or the database.
    var signatures: Set<String> = []
    /// Engine runs spent finding and shrinking.
    var runs = EngineRunCounts()
    /// The first script the search ran that adds an animation: what ``delegatesKept()`` re-runs.
    var sampleScript: Script?
    /// Whether the engine was seen answering one script two ways (``LawResult/nondeterminismSeen``).
    var nondeterminismSeen = false

    /// Prepares the run of `law`; nothing runs until ``result()``.
    init(
        _ law: Law, runner: SuiteRunner, configuration: SuiteConfiguration, capabilities: EngineCapabilities,
        profile: TimingProfile, variant: String
    ) {
        self.runner = runner
        self.law = law
        self.configuration = configuration
        self.capabilities = capabilities
        self.variant = variant
        context = runner.makeContext(configuration, profile: profile, evidence: ledger, traces: traces)
        check.cases = configuration.cases
        check.seed = law.seed(in: configuration)
        check.maxShrinkEvaluations = configuration.maxShrinkEvaluations
        generator = law.generator(for: capabilities, variant: variant)
        tracker = CaseTracker(lawID: law.id, configuration: configuration)
    }

    /// Runs every phase and returns the law's result.
    func result() -> LawResult {
        if let skipped = screen() { return skipped }
        containCases()
        var report = search()
        budgetRounds(&report)
        if let skipped = weighEvidence(report) { return skipped }
        reportDistinctFailures(from: report)
        replayDatabase()
        return verdict()
    }

    /// The engine under test.
    var engine: EngineFactory { runner.engine }

    /// A result with no cases run beyond `cases`, skipped for `reason`.
    func skipped(_ reason: String, cases: Int = 0) -> LawResult {
        LawResult(lawID: law.id, strength: law.strength, status: .skipped(reason: reason), cases: cases, failure: nil)
    }
}

/// What a law's check did with one script: held, or failed with an error of a signature.
enum LawOutcome {
    case held
    case failed(any Error, signature: String)
}
