import Conformance
import EngineMutants
import MediaTiming
import Foundation

/// The `conformance` command: runs the suite and its reports.
enum ConformanceCommand {
    /// Runs the command with `arguments` (without the program name) and returns its exit code.
    static func main(_ arguments: [String]) -> Int32 {
        let rest = Array(arguments.dropFirst())
        if let first = arguments.first, !first.hasPrefix("-"), rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
            guard let help = HelpText.of(first) else { return usageError("unknown command '\(first)' (see 'conformance help')") }
            print(help)
            return 0
        }
        if arguments.first?.hasPrefix("-") == true, arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(HelpText.main)
            return 0
        }
        switch arguments.first {
        case "--help", "-h":
            print(HelpText.main)
            return 0
        case "help":
            guard let topic = rest.first else {
                print(HelpText.main)
                return 0
            }
            guard rest.count == 1, let help = HelpText.of(topic) else { return usageError("no help on '\(rest.joined(separator: " "))'") }
            print(help)
            return 0
        case "--version":
            guard rest.isEmpty else { return usageError("--version takes no other arguments") }
            print(HelpText.version)
            return 0
        case "list":
            switch rest {
            case ["laws"]: print(SuiteCommand.lawList(), terminator: ""); return 0
            case ["laws", "--markdown"]: print(LawCatalog.markdown(), terminator: ""); return 0
            case ["engines"]: print(SuiteCommand.engineList(EngineRegistry.all), terminator: ""); return 0
            default: return usageError("list needs 'laws' or 'engines'")
            }
        case "coverage":
            return CoverageCommand.main(rest)
        case "pairs":
            return PairsCommand.main(rest)
        case "mutants":
            return MutantsCommand.main(rest)
        case "variants":
            return MutantsCommand.main(rest, variants: true)
        case "self-check":
            return SelfCheckCommand.main(rest)
        case "permitted":
            return PermittedCommand.main(rest)
        case "generators":
            return GeneratorsCommand.run(rest)
        case "shrink-bench":
            return ShrinkBenchCommand.main(rest)
        case "bench":
            switch rest.first {
            case nil, "laws": return LawBenchCommand.main(Array(rest.dropFirst()))
            case "engine": return EngineBenchCommand.main(Array(rest.dropFirst()))
            case "generators": return GeneratorsBenchCommand.run(Array(rest.dropFirst()))
            default: return usageError("bench takes 'laws' (the default), 'engine' or 'generators'")
            }
        default:
            if let first = arguments.first, !first.hasPrefix("-") {
                return usageError("unknown command '\(first)' (see 'conformance help')")
            }
            return SuiteCommand.run(arguments, engines: EngineRegistry.all)
        }
    }

    /// Prints a one-line usage error and returns exit code 2.
    static func usageError(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("conformance: \(message)\n".utf8))
        return 2
    }
}

/// The engines the command knows by name.
enum EngineRegistry {
    /// The reference engine first, then the mutants, then the misbehaving engines.
    static var all: [EngineFactory] { [.reference()] + mutants + misbehaving }

    /// Engines that answer NaN, throw, trap, hang, print or exit, for checking the suite's own
    /// reliability (`--isolate` survives each of them).
    static var misbehaving: [EngineFactory] {
        MisbehavingEngine.Misbehaviour.allCases.map { misbehaviour in
            EngineFactory(name: "misbehaving:\(misbehaviour.rawValue)", summary: "the reference engine, but it \(misbehaviour.summary)") {
                MisbehavingEngine(misbehaviour)
            }
        }
    }

    /// Every mutant engine, named `mutant:NAME`.
    static var mutants: [EngineFactory] {
        MutantCatalog.all.map { mutant in
            EngineFactory(name: "mutant:\(mutant.name)", summary: mutant.bug) { mutant.makeEngine() }
            .withHarnessFaults(host: mutant.hostFaults, techniques: mutant.techniqueFaults)
        }
    }
}
