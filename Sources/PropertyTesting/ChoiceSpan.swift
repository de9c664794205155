/// A contiguous run of choices that one generator drew, recorded for the shrinker.
public struct ChoiceSpan: Hashable, Sendable {
    /// What kind of structure a span covers.
    public enum Kind: UInt8, Sendable {
        /// One element of a list or set, including its continue choice.
        case element
        /// A whole list or set.
        case collection
        /// One attempt of a filter.
        case filterAttempt
        /// One node of a recursive generator.
        case node
        /// One step of a command sequence.
        case step
        /// A span the caller marked.
        case other
    }

    /// The index of the span's first choice.
    public var start: Int
    /// The index one past the span's last choice.
    public var end: Int
    /// How many spans enclose this one.
    public var depth: Int
    /// The structure the span covers.
    public var kind: Kind

    /// The number of choices in the span.
    public var count: Int { end - start }
}

extension TestCase {
    /// Runs `body` inside a span of `kind`, recording the choices it draws as one unit.
    public func span<T>(_ kind: ChoiceSpan.Kind, _ body: () throws -> T) throws -> T {
        guard recordsSpans else { return try body() }
        let start = choices.count
        spanDepth += 1
        defer { spanDepth -= 1 }
        let value = try body()
        if choices.count > start {
            spans.append(ChoiceSpan(start: start, end: choices.count, depth: spanDepth, kind: kind))
        }
        return value
    }
}
