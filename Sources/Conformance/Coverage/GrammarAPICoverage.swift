import Foundation
import Generators
import MediaTiming
import PropertyTesting
import ReferenceEngine

/// Which public API entries the grammar's cases call, and in what share of them: every engine
/// call, host call and technique call (``PublicAPI/everyEntry``), reentrant calls included.
///
/// Each case's script runs on the reference engine wrapped in an ``APIRecordingEngine``, with an
/// ``APICallLog`` bound: the driver notes the host and technique calls where it makes them and the
/// wrapper notes every call the engine receives while a step runs, from the driver, the host, a
/// technique or a reentry fired by a callback. The driver's reads after each step are not counted
/// (``APICallLog/isObserving``). An entry called in fewer than ``minimumShare`` of the cases is a gap.
public struct GrammarAPICoverage: Sendable {
    /// The least share of the grammar's cases that must call an entry.
    public static let minimumShare = APICoverage.minimumShare

    /// Every entry measured, in catalog order.
    public let entries: [String]
    /// The cases run.
    public let cases: Int
    /// The seed the cases were drawn with.
    public let seed: UInt64
    /// Per entry, the cases whose run called it (absent: none).
    public let counts: [String: Int]

    /// Measures `cases` grammar cases drawn with `seed` (sizes ramping as in a check), with the
    /// swarm each case draws or, given `swarm`, that one in every case, and technique steps of `variant`.
    public static func measure(
        cases: Int = Grammar.reportCases, seed: UInt64 = SuiteConfiguration.defaultSeed, swarm: GrammarSwarm? = nil,
        variant: String = "correct", entries: [String] = PublicAPI.everyEntry
    ) -> GrammarAPICoverage {
        let log = APICallLog()
        var counts: [String: Int] = [:]
        let configuration = CheckConfiguration(seed: seed, cases: max(1, cases))
        let report = APICallLog.$current.withValue(log) {
            check(Grammar.scripts(variant: variant, swarm: swarm), configuration: configuration) { script in
                _ = log.drain()
                _ = ScriptDriver.run(script, on: APIRecordingEngine(ReferenceEngine(), log: log))
                for entry in log.drain() { counts[entry, default: 0] += 1 }
                return true
            }
        }
        return GrammarAPICoverage(entries: entries, cases: report.casesRun, seed: seed, counts: counts)
    }

    /// The share of the cases calling `entry`.
    public func share(_ entry: String) -> Double {
        cases == 0 ? 0 : Double(counts[entry] ?? 0) / Double(cases)
    }

    /// The share of the cases calling `entry` in percent, to one decimal: a share just under the
    /// bar must not print as the bar.
    func percent(_ entry: String) -> Double { (share(entry) * 1000).rounded(.down) / 10 }

    /// The entries the cases call at all, in catalog order.
    public var reached: [String] { entries.filter { (counts[$0] ?? 0) > 0 } }

    /// The entries called in fewer than ``minimumShare`` of the cases, with their share.
    public var gaps: [(entry: String, share: Double)] {
        entries.compactMap { share($0) < Self.minimumShare ? ($0, share($0)) : nil }
    }

    /// The report's section: one line per entry with its share (gaps marked), then the count.
    public func textReport() -> String {
        let width = (entries.map(\.count).max() ?? 0) + 2
        var lines = [
            "grammar: share of \(cases) grammar cases (seed \(seed)) whose run calls each entry, reentrant calls included; a gap: under 5 %"
        ]
        for entry in entries {
            let count = counts[entry] ?? 0
            lines.append(
                (share(entry) < Self.minimumShare ? "GAP " : "    ")
                    + entry.padding(toLength: width, withPad: " ", startingAt: 0) + "\(count) (\(percent(entry)) %)")
        }
        lines.append("")
        let gaps = self.gaps
        lines.append(
            "grammar api coverage: \(entries.count - gaps.count) of \(entries.count) engine, host and technique entries called in at least 5 % of the grammar's cases"
        )
        for gap in gaps { lines.append("  grammar gap: \(gap.entry) (\(percent(gap.entry)) %)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
