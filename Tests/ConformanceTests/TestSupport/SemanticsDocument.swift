import Foundation

/// SEMANTICS.md, read by the tests that keep its open points in step with `TimingProfile`.
enum SemanticsDocument {
    /// One paragraph of the document: a numbered rule with its indented continuation lines, or a
    /// block of other lines up to a blank line or a heading.
    struct Paragraph {
        /// The numbered section it sits in (`## 3. …` gives 3), or `nil` before the first one.
        var section: Int?
        /// The section's title.
        var sectionTitle: String
        /// The rule's number within its section, or `nil` for a paragraph that is not a rule.
        var rule: Int?
        /// The paragraph's lines, as written.
        var lines: [String]

        /// The paragraph's lines, trimmed and joined by spaces.
        var text: String { lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }

        /// `§S.R` for a numbered rule.
        var label: String? { section.flatMap { section in rule.map { "§\(section).\($0)" } } }
    }

    /// The document's text.
    static func text() throws -> String {
        try String(contentsOf: PackageRoot.url().appendingPathComponent("SEMANTICS.md"), encoding: .utf8)
    }

    /// The paragraphs of `text`, in order.
    static func paragraphs(_ text: String) -> [Paragraph] {
        var paragraphs: [Paragraph] = []
        var section: Int?
        var title = ""
        var current: Paragraph?
        func close() {
            if let paragraph = current { paragraphs.append(paragraph) }
            current = nil
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## ") {
                close()
                let heading = line.dropFirst(3)
                let number = heading.prefix { $0.isNumber }
                section = Int(number)
                title = String(heading.dropFirst(number.count)).trimmingCharacters(in: CharacterSet(charactersIn: ". "))
                continue
            }
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                close()
                continue
            }
            let number = line.prefix { $0.isNumber }
            if !number.isEmpty, line.dropFirst(number.count).hasPrefix(". ") {
                close()
                current = Paragraph(section: section, sectionTitle: title, rule: Int(number), lines: [line])
            } else if current != nil, current?.rule == nil || line.hasPrefix("   ") {
                current?.lines.append(line)
            } else {
                close()
                current = Paragraph(section: section, sectionTitle: title, rule: nil, lines: [line])
            }
        }
        close()
        return paragraphs
    }
}
