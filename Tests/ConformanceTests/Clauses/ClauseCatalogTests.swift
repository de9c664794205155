import Foundation
import Testing

@testable import Conformance

/// The clause catalog is complete and in step: every clause names an existing law, every law is
/// named by a clause, every numbered rule of SEMANTICS.md and every requirement of `TimingEngine`
/// has a clause, and CONFORMANCE.md shows the catalog's table.
@Suite struct ClauseCatalogTests {
    @Test func everyClauseNamesALawAndEveryLawAClause() {
        #expect(ClauseCatalog.problems() == [])
        #expect(ClauseCatalog.all.allSatisfy { !$0.laws.isEmpty })
        let named = Set(ClauseCatalog.all.flatMap(\.laws))
        #expect(LawCatalog.all.map(\.id).filter { !named.contains($0) } == [])
    }

    @Test func theProblemsNameAClauseWithoutALawAndALawWithoutAClause() throws {
        let time1 = try #require(LawCatalog.law("TIME-1"))
        let time2 = try #require(LawCatalog.law("TIME-2"))
        let clauses = [
            Clause("A", .engine, "checked", laws: ["TIME-1"]),
            Clause("B", .engine, "unchecked", laws: []),
            Clause("C", .engine, "a law that is not there", laws: ["TIME-1", "NOPE-9"]),
            Clause("D", .engine, "a backstop alone", laws: ["REF-1"]),
            Clause("E", .engine, "a backstop alone, with a reason", laws: ["REF-1"], note: "nothing else can"),
            Clause("A", .engine, "twice", laws: ["TIME-1"]),
        ]
        let reference = try #require(LawCatalog.law("REF-1"))
        #expect(
            ClauseCatalog.problems(clauses, laws: [time1, time2, reference]) == [
                "B: names no law", "C: names NOPE-9, which is not a law of the catalog",
                "D: names only a backstop (REF-1) and no reason", "A: listed twice", "TIME-2: named by no clause",
            ])
        // The report says so, and `clauses` would exit 1.
        let report = ClauseCatalog.textReport(clauses, laws: [time1, time2, reference])
        #expect(report.contains("B  ") && report.contains("— NO LAW"))
        #expect(report.contains("clauses: 5 of 6 checked by a law; 5 problem(s)"))
    }

    @Test func everyNumberedRuleOfSemanticsHasAClause() throws {
        let rules = SemanticsDocument.paragraphs(try SemanticsDocument.text()).compactMap(\.label)
        // §1 has five rules and §10 three: the parse reads the whole document.
        #expect(rules.filter { $0.hasPrefix("§1.") }.count == 5)
        #expect(rules.filter { $0.hasPrefix("§10.") }.count == 3)
        let ids = Set(ClauseCatalog.all.map(\.id))
        #expect(rules.filter { !ids.contains("SEMANTICS \($0)") } == [], "rules without a clause")
        let listed = ClauseCatalog.all.filter { $0.origin == .semantics }.map(\.id)
        #expect(listed.filter { !rules.map { "SEMANTICS \($0)" }.contains($0) } == [], "clauses of no rule")
    }

    @Test func everyRequirementOfTimingEngineHasAClause() throws {
        let requirements = try Self.timingEngineRequirements()
        // The protocol's calls as written today, counted by hand: 4 properties and 21 methods.
        #expect(requirements.count == 25)
        #expect(requirements.contains("transactionAnimationDuration") && requirements.contains("render"))
        let ids = ClauseCatalog.all.filter { $0.origin == .engine }.map(\.id)
        let missing = requirements.filter { name in
            !ids.contains { $0 == "TimingEngine.\(name)" || $0.hasPrefix("TimingEngine.\(name).") }
        }
        #expect(missing == [], "requirements without a clause")
    }

    @Test func conformanceDocumentShowsTheCatalog() throws {
        let section = try ConformanceDocument.section(
            begin: ClauseCatalog.markdownMarkers.begin, end: ClauseCatalog.markdownMarkers.end)
        #expect(section == ClauseCatalog.markdown().trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The names of the `func` and `var` requirements of the `TimingEngine` protocol, read from its source.
    static func timingEngineRequirements() throws -> [String] {
        let url = PackageRoot.url().appendingPathComponent("Sources/MediaTiming/TimingEngine.swift")
        let lines = try String(contentsOf: url, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("public protocol TimingEngine") })
        let end = try #require(lines[start...].firstIndex { $0 == "}" })
        let expression = try NSRegularExpression(pattern: #"^\s+(?:func|var)\s+(\w+)"#)
        return lines[start..<end].compactMap { line in
            let text = String(line)
            let range = NSRange(text.startIndex..., in: text)
            guard let match = expression.firstMatch(in: text, range: range),
                let name = Range(match.range(at: 1), in: text)
            else { return nil }
            return String(text[name])
        }
    }
}

/// `clauses` prints the catalog, its Markdown with `--markdown`, and refuses other arguments.
@Suite struct ClausesCommandTests {
    @Test func theCommandListsEveryClauseAndASummary() {
        let run = SuiteCommandDispatchTests.run(["clauses"])
        #expect(run.status == 0 && run.errors.isEmpty)
        let lines = run.output.split(separator: "\n")
        // A header, one line per clause, then the summary line.
        #expect(lines.count == ClauseCatalog.all.count + 2)
        #expect(lines.contains { $0.hasPrefix("SEMANTICS §2.5 ") && $0.contains("TRANS-1") })
        #expect(run.output.hasSuffix("checked by a law; every law checks a clause\n"))
    }

    @Test func markdownIsTheTable() {
        let run = SuiteCommandDispatchTests.run(["clauses", "--markdown"])
        #expect(run.status == 0 && run.output == ClauseCatalog.markdown())
    }

    @Test(arguments: [["clauses", "--cases", "3"], ["clauses", "--markdown", "--markdown"], ["clauses", "laws"]])
    func aBadArgumentIsOneLineAndExitTwo(_ arguments: [String]) {
        let run = SuiteCommandDispatchTests.run(arguments)
        #expect(run.status == 2 && run.output.isEmpty && run.errors.count == 1)
        #expect(run.errors.first?.contains("for clauses") == true)
    }
}
