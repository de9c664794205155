import Foundation

/// `--isolate`: runs each law in a child process of the command, so an engine that traps, hangs
/// or exits costs one law, not the run.
///
/// The child is the same executable, asked for one law (or one replay) in JSON on a report file
/// of its own (see ``ChildLauncher``); ``ContainedLaw`` turns how it ended into the law's result.
struct IsolatedRun {
    let options: CommandLineOptions
    let engine: EngineFactory
    let executable: URL
    let expectations: Expectations

    /// Runs every law of `laws` in its own child, `options.jobs` at a time; the signal is set when
    /// SIGINT or SIGTERM stopped the run, and the laws that did not finish say so.
    func run(_ laws: [Law]) throws(SuiteRunner.RunError) -> (report: SuiteReport, interruptedBy: Int32?) {
        let launcher = try ChildLauncher(executable: executable, caseTimeout: options.caseTimeout)
        defer { launcher.removeFiles() }
        return Interruption.shared.watching {
            let results = SuiteRunner.parallelMap(laws, width: options.jobs) { law in contained(launcher).run(law) }
            let report = SuiteReport(engineName: engine.name, seed: options.seed, cases: options.cases, results: results, laws: laws)
            return (report, Interruption.shared.signal)
        }
    }

    /// Replays one token in a child.
    func replay(_ token: SuiteToken, law: Law) throws(SuiteRunner.RunError) -> (report: SuiteReport, interruptedBy: Int32?) {
        let launcher = try ChildLauncher(executable: executable, caseTimeout: options.caseTimeout)
        defer { launcher.removeFiles() }
        return Interruption.shared.watching {
            let result = contained(launcher).replay(token, law: law)
            let report = SuiteReport(engineName: engine.name, seed: options.seed, cases: 1, results: [result], laws: [law])
            return (report, Interruption.shared.signal)
        }
    }

    private func contained(_ launcher: ChildLauncher) -> ContainedLaw {
        // A given tolerance goes to the child as given; a derived one is derived there too.
        let common = [
            "--engine", engine.name, "--seed", String(options.seed),
            "--format", "json", "--jobs", "1",
        ] + (options.derivesTolerance ? [] : ["--tolerance", String(options.tolerance)])
        var lawArguments = ["--cases", String(options.cases)]
        if let file = options.expectationsFile { lawArguments += ["--expectations", file] }
        lawArguments += ["--database", options.database ?? "none"]
        return ContainedLaw(engine: engine, caseTimeout: options.caseTimeout, expectations: expectations) { request in
            switch request {
            case .law(let id): return launcher.run(common + ["--laws", id] + lawArguments)
            case .replay(let token): return launcher.run(common + ["--replay", token])
            }
        }
    }
}
