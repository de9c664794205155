import Conformance
import EngineMutants
import MediaTiming
import Foundation

/// The `conformance` command: runs the suite and its reports.
enum ConformanceCommand {
    /// The usage text of `conformance help`.
    static let usage = """
        usage: conformance [--engine NAME] [--laws ID,...] [--cases N] [--seed N] [--replay TOKEN]
                           [--expectations FILE] [--format text|json|junit|markdown] [--output FILE]
                           [--artifacts DIR] [--tolerance X] [--jobs N] [--isolate [--case-timeout S]]
               conformance list laws [--markdown] | engines
               conformance coverage [--markdown] [--cases N] [--seed N]
               conformance mutants [--cases N] [--seed N]
               conformance variants [--cases N] [--seed N]
               conformance bench [laws] | bench engine | bench generators [--seconds S] [--steps N] [--jobs J]
               conformance generators --stats [--count N] [--seed S] [--preset NAME]
               conformance shrink-bench [--runs N] [--cases N] [--problem NAME] [--show]
               conformance help

        """

    /// Runs the command with `arguments` (without the program name) and returns its exit code.
    static func main(_ arguments: [String]) -> Int32 {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case "help", "--help", "-h":
            print(usage, terminator: "")
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
        case "mutants":
            return MutantsCommand.main(rest)
        case "variants":
            return MutantsCommand.main(rest, variants: true)
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

    /// Engines that answer NaN, throw, trap or hang past one second, for checking the suite's
    /// own reliability (`--isolate` survives the last two).
    static var misbehaving: [EngineFactory] {
        MisbehavingEngine.Misbehaviour.allCases.map { misbehaviour in
            EngineFactory(name: "misbehaving:\(misbehaviour.rawValue)", summary: "the reference engine, but it \(misbehaviour.summary) past one second") {
                MisbehavingEngine(misbehaviour)
            }
        }
    }

    /// Every mutant engine, named `mutant:NAME`.
    static var mutants: [EngineFactory] {
        MutantCatalog.all.map { mutant in
            EngineFactory(name: "mutant:\(mutant.name)", summary: mutant.bug) { mutant.makeEngine() }
        }
    }
}
