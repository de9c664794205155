import Foundation
import Generators
import PropertyTesting

/// Runs each law in a child process of the command, so an engine that traps or hangs costs one
/// law, not the run.
///
/// The child is the same executable, asked for one law in JSON with a progress file; before each
/// case it writes the case's replay token there. A child that dies by a signal, or whose progress
/// file stays unchanged for the case timeout, is reported as a failure of that law with the token
/// of the case it was running. The watchdog reads a monotonic clock; that is the one place the
/// suite does, and only when asked.
struct IsolatedRun {
    let options: CommandLineOptions
    let engine: EngineFactory
    let executable: URL

    /// Runs every law of `laws` in its own child, `options.jobs` at a time.
    func run(_ laws: [Law]) -> SuiteReport {
        let results = SuiteRunner.parallelMap(laws, width: options.jobs) { law in runChild(law) }
        return SuiteReport(engineName: engine.name, seed: options.seed, cases: options.cases, results: results, laws: laws)
    }

    private func childArguments(_ law: Law, progress: String) -> [String] {
        var arguments = [
            "--engine", engine.name, "--laws", law.id, "--cases", String(options.cases), "--seed", String(options.seed),
            "--tolerance", String(options.tolerance), "--format", "json", "--jobs", "1", "--progress-file", progress,
        ]
        if let expectations = options.expectationsFile { arguments += ["--expectations", expectations] }
        arguments += ["--database", options.database ?? "none"]
        return arguments
    }

    private func runChild(_ law: Law) -> LawResult {
        let progress = FileManager.default.temporaryDirectory
            .appendingPathComponent("conformance-\(ProcessInfo.processInfo.processIdentifier)-\(law.id).progress").path
        _ = FileManager.default.createFile(atPath: progress, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: progress) }
        let process = Process()
        process.executableURL = executable
        process.arguments = childArguments(law, progress: progress)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return failure(law, "could not start a child process: \(error.localizedDescription)", token: nil)
        }
        // Read while it runs, so a large report cannot fill the pipe and block the child.
        let collected = OutputCollector(output.fileHandleForReading)
        let clock = ContinuousClock()
        var lastToken = ""
        var lastChange = clock.now
        var hung = false
        while process.isRunning {
            Thread.sleep(forTimeInterval: 0.02)
            let token = (try? String(contentsOfFile: progress, encoding: .utf8)) ?? ""
            if token != lastToken {
                lastToken = token
                lastChange = clock.now
            } else if lastChange.duration(to: clock.now) > .seconds(options.caseTimeout) {
                hung = true
                process.terminate()
                kill(process.processIdentifier, SIGKILL)
                break
            }
        }
        process.waitUntilExit()
        let token = lastToken.isEmpty ? nil : lastToken
        if hung {
            return failure(law, "the engine hung: a case ran longer than \(options.caseTimeout) s", token: token)
        }
        if process.terminationReason == .uncaughtSignal {
            return failure(law, "the engine trapped (signal \(process.terminationStatus))", token: token)
        }
        let data = collected.finish()
        guard let report = try? JSONDecoder().decode(JSONReport.self, from: data), let entry = report.laws.first else {
            return failure(law, "the child process gave no report (exit \(process.terminationStatus))", token: token)
        }
        return LawResult(entry: entry, law: law)
    }

    /// A failure for a child that died or hung, with the script of the case it was running.
    private func failure(_ law: Law, _ message: String, token: String?) -> LawResult {
        var source = ""
        if let token, let at = token.firstIndex(of: "@"),
           let script = try? PropertyTesting.replay(law.generator(for: engine.capabilities), token: String(token[token.index(after: at)...])) {
            source = script.swiftSource()
        }
        let report = FailureReport(
            message: token.map { "\(message) on case \($0)" } ?? message, step: nil, swiftSource: source,
            stepTable: "", timeline: "", svg: "", replayToken: token ?? "", shrunkSteps: 0, originalSteps: 0)
        return LawResult(lawID: law.id, strength: law.strength, status: .failed, cases: 0, failure: report)
    }
}

/// Reads a pipe to its end on a background thread.
private final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            let all = handle.readDataToEndOfFile()
            self.lock.lock()
            self.data = all
            self.lock.unlock()
            self.done.signal()
        }
    }

    func finish() -> Data {
        done.wait()
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}

extension LawResult {
    /// Rebuilds a result from a child's JSON entry.
    init(entry: JSONReport.LawEntry, law: Law) {
        let status: Status
        switch entry.status {
        case "pass": status = .passed
        case "skip": status = .skipped(reason: entry.reason ?? "")
        case "xfail": status = .expectedFailure(reason: entry.reason ?? "")
        case "XPASS": status = .unexpectedPass(reason: entry.reason ?? "")
        case let word where word.hasPrefix("INCONCLUSIVE"): status = .inconclusive(reason: entry.reason ?? "")
        default: status = .failed
        }
        func report(_ failure: JSONReport.Failure) -> FailureReport {
            FailureReport(
                message: failure.message, step: failure.step, swiftSource: failure.swiftSource, stepTable: failure.stepTable,
                timeline: failure.timeline, svg: failure.svg, replayToken: failure.replayToken, shrunkSteps: failure.shrunkSteps,
                originalSteps: failure.originalSteps, isFlaky: failure.flaky, signature: failure.signature ?? "")
        }
        self.init(
            lawID: law.id, strength: law.strength, status: status, cases: entry.cases, failure: entry.failure.map(report),
            evidence: entry.evidence ?? EvidenceCounts(), failures: entry.failures?.map(report))
    }
}
