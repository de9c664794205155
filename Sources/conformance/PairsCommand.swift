import Conformance

/// `conformance pairs`: which pairs of techniques and lifecycle events the default run reaches.
enum PairsCommand {
    /// Prints one line per required pair (`reached` or `UNREACHED`, the pair, the law whose
    /// generator reaches it) and a total; exit 0 when every pair is reached, 1 otherwise, 2 on
    /// bad arguments.
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
                return ConformanceCommand.usageError("unknown argument '\(flag)' for pairs")
            }
        }
        let reached = TechniquePairCoverage.reached(cases: configuration.cases, seed: configuration.seed)
        var missing = 0
        for (pair, law) in TechniquePairCoverage.required {
            let isReached = reached[law]?.contains(pair) == true
            if !isReached { missing += 1 }
            print("\(isReached ? "reached  " : "UNREACHED") \(pair) by \(law)")
        }
        let total = TechniquePairCoverage.required.count
        print("technique pairs reached: \(total - missing)/\(total)")
        return missing == 0 ? 0 : 1
    }
}
