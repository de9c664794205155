import Foundation

/// Runs a law in children that a test library starts (Swift Testing's exit tests), with the same
/// shrinking and reports as the command's containment.
///
/// ``ContainedLaw`` asks for children one at a time from a plain thread and waits for each; the
/// caller's async task starts them (an exit test must be awaited inside the running test) and
/// hands back how each ended. The two meet through a stream of jobs, so the law's search and
/// shrinking stay synchronous and no thread of the concurrency pool ever blocks.
package struct ExitTestContainment: Sendable {
    /// How a child started by the caller ended.
    package enum ChildExit: Sendable, Equatable {
        /// It ended by itself with this status.
        case exitCode(Int32)
        /// A signal ended it.
        case signal(Int32)
        /// No child could be started, for this reason.
        case notStarted(String)
    }

    /// The exit status of a child that finished its assignment and wrote its report.
    ///
    /// A failure status, so that one exit test condition (`.failure`) matches every way a child
    /// can end (a report, a trap, a hang the watchdog ended) except an engine's own `exit(0)`,
    /// and an expected outcome records no issue of its own.
    package static let finishedStatus: Int32 = 1

    package let engine: EngineFactory
    package let caseTimeout: Double
    package let configuration: SuiteConfiguration

    /// Creates a containment for `engine` that gives each case `caseTimeout` seconds.
    package init(engine: EngineFactory, caseTimeout: Double, configuration: SuiteConfiguration) {
        self.engine = engine
        self.caseTimeout = caseTimeout
        self.configuration = configuration
    }

    /// Runs `law` in children; `launch` starts one child for an assignment (JSON text) and
    /// returns how it ended. Children are started one at a time.
    package func run(law: Law, launch: @escaping @Sendable (String) async -> ChildExit) async -> LawResult {
        await contain(law, launch: launch) { $0.run(law) }
    }

    /// Replays the case of `token` in a child, with the same report as a run gives: a case that
    /// traps, hangs or exits is a failure with the child's standard error, never the caller's end.
    /// A token that does not parse is a failure that says so.
    package func replay(_ token: String, law: Law, launch: @escaping @Sendable (String) async -> ChildExit) async
        -> LawResult
    {
        await contain(law, launch: launch) { contained in
            guard let parsed = try? SuiteToken(token) else {
                let child = ChildRun(outcome: .failedToStart("malformed token"), progress: nil, standardError: [])
                return contained.failure(law, message: "cannot replay '\(token)': malformed token", child: child)
            }
            return contained.replay(parsed, law: law)
        }
    }

    private func contain(
        _ law: Law, launch: @escaping @Sendable (String) async -> ChildExit,
        _ body: @escaping @Sendable (ContainedLaw) -> LawResult
    ) async -> LawResult {
        let directory: String
        do {
            directory = try ChildLauncher.makeDirectory()
        } catch {
            let report = FailureReport(
                message: error.message, step: nil, swiftSource: "", stepTable: "", timeline: "", svg: "",
                replayToken: "",
                shrunkSteps: 0, originalSteps: 0)
            return LawResult(lawID: law.id, strength: law.strength, status: .failed, cases: 0, failure: report)
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (jobs, continuation) = AsyncStream<Job>.makeStream()
        let outcome = Outcome()
        let engine = engine
        let caseTimeout = caseTimeout
        let configuration = configuration
        let thread = Thread {
            var counter = 0
            let contained = ContainedLaw(
                engine: engine, caseTimeout: caseTimeout, expectations: configuration.expectations,
                shrinkBudget: configuration.maxShrinkEvaluations
            ) { request in
                counter += 1
                let files = ChildFiles(base: OutputPath.join(directory, String(counter)))
                defer { for path in files.all { try? FileManager.default.removeItem(atPath: path) } }
                let assignment = ChildAssignment(
                    request: request, engine: engine.name, files: files, caseTimeout: caseTimeout,
                    configuration: configuration)
                let job = Job(assignment: assignment.json)
                continuation.yield(job)
                job.done.wait()
                return Self.childRun(job.exit ?? .notStarted("the test ended first"), files: files)
            }
            outcome.result = body(contained)
            continuation.finish()
        }
        // Laws recurse through generators and shrinking; give the thread the main thread's room.
        thread.stackSize = 16 << 20
        thread.start()
        for await job in jobs {
            job.exit = await launch(job.assignment)
            job.done.signal()
        }
        return outcome.result
            ?? LawResult(lawID: law.id, strength: law.strength, status: .failed, cases: 0, failure: nil)
    }

    /// How a child ended, read from its exit and the files it left.
    static func childRun(_ exit: ChildExit, files: ChildFiles) -> ChildRun {
        let progress = ChildLauncher.readProgress(files.progress)
        let standardError = ChildLauncher.firstLines(of: files.standardError)
        let outcome: ChildOutcome
        switch exit {
        case .notStarted(let reason):
            outcome = .failedToStart(reason)
        case .signal(let signal):
            outcome = .misbehaved(.trapped(signal: signal))
        case .exitCode(let status):
            if FileManager.default.fileExists(atPath: files.hung) {
                outcome = .misbehaved(.hung)
            } else if status == finishedStatus, let data = FileManager.default.contents(atPath: files.report),
                let report = try? JSONDecoder().decode(JSONReport.self, from: data)
            {
                outcome = .report(report)
            } else {
                outcome = .misbehaved(.exited(status: status))
            }
        }
        return ChildRun(
            outcome: outcome, progress: progress, standardError: standardError,
            failures: LawCheckpoint.Writer.failures(besides: files.progress),
            crashOwner: CrashSummary.owner(ofFile: files.standardError))
    }

    /// One child the law's thread waits for.
    private final class Job: @unchecked Sendable {
        let assignment: String
        let done = DispatchSemaphore(value: 0)
        /// Written by the caller's task before `done` is signalled, read by the law's thread after.
        var exit: ChildExit?

        init(assignment: String) { self.assignment = assignment }
    }

    /// The law's result, written by its thread before the job stream finishes.
    private final class Outcome: @unchecked Sendable {
        var result: LawResult?
    }
}

extension ExitTestContainment {
    /// In a child an exit test started: runs `assignment` against `engine`, leaves the report in
    /// its file and ends the process with ``finishedStatus``. A case that stalls for the case
    /// timeout leaves a mark in the hang file and ends the process at once.
    package static func serve(_ assignment: ChildAssignment, engine: EngineFactory) -> Never {
        QuietCrashes.turnOn()
        guard engine.name == assignment.engineName, let law = LawCatalog.law(assignment.lawID) else { exit(3) }
        ChildProcessRunner.redirectStandardError(to: assignment.standardErrorFile)
        StallWatchdog.start(progressFile: assignment.progressFile, timeout: assignment.caseTimeout) {
            _ = FileManager.default.createFile(atPath: assignment.hungFile, contents: nil)
        }
        ChildProcessRunner.runAndWriteReport(
            law: law, replayToken: assignment.replayToken, engine: engine, configuration: assignment.configuration,
            progressFile: assignment.progressFile, reportFile: assignment.reportFile)
        exit(finishedStatus)
    }
}
