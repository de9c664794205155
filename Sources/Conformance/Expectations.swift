import Foundation

/// Known failures of an engine, kept outside the laws: law ID → reason.
///
/// The file format is one expectation per line, `LAW-ID: reason`; blank lines and lines starting
/// with `#` are ignored.
public struct Expectations: Sendable, Equatable {
    /// The reason each listed law is expected to fail.
    public var reasons: [String: String]

    /// Creates expectations from a dictionary.
    public init(_ reasons: [String: String] = [:]) { self.reasons = reasons }

    /// An error in an expectations file, with its line number.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The 1-based line number.
        public var line: Int
        /// What is wrong.
        public var problem: String
        /// Creates a parse error.
        public init(line: Int, problem: String) {
            self.line = line
            self.problem = problem
        }
        /// A one-line description.
        public var description: String { "expectations line \(line): \(problem)" }
    }

    /// Parses the text of an expectations file.
    ///
    /// - Throws: ``ParseError`` for a line without a colon, an empty ID or reason, or a repeated ID.
    public init(parsing text: String) throws(ParseError) {
        var reasons: [String: String] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw ParseError(line: index + 1, problem: "expected 'LAW-ID: reason'")
            }
            let id = line[..<colon].trimmingCharacters(in: .whitespaces)
            let reason = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !id.isEmpty, !reason.isEmpty else {
                throw ParseError(line: index + 1, problem: "both a law ID and a reason are needed")
            }
            guard reasons[id] == nil else { throw ParseError(line: index + 1, problem: "\(id) is listed twice") }
            reasons[id] = reason
        }
        self.reasons = reasons
    }
}
