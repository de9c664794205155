import Foundation

extension SuiteReport {
    /// Why reports cannot be merged, in one line that names the files.
    struct MergeRefusal: Error, Equatable, CustomStringConvertible {
        /// The one-line message.
        var message: String
        /// The message.
        var description: String { message }

        init(_ message: String) { self.message = message }
    }

    /// Joins the JSON reports of disjoint shards of one run into the report of the whole run.
    ///
    /// Each document is what `--format json` writes, named for messages. The reports must come
    /// from this suite version, with one engine, seed and case count, and no law may be in two of
    /// them; the merged report holds their laws in catalog order, each result as its shard
    /// reported it, so its counts are the sums of theirs.
    ///
    /// - Throws: ``MergeRefusal`` for a document that is not a report of a run, reports that do
    ///   not belong to one run, or a law reported twice.
    /// - Complexity: O(*n* log *n*) in the number of laws, after decoding.
    static func merging(_ documents: [(name: String, data: Data)]) throws(MergeRefusal) -> SuiteReport {
        var decoded: [(name: String, report: JSONReport)] = []
        for (name, data) in documents {
            guard let report = try? JSONDecoder().decode(JSONReport.self, from: data) else {
                throw MergeRefusal("'\(name)' is not a JSON report of a run (write one with --format json)")
            }
            decoded.append((name, report))
        }
        guard let first = decoded.first else { throw MergeRefusal("merge needs the JSON reports to merge") }
        try checkOneRun(first, decoded.dropFirst())
        var reportedBy: [String: Int] = [:]
        var results: [LawResult] = []
        for (index, (name, report)) in decoded.enumerated() {
            for entry in report.laws {
                guard let law = LawCatalog.law(entry.id) else {
                    throw MergeRefusal(
                        "'\(name)' reports law '\(entry.id)', which suite version \(SuiteVersion.current) does not have"
                    )
                }
                guard Self.statusWords.contains(entry.status) else {
                    throw MergeRefusal(
                        "'\(name)' reports \(entry.id) with the status '\(entry.status)', which no run writes")
                }
                if let earlier = reportedBy[entry.id] {
                    let both =
                        earlier == index ? "twice in '\(name)'" : "in both '\(decoded[earlier].name)' and '\(name)'"
                    throw MergeRefusal("cannot merge: \(entry.id) is \(both) (each law belongs to one shard)")
                }
                reportedBy[entry.id] = index
                results.append(LawResult(entry: entry, law: law))
            }
        }
        let position = Dictionary(uniqueKeysWithValues: LawCatalog.all.enumerated().map { ($0.element.id, $0.offset) })
        results.sort { position[$0.lawID, default: 0] < position[$1.lawID, default: 0] }
        return SuiteReport(
            engineName: first.report.engine, seed: first.report.seed, cases: first.report.cases, results: results,
            laws: results.compactMap { LawCatalog.law($0.lawID) })
    }

    /// The status words a run writes (``LawResult/statusWord``).
    static let statusWords: Set<String> = [
        "pass", "skip", "xfail", "XPASS", "FAIL", "FAIL (optional)", "INCONCLUSIVE", "INCONCLUSIVE (optional)",
    ]

    /// Refuses reports that are not shards of one run of this suite version: another version,
    /// engine, seed or case count than the first report's, or another version than this one.
    private static func checkOneRun(
        _ first: (name: String, report: JSONReport), _ others: ArraySlice<(name: String, report: JSONReport)>
    ) throws(MergeRefusal) {
        func differ(_ what: String, _ mine: String, _ other: (name: String, report: JSONReport), _ theirs: String)
            -> MergeRefusal
        {
            MergeRefusal(
                "cannot merge: '\(first.name)' is from \(what) \(mine), '\(other.name)' from \(what) \(theirs)")
        }
        let version = first.report.version ?? "unknown"
        for other in others {
            let otherVersion = other.report.version ?? "unknown"
            if otherVersion != version { throw differ("suite version", version, other, otherVersion) }
            if other.report.engine != first.report.engine {
                throw differ("engine", "'\(first.report.engine)'", other, "'\(other.report.engine)'")
            }
            if other.report.seed != first.report.seed {
                throw differ("seed", "\(first.report.seed)", other, "\(other.report.seed)")
            }
            if other.report.cases != first.report.cases {
                throw differ("a run of", "\(first.report.cases) cases per law", other, "\(other.report.cases)")
            }
        }
        guard version == SuiteVersion.current else {
            throw MergeRefusal(
                "cannot merge: the reports are from suite version \(version), this command is \(SuiteVersion.current) (merge with the version that ran them)"
            )
        }
    }
}
