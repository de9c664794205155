import Foundation

/// Runs a law in a child process that re-runs the caller's own program, so an engine that
/// traps, hangs or ends the process fails that one law instead of taking the caller down.
///
/// This is the containment of `swift test` (``ConformanceTesting`` uses it with the test binary
/// and a filter selecting the running test), open to any runner that can start itself again:
/// the child finds its request in its environment (``request``), and the code that would have
/// run the law calls ``serve(law:engine:configuration:)`` instead, which runs it, writes the
/// report to a file of its own and ends the child. A child that dies, stalls for the case timeout
/// or ends without a report gives a failure with the child's standard error, the case, and the
/// case shrunk by replaying candidates in further children.
public struct ChildProcessRunner: Sendable {
    /// The program to start.
    public let executable: URL
    /// Its arguments, which must lead it to the code that runs the law.
    public let arguments: [String]
    /// Seconds a case may run before the watchdog stops the child.
    public let caseTimeout: Double

    /// Whether this platform can start child processes: true on macOS, Linux, Android, FreeBSD and
    /// OpenBSD; false on iOS, tvOS, watchOS and visionOS, which have no `Process`. Where it is
    /// false, ``run(law:engine:configuration:)`` runs the law in this process, uncontained, the
    /// command runs its laws in process with one note, and `--isolate` refuses to run.
    public static let canStartProcesses = ChildLauncher.canStartProcesses

    /// Creates a runner that starts `executable` with `arguments`.
    public init(executable: URL, arguments: [String], caseTimeout: Double = 10) {
        self.executable = executable
        self.arguments = arguments
        self.caseTimeout = caseTimeout
    }

    static let lawVariable = "CONFORMANCE_CHILD_LAW"
    static let replayVariable = "CONFORMANCE_CHILD_REPLAY"
    static let engineVariable = "CONFORMANCE_CHILD_ENGINE"
    static let progressVariable = "CONFORMANCE_CHILD_PROGRESS"
    static let reportVariable = "CONFORMANCE_CHILD_REPORT"
    static let standardErrorVariable = "CONFORMANCE_CHILD_STDERR"
    static let avoidVariable = "CONFORMANCE_CHILD_AVOID"

    /// Runs `law` against `engine` in a child and returns its result; in this process where
    /// processes cannot be started (``canStartProcesses``).
    public func run(law: Law, engine: EngineFactory, configuration: SuiteConfiguration) -> LawResult {
        guard Self.canStartProcesses else {
            return SuiteRunner(engine: engine).run(law: law, configuration: configuration)
        }
        let launcher: ChildLauncher
        do {
            launcher = try ChildLauncher(executable: executable, caseTimeout: caseTimeout)
        } catch {
            let report = FailureReport(
                message: error.message, step: nil, swiftSource: "", stepTable: "", timeline: "", svg: "",
                replayToken: "", shrunkSteps: 0, originalSteps: 0)
            return LawResult(lawID: law.id, strength: law.strength, status: .failed, cases: 0, failure: report)
        }
        defer { launcher.removeFiles() }
        return contained(engine: engine, configuration: configuration, launcher: launcher).run(law)
    }

    /// Replays the case of `token` against `engine` in a child, with the runtime's backtracer on,
    /// and returns its result; in this process where processes cannot be started.
    ///
    /// A case that traps, hangs past the case timeout or exits gives the failure a run would
    /// give, with the engine's message and location where the platform prints them.
    ///
    /// - Throws: ``SuiteRunner/RunError`` for a malformed token or one that names no law.
    public func replay(token: String, engine: EngineFactory, configuration: SuiteConfiguration) throws(SuiteRunner
        .RunError) -> LawResult
    {
        // A token that does not fit its law's generator is refused here, as the command refuses
        // it, rather than reported as a child that ended without a report.
        let law = try SuiteRunner(engine: engine).checkReplay(token: token)
        let parsed = try SuiteToken(token)
        guard Self.canStartProcesses,
            let launcher = try? ChildLauncher(executable: executable, caseTimeout: caseTimeout)
        else {
            let report = try SuiteRunner(engine: engine).replay(token: token, configuration: configuration)
            return report.results[0]
        }
        defer { launcher.removeFiles() }
        return contained(engine: engine, configuration: configuration, launcher: launcher).replay(parsed, law: law)
    }

    /// The containment whose children re-run this program with the request in their environment.
    private func contained(engine: EngineFactory, configuration: SuiteConfiguration, launcher: ChildLauncher)
        -> ContainedLaw
    {
        let arguments = arguments
        return ContainedLaw(
            engine: engine, caseTimeout: caseTimeout, expectations: configuration.expectations,
            shrinkBudget: configuration.maxShrinkEvaluations
        ) {
            request in
            launcher.run { files in
                var environment = [
                    Self.engineVariable: engine.name, Self.progressVariable: files.progress,
                    Self.reportVariable: files.report,
                    Self.standardErrorVariable: files.standardError,
                ]
                switch request {
                case .law(let id, let avoiding):
                    environment[Self.lawVariable] = id
                    if !avoiding.isEmpty { environment[Self.avoidVariable] = avoiding.joined(separator: "\n") }
                case .replay(let token, let diagnose):
                    environment[Self.replayVariable] = token
                    if diagnose { environment["SWIFT_BACKTRACE"] = Backtracer.setting() }
                }
                return (arguments, environment)
            }
        }
    }

    /// What a child started by a runner was asked for.
    public struct Request: Sendable, Equatable {
        /// The law to run or replay.
        public var lawID: String
        /// The engine's name.
        public var engineName: String
        /// The suite token to replay, or nil to run the law.
        public var replayToken: String?
        /// The cases (by token) to skip, because they ended an earlier child.
        public var avoidedCases: [String] = []
        var progressFile: String
        var reportFile: String
    }

    /// The request of this process when a runner started it, nil otherwise.
    public static var request: Request? {
        let environment = ProcessInfo.processInfo.environment
        guard let engine = environment[engineVariable], let report = environment[reportVariable],
            let progress = environment[progressVariable]
        else { return nil }
        if let token = environment[replayVariable] {
            guard let parsed = try? SuiteToken(token) else { return nil }
            return Request(
                lawID: parsed.lawID, engineName: engine, replayToken: token, progressFile: progress, reportFile: report)
        }
        guard let law = environment[lawVariable] else { return nil }
        let avoided = environment[avoidVariable].map { $0.split(separator: "\n").map(String.init) } ?? []
        return Request(
            lawID: law, engineName: engine, replayToken: nil, avoidedCases: avoided, progressFile: progress,
            reportFile: report)
    }

    /// In a child, runs the requested law (or replay) against `engine`, writes its JSON report for
    /// the parent, and ends the process.
    public static func serve(law: Law, engine: EngineFactory, configuration: SuiteConfiguration) -> Never {
        guard let request else { exit(2) }
        ChildLauncher.markStarted(request.progressFile)
        // The engine may trap here, as the parent expects: no crash report, no core file.
        QuietCrashes.turnOn()
        if let path = ProcessInfo.processInfo.environment[standardErrorVariable] { redirectStandardError(to: path) }
        var configuration = configuration
        configuration.avoidedCases = Set(request.avoidedCases)
        runAndWriteReport(
            law: law, replayToken: request.replayToken, engine: engine, configuration: configuration,
            progressFile: request.progressFile, reportFile: request.reportFile)
        exit(0)
    }

    /// In a child: runs `law` (or replays `replayToken`) against `engine`, writing a checkpoint to
    /// `progressFile` before each case (``LawCheckpoint``), each failure beside it as it is found,
    /// and the JSON report to `reportFile`; ends the process with
    /// status 2 when the token cannot be replayed or the report cannot be written.
    static func runAndWriteReport(
        law: Law, replayToken: String?, engine: EngineFactory, configuration: SuiteConfiguration, progressFile: String,
        reportFile: String
    ) {
        var configuration = configuration
        LawCheckpoint.Writer(progressFile: progressFile, failuresFile: LawCheckpoint.Writer.failuresFile(progressFile))
            .install(in: &configuration)
        // The law it was given, which need not be in the catalog (a runner's own law): a replay
        // names it by ID, and must find this one.
        let runner = SuiteRunner(engine: engine, catalog: [law])
        let report: SuiteReport
        if let token = replayToken {
            guard let replayed = try? runner.replay(token: token, configuration: configuration) else { exit(2) }
            report = replayed
        } else {
            let result = runner.run(law: law, configuration: configuration)
            report = SuiteReport(
                engineName: engine.name, seed: configuration.seed, cases: configuration.cases, results: [result],
                laws: [law])
        }
        do {
            try OutputPath.write(Data(report.jsonReport().utf8), to: reportFile)
        } catch {
            exit(2)
        }
    }

    /// Points this process's standard error at `path`, emptied first.
    ///
    /// What the program printed before the law started (a test library's progress lines) is not
    /// the engine's: the file starts afresh, so the parent shows the engine's own lines and a
    /// trap's message.
    static func redirectStandardError(to path: String) {
        // Created when missing: a child of an exit test gets a path, not a file its parent made.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            _ = dup2(descriptor, 2)
            _ = close(descriptor)
        }
    }
}
