import Foundation

/// The command's containment, on by default: the laws run in child processes of the command, so
/// an engine that traps, hangs or exits costs the case it did it in, never the report.
///
/// The run costs one child in the common case: a *batch* child runs every law, `--jobs` at a
/// time, and leaves each law's result in a file as it finishes (``BatchChild``). When the engine
/// ends that child, the laws it had finished keep their results; the laws it had started run
/// again one by one under ``ContainedLaw`` (which skips the case that did it and goes on), and
/// the laws not yet started go to a fresh batch child. A batch child that stalls for the case
/// timeout is stopped like one that trapped. `--in-process` turns all of this off.
///
/// The children are the same executable, asked in their arguments for a batch, one law or one
/// replay, with JSON reports on files of their own (see ``ChildLauncher``).
struct IsolatedRun {
    let options: CommandLineOptions
    let engine: EngineFactory
    /// The runner's name, for the progress line.
    let program: String
    let executable: URL
    let expectations: Expectations

    /// Runs `laws` in children; the signal is set when SIGINT or SIGTERM stopped the run, and
    /// the laws that had not finished are reported as not run.
    func run(_ laws: [Law]) throws(SuiteRunner.RunError) -> (report: SuiteReport, interruptedBy: Int32?) {
        let launcher = try ChildLauncher(executable: executable, caseTimeout: options.caseTimeout)
        defer { launcher.removeFiles() }
        // The progress line on a terminal (never in a report): laws done of the total, and which run.
        let progress = TerminalProgress.onStandardError(program: program, total: laws.count)
        defer { progress?.clear() }
        return Interruption.shared.watching {
            let results = contain(laws, launcher: launcher, progress: progress)
            let report = SuiteReport(
                engineName: SuiteConfiguration.reportedEngineName(engine.name, techniques: options.techniques),
                seed: options.seed, cases: options.cases,
                results: laws.map { results[$0.id] ?? ContainedLaw.notRun($0) }, laws: laws)
            return (report, Interruption.shared.signal)
        }
    }

    /// Replays one token in a child, with the backtracer on.
    func replay(_ token: SuiteToken, law: Law) throws(SuiteRunner.RunError) -> (
        report: SuiteReport, interruptedBy: Int32?
    ) {
        let launcher = try ChildLauncher(executable: executable, caseTimeout: options.caseTimeout)
        defer { launcher.removeFiles() }
        return Interruption.shared.watching {
            let result = contained(launcher).replay(token, law: law)
            let report = SuiteReport(
                engineName: SuiteConfiguration.reportedEngineName(engine.name, techniques: options.techniques),
                seed: options.seed, cases: 1, results: [result], laws: [law])
            return (report, Interruption.shared.signal)
        }
    }

    /// The results of `laws`, by ID: batches while they finish laws, single laws where they die.
    private func contain(_ laws: [Law], launcher: ChildLauncher, progress: TerminalProgress?) -> [String: LawResult] {
        var results: [String: LawResult] = [:]
        var remaining = laws
        var batch = 0
        while !remaining.isEmpty, Interruption.shared.signal == nil {
            batch += 1
            let directory = OutputPath.join(launcher.directory, "batch-\(batch)")
            var started: [Law] = []
            if (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)) != nil
            {
                let watcher = BatchProgressWatcher.start(
                    progress, directory: directory, laws: remaining, done: results.count)
                let child = launcher.run(
                    common + ["--laws", remaining.map(\.id).joined(separator: ","), "--jobs", String(options.jobs)]
                        + lawArguments + budget + ["--child-directory", directory])
                watcher?.stop()
                if case .report(let report) = child.outcome {
                    for entry in report.laws {
                        if let law = remaining.first(where: { $0.id == entry.id }) {
                            results[law.id] = LawResult(entry: entry, law: law)
                        }
                    }
                }
                for law in remaining where results[law.id] == nil {
                    if let result = BatchChild.result(of: law, in: directory) {
                        results[law.id] = result
                    } else if BatchChild.started(law, in: directory) {
                        started.append(law)
                    }
                }
                try? FileManager.default.removeItem(atPath: directory)
                progress?.show(done: results.count, running: [])
                if case .interrupted = child.outcome { break }
            }
            let unfinished = remaining.filter { results[$0.id] == nil }
            guard let first = unfinished.first else { break }
            // A batch that died before it started a law (or could not be made) still moves on.
            let alone = started.isEmpty ? [first] : started
            progress?.show(done: results.count, running: alone.map(\.id))
            let single = SuiteRunner.parallelMap(alone, width: options.jobs) { law in
                timed { contained(launcher).run(law) }
            }
            for (law, result) in zip(alone, single) { results[law.id] = result }
            progress?.show(done: results.count, running: [])
            remaining = unfinished.filter { results[$0.id] == nil }
        }
        return results
    }

    /// A law contained on its own, with its wall time from here (its children, their restarts
    /// and its shrinking in children) when the run gives timings.
    private func timed(_ run: () -> LawResult) -> LawResult {
        guard options.timings else { return run() }
        let start = ContinuousClock.now
        var result = run()
        let elapsed = (ContinuousClock.now - start).components
        result.seconds = LawResult.milliseconds(Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
        return result
    }

    /// What every child is given: the engine, the seed, JSON, in process, and whether to time laws.
    private var common: [String] {
        // The engine and seed lead, so a child is easy to find in a process list.
        ["--engine", engine.name, "--seed", String(options.seed), "--format", "json", "--in-process"]
            + (options.timings ? ["--timings"] : [])
            + (options.techniques.map { ["--techniques", $0] } ?? [])
            // A given tolerance goes to the child as given; a derived one is derived there too.
            + (options.derivesTolerance ? [] : ["--tolerance", String(options.tolerance)])
    }

    /// What a child that runs laws is given besides: cases, expectations, database.
    private var lawArguments: [String] {
        var arguments = ["--cases", String(options.cases)]
        if let file = options.expectationsFile { arguments += ["--expectations", file] }
        return arguments + ["--database", options.database ?? "none"]
    }

    /// The time budget, for a batch: a law that holds goes on while it lasts.
    private var budget: [String] {
        options.seconds.map { ["--seconds", String($0)] } ?? []
    }

    private func contained(_ launcher: ChildLauncher) -> ContainedLaw {
        let common = common
        let lawArguments = lawArguments
        return ContainedLaw(engine: engine, caseTimeout: options.caseTimeout, expectations: expectations) { request in
            switch request {
            case .law(let id, let avoiding):
                return launcher.run(
                    common + ["--laws", id, "--jobs", "1"] + lawArguments + avoiding.flatMap { ["--avoid", $0] })
            case .replay(let token, let diagnose):
                let environment = diagnose ? ["SWIFT_BACKTRACE": Backtracer.setting()] : [:]
                return launcher.run(common + ["--replay", token], environment: environment)
            }
        }
    }
}
