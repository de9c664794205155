import Conformance
import EngineMutants
import MediaTiming
import Testing

/// Every law of the catalog against every permitted variant: an engine right within what it
/// declares is never failed and never left inconclusive, whatever law is added next.
///
/// The test names no law: a law that lands in `LawCatalog.all` meets every variant here before
/// it lands (a refusal order it does not expect, an open point's other reading, single precision).
/// A few cases per law keep it quick; a law inconclusive on so few (its evidence is counted per
/// case) runs again at the command's full count, where it must pass or skip.
@Suite struct PermittedCatalogTests {
    /// The cases per law: enough to reach each law's usual scripts, few enough for `swift test`.
    static let cases = 4

    @Test(arguments: PermittedCatalog.all.map(\.name))
    func everyLawPassesOrSkipsTheVariant(_ name: String) throws {
        let variant = try #require(PermittedCatalog.all.first { $0.name == name })
        let engine = EngineFactory(name: "permitted:\(name)", summary: variant.summary) { variant.makeEngine() }
        let runner = SuiteRunner(engine: engine)
        var quick = SuiteConfiguration(cases: Self.cases, parallelism: 1)
        quick.maxDistinctFailures = 1
        var full = quick
        full.cases = SuiteConfiguration.defaultCases
        for law in LawCatalog.all {
            var result = runner.run(law: law, configuration: quick)
            if result.status.isInconclusive { result = runner.run(law: law, configuration: full) }
            switch result.status {
            case .passed, .skipped: break
            default:
                Issue.record(
                    "\(name) \(law.id): \(result.status) \(result.failure?.message.split(separator: "\n").first ?? "")")
            }
        }
    }

    /// The catalog holds both refusal orders over the same subsets: none, the first version, and
    /// every capability but one.
    @Test func bothRefusalOrdersCoverTheSameSubsets() {
        let names = Set(PermittedCatalog.all.map(\.name))
        var subsets = ["none", "first-version"]
        subsets += EngineCapabilities.named.map { "without-\($0.name)" }
        for subset in subsets {
            #expect(names.contains("capabilities:\(subset)"), "capabilities:\(subset)")
            #expect(names.contains("capabilities-first:\(subset)"), "capabilities-first:\(subset)")
        }
    }
}
