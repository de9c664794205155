import Foundation

/// Known failures of an engine, kept outside the laws.
///
/// The file format is one expectation per line: `LAW-ID: reason` expects every failure of the law;
/// `LAW-ID [text]: reason` expects only failures whose signature (``FailureSignature``, shown in
/// every failure report) contains `text`, so a known divergence does not hide a new one. Blank
/// lines and lines starting with `#` are ignored.
public struct Expectations: Sendable, Equatable, Codable {
    /// An expectation limited to failures whose signature contains ``pattern``.
    public struct SignatureExpectation: Sendable, Equatable, Codable {
        /// Text the failure's signature must contain.
        public var pattern: String
        /// Why the failure is expected.
        public var reason: String

        /// Creates a signature expectation.
        public init(pattern: String, reason: String) {
            self.pattern = pattern
            self.reason = reason
        }
    }

    /// The reason each law listed without a signature is expected to fail.
    public var reasons: [String: String]
    /// Expectations limited to signatures, per law.
    public var signatures: [String: [SignatureExpectation]]

    /// Creates expectations from dictionaries.
    public init(_ reasons: [String: String] = [:], signatures: [String: [SignatureExpectation]] = [:]) {
        self.reasons = reasons
        self.signatures = signatures
    }

    /// Every law with some expectation.
    public var lawIDs: Set<String> { Set(reasons.keys).union(signatures.keys) }

    /// The reason a failure of `lawID` with `signature` is expected, or `nil` when it is not.
    public func reason(for lawID: String, signature: String) -> String? {
        if let reason = reasons[lawID] { return reason }
        return signatures[lawID]?.first { signature.contains($0.pattern) }?.reason
    }

    /// The reason given for `lawID` at all (for a law that passed although listed).
    public func anyReason(for lawID: String) -> String? {
        reasons[lawID] ?? signatures[lawID]?.map(\.reason).joined(separator: "; ")
    }

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

    /// Parses the text of an expectations file (LF, CRLF or CR line endings).
    ///
    /// - Throws: ``ParseError`` for a line without a colon, an empty ID, signature or reason, or a
    ///   repeated ID or signature.
    public init(parsing text: String) throws(ParseError) {
        var reasons: [String: String] = [:]
        var signatures: [String: [SignatureExpectation]] = [:]
        // `isNewline` splits at LF, CR and CRLF alike (CRLF is one Character), so a file saved on
        // Windows keeps no carriage return in its reasons; a byte-order mark is not part of an ID.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, rawLine) in lines.enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            var head = Substring(line)
            var pattern: String?
            if let open = line.firstIndex(of: "["), let close = line[open...].firstIndex(of: "]"),
                !line[..<open].contains(":")
            {
                pattern = line[line.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
                head = line[..<open] + line[line.index(after: close)...]
            }
            guard let colon = head.firstIndex(of: ":") else {
                throw ParseError(line: index + 1, problem: "expected 'LAW-ID: reason' or 'LAW-ID [signature]: reason'")
            }
            let id = head[..<colon].trimmingCharacters(in: .whitespaces)
            let reason = head[head.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !id.isEmpty, !reason.isEmpty, pattern?.isEmpty != true else {
                throw ParseError(
                    line: index + 1, problem: "a law ID, a reason and (when bracketed) a signature are needed")
            }
            if let pattern {
                guard signatures[id]?.contains(where: { $0.pattern == pattern }) != true else {
                    throw ParseError(line: index + 1, problem: "\(id) [\(pattern)] is listed twice")
                }
                signatures[id, default: []].append(SignatureExpectation(pattern: pattern, reason: reason))
            } else {
                guard reasons[id] == nil else { throw ParseError(line: index + 1, problem: "\(id) is listed twice") }
                reasons[id] = reason
            }
        }
        self.reasons = reasons
        self.signatures = signatures
    }
}
