import Foundation

/// The suite part of the `conformance` command, reusable by anyone who builds a command for their
/// own engines: parse the options, run or replay, render, write, and return the exit code.
public enum SuiteCommand {
    /// Runs the suite command with `arguments` over `engines` and returns the exit code: 0 when every
    /// required law passed, 1 when one failed, 2 on a usage error (reported in one line on `error`).
    ///
    /// Give your own runner's `commandName` (such as `swift run my-conformance`) so that every
    /// printed replay line works where it is printed.
    public static func run(
        _ arguments: [String], engines: [EngineFactory], commandName: String = "swift run conformance",
        output: (String) -> Void = { print($0, terminator: "") },
        error: (String) -> Void = { FileHandle.standardError.write(Data(("conformance: " + $0 + "\n").utf8)) }
    ) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch let usage {
            error(usage.message)
            return 2
        }
        // A runner of one's own engines runs the first of them when no --engine is given.
        let namedEngine = arguments.contains { $0 == "--engine" || $0.hasPrefix("--engine=") }
        let fallback = namedEngine || engines.contains(where: { $0.name == options.engine }) ? nil : engines.first
        guard let engine = engines.first(where: { $0.name == options.engine }) ?? fallback else {
            error("unknown engine '\(options.engine)' (see 'conformance list engines')")
            return 2
        }
        var configuration = SuiteConfiguration(
            cases: options.cases, seed: options.seed, tolerance: options.tolerance, lawIDs: options.laws,
            parallelism: options.jobs)
        configuration.database = options.database.map(FailureDatabase.init(directory:))
        if let seconds = options.seconds {
            // The only clock the suite reads, and only when asked: the budget's deadline.
            let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int64(seconds * 1000)))
            configuration.hasTimeLeft = { ContinuousClock.now < deadline }
        }
        if let path = options.expectationsFile {
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                error("cannot read expectations file '\(path)'")
                return 2
            }
            do {
                configuration.expectations = try Expectations(parsing: text)
            } catch let parse {
                error("\(path): \(parse)")
                return 2
            }
            // An expectation for a law that does not exist could never be checked, so it is refused.
            if let unknown = configuration.expectations.lawIDs.sorted().first(where: { LawCatalog.law($0) == nil }) {
                error("\(path): unknown law '\(unknown)' (see 'conformance list laws')")
                return 2
            }
        }
        if let directory = options.artifacts {
            // Made before the run, so an unusable directory is a usage error, not a lost report.
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch let creation {
                error("cannot create the artifacts directory '\(directory)': \(creation.localizedDescription)")
                return 2
            }
        }
        if let path = options.progressFile {
            configuration.caseWillRun = { token in
                try? Data(token.utf8).write(to: URL(fileURLWithPath: path))
            }
        }
        let runner = SuiteRunner(engine: engine)
        var report: SuiteReport
        do {
            if let token = options.replay {
                report = try runner.replay(token: token, configuration: configuration)
            } else if options.isolate {
                let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
                report = IsolatedRun(options: options, engine: engine, executable: executable)
                    .run(try runner.selectedLaws(configuration))
            } else {
                report = try runner.run(configuration)
            }
        } catch let runError {
            error(runError.message)
            return 2
        }
        report.replayInstruction = .command(commandName)
        let rendered = report.rendered(as: options.format)
        if let path = options.output {
            guard FileManager.default.createFile(atPath: path, contents: Data(rendered.utf8)) else {
                error("cannot write '\(path)'")
                return 2
            }
        } else {
            output(rendered)
        }
        if let directory = options.artifacts {
            do {
                try writeArtifacts(report, to: directory)
            } catch let writeError {
                error("cannot write artifacts to '\(directory)': \(writeError.localizedDescription)")
                return 2
            }
        }
        return report.exitCode
    }

    /// Writes one SVG timeline and one Swift file per failed law into `directory`.
    static func writeArtifacts(_ report: SuiteReport, to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for result in report.results {
            guard let failure = result.failure else { continue }
            let base = (directory as NSString).appendingPathComponent(result.lawID)
            if !failure.svg.isEmpty {
                try Data(failure.svg.utf8).write(to: URL(fileURLWithPath: base + ".svg"))
            }
            try Data((failure.swiftSource + "\n").utf8).write(to: URL(fileURLWithPath: base + ".swift"))
        }
    }

    /// The text of `conformance list laws`.
    public static func lawList() -> String {
        LawCatalog.all.map { law in
            let needs = law.requires.isEmpty ? "" : "  [needs \(law.requires.names.joined(separator: ", "))]"
            return "\(law.id)  \(law.strength.rawValue)  \(law.evidence.rawValue)  \(law.statement)\(needs)"
        }.joined(separator: "\n") + "\n"
    }

    /// The text of `conformance list engines`.
    public static func engineList(_ engines: [EngineFactory]) -> String {
        engines.map { "\($0.name)  \($0.summary)" }.joined(separator: "\n") + "\n"
    }
}
