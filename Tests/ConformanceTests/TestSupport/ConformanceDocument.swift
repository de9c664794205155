import Foundation
import Testing

/// CONFORMANCE.md, read by the tests that keep its generated sections in step with the code.
enum ConformanceDocument {
    /// The text between `begin` and `end`, trimmed.
    static func section(begin: String, end: String) throws -> String {
        let root = PackageRoot.url()
        let text = try String(contentsOf: root.appendingPathComponent("CONFORMANCE.md"), encoding: .utf8)
        let start = try #require(text.range(of: begin))
        let stop = try #require(text.range(of: end))
        return String(text[start.upperBound..<stop.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
