import Foundation
import MediaTiming
import Testing

/// SEMANTICS.md's open points and `TimingProfile` stay in step: every rule that says "open" has a
/// row in the "Open points" section, and every option a row names is a property of the profile,
/// with its values in declaration order (the default first).
@Suite struct SemanticsOpenPointsTests {
    /// The section that lists the open points.
    static let sectionTitle = "Open points"

    /// One row of the open-points table.
    struct Row {
        var labels: [String]
        var reading: String
        var laws: String
    }

    /// The rows of the open-points table of `text`.
    static func rows(_ text: String) -> [Row] {
        SemanticsDocument.paragraphs(text)
            .filter { $0.sectionTitle == sectionTitle }
            .flatMap { paragraph in paragraph.lines.filter { $0.hasPrefix("| §") } }
            .compactMap { row -> Row? in
                let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 4 else { return nil }
                return Row(labels: matches(#"§\d+\.\d+"#, in: cells[0]), reading: cells[2], laws: cells[3])
            }
    }

    /// Every match of `pattern` in `text`.
    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: match.numberOfRanges > 1 ? 1 : 0), in: text).map { String(text[$0]) }
        }
    }

    /// Whether `text` uses the word "open" (as in "**open**" or "(INFERRED, open)"; not "open-source").
    static func saysOpen(_ text: String) -> Bool {
        !matches(#"(?<![\w-])open(?![\w-])"#, in: text).isEmpty
    }

    /// The profile's options: each property's name and its enum's cases, the default first.
    static func options() -> [String: [String]] {
        let profile = TimingProfile()
        var options: [String: [String]] = [:]
        for child in Mirror(reflecting: profile).children {
            guard let name = child.label else { continue }
            let current = String(describing: child.value)
            var cases: [String] = []
            if let iterable = type(of: child.value) as? any CaseIterable.Type {
                cases = (iterable.allCases as any Collection).map { String(describing: $0) }
            }
            // The default leads: the reading the reference engine and the oracles take.
            options[name] = [current] + cases.filter { $0 != current }
        }
        return options
    }

    /// What is wrong with the open points of `text`, one line per problem.
    static func problems(in text: String) -> [String] {
        var problems: [String] = []
        let rows = rows(text)
        if rows.isEmpty { problems.append("no \"\(sectionTitle)\" table") }
        let listed = Set(rows.flatMap(\.labels))
        for paragraph in SemanticsDocument.paragraphs(text)
        where paragraph.section != nil && paragraph.sectionTitle != sectionTitle {
            guard saysOpen(paragraph.text) else { continue }
            guard let label = paragraph.label else {
                problems.append("a paragraph outside the numbered rules says open: \(paragraph.text.prefix(80))…")
                continue
            }
            if !listed.contains(label) {
                problems.append("\(label) says open but the open points list no entry for it")
            }
        }
        let options = options()
        var named: Set<String> = []
        for row in rows {
            let label = row.labels.joined(separator: ", ")
            if row.laws.isEmpty { problems.append("\(label): no laws named") }
            if row.reading.contains("not asserted") { continue }
            let tokens = matches("`([^`]+)`", in: row.reading)
            guard let name = tokens.first else {
                problems.append("\(label): neither a TimingProfile option nor \"not asserted\": \(row.reading)")
                continue
            }
            guard let cases = options[name] else {
                problems.append("\(label): `\(name)` is not a property of TimingProfile")
                continue
            }
            named.insert(name)
            if Array(tokens.dropFirst()) != cases {
                problems.append(
                    "\(label): `\(name)` lists \(tokens.dropFirst().joined(separator: ", ")), the profile has \(cases.joined(separator: ", ")) (default first)"
                )
            }
            if cases.count < 2 { problems.append("\(label): `\(name)` is not an enum with an alternative") }
        }
        for name in options.keys.sorted() where !named.contains(name) {
            problems.append("TimingProfile.\(name) has no row in the open points")
        }
        return problems
    }

    @Test func everyOpenPointIsListedWithARealOption() throws {
        let problems = Self.problems(in: try SemanticsDocument.text())
        #expect(
            problems.isEmpty,
            "SEMANTICS.md §9 (\(Self.sectionTitle)) is out of step:\n\(problems.joined(separator: "\n"))")
    }

    @Test func theCheckSeesAMissingEntryAndAWrongOption() throws {
        let text = try SemanticsDocument.text()
        // The rows the document has, found by the rules they list.
        let row36 = try #require(text.split(separator: "\n").first { $0.hasPrefix("| §3.6 |") })
        let withoutRow = text.replacingOccurrences(of: row36 + "\n", with: "")
        #expect(Self.problems(in: withoutRow).contains("§3.6 says open but the open points list no entry for it"))
        let renamed = text.replacingOccurrences(of: "`iterationWrap`:", with: "`iterationWrapping`:")
        #expect(
            Self.problems(in: renamed).contains {
                $0.contains("`iterationWrapping` is not a property of TimingProfile")
            })
        #expect(Self.problems(in: renamed).contains("TimingProfile.iterationWrap has no row in the open points"))
        // A rule that starts saying open needs a row too.
        let newOpenRule = text.replacingOccurrences(
            of: "rc = 1.5 ends at p = 0.5 (DOC guide, DIAGRAM).",
            with: "rc = 1.5 ends at p = 0.5 (DOC guide, DIAGRAM, **open**).")
        #expect(newOpenRule != text)
        #expect(Self.problems(in: newOpenRule) == ["§4.2 says open but the open points list no entry for it"])
    }
}
