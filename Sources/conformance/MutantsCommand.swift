import Conformance
import EngineMutants
import MediaTiming

/// `conformance mutants`: the mutation report over every mutant engine.
enum MutantsCommand {
    /// Runs the report; exit 0 when every mutant is killed, 1 otherwise, 2 on bad arguments.
    static func main(_ arguments: [String]) -> Int32 {
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
                return ConformanceCommand.usageError("unknown argument '\(flag)' for mutants")
            }
        }
        let verdicts = MutationRun(mutants: EngineRegistry.mutants).run(configuration)
        print(MutationRun.report(verdicts), terminator: "")
        return verdicts.allSatisfy { $0.killedBy != nil } ? 0 : 1
    }
}
