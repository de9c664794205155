import PropertyTesting

/// The label distribution of generated scripts, as a property check would see it.
public enum GeneratorStatistics {
    /// The labels of `count` scripts drawn from `options` with `seed`, sizes ramping as in a check.
    public static func distribution(_ options: ScriptOptions, count: Int, seed: UInt64) -> LabelDistribution {
        let configuration = CheckConfiguration(seed: seed, cases: max(1, count))
        return check(ScriptGenerators.script(options), configuration: configuration) { _ in true }.labels
    }

    /// One line per label category, `category: value count (percent %), …`, categories sorted,
    /// values most frequent first.
    public static func format(_ distribution: LabelDistribution) -> String {
        format(counts: distribution.counts, cases: distribution.cases)
    }

    /// One line per label category for `counts` of labels over `cases` scripts; see ``format(_:)``.
    public static func format(counts: [String: Int], cases: Int) -> String {
        var categories: [String: [(value: String, count: Int)]] = [:]
        for (name, count) in counts {
            let parts = name.split(separator: "=", maxSplits: 1).map(String.init)
            let (category, value) = parts.count == 2 ? (parts[0], parts[1]) : ("other", name)
            categories[category, default: []].append((value, count))
        }
        let width = categories.keys.map(\.count).max() ?? 0
        return categories.keys.sorted().map { category in
            let values = categories[category, default: []].sorted {
                $0.count != $1.count ? $0.count > $1.count : $0.value < $1.value
            }
            let cells = values.map { "\($0.value) \($0.count) (\(percent($0.count, of: cases)) %)" }
            return category.padding(toLength: width) + "  " + cells.joined(separator: ", ")
        }.joined(separator: "\n")
    }

    private static func percent(_ count: Int, of total: Int) -> String {
        guard total > 0 else { return "0.0" }
        return String((Double(count) * 1000 / Double(total)).rounded() / 10)
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
