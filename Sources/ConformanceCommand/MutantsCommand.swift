import Conformance
import EngineMutants
import MediaTiming

/// `conformance mutants` and `conformance variants`: which law kills each mutant engine, and which
/// catches each as-published technique variant.
enum MutantsCommand {
    /// Runs the report; exit 0 when every mutant (or variant) is caught, 1 otherwise, 2 on bad arguments.
    static func main(_ arguments: [String], variants: Bool = false) -> Int32 {
        let configuration: SuiteConfiguration
        do {
            configuration = try SubcommandOptions.parse(arguments, command: variants ? "variants" : "mutants")
        } catch {
            return ConformanceCommand.usageError(error.message)
        }
        let verdicts = variants
            ? MutationRun.variants(configuration)
            : MutationRun(mutants: EngineRegistry.mutants).run(configuration)
        print(variants ? MutationRun.variantsReport(verdicts) : MutationRun.report(verdicts), terminator: "")
        return verdicts.allSatisfy { $0.killedBy != nil } ? 0 : 1
    }
}
