import AnimationTechniques
import Foundation
import PropertyTesting

/// The suite part of the `conformance` command, reusable by anyone who builds a command for their
/// own engines: parse the options, run or replay, render, write, and return the exit code.
public enum SuiteCommand {
    /// Runs the laws (or replays a token) with `arguments` and returns the exit code; the public
    /// ``run(_:engines:commandName:output:error:)`` (in `SuiteCommand+Dispatch.swift`) calls it
    /// when the arguments name no subcommand.
    static func runSuite(
        _ arguments: [String], engines: [EngineFactory], techniques: TechniqueRegistry, commandName: String,
        output: ((String) throws -> Void)?,
        error: (String) -> Void
    ) -> Int32 {
        // A closed or full stream, a reader that goes away: failed writes, never a crash.
        StandardStreams.prepare()
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch let usage {
            error(usage.message)
            return 2
        }
        if options.isolate, !ChildProcessRunner.canStartProcesses {
            error(ChildLauncher.unavailable)
            return 2
        }
        // A child of containment (it alone gets these files): the engine may trap here, as the
        // parent expects, so no crash report and no core file.
        if options.reportFile != nil || options.progressFile != nil { QuietCrashes.turnOn() }
        // Its first sign of life, from which the parent's watchdog times it (``ChildLauncher``);
        // only at a path the run may write (a bad one is refused below, writing nothing).
        if let path = options.progressFile, (try? OutputPath.checkFile(path, flag: "--progress-file")) != nil {
            ChildLauncher.markStarted(path)
        }
        // A runner of one's own engines runs the first of them when no --engine is given.
        let namedEngine = arguments.contains { $0 == "--engine" || $0.hasPrefix("--engine=") }
        let fallback = namedEngine || engines.contains(where: { $0.name == options.engine }) ? nil : engines.first
        guard let named = engines.first(where: { $0.name == options.engine }) ?? fallback else {
            error("unknown engine '\(options.engine)' (see 'conformance list engines')")
            return 2
        }
        if let name = options.techniques, techniques.implementation(named: name) == nil {
            error("unknown technique implementation '\(name)' (see 'conformance list techniques')")
            return 2
        }
        // Every run resolves technique steps in the command's registry, so a replay token that
        // names a registered implementation (`TECH-1/NAME@…`) replays without --techniques.
        let engine = named.withTechniques(techniques)
        var prepared: Prepared
        do {
            prepared = try prepare(options, engine: engine, program: programName(commandName))
        } catch let problem {
            error(problem.message)
            return 2
        }
        // Contained by default, where this program can start itself again as this command.
        switch containment(options, arguments: arguments) {
        case .contained: prepared.contained = true
        case .inProcess: break
        case .inProcessWithNote(let note): error(note)
        }
        var report: SuiteReport
        var interruptedBy: Int32?
        do {
            (report, interruptedBy) = try execute(
                options, engine: engine, program: programName(commandName), prepared)
        } catch let runError {
            error(runError.message)
            return 2
        }
        report.replayInstruction = .command(replayCommand(commandName))
        let rendered = Data(report.rendered(as: options.format).utf8)
        do {
            if let path = options.reportFile {
                try OutputPath.write(rendered, to: path)
            } else if let path = options.output {
                try OutputPath.write(rendered, to: path)
            } else if let output {
                try output(String(decoding: rendered, as: UTF8.self))
            } else {
                try OutputPath.writeStandardOutput(rendered)
            }
            for format in CommandLineOptions.Format.allCases {
                guard let path = options.extraOutputs[format] else { continue }
                try OutputPath.write(Data(report.rendered(as: format).utf8), to: path)
            }
            if let directory = options.artifacts { try writeArtifacts(report, to: directory) }
        } catch let writeError {
            error((writeError as? OutputPath.Problem)?.message ?? "cannot write the report: \(writeError)")
            return 2
        }
        if let interruptedBy { return 128 + interruptedBy }
        return report.exitCode
    }

    /// What is read and checked before the run.
    struct Prepared {
        var configuration: SuiteConfiguration
        var replay: (token: SuiteToken, law: Law)?
        /// Whether the laws run in child processes (``containment(_:arguments:)``).
        var contained = false
    }

    /// Reads the expectations, checks the replay token and every path; nothing is created.
    /// `program` names the runner on the progress line.
    static func prepare(
        _ options: CommandLineOptions, engine: EngineFactory, program: String
    ) throws(SuiteRunner.RunError) -> Prepared {
        var configuration = SuiteConfiguration(
            cases: options.cases, seed: options.seed, tolerance: options.tolerance, lawIDs: options.laws,
            parallelism: options.jobs)
        configuration.techniques = options.techniques
        configuration.derivesTolerance = options.derivesTolerance
        configuration.database = options.database.map(FailureDatabase.init(directory:))
        if let shard = options.shard {
            // The shard's laws by ID: which they are follows from the selection, not from its order.
            configuration.lawIDs = shard.laws(of: try SuiteRunner(engine: engine).selectedLaws(configuration)).map(\.id)
        }
        if let seconds = options.seconds {
            // The only clock the suite reads, and only when asked: the budget's deadline. It stops
            // while the machine sleeps, so a sleep does not spend the budget.
            let deadline = SuspendingClock.now.advanced(by: .milliseconds(Int64(seconds * 1000)))
            configuration.hasTimeLeft = { SuspendingClock.now < deadline }
        }
        if options.timings {
            // Read by the runner around each law, never by a law: each law's wall time.
            let origin = ContinuousClock.now
            configuration.clock = {
                let elapsed = (ContinuousClock.now - origin).components
                return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
            }
        }
        if let path = options.expectationsFile {
            configuration.expectations = try readExpectations(path)
        }
        var replay: (SuiteToken, Law)?
        if let text = options.replay {
            let token = try SuiteToken(text)
            // A replay runs the law its token names; another law in --laws would be silently ignored.
            if let laws = options.laws,
                try !SuiteRunner(engine: engine).selectedLaws(configuration).contains(where: { $0.id == token.lawID })
            {
                throw SuiteRunner.RunError(
                    message:
                        "--replay runs \(token.lawID), the law its token names, but --laws names \(laws.joined(separator: ","))"
                )
            }
            replay = (token, try checkReplay(token, engine: engine, configuration))
        } else if options.isolate {
            _ = try SuiteRunner(engine: engine).selectedLaws(configuration)
        }
        do {
            if let path = options.output { try OutputPath.checkFile(path, flag: "--output") }
            for (format, path) in options.extraOutputs { try OutputPath.checkFile(path, flag: "--\(format.rawValue)") }
            if let path = options.reportFile { try OutputPath.checkFile(path, flag: "--report-file") }
            if let directory = options.database { try OutputPath.checkDirectory(directory, flag: "--database") }
            if let path = options.progressFile { try OutputPath.checkFile(path, flag: "--progress-file") }
            try OutputPath.checkDistinct(reportPaths(options))
            if let directory = options.artifacts {
                try OutputPath.checkDirectory(directory, flag: "--artifacts")
                // Made last, once everything else is known to be valid: only making it proves it
                // can be made (as root, every permission check passes, even in /proc).
                try OutputPath.makeDirectory(directory, flag: "--artifacts")
            }
        } catch {
            throw SuiteRunner.RunError(message: error.message)
        }
        // Progress on a terminal only; a child of containment (it has a progress file) shows none.
        if replay == nil, options.progressFile == nil, options.reportFile == nil {
            configuration.progress = TerminalProgress.onStandardError(
                program: program, total: try SuiteRunner(engine: engine).selectedLaws(configuration).count)
        }
        if let path = options.progressFile {
            // A child of containment: a batch beats a heartbeat, a single law writes checkpoints.
            if options.childDirectory != nil {
                configuration.checkpoint = BatchChild.heartbeat(path)
            } else {
                LawCheckpoint.Writer(progressFile: path, failuresFile: options.failuresFile).install(in: &configuration)
            }
        }
        configuration.avoidedCases = Set(options.avoidedCases)
        return Prepared(configuration: configuration, replay: replay)
    }

    private static func execute(
        _ options: CommandLineOptions, engine: EngineFactory, program: String, _ prepared: Prepared
    ) throws(SuiteRunner.RunError) -> (SuiteReport, Int32?) {
        let runner = SuiteRunner(engine: engine)
        let isolated = IsolatedRun(
            options: options, engine: engine, program: program,
            executable: Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]),
            expectations: prepared.configuration.expectations)
        if let (token, law) = prepared.replay {
            if prepared.contained { return try isolated.replay(token, law: law) }
            return (try runner.replay(token: token.text, configuration: prepared.configuration), nil)
        }
        if let directory = options.childDirectory {
            let laws = try runner.selectedLaws(prepared.configuration)
            return (
                BatchChild.run(laws, runner: runner, configuration: prepared.configuration, directory: directory), nil
            )
        }
        if prepared.contained { return try isolated.run(try runner.selectedLaws(prepared.configuration)) }
        return (try runner.run(prepared.configuration), nil)
    }

    private static func readExpectations(_ path: String) throws(SuiteRunner.RunError) -> Expectations {
        guard !path.utf8.contains(0), let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else {
            throw SuiteRunner.RunError(message: "cannot read expectations file '\(path)'")
        }
        let expectations: Expectations
        do {
            expectations = try Expectations(parsing: text)
        } catch let parse {
            throw SuiteRunner.RunError(message: "\(path): \(parse)")
        }
        // An expectation for a law that does not exist could never be checked, so it is refused.
        if let unknown = expectations.lawIDs.sorted().first(where: { LawCatalog.law($0) == nil }) {
            throw SuiteRunner.RunError(message: "\(path): unknown law '\(unknown)' (see 'conformance list laws')")
        }
        return expectations
    }

    /// Checks a token without running the engine: its law and variant exist and its tape fits
    /// the law's generator (which a truncated, altered or foreign token does not).
    private static func checkReplay(
        _ token: SuiteToken, engine: EngineFactory, _ configuration: SuiteConfiguration
    ) throws(SuiteRunner.RunError) -> Law {
        guard let law = LawCatalog.law(token.lawID) else {
            throw SuiteRunner.RunError(message: "replay token names unknown law '\(token.lawID)'")
        }
        guard law.runs(variant: token.variant, registry: engine.techniques) else {
            throw SuiteRunner.RunError(
                message: "replay token names variant '\(token.variant)', which \(law.id) does not run")
        }
        do {
            _ = try token.script(law, capabilities: engine.capabilities)
        } catch ReplayTokenError.altered {
            // The checksum binds the law: when another law's ID makes it match, the token was
            // relabelled rather than damaged, and the message can say whose it is.
            let owners = LawCatalog.all.flatMap { law in (["correct"] + law.catchesVariants).map { (law.id, $0) } }
            if let (id, variant) = owners.first(where: { id, variant in
                (try? ReplayToken.decode(
                    token.tape, context: SuiteToken.context(id, variant: variant, deleted: token.deleted))) != nil
            }) {
                let owner = SuiteToken.context(id, variant: variant)
                throw SuiteRunner.RunError(
                    message:
                        "replay token: mismatched, it was made for \(owner), not \(SuiteToken.context(token.lawID, variant: token.variant)); "
                        + "replay it as '\(SuiteToken.make(id, variant: variant, tape: token.tape, deleted: token.deleted))'"
                )
            }
            throw SuiteRunner.RunError(
                message: "replay token: altered (its checksum does not match its choices, law and step deletions)")
        } catch let error as SuiteRunner.RunError {
            throw error
        } catch {
            throw SuiteRunner.RunError(message: "\(error)")
        }
        return law
    }

    /// Writes one SVG timeline and one Swift file per failed law into `directory`.
    static func writeArtifacts(_ report: SuiteReport, to directory: String) throws(OutputPath.Problem) {
        for result in report.results {
            guard let failure = result.failure else { continue }
            let lawID = result.lawID
            let base = OutputPath.join(directory, lawID)
            if !failure.svg.isEmpty { try OutputPath.write(Data(failure.svg.utf8), to: base + ".svg") }
            // A file that compiles in a test target once `YourEngine` is yours.
            let imports = "import Generators\nimport MediaTiming\n\n"
            try OutputPath.write(Data((imports + failure.swiftSource + "\n").utf8), to: base + ".swift")
        }
    }

    /// The text of `conformance list laws`.
    public static func lawList() -> String {
        LawCatalog.all.map { law in
            let needs = law.requires.isEmpty ? "" : "  [needs \(law.requires.names.joined(separator: ", "))]"
            return "\(law.id)  \(law.strength.rawValue)  \(law.evidence.rawValue)  \(law.statement)\(needs)"
        }.joined(separator: "\n") + "\n"
    }

    /// The text of `conformance list techniques`: each implementation's name and summary.
    public static func techniqueList(_ registry: TechniqueRegistry) -> String {
        registry.implementations.map { "\($0.name)  \($0.summary)" }.joined(separator: "\n") + "\n"
    }

    /// The text of `conformance list engines`.
    public static func engineList(_ engines: [EngineFactory]) -> String {
        engines.map { "\($0.name)  \($0.summary)" }.joined(separator: "\n") + "\n"
    }
}
