import Conformance

/// `conformance pairs`: which pairs of techniques and lifecycle events the default run reaches.
enum PairsCommand {
    /// Prints one line per required pair (`reached` or `UNREACHED`, the pair, the law whose
    /// generator reaches it) and a total; exit 0 when every pair is reached, 1 otherwise, 2 on
    /// bad arguments.
    static func main(_ arguments: [String]) -> Int32 {
        let configuration: SuiteConfiguration
        do {
            configuration = try SubcommandOptions.parse(arguments, command: "pairs")
        } catch {
            return ConformanceCommand.usageError(error.message)
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
