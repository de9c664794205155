import Foundation
import Generators
import MediaTiming
import PropertyTesting

/// Which targeted laws' scripts call each public method and initializer of the host and the
/// techniques (``PublicAPI``), and in what share of their cases; and what share of the grammar's
/// cases call each of those and each engine call (``GrammarAPICoverage``).
///
/// Each targeted law (every law but REF-1 and DET-1) runs its generated cases on the reference
/// engine, as ``CoverageMatrix`` does, with an ``APICallLog`` bound: the script driver notes each
/// entry at the site where it calls it, so an entry counts only when a case really called it.
public struct APICoverage: Sendable {
    /// The least share of a law's cases that must call an entry for the law to count.
    public static let minimumShare = CoverageMatrix.minimumShare

    /// Every entry, in catalog order.
    public let entries: [String]
    /// The targeted laws measured, in catalog order.
    public let laws: [String]
    /// `shares[entry][law]`: the share of the law's cases that called the entry (absent: 0).
    public let shares: [String: [String: Double]]
    /// What the grammar's cases call, when it was measured.
    public var grammar: GrammarAPICoverage?

    /// Whether every entry has a law and, when the grammar was measured, no entry is a grammar gap.
    public var isComplete: Bool { gaps.isEmpty && (grammar?.gaps.isEmpty ?? true) }

    /// Measures the catalog's targeted laws with `configuration`'s seed and case count and, unless
    /// `grammarCases` is `nil`, that many grammar cases with the same seed.
    public static func measure(
        configuration: SuiteConfiguration = SuiteConfiguration(cases: SuiteConfiguration.reportCases),
        catalog: [Law] = LawCatalog.all, entries: [String] = PublicAPI.entries,
        grammarCases: Int? = Grammar.reportCases
    ) -> APICoverage {
        let targeted = catalog.filter { !CoverageMatrix.backstops.contains($0.id) }
        let counts = SuiteRunner.parallelMap(targeted, width: configuration.parallelism) { law in
            measure(law, configuration: configuration)
        }
        var shares: [String: [String: Double]] = [:]
        for (law, (called, total)) in zip(targeted, counts) where total > 0 {
            for (entry, count) in called { shares[entry, default: [:]][law.id] = Double(count) / Double(total) }
        }
        var coverage = APICoverage(entries: entries, laws: targeted.map(\.id), shares: shares)
        coverage.grammar = grammarCases.map { GrammarAPICoverage.measure(cases: $0, seed: configuration.seed) }
        return coverage
    }

    /// How many of one law's cases call each entry, and how many cases ran.
    static func measure(_ law: Law, configuration: SuiteConfiguration) -> (called: [String: Int], cases: Int) {
        let log = APICallLog()
        let context = LawContext(
            engine: .reference(profile: .coreAnimation), reference: .reference(profile: .coreAnimation),
            tolerance: configuration.tolerance, derivesTolerance: configuration.derivesTolerance)
        var check = CheckConfiguration()
        check.cases = configuration.cases
        check.seed = configuration.seed(for: law.id)
        var called: [String: Int] = [:]
        // The same cases a suite run draws; the law's reference runs note their calls too, which
        // is right: they run the same script through the same driver.
        let report = APICallLog.$current.withValue(log) {
            PropertyTesting.check(law.ownGenerator(for: .all), configuration: check) { script in
                _ = log.drain()
                try? law.verify(script, in: context)
                for entry in log.drain() { called[entry, default: 0] += 1 }
                return true
            }
        }
        return (called, report.casesRun)
    }

    /// The share of `law`'s cases calling `entry`.
    public func share(_ entry: String, _ law: String) -> Double { shares[entry]?[law] ?? 0 }

    /// The laws calling `entry` in at least ``minimumShare`` of their cases, largest share first.
    public func callingLaws(_ entry: String) -> [(law: String, share: Double)] {
        laws.map { ($0, share(entry, $0)) }.filter { $0.1 >= Self.minimumShare }.sorted { $0.1 > $1.1 }
    }

    /// Entries no targeted law calls in at least ``minimumShare`` of its cases, with the best share.
    public var gaps: [(entry: String, best: Double)] {
        entries.compactMap { entry in
            callingLaws(entry).isEmpty ? (entry, laws.map { share(entry, $0) }.max() ?? 0) : nil
        }
    }

    /// The text of `conformance coverage --api`: one line per entry with its laws, then the gaps,
    /// then the grammar's section when it was measured.
    public func textReport() -> String {
        let width = (entries.map(\.count).max() ?? 0) + 2
        var lines = [
            "public API".padding(toLength: width, withPad: " ", startingAt: 0)
                + "targeted laws whose scripts call it (share of their cases, at least 5 %)"
        ]
        for entry in entries {
            let laws = callingLaws(entry).map { "\($0.law) \(CoverageMatrix.percent($0.share))" }
            lines.append(
                entry.padding(toLength: width, withPad: " ", startingAt: 0)
                    + (laws.isEmpty ? "— NO LAW" : laws.joined(separator: ", ")))
        }
        lines.append("")
        let gaps = self.gaps
        lines.append(
            "api coverage: \(entries.count - gaps.count) of \(entries.count) public methods and initializers called by a targeted law in at least 5 % of its cases"
        )
        for gap in gaps { lines.append("  no law: \(gap.entry) (best share \(CoverageMatrix.percent(gap.best)))") }
        let laws = lines.joined(separator: "\n") + "\n"
        return grammar.map { laws + "\n" + $0.textReport() } ?? laws
    }
}
