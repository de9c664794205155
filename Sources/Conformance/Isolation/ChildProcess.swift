import Foundation

/// How a child process of containment ended.
enum ChildOutcome {
    /// It wrote its JSON report on its report channel.
    case report(JSONReport)
    /// The engine misbehaved: the child died by a signal, hung, or ended without a report.
    case misbehaved(Misbehaviour)
    /// The parent was interrupted (SIGINT, SIGTERM) and stopped the child.
    case interrupted
    /// The child could not be started.
    case failedToStart(String)
}

/// A way a child can end without a report; shrinking keeps to the same one.
enum Misbehaviour: Equatable, Sendable {
    /// Died by the signal (a trap is SIGILL or SIGTRAP, a bad access SIGSEGV).
    case trapped(signal: Int32)
    /// A case ran past the case timeout and the watchdog killed it.
    case hung
    /// The process ended by itself (the engine called `exit`) without writing a report.
    case exited(status: Int32)

    /// The failure's signature, which an expectation can name (`LAW-ID [engine trapped]: …`).
    var signature: String { signature(owner: .engine) }

    /// The signature of this misbehaviour in `owner`'s code: a trap in the suite's own code is
    /// `suite crashed`, so that no expectation written for an engine's trap covers it.
    func signature(owner: CrashOwner) -> String {
        switch self {
        case .trapped: return owner == .suite ? "suite crashed" : "engine trapped"
        case .hung: return "engine hung"
        case .exited: return "engine exited"
        }
    }

    /// A sentence for the failure message; a trap names whose code it was in when that is known.
    func sentence(timeout: Double, owner: CrashOwner = .engine) -> String {
        switch self {
        case let .trapped(signal):
            let words = "(signal \(signal)\(Self.signalName(signal)))"
            switch owner {
            case .engine: return "the engine trapped " + words
            case .suite: return "the conformance suite crashed " + words
            case .unknown: return "a case trapped " + words
            }
        case .hung: return "the engine hung: a case ran longer than \(timeout) s"
        case let .exited(status): return "the engine ended the process (exit status \(status)) before the law finished"
        }
    }

    private static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: return ", SIGILL"
        case SIGTRAP: return ", SIGTRAP"
        case SIGABRT: return ", SIGABRT"
        case SIGSEGV: return ", SIGSEGV"
        case SIGBUS: return ", SIGBUS"
        case SIGFPE: return ", SIGFPE"
        case SIGKILL: return ", SIGKILL"
        default: return ""
        }
    }
}

/// What one child run left behind: how it ended, how far it got, and what it said on stderr.
struct ChildRun {
    /// How it ended.
    var outcome: ChildOutcome
    /// Where its law stood when it ended: the last case and what came before, from its progress file.
    var progress: LawCheckpoint?
    /// The first lines of its standard error, with a backtrace trimmed to its message and frames.
    var standardError: [String]
    /// The failures its law had found, shrunk, before it ended.
    var failures: [FailureReport] = []
    /// Whose code it trapped in, from its standard error's backtrace (unknown without one).
    var crashOwner: CrashOwner = .unknown
}

/// Starts children of containment and watches them.
///
/// Each child gets three files of its own in the run's temporary directory: a progress file
/// (`N TOKEN` before each case, which the watchdog reads), a report file (its JSON report, a
/// channel nothing else writes to, so an engine printing on standard output cannot corrupt it),
/// and a file for its standard error (kept and shown, so a trap's message and location reach
/// the report). Its standard output is discarded. The watchdog reads a monotonic clock that stops
/// while the machine sleeps (a case does not hang because the laptop was shut); that is the one
/// place the suite reads a clock, and only when asked.
///
/// Only where ``ChildProcessRunner/canStartProcesses``: elsewhere making a launcher fails.
final class ChildLauncher: @unchecked Sendable {
    let executable: URL
    let directory: String
    let caseTimeout: Double
    private let lock = NSLock()
    private var counter = 0

    /// Seconds a child may take to start (to make its progress file) before it counts as hung:
    /// generous, since a first launch of a large binary can take seconds, and a case that hangs
    /// is timed by the case timeout once the child has started.
    static let launchAllowance: Double = 60

    /// Why a launcher cannot be made where processes cannot be started.
    static let unavailable = "--isolate needs child processes, which this platform does not have"

    /// Makes a new temporary directory for children's files and returns its path.
    static func makeDirectory() throws(SuiteRunner.RunError) -> String {
        let base = FileManager.default.temporaryDirectory.path
        let template = OutputPath.join(base, "conformance-isolate-XXXXXX")
        var bytes = Array(template.utf8CString)
        guard let made = bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw SuiteRunner.RunError(message: "cannot make a temporary directory in '\(base)'")
        }
        return String(cString: made)
    }

    /// Removes the temporary directory and everything in it.
    func removeFiles() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Runs a child with `arguments` (the launcher adds the progress and report files as flags)
    /// and `environment` added to this process's.
    func run(_ arguments: [String], environment: [String: String] = [:]) -> ChildRun {
        run { files in
            let failures = LawCheckpoint.Writer.failuresFile(files.progress)
            return (
                arguments + [
                    "--progress-file", files.progress, "--report-file", files.report, "--failures-file", failures,
                ], environment
            )
        }
    }

    // `Process` exists on macOS and the other desktop systems, not on iOS, tvOS, watchOS or
    // visionOS. Windows has it, but the launcher needs POSIX calls its C runtime lacks (`mkdtemp`,
    // `kill`, SIGKILL); the library does not build there anyway (see `OutputPath`).
    #if os(macOS) || os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
    /// Whether this platform can start child processes.
    static let canStartProcesses = true

    /// Creates a launcher whose children keep their files in a new temporary directory.
    init(executable: URL, caseTimeout: Double) throws(SuiteRunner.RunError) {
        self.executable = executable
        self.caseTimeout = caseTimeout
        directory = try Self.makeDirectory()
    }

    /// Runs a child whose arguments and extra environment `configure` makes from its files.
    func run(
        _ configure: (_ files: (progress: String, report: String, standardError: String)) -> (
            arguments: [String], environment: [String: String]
        )
    ) -> ChildRun {
        let name: Int = lock.withLock {
            counter += 1
            return counter
        }
        let base = OutputPath.join(directory, String(name))
        let progress = base + ".progress"
        let report = base + ".json"
        let errors = base + ".stderr"
        defer {
            for path in [progress, report, errors, LawCheckpoint.Writer.failuresFile(progress)] {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        guard FileManager.default.createFile(atPath: errors, contents: nil),
            let errorHandle = FileHandle(forWritingAtPath: errors)
        else {
            return ChildRun(
                outcome: .failedToStart("cannot make a file in '\(directory)'"), progress: nil, standardError: [])
        }
        let process = Process()
        process.executableURL = executable
        let (arguments, extra) = configure((progress, report, errors))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
        // The runtime's backtracer takes a tenth of a second per crash, so it is on only where the
        // caller asks (``CrashSummary/backtraceSetting``, for the one case a report shows).
        if extra["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        guard Interruption.shared.signal == nil else {
            return ChildRun(outcome: .interrupted, progress: nil, standardError: [])
        }
        do {
            try process.run()
        } catch {
            try? errorHandle.close()
            return ChildRun(outcome: .failedToStart(error.localizedDescription), progress: nil, standardError: [])
        }
        try? errorHandle.close()
        let pid = process.processIdentifier
        Interruption.shared.adopt(pid)
        // A child with the backtracer on is given its time to symbolicate (seconds, in a large
        // debug binary) on top of the case's.
        let timeout = extra["SWIFT_BACKTRACE"] == nil ? caseTimeout : caseTimeout + CrashSummary.backtraceAllowance
        let hung = watch(process, progress: progress, timeout: timeout)
        process.waitUntilExit()
        Interruption.shared.release(pid)
        let progressed = Self.readProgress(progress)
        let standardError = Self.firstLines(of: errors)
        let outcome: ChildOutcome
        if Interruption.shared.signal != nil, !hung, process.terminationReason == .uncaughtSignal,
            process.terminationStatus == SIGKILL
        {
            outcome = .interrupted
        } else if hung {
            outcome = .misbehaved(.hung)
        } else if process.terminationReason == .uncaughtSignal {
            outcome = .misbehaved(.trapped(signal: process.terminationStatus))
        } else if let data = FileManager.default.contents(atPath: report),
            let decoded = try? JSONDecoder().decode(JSONReport.self, from: data)
        {
            outcome = .report(decoded)
        } else {
            outcome = .misbehaved(.exited(status: process.terminationStatus))
        }
        return ChildRun(
            outcome: outcome, progress: progressed, standardError: standardError,
            failures: LawCheckpoint.Writer.failures(besides: progress), crashOwner: CrashSummary.owner(ofFile: errors))
    }

    /// Waits while the child runs; kills it and returns true when its progress stalls too long.
    ///
    /// The case timeout runs from the child's first sign of life (it makes its progress file as
    /// it starts), not from the launch: a first launch can take seconds (macOS checks a new
    /// binary before it runs), which is no case hanging. Until then the child has
    /// ``launchAllowance``. The clock stops while the machine sleeps: a child that made progress
    /// before the sleep is not killed as hung when the machine wakes.
    private func watch(_ process: Process, progress: String, timeout: Double) -> Bool {
        let clock = SuspendingClock()
        let launched = clock.now
        var alive = false
        var last: Data?
        var lastChange = clock.now
        while process.isRunning {
            Thread.sleep(forTimeInterval: 0.01)
            if Interruption.shared.signal != nil {
                Self.killChild(process.processIdentifier)
                return false
            }
            let current = FileManager.default.contents(atPath: progress)
            if !alive {
                guard current != nil else {
                    if launched.duration(to: clock.now) > .seconds(Self.launchAllowance) {
                        Self.killChild(process.processIdentifier)
                        return true
                    }
                    continue
                }
                alive = true
                last = current
                lastChange = clock.now
            } else if current != last {
                last = current
                lastChange = clock.now
            } else if lastChange.duration(to: clock.now) > .seconds(timeout) {
                Self.killChild(process.processIdentifier)
                return true
            }
        }
        return false
    }

    /// Kills the child `pid` at once (SIGKILL, which it cannot catch).
    static func killChild(_ pid: Int32) {
        kill(pid, SIGKILL)
    }
    #else
    /// Whether this platform can start child processes.
    static let canStartProcesses = false

    /// Fails: this platform cannot start child processes.
    init(executable: URL, caseTimeout: Double) throws(SuiteRunner.RunError) {
        throw SuiteRunner.RunError(message: Self.unavailable)
    }

    /// Cannot run a child: this platform cannot start child processes.
    func run(
        _ configure: (_ files: (progress: String, report: String, standardError: String)) -> (
            arguments: [String], environment: [String: String]
        )
    ) -> ChildRun {
        ChildRun(outcome: .failedToStart(Self.unavailable), progress: nil, standardError: [])
    }

    /// Nothing to kill: this platform cannot start child processes.
    static func killChild(_ pid: Int32) {}
    #endif

    /// In a child: makes its progress file, empty, as soon as it starts; the parent's watchdog
    /// times its cases from then on (an empty file is no checkpoint, so it counts no case).
    static func markStarted(_ progressFile: String) {
        _ = FileManager.default.createFile(atPath: progressFile, contents: nil)
    }

    /// Where a child's law stood when it ended, from its progress file.
    static func readProgress(_ path: String) -> LawCheckpoint? {
        LawCheckpoint.read(path)
    }

    /// The child's standard error, trimmed by ``CrashSummary``: a few lines, no addresses.
    static func firstLines(of path: String) -> [String] {
        guard let text = CrashSummary.boundedText(ofFile: path) else { return [] }
        return CrashSummary.lines(of: text)
    }
}
