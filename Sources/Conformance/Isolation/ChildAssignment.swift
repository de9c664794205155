import Foundation

/// Everything a child started by a test library's exit test needs to run one law or replay one
/// case, passed to it as a value (JSON text) rather than read from its environment.
///
/// Swift Testing's exit tests (macOS, Linux, Windows) start the test binary again and run one
/// closure in it, with captured values that are `Codable`; they cannot carry an engine, a
/// closure or a configuration's callbacks. So the child is handed this description, builds the
/// engine itself (`ConformanceTesting` finds it by type name), runs the law with the parent's
/// configuration, and leaves its report, progress and standard error in files the parent reads.
package struct ChildAssignment: Codable, Sendable, Equatable {
    /// The law to run, or whose case to replay.
    package var lawID: String
    /// The engine's name, checked against the engine the child builds.
    package var engineName: String
    /// The suite token of the case to replay, or nil to run the law.
    package var replayToken: String?
    /// Where the child writes `N TOKEN` before each case.
    package var progressFile: String
    /// Where the child writes its JSON report.
    package var reportFile: String
    /// Where the child's standard error goes once the law starts.
    package var standardErrorFile: String
    /// Where the child's watchdog leaves a mark when a case stalls.
    package var hungFile: String
    /// Seconds a case may run before the child's watchdog ends the child.
    package var caseTimeout: Double
    /// The parts of the parent's configuration a child's run depends on.
    package var cases: Int
    package var seed: UInt64
    package var tolerance: Double
    package var derivesTolerance: Bool
    package var expectations: Expectations
    package var maxShrinkEvaluations: Int
    package var maxDistinctFailures: Int
    /// The cases (by token) to skip, because they ended an earlier child.
    package var avoidedCases: [String] = []

    /// The configuration the child runs with: the parent's, one law at a time, no database.
    package var configuration: SuiteConfiguration {
        var configuration = SuiteConfiguration(
            cases: cases, seed: seed, tolerance: tolerance, expectations: expectations, parallelism: 1,
            maxShrinkEvaluations: maxShrinkEvaluations)
        configuration.maxDistinctFailures = maxDistinctFailures
        configuration.derivesTolerance = derivesTolerance
        configuration.avoidedCases = Set(avoidedCases)
        return configuration
    }

    /// The assignment as the text an exit test captures.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    /// The assignment in `json`, or nil when it is not one.
    package init?(json: String) {
        guard let decoded = try? JSONDecoder().decode(Self.self, from: Data(json.utf8)) else { return nil }
        self = decoded
    }

    /// Creates an assignment to run `lawID` (or replay `replayToken`) with `configuration`.
    package init(
        lawID: String, engineName: String, replayToken: String?, progressFile: String, reportFile: String,
        standardErrorFile: String, hungFile: String, caseTimeout: Double, configuration: SuiteConfiguration
    ) {
        self.lawID = lawID
        self.engineName = engineName
        self.replayToken = replayToken
        self.progressFile = progressFile
        self.reportFile = reportFile
        self.standardErrorFile = standardErrorFile
        self.hungFile = hungFile
        self.caseTimeout = caseTimeout
        cases = configuration.cases
        seed = configuration.seed
        tolerance = configuration.tolerance
        derivesTolerance = configuration.derivesTolerance
        expectations = configuration.expectations
        maxShrinkEvaluations = configuration.maxShrinkEvaluations
        maxDistinctFailures = configuration.maxDistinctFailures
    }

    init(
        request: ChildRequest, engine: String, files: ChildFiles, caseTimeout: Double, configuration: SuiteConfiguration
    ) {
        let lawID: String
        let token: String?
        let avoided: [String]
        switch request {
        case .law(let id, let avoiding): (lawID, token, avoided) = (id, nil, avoiding)
        // An exit test's environment is the test library's to set, so no backtracer is asked for.
        case .replay(let text, _): (lawID, token, avoided) = ((try? SuiteToken(text))?.lawID ?? "", text, [])
        }
        self.init(
            lawID: lawID, engineName: engine, replayToken: token, progressFile: files.progress,
            reportFile: files.report,
            standardErrorFile: files.standardError, hungFile: files.hung, caseTimeout: caseTimeout,
            configuration: configuration)
        avoidedCases = avoided
    }
}

/// The files of one child: its progress, report, standard error and hang mark.
struct ChildFiles {
    var progress: String
    var report: String
    var standardError: String
    var hung: String

    init(base: String) {
        progress = base + ".progress"
        report = base + ".json"
        standardError = base + ".stderr"
        hung = base + ".hung"
    }

    var all: [String] { [progress, report, standardError, hung, LawCheckpoint.Writer.failuresFile(progress)] }
}
