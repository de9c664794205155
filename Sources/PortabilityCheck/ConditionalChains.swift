import Foundation

/// One `#if … #elseif … #else … #endif` chain of a Swift file.
public struct ConditionalChain: Sendable, Equatable {
    /// One branch of a chain: its directive, condition and whether it holds code.
    public struct Branch: Sendable, Equatable {
        /// The directive that opens the branch.
        public enum Directive: String, Sendable, Equatable {
            /// `#if`, which opens the chain.
            case `if` = "#if"
            /// `#elseif`, a further condition.
            case elseif = "#elseif"
            /// `#else`, the final branch: what every platform not named above compiles.
            case `else` = "#else"
        }

        /// `#if`, `#elseif` or `#else`.
        public var directive: Directive
        /// The condition as written, comments removed (empty for `#else`).
        public var condition: String
        /// The 1-based line of the directive.
        public var line: Int
        /// Whether any line up to the next directive of this chain is code (not blank, not only
        /// a comment); `#error(…)` and nested chains with code count.
        public var hasCode: Bool
    }

    /// The branches in order; the first is the `#if`.
    public var branches: [Branch]
    /// The reason of a `// portability: <reason>` comment on the `#if` line, if any.
    public var optOut: String?

    /// The `#if` branch.
    public var first: Branch { branches[0] }

    /// The `#else` branch, if the chain has one.
    public var elseBranch: Branch? { branches.last { $0.directive == .else } }
}

/// Reads the conditional-compilation chains of Swift source.
public enum ConditionalChains {
    /// The chains of `source`, nested ones included, in the order of their `#if` lines.
    ///
    /// Directives inside comments and string literals (a test's fixture) are not directives, so
    /// the source is read through ``MaskedSource``. A chain that is never closed (which does not
    /// compile) is left out.
    public static func parse(_ source: String) -> [ConditionalChain] {
        let masked = MaskedSource(source)
        let originalLines = masked.originalLines
        var open: [ConditionalChain] = []
        var chains: [ConditionalChain] = []
        for (index, line) in masked.codeLines.enumerated() {
            let text = line.trimmingWhitespace()
            guard let (directive, condition) = directive(in: text) else {
                // A line of code counts for the current branch of every open chain: a branch
                // holding a nested chain with code holds code.
                if !text.isEmpty {
                    for depth in open.indices { open[depth].branches[open[depth].branches.count - 1].hasCode = true }
                }
                continue
            }
            let number = index + 1
            switch directive {
            case "if":
                let branch = ConditionalChain.Branch(directive: .if, condition: condition, line: number, hasCode: false)
                open.append(ConditionalChain(branches: [branch], optOut: optOut(in: originalLines[index])))
            case "elseif", "else":
                // A stray `#elseif` or `#else` (which does not compile) is ignored.
                guard !open.isEmpty else { continue }
                let kind: ConditionalChain.Branch.Directive = directive == "else" ? .else : .elseif
                open[open.count - 1].branches.append(
                    ConditionalChain.Branch(directive: kind, condition: condition, line: number, hasCode: false))
            default:  // "endif"
                if let chain = open.popLast() { chains.append(chain) }
            }
        }
        return chains.sorted { $0.first.line < $1.first.line }
    }

    /// The directive (`if`, `elseif`, `else`, `endif`) that `line` (trimmed code) starts with, and
    /// the rest of the line, its condition; nil for any other line (`#error`, `#warning`, code).
    static func directive(in line: String) -> (String, String)? {
        guard line.hasPrefix("#") else { return nil }
        let word = line.dropFirst().prefix { $0.isLetter }
        guard ["if", "elseif", "else", "endif"].contains(word) else { return nil }
        return (String(word), String(line.dropFirst(1 + word.count)).trimmingWhitespace())
    }

    /// The reason of a `// portability: <reason>` comment in `line`; nil without one, or when the
    /// reason is empty (an opt-out must say why the chain is partial).
    static func optOut(in line: String) -> String? {
        guard let comment = line.range(of: "//") else { return nil }
        let text = line[comment.upperBound...].trimmingWhitespace()
        guard text.hasPrefix("portability:") else { return nil }
        let reason = text.dropFirst("portability:".count).trimmingWhitespace()
        return reason.isEmpty ? nil : reason
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace (spaces, tabs and line breaks).
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
