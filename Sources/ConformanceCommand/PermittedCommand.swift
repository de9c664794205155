import Conformance
import EngineMutants
import MediaTiming

/// `conformance permitted`: every law against every permitted variant (engines right within what
/// they declare); none may fail or be inconclusive.
enum PermittedCommand {
    /// Runs the report; exit 0 when no variant is flagged, 1 otherwise, 2 on bad arguments.
    static func main(_ arguments: [String]) -> Int32 {
        var configuration: SuiteConfiguration
        do {
            configuration = try SubcommandOptions.parse(arguments, command: "permitted")
        } catch {
            return ConformanceCommand.usageError(error.message)
        }
        // A flag needs a full search: the same cases per law as a run (unless --cases says less).
        if !arguments.contains("--cases") { configuration.cases = SuiteConfiguration.defaultCases }
        configuration.maxDistinctFailures = 1
        let serial = { var copy = configuration; copy.parallelism = 1; return copy }()
        let variants = PermittedCatalog.all
        let lines: [(line: String, flagged: Bool)] = SuiteRunner.parallelMap(variants, width: configuration.parallelism) { variant in
            let engine = EngineFactory(name: "permitted:\(variant.name)", summary: variant.summary) { variant.makeEngine() }
            let results = LawCatalog.all.map { SuiteRunner(engine: engine).run(law: $0, configuration: serial) }
            let flagged = results.filter { $0.status == .failed || $0.status.isInconclusive }
            let passed = results.filter { $0.status == .passed }.count
            let skipped = results.filter { if case .skipped = $0.status { return true } else { return false } }.count
            guard flagged.isEmpty else {
                let what = flagged.map { result in
                    "\(result.lawID) \(result.status.isInconclusive ? "inconclusive" : "failed"): "
                        + (result.failure?.message.split(separator: "\n").first.map(String.init) ?? "")
                }
                return ("\(engine.name) FLAGGED \(flagged.count): " + what.joined(separator: " | "), true)
            }
            return ("\(engine.name) ok passed=\(passed) skipped=\(skipped)", false)
        }
        for entry in lines { print(entry.line) }
        let flagged = lines.filter(\.flagged).count
        print("permitted variants: \(lines.count - flagged)/\(lines.count) pass (seed \(configuration.seed), \(configuration.cases) cases per law)")
        return flagged == 0 ? 0 : 1
    }
}
