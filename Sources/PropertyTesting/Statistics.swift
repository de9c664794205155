/// Records a label for the current test case, for the run's distribution summary.
///
/// Call it from inside a generator or a property while ``check(_:configuration:_:)`` runs; outside
/// a run it does nothing. Each label counts at most once per case.
public func label(_ name: String) {
    _StatisticsCollector.current?.label(name)
}

/// Requires that `condition` holds in at least `percent` % of the cases of the run.
///
/// Call it from inside the property once per case. When every case passes but some `cover`
/// label's condition held in fewer cases than required, the run's outcome is
/// ``CheckOutcome/coverageInsufficient(_:)``. The label also appears in the distribution summary.
public func cover(_ percent: Double, _ condition: Bool, _ label: String) {
    _StatisticsCollector.current?.cover(percent, condition, label)
}

/// One `cover` requirement that the run did not meet.
public struct CoverageShortfall: Equatable, Sendable, CustomStringConvertible {
    /// The requirement's label.
    public var label: String
    /// The required share of cases, in percent.
    public var requiredPercent: Double
    /// The measured share of cases, in percent.
    public var actualPercent: Double

    /// A one-line explanation for people.
    public var description: String {
        "cover '\(label)': \(formatPercent(actualPercent)) % of cases, required \(formatPercent(requiredPercent)) %"
    }
}

private func formatPercent(_ value: Double) -> String {
    let tenths = (value * 10).rounded() / 10
    return String(tenths)
}

/// How often each label occurred over a run's cases.
public struct LabelDistribution: Equatable, Sendable, CustomStringConvertible {
    /// The number of cases that carried each label.
    public var counts: [String: Int]
    /// The number of cases observed.
    public var cases: Int

    /// The share of cases, in percent, that carried `label`.
    public func percent(_ label: String) -> Double {
        cases == 0 ? 0 : Double(counts[label, default: 0]) * 100 / Double(cases)
    }

    /// One line per label, most frequent first: `  42.0 % label`.
    public var description: String {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\(formatPercent(percent($0.key))) % \($0.key)" }
            .joined(separator: "\n")
    }
}

/// Collects labels and coverage hits for one run; bound to the running task while cases run.
///
/// It is `@unchecked Sendable` only to be stored in a task local: a run is single-threaded and the
/// collector never leaves it.
final class _StatisticsCollector: @unchecked Sendable {
    @TaskLocal static var current: _StatisticsCollector?

    var caseLabels: Set<String> = []
    var caseCover: [String: (percent: Double, hit: Bool)] = [:]
    var counts: [String: Int] = [:]
    var coverHits: [String: Int] = [:]
    var coverRequired: [String: Double] = [:]
    var cases = 0
    var recording = true

    func label(_ name: String) {
        if recording { caseLabels.insert(name) }
    }

    func cover(_ percent: Double, _ condition: Bool, _ label: String) {
        guard recording else { return }
        let hit = caseCover[label]?.hit ?? false
        caseCover[label] = (percent, hit || condition)
        if condition { caseLabels.insert(label) }
    }

    func beginCase() {
        caseLabels.removeAll(keepingCapacity: true)
        caseCover.removeAll(keepingCapacity: true)
    }

    func commitCase() {
        cases += 1
        for name in caseLabels { counts[name, default: 0] += 1 }
        for (name, entry) in caseCover {
            coverRequired[name] = Swift.max(coverRequired[name] ?? 0, entry.percent)
            if entry.hit { coverHits[name, default: 0] += 1 }
        }
    }

    var distribution: LabelDistribution { LabelDistribution(counts: counts, cases: cases) }

    var shortfalls: [CoverageShortfall] {
        coverRequired.keys.sorted().compactMap { name in
            let required = coverRequired[name] ?? 0
            let actual = cases == 0 ? 0 : Double(coverHits[name, default: 0]) * 100 / Double(cases)
            return actual < required
                ? CoverageShortfall(label: name, requiredPercent: required, actualPercent: actual) : nil
        }
    }
}
