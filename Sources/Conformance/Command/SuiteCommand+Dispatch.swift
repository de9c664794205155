import AnimationTechniques
import Foundation
import Generators

extension SuiteCommand {
    /// Runs the whole suite command with `arguments` over `engines` and returns its exit code.
    ///
    /// This is `conformance`, for your engines: a run with every option (`--replay`, `--shard`,
    /// `--in-process`, formats, artifacts, the failure database), `help` and `--help` (also after a
    /// subcommand), `--version`, `list laws | engines`, `coverage`, `clauses` and `merge` of shards' JSON
    /// reports. The subcommands that measure the suite itself against its reference engine
    /// (`mutants`, `permitted`, …) belong to `conformance` alone; the help says so.
    ///
    /// Exit codes: 0 when every required law passed (or the help was printed), 1 when one failed,
    /// 2 on a usage error or a report that could not be written (reported in one line on `error`),
    /// 128 + the signal when a run was stopped by SIGINT or SIGTERM (after writing the report,
    /// where the laws not finished are "not run"). The laws run in child processes of this
    /// program, so an engine that traps, hangs or exits costs a case, not the report
    /// (`--in-process` turns it off); this needs the program's entry point to pass its own
    /// arguments here, as `exit(SuiteCommand.run(Array(CommandLine.arguments.dropFirst()), …))` does.
    ///
    /// `techniques` names the technique implementations `--techniques NAME` and `list techniques`
    /// know: the project's by default; register your own helpers in it (``TechniqueRegistry``).
    ///
    /// Give your own runner's `commandName` (such as `swift run my-conformance`): the help and
    /// every printed replay line use it, so a replay line works where it is printed, and errors
    /// start with its last word (`my-conformance: …`). Every path is checked before the run, so a
    /// report is never computed only to be lost. `output` receives the report and the help when
    /// there is no `--output`; by default they go to the standard output, and a failed write there
    /// is an error too. `error` receives each one-line error without the program's name; by
    /// default it goes to the standard error after `NAME: `.
    public static func run(
        _ arguments: [String], engines: [EngineFactory], techniques: TechniqueRegistry = .project,
        commandName: String = "swift run conformance",
        output: ((String) throws -> Void)? = nil, error: ((String) -> Void)? = nil
    ) -> Int32 {
        run(
            arguments, engines: engines, techniques: techniques, commandName: commandName, subcommands: [],
            output: output, error: error)
    }

    /// Runs the suite command with the `subcommands` a command of this package adds to it.
    ///
    /// `conformance` adds the subcommands that measure the suite itself (`mutants`, …); they are
    /// dispatched, listed in the help and given their own `--help` like the suite's own.
    package static func run(
        _ arguments: [String], engines: [EngineFactory], techniques: TechniqueRegistry = .project, commandName: String,
        subcommands: [Subcommand], output: ((String) throws -> Void)?, error: ((String) -> Void)?
    ) -> Int32 {
        // A closed or full stream, a reader that goes away: failed writes, never a crash.
        StandardStreams.prepare()
        let program = programName(commandName)
        // Messages of the library name `conformance`'s own commands; a runner names its own.
        let report: (String) -> Void = { message in
            let renamed =
                program == "conformance"
                ? message : message.replacingOccurrences(of: "'conformance ", with: "'\(program) ")
            if let error { error(renamed) } else { StandardStreams.writeError("\(program): \(renamed)\n") }
        }
        let help = CommandHelp(
            program: program, commandName: commandName, defaultEngine: engines.first?.name ?? "reference",
            subcommands: subcommands)
        let print = Printer(output: output, error: report)
        let rest = Array(arguments.dropFirst())
        let wantsHelp = arguments.contains { $0 == "--help" || $0 == "-h" }
        if let first = arguments.first, !first.hasPrefix("-"), rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
            guard let text = help.of(first) else {
                return print.usage("unknown command '\(first)' (see '\(program) help')")
            }
            return print(text + "\n")
        }
        if arguments.first?.hasPrefix("-") == true, wantsHelp { return print(help.main + "\n") }
        switch arguments.first {
        case "help":
            guard let topic = rest.first else { return print(help.main + "\n") }
            guard rest.count == 1, let text = help.of(topic) else {
                return print.usage("no help on '\(rest.joined(separator: " "))'")
            }
            return print(text + "\n")
        case "--version":
            guard rest.isEmpty else { return print.usage("--version takes no other arguments") }
            return print(help.version + "\n")
        case "list":
            switch rest {
            case ["laws"]: return print(lawList())
            case ["laws", "--markdown"]: return print(LawCatalog.markdown())
            case ["engines"]: return print(engineList(engines))
            case ["techniques"]: return print(techniqueList(techniques))
            default: return print.usage("list needs 'laws', 'engines' or 'techniques'")
            }
        case "coverage":
            return coverage(rest, print)
        case "clauses":
            return clauses(rest, print)
        case "merge":
            return merge(rest, commandName: commandName, print)
        case let name? where !name.hasPrefix("-"):
            if let subcommand = subcommands.first(where: { $0.names.contains(name) }) { return subcommand.run(rest) }
            if help.missingSuiteOnly.contains(name) {
                return print.usage(
                    "'\(name)' belongs to 'conformance', the suite's own command: it measures the suite against "
                        + "its reference engine, not your engine (run 'swift run conformance \(name)' in MediaTimingConformance)"
                )
            }
            return print.usage("unknown command '\(name)' (see '\(program) help')")
        default:
            return runSuite(
                arguments, engines: engines, techniques: techniques, commandName: commandName, output: output,
                error: report)
        }
    }

    /// `coverage`: which targeted laws reach each feature of the contract, or with `--by-law`
    /// what share of each law's own cases reaches each of its relevant features.
    ///
    /// Prints the matrix (or its Markdown with `--markdown`); exit 0 when every feature is covered
    /// (with `--by-law`: every relevant feature of every law), 1 when one is not, 2 on bad arguments.
    /// With `--api`, the public API of the host and the techniques against the targeted laws whose
    /// scripts call it instead, then every engine, host and technique entry against the share of
    /// the grammar's cases that call it; exit 1 when an entry has no law or is a grammar gap.
    static func coverage(_ arguments: [String], _ print: Printer) -> Int32 {
        var markdown = false
        var byLaw = false
        var api = false
        let configuration: SuiteConfiguration
        do {
            configuration = try SubcommandOptions.parse(arguments, command: "coverage") { flag, _ in
                switch flag {
                case "--markdown": markdown = true
                case "--by-law": byLaw = true
                case "--api": api = true
                default: return false
                }
                return true
            }
        } catch {
            return print.usage(error.message)
        }
        if api {
            guard !markdown else { return print.usage("--api has no --markdown form") }
            guard !byLaw else { return print.usage("--api and --by-law are two reports: choose one") }
            // The grammar's bar is a share of its report's 1000 cases unless `--cases` says otherwise.
            let grammarCases = arguments.contains("--cases") ? configuration.cases : Grammar.reportCases
            let coverage = APICoverage.measure(configuration: configuration, grammarCases: grammarCases)
            return print(coverage.textReport(), status: coverage.isComplete ? 0 : 1)
        }
        let matrix = CoverageMatrix.measure(configuration: configuration)
        if byLaw {
            let reach = LawReach(matrix: matrix)
            return print(markdown ? reach.markdown() : reach.textReport(), status: reach.gaps.isEmpty ? 0 : 1)
        }
        return print(markdown ? matrix.markdown() : matrix.textReport(), status: matrix.gaps.isEmpty ? 0 : 1)
    }

    /// The program's name in `commandName`: its last word's last path component
    /// (`swift run -c release my-conformance` and `.build/debug/my-conformance` give `my-conformance`).
    static func programName(_ commandName: String) -> String {
        let word = commandName.split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
        let name = word.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? "conformance" : name
    }

    /// `commandName` as the replay lines print it: a `swift run` command names the configuration
    /// this build was made in (`swift run -c release my-conformance` in a release build), so the
    /// line replays the case with the code that found it; any other command is left as it is.
    static func replayCommand(_ commandName: String) -> String {
        #if DEBUG
        replayCommand(commandName, isRelease: false)
        #else
        replayCommand(commandName, isRelease: true)
        #endif
    }

    /// `commandName` with its `swift run` configuration set to release or to the default, debug.
    package static func replayCommand(_ commandName: String, isRelease: Bool) -> String {
        var words = commandName.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count > 2, words[0] == "swift", words[1] == "run" else { return commandName }
        // The configuration the author wrote (`-c X`, `--configuration X` or `--configuration=X`) goes.
        var index = 2
        while index < words.count {
            if words[index] == "-c" || words[index] == "--configuration" {
                words.removeSubrange(index..<min(index + 2, words.count))
            } else if words[index].hasPrefix("--configuration=") {
                words.remove(at: index)
            } else {
                index += 1
            }
        }
        if isRelease { words.insert(contentsOf: ["-c", "release"], at: 2) }
        return words.joined(separator: " ")
    }

    /// A subcommand that a command of this package adds to the suite command.
    package struct Subcommand {
        /// The names it answers to (`mutants`, `variants`).
        package var names: [String]
        /// Its lines in the main help's usage, without the program's name.
        package var usage: [String]
        /// Its own help (`NAME --help`, `help NAME`).
        package var help: String
        /// Runs it with the arguments after its name and returns the exit code.
        package var run: ([String]) -> Int32

        /// Creates a subcommand.
        package init(names: [String], usage: [String], help: String, run: @escaping ([String]) -> Int32) {
            self.names = names
            self.usage = usage
            self.help = help
            self.run = run
        }
    }

    /// Where the subcommands print: the report's stream (or `output`), and one-line errors.
    struct Printer {
        var output: ((String) throws -> Void)?
        var error: (String) -> Void

        /// Prints `text` and returns `status`, or 2 when it cannot be written.
        func callAsFunction(_ text: String, status: Int32 = 0) -> Int32 {
            do {
                if let output { try output(text) } else { try StandardStreams.writeOutput(Data(text.utf8)) }
            } catch let problem {
                error((problem as? OutputPath.Problem)?.message ?? "cannot write the standard output: \(problem)")
                return 2
            }
            return status
        }

        /// Reports a one-line usage error and returns exit code 2.
        func usage(_ message: String) -> Int32 {
            error(message)
            return 2
        }
    }
}
