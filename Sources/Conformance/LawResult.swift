/// What happened when one law ran against one engine.
public struct LawResult: Sendable {
    /// The outcome of a law.
    public enum Status: Sendable, Equatable {
        /// Every case held.
        case passed
        /// A case broke the law.
        case failed
        /// The law does not apply to the engine; the reason names the missing capability.
        case skipped(reason: String)
        /// The law failed as the expectations list says it would.
        case expectedFailure(reason: String)
        /// The expectations list says the law fails, but it held: the list is stale.
        case unexpectedPass(reason: String)
        /// No case broke the law, but the cases gave too little evidence for a pass to mean
        /// anything (the reason says what was missing); it fails the run like a failure.
        case inconclusive(reason: String)
        /// The law did not finish because the run was interrupted (SIGINT, SIGTERM); it fails the
        /// run, as a law that was not checked cannot pass.
        case notRun(reason: String)

        /// Whether the law held on every case but checked too little.
        public var isInconclusive: Bool {
            if case .inconclusive = self { return true }
            return false
        }
    }

    /// The law's ID.
    public let lawID: String
    /// The law's strength, so reports can tell which failures fail the run.
    public let strength: LawStrength
    /// The outcome.
    public let status: Status
    /// How many cases ran.
    public let cases: Int
    /// The shrunk failure, when the law failed (also for expected failures): the first one no
    /// expectation covers, else the first found.
    public let failure: FailureReport?
    /// Every distinct failure found, each shrunk, in the order found (``failure`` among them).
    public let failures: [FailureReport]
    /// Script runs on the engine under test spent finding and shrinking.
    public let engineRuns: EngineRunCounts
    /// Label counts from generation, for coverage reports.
    public let labels: [String: Int]
    /// What the law's checks compared over the run's cases (for a failed law, its shrinking too).
    public let evidence: EvidenceCounts
    /// Whether the law saw the engine answer one script two ways: a violation that is itself such
    /// evidence (DET-1's two runs differ), or a failure that did not fail again when run again.
    ///
    /// Reports then say that the engine is nondeterministic, so that shrunk sizes and flaky marks
    /// may vary between runs of one seed.
    public var nondeterminismSeen = false
    /// The law's wall time in seconds, to the millisecond, when the run timed its laws
    /// (``SuiteConfiguration/clock``, the command's `--timings`); `nil` otherwise.
    public var seconds: Double?

    /// Creates a result.
    public init(
        lawID: String, strength: LawStrength, status: Status, cases: Int, failure: FailureReport?,
        labels: [String: Int] = [:], evidence: EvidenceCounts = EvidenceCounts(), failures: [FailureReport]? = nil,
        engineRuns: EngineRunCounts = EngineRunCounts()
    ) {
        self.engineRuns = engineRuns
        self.lawID = lawID
        self.strength = strength
        self.status = status
        self.cases = cases
        self.failure = failure
        self.failures = failures ?? (failure.map { [$0] } ?? [])
        self.labels = labels
        self.evidence = evidence
    }

    /// `seconds` to the millisecond, never negative: what reports show of a wall time.
    public static func milliseconds(_ seconds: Double) -> Double {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return (seconds * 1000).rounded() / 1000
    }

    /// Whether this result fails the run: a failed required law, or an unexpected pass.
    public var failsRun: Bool {
        switch status {
        case .failed, .inconclusive: return strength == .required || strength == .profile
        case .unexpectedPass, .notRun: return true
        default: return false
        }
    }

    /// A short word for the status, for tables.
    public var statusWord: String {
        switch status {
        case .passed: return "pass"
        case .failed: return strength == .optional ? "FAIL (optional)" : "FAIL"
        case .skipped: return "skip"
        case .expectedFailure: return "xfail"
        case .unexpectedPass: return "XPASS"
        case .inconclusive: return strength == .optional ? "INCONCLUSIVE (optional)" : "INCONCLUSIVE"
        case .notRun: return "not run"
        }
    }
}

/// A shrunk counterexample to a law, ready to print.
public struct FailureReport: Sendable {
    /// What broke, in one sentence.
    public let message: String
    /// The step where it shows, when known.
    public let step: Int?
    /// The shrunk script as Swift source that reproduces it.
    public let swiftSource: String
    /// Expected against observed values per step, as a table.
    public let stepTable: String
    /// A text timeline of the presentation value around the first bad step.
    public let timeline: String
    /// The same timeline as an SVG document.
    public let svg: String
    /// The token that replays the shrunk case with `--replay`.
    public let replayToken: String
    /// How many steps the shrunk script has.
    public let shrunkSteps: Int
    /// How many steps the first failing script had.
    public let originalSteps: Int
    /// Whether the property gave different answers on the same case (a flaky engine).
    public let isFlaky: Bool
    /// Which part of the rule broke, at which kind of step (see ``FailureSignature``).
    public let signature: String
    /// Whether the failure came from the failure database (a case saved by an earlier run that
    /// still fails) rather than from this run's seeded search; reports show it apart.
    public var isFromDatabase: Bool = false

    /// Creates a report.
    public init(
        message: String, step: Int?, swiftSource: String, stepTable: String, timeline: String, svg: String,
        replayToken: String, shrunkSteps: Int, originalSteps: Int, isFlaky: Bool = false, signature: String = ""
    ) {
        self.message = message
        self.step = step
        self.swiftSource = swiftSource
        self.stepTable = stepTable
        self.timeline = timeline
        self.svg = svg
        self.replayToken = replayToken
        self.shrunkSteps = shrunkSteps
        self.originalSteps = originalSteps
        self.isFlaky = isFlaky
        self.signature = signature
    }
}
