/// A problem that builds on Linux but breaks a checkout or a build on macOS or Windows.
///
/// A finding prints on one line as `path:line: kind: message`, the shape compilers use, so an
/// editor or a CI log viewer links it to its place. A path collision has no line (it is about a
/// file or folder name, not its text): it prints as `path: kind: message`.
public struct Finding: Sendable, Hashable, CustomStringConvertible {
    /// Which check found it.
    public var kind: FindingKind
    /// The repository-relative path of the file, folder or manifest the finding is about.
    public var path: String
    /// The 1-based line in `path`, or nil when the finding is about the path itself.
    public var line: Int?
    /// One line that says what is wrong and what to do.
    public var message: String

    /// Creates a finding.
    public init(kind: FindingKind, path: String, line: Int?, message: String) {
        self.kind = kind
        self.path = path
        self.line = line
        self.message = message
    }

    /// Where the finding is: `path:line`, or `path` when it has no line.
    public var location: String {
        line.map { "\(path):\($0)" } ?? path
    }

    /// The finding's printed line: `path:line: kind: message`.
    public var description: String {
        "\(location): \(kind.rawValue): \(message)"
    }
}

/// The kinds of portability problems, one per check; the raw value is what a finding prints.
public enum FindingKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Two tracked files or folders whose paths differ only in case.
    case pathCaseCollision = "path-case-collision"
    /// Two targets (modules) of the repository's packages whose names differ only in case.
    case targetCaseCollision = "target-case-collision"
    /// Two products of the repository's packages whose names differ only in case.
    case productCaseCollision = "product-case-collision"
    /// A platform `#if` chain with no `#else`: some platform compiles none of its branches.
    case platformChainWithoutElse = "platform-chain-without-else"
    /// An `#if os(Linux)` chain with no other-platform code: the feature vanishes elsewhere.
    case linuxOnlyBranch = "linux-only-branch"
    /// A `Package.swift` without a `platforms:` argument.
    case missingPlatforms = "missing-platforms"

    /// Orders kinds as the checks are listed, so findings on one line print in a stable order.
    public static func < (lhs: FindingKind, rhs: FindingKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension Finding: Comparable {
    /// Orders findings by path, then line (path-level findings first), then kind, then message,
    /// so the report reads file by file and two runs print the same text.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.line != rhs.line { return (lhs.line ?? 0) < (rhs.line ?? 0) }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.message < rhs.message
    }
}
