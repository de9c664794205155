extension SuiteRunner {
    /// The laws a configuration selects, in catalog order.
    ///
    /// - Throws: ``RunError`` naming the first unknown ID.
    ///
    /// Each entry is a law ID (`TIME-1`), a family (`TIME`) or a glob with `*` (`CB-*`, `*-1`).
    /// Without IDs, a run over a technique implementation (``SuiteConfiguration/techniques``)
    /// selects the laws that judge the techniques (``Law/judgesTechniques``): the others draw no
    /// technique step, so they would only judge the engine again.
    public func selectedLaws(_ configuration: SuiteConfiguration) throws(RunError) -> [Law] {
        guard let patterns = configuration.lawIDs else {
            return configuration.techniques == nil ? catalog : catalog.filter(\.judgesTechniques)
        }
        var chosen: Set<String> = []
        for pattern in patterns {
            let matching = catalog.filter { Self.law($0, matches: pattern) }
            guard !matching.isEmpty else {
                throw RunError(
                    message:
                        "unknown law '\(pattern)' (see 'conformance list laws'; families and globs such as TIME or CB-* work too)"
                )
            }
            chosen.formUnion(matching.map(\.id))
        }
        return catalog.filter { chosen.contains($0.id) }
    }

    /// Whether `law` is named by `pattern`: its ID, its family, or a `*` glob over its ID.
    static func law(_ law: Law, matches pattern: String) -> Bool {
        if pattern == law.id || pattern == law.family { return true }
        guard pattern.contains("*") else { return false }
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        var rest = Substring(law.id)
        guard let first = parts.first, rest.hasPrefix(first) else { return false }
        rest = rest.dropFirst(first.count)
        for (index, part) in parts.enumerated().dropFirst() {
            if index == parts.count - 1 { return part.isEmpty || rest.hasSuffix(part) }
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.isEmpty
    }
}
