/// Every clause of the contract's documentation and of SEMANTICS.md that states behaviour, with
/// the laws that check it (`conformance clauses`, and CONFORMANCE.md's "Clauses" table).
///
/// The catalog holds every numbered rule of SEMANTICS.md, every requirement of `TimingEngine`
/// (a refusal it documents as a clause of its own), the value types' behavioural documentation,
/// and the host's and techniques' documentation where the suite's scripts drive it. Tests keep it
/// complete: a SEMANTICS rule or a `TimingEngine` requirement without a clause fails, as does a
/// clause that names no law, a law that does not exist, only a backstop without a reason, or a
/// law that no clause names.
///
/// To add a clause, add it to the file of its origin (`ClauseCatalog+Engine.swift`, …) with the
/// laws whose checks observe what it says; regenerate the table with
/// `swift run conformance clauses --markdown`.
public enum ClauseCatalog {
    /// Every clause, SEMANTICS.md first, then the engine, the value types, the host and the techniques.
    public static let all: [Clause] = semantics + engine + values + host + techniques

    /// The clause with `id`, or `nil`.
    public static func clause(_ id: String) -> Clause? { all.first { $0.id == id } }

    /// The clauses that name `law`.
    public static func clauses(checkedBy law: String) -> [Clause] { all.filter { $0.laws.contains(law) } }

    /// What is wrong with `clauses` against `laws`, one line per problem; empty when every clause
    /// names an existing law and every law is named by a clause.
    public static func problems(_ clauses: [Clause] = all, laws: [Law] = LawCatalog.all) -> [String] {
        var problems: [String] = []
        let known = Set(laws.map(\.id))
        var seen: Set<String> = []
        for clause in clauses {
            if !seen.insert(clause.id).inserted { problems.append("\(clause.id): listed twice") }
            if clause.laws.isEmpty { problems.append("\(clause.id): names no law") }
            for law in clause.laws where !known.contains(law) {
                problems.append("\(clause.id): names \(law), which is not a law of the catalog")
            }
            if !clause.laws.isEmpty, clause.laws.allSatisfy(Clause.backstops.contains), clause.note == nil {
                problems.append(
                    "\(clause.id): names only a backstop (\(clause.laws.joined(separator: ", "))) and no reason")
            }
        }
        let named = Set(clauses.flatMap(\.laws))
        for law in laws where !named.contains(law.id) {
            problems.append("\(law.id): named by no clause")
        }
        return problems
    }
}
