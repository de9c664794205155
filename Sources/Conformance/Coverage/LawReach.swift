/// Each targeted law's relevant features (``LawRelevance``) against the share of that law's own
/// cases that reach each: reach per law, where ``CoverageMatrix`` counts reach over all laws.
///
/// A feature counts for a law only when the law's own generated cases reach it in at least
/// ``CoverageMatrix/minimumShare`` of them: another law reaching it checks another rule.
public struct LawReach: Sendable {
    /// One relevant feature of one law and the share of the law's cases reaching it.
    public struct Row: Sendable, Equatable {
        /// The law's ID.
        public var law: String
        /// The feature's name.
        public var feature: String
        /// The share of the law's cases that reach it, 0 to 1.
        public var share: Double

        /// Whether the share is under ``CoverageMatrix/minimumShare``.
        public var isGap: Bool { share < CoverageMatrix.minimumShare }
    }

    /// The targeted laws, in catalog order.
    public let laws: [String]
    /// Each law's rows, in its declaration's order.
    public let rows: [String: [Row]]
    /// Cases run per law.
    public let cases: [String: Int]

    /// Reads each measured law's relevant features off `matrix`, which must have measured every
    /// feature the declarations name (``CoverageMatrix/allFeatures`` does).
    public init(matrix: CoverageMatrix, relevance: [String: LawRelevance.Entry] = LawRelevance.declared) {
        laws = matrix.laws
        cases = matrix.cases
        var rows: [String: [Row]] = [:]
        for law in matrix.laws {
            rows[law] = (relevance[law]?.features ?? []).map {
                Row(law: law, feature: $0, share: matrix.share($0, law))
            }
        }
        self.rows = rows
    }

    /// Measures the catalog's targeted laws, as ``CoverageMatrix/measure(configuration:catalog:features:)``
    /// does, and reads off each law's relevant features.
    public static func measure(
        configuration: SuiteConfiguration = SuiteConfiguration(cases: SuiteConfiguration.reportCases),
        catalog: [Law] = LawCatalog.all
    ) -> LawReach {
        LawReach(matrix: CoverageMatrix.measure(configuration: configuration, catalog: catalog))
    }

    /// The rows under the minimum share, law by law in catalog order.
    public var gaps: [Row] { laws.flatMap { rows[$0] ?? [] }.filter(\.isGap) }

    /// How many relevant features there are over all laws.
    public var count: Int { laws.reduce(0) { $0 + (rows[$1]?.count ?? 0) } }
}
