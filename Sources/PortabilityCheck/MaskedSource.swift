/// Swift source text with its comments and the contents of its string literals blanked out.
///
/// The checks look for directives (`#if`), calls (`.target(`) and labels (`platforms:`) in code.
/// Text that only looks like code — a commented-out target, a fixture `#if` inside a multi-line
/// string — must not count, so it is replaced by spaces. Blanking rather than deleting keeps every
/// other character at its index and on its line, so a finding still points at the right line and
/// a string's contents can still be read from the original at the same indexes. Quotes stay, so a
/// line holding a string literal still counts as code.
public struct MaskedSource: Sendable {
    /// The source as written, as Unicode scalars (one index per scalar, as in `code`).
    public let original: [Unicode.Scalar]
    /// The same scalars with comments and string contents replaced by spaces (newlines kept).
    public let code: [Unicode.Scalar]
    /// The index in `original` where each line starts; line `n` (1-based) starts at `n - 1`.
    private let lineStarts: [Int]

    /// Masks `source`.
    public init(_ source: String) {
        original = Array(source.unicodeScalars)
        var masker = Masker(original)
        code = masker.run()
        var starts = [0]
        for (index, scalar) in original.enumerated() where scalar == "\n" { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The 1-based line of the scalar at `index`.
    public func line(at index: Int) -> Int {
        // The last line start at or before `index`: a binary search, as manifests are scanned
        // scalar by scalar and ask for lines often.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The code's lines (comments and string contents blanked), without their line breaks.
    public var codeLines: [String] { Self.lines(of: code) }

    /// The source's lines as written, without their line breaks.
    public var originalLines: [String] { Self.lines(of: original) }

    /// Splits at `\n` and drops a `\r` before it, so a file with Windows line endings reads alike.
    private static func lines(of scalars: [Unicode.Scalar]) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in scalars {
            if scalar == "\n" {
                if current.last == "\r" { current.removeLast() }
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if current.last == "\r" { current.removeLast() }
        lines.append(String(current))
        return lines
    }
}

/// The lexer behind ``MaskedSource``: just enough of Swift's lexical grammar to tell code from
/// comments and string literals (nested block comments, multi-line and raw strings, escapes and
/// interpolations, whose code is code again).
private struct Masker {
    /// Where the lexer is: in a string literal, or in the code of an interpolation inside one.
    private enum Frame {
        /// Inside a string literal with `hashes` `#` around its quotes (a raw string has some).
        case string(hashes: Int, multiline: Bool)
        /// Inside `\(…)` of a string: code, up to the `)` that matches.
        case interpolation(openParentheses: Int)
    }

    private let source: [Unicode.Scalar]
    private var output: [Unicode.Scalar]
    private var stack: [Frame] = []
    private var index = 0

    init(_ source: [Unicode.Scalar]) {
        self.source = source
        output = source
    }

    mutating func run() -> [Unicode.Scalar] {
        while index < source.count {
            if case let .string(hashes, multiline)? = stack.last {
                stringStep(hashes: hashes, multiline: multiline)
            } else {
                codeStep()
            }
        }
        return output
    }

    private func at(_ offset: Int) -> Unicode.Scalar? {
        index + offset < source.count ? source[index + offset] : nil
    }

    /// Replaces `count` scalars from `index` by spaces (keeping line breaks) and moves past them.
    private mutating func blank(_ count: Int) {
        for position in index..<min(index + count, source.count)
        where source[position] != "\n" && source[position] != "\r" {
            output[position] = " "
        }
        index += count
    }

    /// The number of `#` from `offset` on.
    private func hashes(from offset: Int) -> Int {
        var count = 0
        while at(offset + count) == "#" { count += 1 }
        return count
    }

    private mutating func codeStep() {
        let scalar = source[index]
        if case let .interpolation(open)? = stack.last, scalar == "(" || scalar == ")" {
            if scalar == ")" && open == 0 {
                // The interpolation's closing parenthesis: blanked, like its `\(`, so brackets
                // stay balanced for the manifest scanner.
                stack.removeLast()
                blank(1)
            } else {
                stack[stack.count - 1] = .interpolation(openParentheses: open + (scalar == "(" ? 1 : -1))
                index += 1
            }
        } else if scalar == "/" && at(1) == "/" {
            var length = 0
            while let next = at(length), next != "\n" { length += 1 }
            blank(length)
        } else if scalar == "/" && at(1) == "*" {
            // Block comments nest in Swift.
            var depth = 0
            var length = 0
            repeat {
                if at(length) == "/" && at(length + 1) == "*" {
                    depth += 1
                    length += 2
                } else if at(length) == "*" && at(length + 1) == "/" {
                    depth -= 1
                    length += 2
                } else {
                    length += 1
                }
            } while depth > 0 && index + length < source.count
            blank(length)
        } else if scalar == "\"" || (scalar == "#" && at(hashes(from: 0)) == "\"") {
            // A string literal opens, raw (`#"`) or not: its delimiters stay as they are.
            let hashes = hashes(from: 0)
            let multiline = at(hashes + 1) == "\"" && at(hashes + 2) == "\""
            stack.append(.string(hashes: hashes, multiline: multiline))
            index += hashes + (multiline ? 3 : 1)
        } else {
            index += 1
        }
    }

    private mutating func stringStep(hashes: Int, multiline: Bool) {
        let scalar = source[index]
        if scalar == "\\" && self.hashes(from: 1) >= hashes {
            // An escape (`\n`, or `\#n` in a raw string), or an interpolation `\(`.
            if at(1 + hashes) == "(" {
                blank(2 + hashes)
                stack.append(.interpolation(openParentheses: 0))
            } else {
                blank(at(1 + hashes) == "\n" ? 1 + hashes : 2 + hashes)
            }
        } else if scalar == "\"" && (!multiline || (at(1) == "\"" && at(2) == "\""))
            && self.hashes(from: multiline ? 3 : 1) >= hashes
        {
            stack.removeLast()
            index += (multiline ? 3 : 1) + hashes
        } else if scalar == "\n" && !multiline {
            // An unterminated single-line string (a compile error): it ends with its line, so
            // one stray quote cannot hide the rest of the file.
            stack.removeLast()
            index += 1
        } else {
            blank(1)
        }
    }
}
