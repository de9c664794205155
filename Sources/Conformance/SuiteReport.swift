/// The results of one suite run over one engine, in catalog order.
public struct SuiteReport: Sendable {
    /// The engine's name.
    public let engineName: String
    /// The seed the run used.
    public let seed: UInt64
    /// Cases per law.
    public let cases: Int
    /// One result per law that was asked for, in catalog order.
    public let results: [LawResult]
    /// The laws the results refer to, by ID, for statements in reports.
    public let laws: [String: Law]
    /// How a failure tells the reader to replay it.
    public var replayInstruction: ReplayInstruction = .command("swift run conformance")

    /// How a printed failure says to re-run its case.
    public enum ReplayInstruction: Sendable, Equatable {
        /// A command line: this command (such as `swift run my-conformance`) with `--engine` and `--replay`.
        case command(String)
        /// A Swift line to paste into a test: `try ConformanceTesting.replay("TOKEN", engine: …)`.
        case swift
    }

    /// Creates a report.
    public init(engineName: String, seed: UInt64, cases: Int, results: [LawResult], laws: [Law]) {
        self.engineName = engineName
        self.seed = seed
        self.cases = cases
        self.results = results
        self.laws = Dictionary(laws.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Laws that held.
    public var passedCount: Int { results.filter { $0.status == .passed }.count }
    /// Laws that broke (any strength) plus stale expectations.
    public var failedCount: Int {
        results.filter {
            switch $0.status {
            case .failed, .unexpectedPass, .inconclusive: return true
            default: return false
            }
        }.count
    }
    /// Laws that held on every case but checked too little to count as passed (part of ``failedCount``).
    public var inconclusiveCount: Int {
        results.filter { if case .inconclusive = $0.status { return true } else { return false } }.count
    }
    /// Laws that did not apply.
    public var skippedCount: Int {
        results.filter { if case .skipped = $0.status { return true } else { return false } }.count
    }
    /// Laws the run did not finish because it was interrupted.
    public var notRunCount: Int {
        results.filter { if case .notRun = $0.status { return true } else { return false } }.count
    }
    /// Laws that failed as expected.
    public var expectedFailureCount: Int {
        results.filter { if case .expectedFailure = $0.status { return true } else { return false } }.count
    }

    /// Whether the run succeeds: no required or profile law failed and no expectation is stale.
    public var succeeded: Bool { !results.contains(where: \.failsRun) }

    /// The exit code of the command: 0 when the run succeeded, 1 otherwise.
    public var exitCode: Int32 { succeeded ? 0 : 1 }

    /// The summary line every text report ends with, after the program that ran (`conformance`
    /// for this package's command and the test entry points, else the runner's own name).
    public var summaryLine: String {
        let inconclusive = inconclusiveCount > 0 ? " (\(inconclusiveCount) inconclusive)" : ""
        let notRun = notRunCount > 0 ? ", \(notRunCount) not run" : ""
        return
            "\(program): \(passedCount) passed, \(failedCount) failed\(inconclusive), \(skippedCount) skipped\(notRun)"
    }

    /// The program a reader runs to replay this report's failures: the last word of the replay
    /// command (`swift run my-conformance` gives `my-conformance`), `conformance` for a test.
    public var program: String {
        switch replayInstruction {
        case .command(let command): return SuiteCommand.programName(command)
        case .swift: return "conformance"
        }
    }

    /// The laws that saw the engine answer one script two ways, in catalog order.
    public var nondeterministicLaws: [String] { results.filter(\.nondeterminismSeen).map(\.lawID) }

    /// The sentence every report format gives when a law saw the engine answer one script two
    /// ways, or `nil` when none did (so a deterministic engine's report is as it always was).
    public var nondeterminismNotice: String? {
        let laws = nondeterministicLaws
        guard !laws.isEmpty else { return nil }
        return
            "the engine answered the same script differently (\(laws.joined(separator: ", "))): it is nondeterministic, so shrunk sizes and flaky marks may vary between runs of this seed"
    }

    /// Renders the report in `format`.
    public func rendered(as format: CommandLineOptions.Format) -> String {
        switch format {
        case .text: return textReport()
        case .json: return jsonReport()
        case .junit: return junitReport()
        case .markdown: return markdownReport()
        }
    }
}
