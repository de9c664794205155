import Conformance
import EngineMutants
import MediaTiming
import PropertyTesting
import Scripts
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

    /// Why `variant` flags `law` (a failure, or inconclusive at the full count), or `nil` when
    /// the law passes or skips it.
    static func flag(_ law: Law, on variant: PermittedVariant) -> String? {
        let engine = EngineFactory(name: "permitted:\(variant.name)", summary: variant.summary) {
            variant.makeEngine()
        }
        let runner = SuiteRunner(engine: engine, catalog: [law])
        var quick = SuiteConfiguration(cases: cases, parallelism: 1)
        quick.maxDistinctFailures = 1
        var result = runner.run(law: law, configuration: quick)
        // Inconclusive on so few: again at a tenth of the full count, then at the full count,
        // where it must pass or skip (most laws that need more evidence have it at the tenth).
        for count in [SuiteConfiguration.defaultCases / 10, SuiteConfiguration.defaultCases]
        where result.status.isInconclusive {
            var more = quick
            more.cases = count
            result = runner.run(law: law, configuration: more)
        }
        switch result.status {
        case .passed, .skipped: return nil
        default: return "\(result.status) \(result.failure?.message.split(separator: "\n").first ?? "")"
        }
    }

    @Test(arguments: PermittedCatalog.all.map(\.name))
    func everyLawPassesOrSkipsTheVariant(_ name: String) throws {
        let variant = try #require(PermittedCatalog.all.first { $0.name == name })
        for law in LawCatalog.all {
            if let flag = Self.flag(law, on: variant) { Issue.record("\(name) \(law.id): \(flag)") }
        }
    }

    /// A law that requires `invalidTiming` for a NaN duration whatever the engine declares, as
    /// API-1 once did: the catalog flags it on an engine that checks support first.
    static let strictRefusal = Law(
        id: "PLANTED-1", statement: "A NaN duration is refused as invalid timing.", evidence: .doc,
        source: "a test", rationale: "a test", generator: "one view",
        { _ in Gen.constant(Script([.makeView(parent: nil)])) },
        check: { script, context in
            var refusal: TimingEngineError?
            _ = try context.run(script) { _, host, views in
                var timing = LayerTiming()
                timing.duration = .nan
                do { try host.engine.setTiming(timing, of: views[0].layer) } catch {
                    refusal = error as? TimingEngineError
                }
            }
            context.count(.values)
            guard case .invalidTiming = refusal else {
                throw LawViolation("setTiming(duration: .nan) gave \(String(describing: refusal))")
            }
        })

    @Test func aLawThatRequiresOneRefusalOrderIsFlagged() throws {
        let first = try #require(PermittedCatalog.all.first { $0.name == "capabilities-first:none" })
        let valid = try #require(PermittedCatalog.all.first { $0.name == "capabilities:none" })
        #expect(Self.flag(Self.strictRefusal, on: first)?.contains("unsupported") == true)
        #expect(Self.flag(Self.strictRefusal, on: valid) == nil)
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
