import Foundation
import Generators
import MediaTiming
import PropertyTesting
import ReferenceEngine

/// Which targeted laws reach each feature of the contract, and in what share of their cases.
///
/// Each targeted law (every law but the backstops REF-1 and DET-1) runs its generated cases, as a
/// suite run would, on the reference engine behind a recorder; a case reaches a feature when the
/// engine under test was handed it (a field, an enum case, a call) or the script drives it (a host
/// event, a technique operation).
public struct CoverageMatrix: Sendable {
    /// The laws that do not count: they reach everything but name no rule.
    public static let backstops: Set<String> = ["REF-1", "DET-1"]
    /// The least share of a law's cases that must reach a feature for the law to cover it.
    public static let minimumShare = 0.05

    /// Every feature, in catalog order.
    public let features: [String]

    /// The contract's features, then every required pair of techniques and lifecycle events
    /// (`Pair.pause+changeSpeed@sameLayer`), which scripts must also reach.
    public static var allFeatures: [String] {
        ContractFeatures.all + TechniquePairCoverage.required.map { "Pair.\($0.pair)" }
    }
    /// The targeted laws measured, in catalog order.
    public let laws: [String]
    /// Cases run per law.
    public let cases: [String: Int]
    /// `shares[feature][law]`: the share of the law's cases that reached the feature (absent: 0).
    public let shares: [String: [String: Double]]

    /// Measures the catalog's targeted laws with `configuration`'s seed and case count.
    public static func measure(
        configuration: SuiteConfiguration = SuiteConfiguration(cases: SuiteConfiguration.reportCases),
        catalog: [Law] = LawCatalog.all,
        features: [String] = CoverageMatrix.allFeatures
    ) -> CoverageMatrix {
        let targeted = catalog.filter { !backstops.contains($0.id) }
        let counts = SuiteRunner.parallelMap(targeted, width: configuration.parallelism) { law in
            measure(law, configuration: configuration)
        }
        var shares: [String: [String: Double]] = [:]
        var cases: [String: Int] = [:]
        for (law, (reached, total)) in zip(targeted, counts) {
            cases[law.id] = total
            for (feature, count) in reached where total > 0 {
                shares[feature, default: [:]][law.id] = Double(count) / Double(total)
            }
        }
        return CoverageMatrix(features: features, laws: targeted.map(\.id), cases: cases, shares: shares)
    }

    /// How many of one law's cases reach each feature, and how many cases ran.
    static func measure(_ law: Law, configuration: SuiteConfiguration) -> (reached: [String: Int], cases: Int) {
        let sink = FeatureSink()
        let profile = TimingProfile.coreAnimation
        let recorded = EngineFactory(name: "reference (recorded)") {
            FeatureRecordingEngine(ReferenceEngine(profile: profile), sink: sink)
        }
        let context = LawContext(
            engine: recorded, reference: .reference(profile: profile), tolerance: configuration.tolerance,
            derivesTolerance: configuration.derivesTolerance)
        var check = CheckConfiguration()
        check.cases = configuration.cases
        check.seed = configuration.seed(for: law.id)
        var reached: [String: Int] = [:]
        // The same cases a suite run draws: the core's own loop, with a property that only records.
        let report = PropertyTesting.check(law.ownGenerator(for: .all), configuration: check) { script in
            _ = sink.drain()
            try? law.verify(script, in: context)
            let pairs = TechniquePairCoverage.pairs(in: script).map { "Pair.\($0)" }
            for feature in sink.drain().union(ContractFeatures.features(of: script)).union(pairs) {
                reached[feature, default: 0] += 1
            }
            return true
        }
        let cases = report.casesRun
        return (reached, cases)
    }

    /// The share of `law`'s cases reaching `feature`.
    public func share(_ feature: String, _ law: String) -> Double { shares[feature]?[law] ?? 0 }

    /// The laws covering `feature` (share at least ``minimumShare``), largest share first.
    public func coveringLaws(_ feature: String) -> [(law: String, share: Double)] {
        laws.map { ($0, share(feature, $0)) }.filter { $0.1 >= Self.minimumShare }.sorted { $0.1 > $1.1 }
    }

    /// Features no targeted law covers, with the best share any law reaches.
    public var gaps: [(feature: String, best: Double)] {
        features.compactMap { feature in
            coveringLaws(feature).isEmpty ? (feature, laws.map { share(feature, $0) }.max() ?? 0) : nil
        }
    }
}
