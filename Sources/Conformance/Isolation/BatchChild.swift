import Foundation

/// The batch child of the command's containment (``IsolatedRun``): runs many laws and leaves,
/// in a directory the parent gave it, a mark as each law starts and its result as it finishes.
///
/// ```
/// DIR/TIME-1.started   made just before TIME-1 runs
/// DIR/TIME-1.json      its result (a one-law JSON report), written once it finished
/// ```
///
/// When the engine ends the child, a law with a result keeps it, a law with only its mark was
/// running (it runs again on its own), and a law with neither goes to the next batch. The child
/// writes no checkpoint per case: a heartbeat on its progress file, at most every
/// ``heartbeatInterval``, is enough for the parent's watchdog to see that cases still finish.
enum BatchChild {
    /// The shortest time between two heartbeats.
    static let heartbeatInterval: Duration = .milliseconds(20)

    /// In the child: runs `laws` with `configuration`, leaving marks and results in `directory`.
    static func run(
        _ laws: [Law], runner: SuiteRunner, configuration: SuiteConfiguration, directory: String
    ) -> SuiteReport {
        let engine = runner.engine
        let results = SuiteRunner.parallelMap(laws, width: configuration.parallelism) { law in
            _ = FileManager.default.createFile(atPath: path(law, "started", in: directory), contents: nil)
            let result = runner.run(law: law, configuration: configuration)
            let report = SuiteReport(
                engineName: engine.name, seed: configuration.seed, cases: configuration.cases, results: [result],
                laws: [law])
            try? OutputPath.write(Data(report.jsonReport().utf8), to: path(law, "json", in: directory))
            return result
        }
        return SuiteReport(
            engineName: engine.name, seed: configuration.seed, cases: configuration.cases, results: results, laws: laws)
    }

    /// In the parent: the result the batch left for `law`, or nil.
    static func result(of law: Law, in directory: String) -> LawResult? {
        guard let data = FileManager.default.contents(atPath: path(law, "json", in: directory)),
            let report = try? JSONDecoder().decode(JSONReport.self, from: data),
            let entry = report.laws.first(where: { $0.id == law.id })
        else { return nil }
        return LawResult(entry: entry, law: law)
    }

    /// In the parent: whether the batch had started `law`.
    static func started(_ law: Law, in directory: String) -> Bool {
        FileManager.default.fileExists(atPath: path(law, "started", in: directory))
    }

    private static func path(_ law: Law, _ suffix: String, in directory: String) -> String {
        OutputPath.join(directory, "\(law.id).\(suffix)")
    }

    /// A ``SuiteConfiguration/checkpoint`` that rewrites `progressFile` with the law and case
    /// at most every ``heartbeatInterval``.
    static func heartbeat(_ progressFile: String) -> @Sendable (String, LawCheckpoint) -> Void {
        let beat = Heartbeat(progressFile)
        return { lawID, checkpoint in beat.record("\(lawID) \(checkpoint.caseNumber)") }
    }

    /// The heartbeat's file and the time of its last write.
    private final class Heartbeat: @unchecked Sendable {
        private let lock = NSLock()
        private let handle: FileHandle?
        // A watchdog's clock, as the parent's: it stops while the machine sleeps.
        private let clock = SuspendingClock()
        private var last: SuspendingClock.Instant?
        private var beats = 0

        init(_ path: String) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            handle = FileHandle(forWritingAtPath: path)
        }

        func record(_ text: String) {
            let now = clock.now
            lock.withLock {
                if let last, last.duration(to: now) < BatchChild.heartbeatInterval { return }
                last = now
                beats += 1
                try? handle?.truncate(atOffset: 0)
                try? handle?.write(contentsOf: Data("\(beats) \(text)".utf8))
            }
        }
    }
}
