import Conformance
import EngineMutants
import MediaTiming

/// `conformance mutants` and `conformance variants`: which law kills each mutant engine, and which
/// catches each as-published technique variant.
enum MutantsCommand {
    /// Runs the report; exit 0 when every mutant (or variant) is caught, 1 otherwise, 2 on bad arguments.
    ///
    /// `mutants --blind` runs the faults written blind (``MutantCatalog/blind``) instead of the catalog.
    static func main(_ arguments: [String], variants: Bool = false) -> Int32 {
        let configuration: SuiteConfiguration
        var blind = false
        do {
            configuration = try SubcommandOptions.parse(arguments, command: variants ? "variants" : "mutants") {
                flag, _ in
                guard !variants, flag == "--blind" else { return false }
                blind = true
                return true
            }
        } catch {
            return ConformanceCommand.usageError(error.message)
        }
        let verdicts =
            variants
            ? MutationRun.variants(configuration)
            : MutationRun(mutants: blind ? blindMutants : EngineRegistry.mutants).run(configuration)
        print(variants ? MutationRun.variantsReport(verdicts) : MutationRun.report(verdicts), terminator: "")
        if blind { print("\n" + blindTable(verdicts), terminator: "") }
        return verdicts.allSatisfy { $0.killedBy != nil } ? 0 : 1
    }

    /// The blind baseline table: every law each fault failed, and which targeted law caught it.
    static func blindTable(_ verdicts: [MutationRun.Verdict]) -> String {
        let rows = verdicts.map { verdict in
            MutantCatalog.BlindVerdict(
                name: String(verdict.engine.dropFirst("mutant:".count)), killedBy: verdict.killedBy,
                failedLaws: verdict.failedLaws)
        }
        return MutantCatalog.blindTable(rows, backstops: CoverageMatrix.backstops)
    }

    /// The faults written blind, named `mutant:NAME` like the catalog's.
    static var blindMutants: [EngineFactory] {
        MutantCatalog.blind.map { mutant in
            EngineFactory(name: "mutant:\(mutant.name)", summary: mutant.bug) { mutant.makeEngine() }
                .withHarnessFaults(host: mutant.hostFaults, techniques: mutant.techniqueFaults)
        }
    }
}
