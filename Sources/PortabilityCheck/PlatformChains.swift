import Foundation

/// The checks over `#if` chains on platform conditions: chains with no final branch, and
/// Linux-only branches whose other platforms silently lose the feature.
///
/// Code is built and tested on Linux in CI, so a chain that lists the platforms it knows and has
/// no `#else` compiles nothing on the others, and nobody sees it until a user builds there. A
/// chain that means to stay partial says why with `// portability: <reason>` on its `#if` line.
public enum PlatformChains {
    /// The modules whose `canImport` names a platform (its C library or SDK), not a feature.
    /// `canImport(FoundationXML)` or `canImport(ObjectiveC)` ask about a library, and a missing
    /// `#else` there is a choice, not a forgotten platform.
    static let platformModules: Set<String> = ["Glibc", "Darwin", "Musl", "Android", "WinSDK", "ucrt", "Bionic"]

    /// The atoms that stand for Linux and its relatives; a chain on these alone is Linux-only.
    static let linuxLikeAtoms: Set<String> = [
        "os(Linux)", "os(Android)", "canImport(Glibc)", "canImport(Musl)", "canImport(Android)", "canImport(Bionic)",
    ]

    /// The atoms that make a chain Linux-first: `#if os(Linux)` and `#if canImport(Glibc)`.
    static let linuxAtoms: Set<String> = ["os(Linux)", "canImport(Glibc)"]

    /// Whether `condition` asks about the platform: it uses `os(…)` or `canImport` of a platform
    /// module (alone or combined with anything, `arch(…)` included).
    public static func isPlatformCondition(_ condition: String) -> Bool {
        let compact = condition.filter { !$0.isWhitespace }
        return !arguments(of: "os", in: compact).isEmpty
            || arguments(of: "canImport", in: compact).contains { platformModules.contains($0) }
    }

    /// Whether `condition` is Linux-only: a disjunction (`||`) of Linux-like atoms with at least
    /// one `os(Linux)` or `canImport(Glibc)`, such as `os(Linux)` or `canImport(Glibc) || canImport(Musl)`.
    public static func isLinuxOnlyCondition(_ condition: String) -> Bool {
        let compact = withoutEnclosingParentheses(condition.filter { !$0.isWhitespace })
        let atoms = compact.components(separatedBy: "||")
        return atoms.allSatisfy { linuxLikeAtoms.contains($0) } && atoms.contains { linuxAtoms.contains($0) }
    }

    /// Findings for the chains of the Swift file `text` at `path`.
    ///
    /// A Linux-only chain (``isLinuxOnlyCondition(_:)``) whose other branches hold no code is a
    /// `linux-only-branch` finding: the feature vanishes elsewhere without a word. Any other chain
    /// whose `#if` asks about the platform and has no `#else` is `platform-chain-without-else`.
    /// A chain is reported once, and not at all with a `// portability: <reason>` opt-out. A chain
    /// whose `#if` is no platform condition (`#if DEBUG`, `#if compiler(>=6.3)`) is not checked.
    public static func findings(path: String, text: String) -> [Finding] {
        ConditionalChains.parse(text).compactMap { chain in
            guard chain.optOut == nil, isPlatformCondition(chain.first.condition) else { return nil }
            let head = "`#if \(chain.first.condition)`"
            if isLinuxOnlyCondition(chain.first.condition), !chain.branches.dropFirst().contains(where: \.hasCode) {
                let elsePart = chain.elseBranch == nil ? "has no `#else`" : "has an `#else` without code"
                return Finding(
                    kind: .linuxOnlyBranch, path: path, line: chain.first.line,
                    message: "\(head) \(elsePart): the feature silently vanishes on macOS and Windows; "
                        + "give it an other-platform branch or `#error(...)`, or say why with `// portability: <reason>`"
                )
            }
            guard chain.elseBranch == nil else { return nil }
            return Finding(
                kind: .platformChainWithoutElse, path: path, line: chain.first.line,
                message: "\(head) has no `#else`: on a platform no branch names, none of the chain compiles; "
                    + "end it with `#else` and code or `#error(...)`, or say why with `// portability: <reason>`")
        }
    }

    /// The first arguments of the calls to `function` in `compact` (a condition without
    /// whitespace), such as `["Linux", "macOS"]` for `os` in `os(Linux)||os(macOS)`.
    static func arguments(of function: String, in compact: String) -> [String] {
        let text = Substring(compact)
        return text.indices.compactMap { open in
            guard text[open] == "(", let close = matchingParenthesis(of: open, in: text) else { return nil }
            // The whole identifier before the parenthesis, so `os` does not match `macos(`.
            let callee = text[..<open].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard String(callee.reversed()) == function else { return nil }
            return String(text[text.index(after: open)..<close].prefix { $0 != "," })
        }
    }

    /// `compact` without parentheses around all of it: `(os(Linux)||os(Android))` reads as
    /// `os(Linux)||os(Android)`, while `(a)||(b)` stays as it is.
    static func withoutEnclosingParentheses(_ compact: String) -> String {
        var text = Substring(compact)
        while text.first == "(", matchingParenthesis(of: text.startIndex, in: text) == text.indices.last {
            text = text.dropFirst().dropLast()
        }
        return String(text)
    }

    /// The index of the `)` that closes the `(` at `open`, or nil if it is never closed.
    static func matchingParenthesis(of open: Substring.Index, in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "(" { depth += 1 } else if text[index] == ")" { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }
}
