extension CommandLineOptions {
    /// One of N shares of a run's laws (`--shard K/N`), so a CI matrix can split a run across jobs.
    ///
    /// A shard takes the selected laws in order of their IDs and keeps every Nth of them, starting
    /// at the Kth: which laws a shard runs depends on the selection and on N only, never on the
    /// order in which `--laws` names them, and the N shards of a selection are disjoint, cover it,
    /// and differ in size by at most one law. Every law draws from a seed of its own (see
    /// ``SuiteConfiguration/seed(for:)``), so a law finds the same cases in its shard as in a whole
    /// run, and `conformance merge` of the N JSON reports gives the whole run's report.
    ///
    /// ```
    /// selected, by ID:  CB-1  CB-2  REF-1  TIME-1  TIME-2
    /// --shard 1/2:      CB-1        REF-1          TIME-2
    /// --shard 2/2:            CB-2         TIME-1
    /// ```
    public struct Shard: Equatable, Sendable, CustomStringConvertible {
        /// Which share, from 1 to ``count``.
        public let index: Int
        /// How many shares the run is split into.
        public let count: Int

        /// The largest `N` accepted: more shards than laws in the catalog would only run empty ones.
        public static let maximumCount = 1000

        /// Creates the `index`th of `count` shards.
        ///
        /// - Precondition: `1 <= index <= count <= Shard.maximumCount`.
        public init(_ index: Int, of count: Int) {
            precondition(
                1 <= index && index <= count && count <= Self.maximumCount,
                "a shard is K/N with 1 ≤ K ≤ N ≤ \(Self.maximumCount)")
            self.index = index
            self.count = count
        }

        /// Reads `K/N` as `--shard` takes it: two decimal numbers with 1 ≤ K ≤ N ≤ 1000.
        ///
        /// - Throws: ``CommandLineOptions/UsageError`` naming what is wrong with `text`.
        public init(parsing text: String) throws(UsageError) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            let numbers = parts.map { part -> Int? in
                // Digits only: `+1`, ` 1` or `0x1` are not shard numbers, whatever Int(_:) accepts.
                guard !part.isEmpty, part.count <= 4, part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
                return Int(part)
            }
            guard numbers.count == 2, let index = numbers[0], let count = numbers[1] else {
                throw UsageError("--shard needs K/N, two whole numbers such as 1/4, got '\(text)'")
            }
            guard count >= 1, count <= Self.maximumCount else {
                throw UsageError("--shard K/N needs N from 1 to \(Self.maximumCount), got '\(text)'")
            }
            guard index >= 1, index <= count else {
                throw UsageError("--shard K/N needs K from 1 to N, got '\(text)'")
            }
            self.init(index, of: count)
        }

        /// `K/N`, as `--shard` takes it.
        public var description: String { "\(index)/\(count)" }

        /// This shard's share of `laws`: in order of ID, every ``count``th law from the ``index``th.
        ///
        /// - Complexity: O(*n* log *n*), where *n* is the number of laws.
        public func laws(of laws: [Law]) -> [Law] {
            let kept = Set(ids(of: laws.map(\.id)))
            // In the order given (the catalog's, from a run), so a shard's report reads as the run's.
            return laws.filter { kept.contains($0.id) }
        }

        /// This shard's share of `ids`, in order of ID.
        public func ids(of ids: [String]) -> [String] {
            Set(ids).sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
        }
    }
}
