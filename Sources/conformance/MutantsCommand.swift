import Conformance
import EngineMutants
import MediaTiming

/// `conformance mutants` and `conformance variants`: which law kills each mutant engine, and which
/// catches each as-published technique variant.
enum MutantsCommand {
    /// Runs the report; exit 0 when every mutant (or variant) is caught, 1 otherwise, 2 on bad arguments.
    static func main(_ arguments: [String], variants: Bool = false) -> Int32 {
        var configuration = SuiteConfiguration()
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--cases":
                guard let text = rest.popFirst(), let cases = Int(text), cases > 0 else {
                    return ConformanceCommand.usageError("--cases needs a positive integer")
                }
                configuration.cases = cases
            case "--seed":
                guard let text = rest.popFirst(), let seed = UInt64(text) else {
                    return ConformanceCommand.usageError("--seed needs a non-negative integer")
                }
                configuration.seed = seed
            default:
                return ConformanceCommand.usageError("unknown argument '\(flag)' for \(variants ? "variants" : "mutants")")
            }
        }
        let verdicts = variants
            ? MutationRun.variants(configuration)
            : MutationRun(mutants: EngineRegistry.mutants).run(configuration)
        print(variants ? MutationRun.variantsReport(verdicts) : MutationRun.report(verdicts), terminator: "")
        return verdicts.allSatisfy { $0.killedBy != nil } ? 0 : 1
    }
}
