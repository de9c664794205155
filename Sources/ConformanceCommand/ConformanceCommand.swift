import Conformance
import EngineMutants
import FacadeTechniques
import Foundation
import MediaTiming

/// The `conformance` command: the suite command of the library over the engines it knows, plus
/// the subcommands that measure the suite itself (mutants, variants, the bars, benchmarks).
///
/// Help, `--version`, `list`, `coverage`, `merge` and every option of a run come from
/// ``SuiteCommand``, the same code an engine author's own runner calls; this file only adds what
/// needs the mutants, the permitted variants or the shrinking challenge.
enum ConformanceCommand {
    /// Runs the command with `arguments` (without the program name) and returns its exit code.
    static func main(_ arguments: [String]) -> Int32 {
        let engines: [EngineFactory]
        switch EngineRegistry.resolving(arguments) {
        case .success(let known): engines = known
        case .failure(let problem): return usageError(problem.message)
        }
        EngineRegistry.noteProbe(for: engines)
        // The project's techniques, then the implementations written against the facade's CALayer.
        return SuiteCommand.run(
            arguments, engines: engines, techniques: FacadeTechniques.registry, commandName: "swift run conformance",
            subcommands: subcommands, output: nil, error: nil)
    }

    /// The subcommands only `conformance` has, in the order the help lists them.
    static var subcommands: [SuiteCommand.Subcommand] {
        [
            .init(
                names: ["pairs"], usage: ["pairs [--cases N] [--seed N]"], help: HelpText.pairs, run: PairsCommand.main),
            .init(
                names: ["mutants"], usage: ["mutants [--blind] | variants [--cases N] [--seed N]"],
                help: HelpText.mutants
            ) {
                MutantsCommand.main($0)
            },
            .init(names: ["variants"], usage: [], help: HelpText.mutants) { MutantsCommand.main($0, variants: true) },
            .init(
                names: ["self-check"], usage: ["self-check [--cases N] [--seed N]"], help: HelpText.selfCheck,
                run: SelfCheckCommand.main),
            .init(
                names: ["permitted"], usage: ["permitted [--markdown] [--cases N] [--seed N]"],
                help: HelpText.permitted, run: PermittedCommand.main),
            .init(
                names: ["bench"], usage: ["bench [laws | engine | generators] [options]"], help: HelpText.bench,
                run: bench),
            .init(
                names: ["shrink-bench"], usage: ["shrink-bench [--runs N] [--cases N] [--problem NAME] [--show]"],
                help: HelpText.shrinkBench, run: ShrinkBenchCommand.main),
            .init(
                names: ["generators"], usage: ["generators --stats [--count N] [--seed S] [--preset NAME]"],
                help: HelpText.generators, run: GeneratorsCommand.run),
            .init(
                names: ["grammar"], usage: ["grammar [--cases N] [--seed N]"], help: HelpText.grammar,
                run: GrammarCommand.main),
            .init(
                names: ["model"], usage: ["model [--engine NAME] [--cases N] [--seed N] [--show]"],
                help: HelpText.model,
                run: ModelCommand.main),
        ]
    }

    /// `bench [laws | engine | generators]`.
    static func bench(_ arguments: [String]) -> Int32 {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case nil, "laws": return LawBenchCommand.main(rest)
        case "engine": return EngineBenchCommand.main(rest)
        case "generators": return GeneratorsBenchCommand.run(rest)
        default: return usageError("bench takes 'laws' (the default), 'engine' or 'generators'")
        }
    }

    /// Prints a one-line usage error and returns exit code 2.
    static func usageError(_ message: String) -> Int32 {
        StandardStreams.writeError("conformance: \(message)\n")
        return 2
    }
}

/// The engines the command knows by name.
enum EngineRegistry {
    /// The reference engine first, then the engines written against Core Animation's API, then the
    /// mutants, then the misbehaving engines, then the chaos engine at its default seed.
    static var all: [EngineFactory] {
        [.reference()] + coreAnimationShaped + mutants + unmeasuredBlindMutants + misbehaving
            + [chaos(named: "chaos", seed: ChaosEngine.defaultSeed)]
    }

    /// Engines that answer NaN, throw, trap, hang, print or exit, for checking the suite's own
    /// reliability (`--isolate` survives each of them).
    static var misbehaving: [EngineFactory] {
        MisbehavingEngine.Misbehaviour.allCases.map { misbehaviour in
            EngineFactory(
                name: "misbehaving:\(misbehaviour.rawValue)",
                summary: "the reference engine, but it \(misbehaviour.summary)"
            ) {
                MisbehavingEngine(misbehaviour)
            }
        }
    }

    /// Every mutant engine of the catalog, named `mutant:NAME`: what the self-check requires killed.
    static var mutants: [EngineFactory] { MutantCatalog.all.map(factory) }

    /// The faults written blind after the one grammar and the one model (rounds 3 and 4),
    /// reachable by name but not in the catalog: measured once, they join it only when the laws
    /// catch them.
    static var unmeasuredBlindMutants: [EngineFactory] {
        (MutantCatalog.blindRound3 + MutantCatalog.blindRound4 + MutantCatalog.blindRound5).map(factory)
    }

    /// The engine of `mutant`, with the faults it plants in the host and the techniques.
    static func factory(_ mutant: EngineMutant) -> EngineFactory {
        EngineFactory(name: "mutant:\(mutant.name)", summary: mutant.bug) { mutant.makeEngine() }
            .withHarnessFaults(host: mutant.hostFaults, techniques: mutant.techniqueFaults)
    }
}
