/// A recorded run the shrinker keeps: its tape, the bounds of its choices and its spans.
public struct ShrinkCandidate: Equatable, Sendable {
    /// The choices, in order.
    public var tape: [UInt64]
    /// The bound of each choice.
    public var bounds: [UInt64]
    /// The structural spans of the tape.
    public var spans: [ChoiceSpan]

    /// Creates a candidate from its parts.
    public init(tape: [UInt64], bounds: [UInt64], spans: [ChoiceSpan]) {
        self.tape = tape
        self.bounds = bounds
        self.spans = spans
    }
}

extension ShrinkCandidate {
    /// The candidate with one bound per choice and only spans that lie inside the tape, so the
    /// passes can index by span and by choice without checking what a test handed back.
    var consistent: ShrinkCandidate {
        var bounds = Array(bounds.prefix(tape.count))
        while bounds.count < tape.count { bounds.append(Swift.max(tape[bounds.count], 1)) }
        for index in bounds.indices where bounds[index] < tape[index] { bounds[index] = tape[index] }
        let spans = spans.filter { $0.start >= 0 && $0.start <= $0.end && $0.end <= tape.count }
        return ShrinkCandidate(tape: tape, bounds: bounds, spans: spans)
    }
}

/// The result of shrinking: the best tape found and what it cost.
public struct ShrinkResult: Equatable, Sendable {
    /// The smallest interesting candidate found (the original when nothing smaller was).
    public var best: ShrinkCandidate
    /// The original candidate.
    public var original: ShrinkCandidate
    /// The number of times the test was evaluated.
    public var evaluations: Int
    /// Whether shrinking stopped because a budget ran out rather than at a fixed point.
    public var budgetExhausted: Bool
}

/// Shrinks a tape in shortlex order by editing it and replaying it through a test.
///
/// Passes run until none makes progress: delete spans (lowering a collection's length choice
/// with an element that has no continue flag), delete pairs of adjacent siblings, delete chunks of
/// 2 and 1 choices (lowering a small-ranged choice before them), zero spans that hold values,
/// lower groups of equal values together, lower single choices; then the costlier ones: sort and
/// swap sibling spans, replace spans with their descendants, lower pairs together, redistribute
/// between pairs, and delete an element while shifting later choices (for values that index into
/// the list). Values are searched from below
/// (``lowerValue(from:stepsOver:_:)``), where minimal values usually lie. The test returns the
/// replayed candidate when it is still interesting (the property still fails) and nil otherwise;
/// with a `normalize` function, candidates the generator reads as a tape already tested cost no
/// test. Shrinking is deterministic and bounded by `maxEvaluations` and by `shouldStop`, checked
/// before each evaluation.
public final class Shrinker {
    /// The best candidate so far.
    public private(set) var best: ShrinkCandidate
    let original: ShrinkCandidate
    /// The number of test evaluations so far.
    public private(set) var evaluations = 0
    let maxEvaluations: Int
    let shouldStop: (() -> Bool)?
    let test: ([UInt64]) -> ShrinkCandidate?
    let normalize: (([UInt64]) -> [UInt64]?)?
    /// The number of normalisations so far, bounded so that passes cannot spin without testing.
    var normalizations = 0
    var seen: Set<[UInt64]> = []
    var exhausted = false
    /// Counts changes of ``best``, so structure derived from it can be cached.
    var version = 0
    var cachedGroups: (version: Int, groups: [[ChoiceSpan]])?

    /// Creates a shrinker for an interesting `initial` candidate.
    ///
    /// `normalize`, when given, maps a candidate tape to the tape the generator actually consumes
    /// from it (clamped, padded with zeros, cut where generation stops), or nil when the generator
    /// rejects it. It must be much cheaper than `test`: the shrinker calls it first and skips the
    /// test when the consumed tape was tested before, does not precede the best, or cannot be
    /// generated, so only new candidates cost a test.
    public init(
        initial: ShrinkCandidate,
        maxEvaluations: Int,
        shouldStop: (() -> Bool)? = nil,
        normalize: (([UInt64]) -> [UInt64]?)? = nil,
        test: @escaping ([UInt64]) -> ShrinkCandidate?
    ) {
        best = initial.consistent
        original = initial
        self.maxEvaluations = maxEvaluations
        self.shouldStop = shouldStop
        self.normalize = normalize
        self.test = test
        seen.insert(best.tape)
    }

    /// Shrinks until a fixed point or until a budget runs out, and returns the best so far.
    public func shrink() -> ShrinkResult {
        while !exhausted {
            let cheap = cheapPasses()
            if exhausted { break }
            let costly = costlyPasses()
            if !cheap && !costly { break }
        }
        return ShrinkResult(best: best, original: original, evaluations: evaluations, budgetExhausted: exhausted)
    }

    func cheapPasses() -> Bool {
        var improved = false
        improved = deleteSpans() || improved
        improved = deleteSiblingPairs() || improved
        improved = deleteChunks() || improved
        improved = zeroSpans() || improved
        improved = minimiseDuplicates() || improved
        improved = minimiseChoices() || improved
        return improved
    }

    func costlyPasses() -> Bool {
        var improved = false
        improved = sortSiblings() || improved
        improved = swapAdjacentSpans() || improved
        improved = replaceWithDescendants() || improved
        improved = lowerPairs() || improved
        improved = deleteAndShift() || improved
        return improved
    }

    /// Evaluates `candidate` when it precedes the best tape; returns whether it became the best.
    @discardableResult
    func consider(_ candidate: [UInt64]) -> Bool {
        guard !exhausted, shortlexPrecedes(candidate, best.tape) else { return false }
        guard seen.insert(candidate).inserted else { return false }
        var tape = candidate
        if normalize != nil {
            guard let consumed = normalized(candidate), shortlexPrecedes(consumed, best.tape) else { return false }
            if consumed != candidate {
                guard seen.insert(consumed).inserted else { return false }
                tape = consumed
            }
        }
        if evaluations >= maxEvaluations || shouldStop?() == true {
            exhausted = true
            return false
        }
        evaluations += 1
        guard let result = test(tape), shortlexPrecedes(result.tape, best.tape) else { return false }
        best = result.consistent
        version += 1
        return true
    }

    /// The tape the generator consumes from `candidate`, or nil when it rejects it or when the
    /// normalisation budget is spent (which ends shrinking).
    func normalized(_ candidate: [UInt64]) -> [UInt64]? {
        guard let normalize else { return candidate }
        // Generating is cheap next to testing, but a pass must not loop on it for ever.
        guard normalizations < maxEvaluations &* 50 else {
            exhausted = true
            return nil
        }
        normalizations += 1
        return normalize(candidate)
    }

    /// Tries the best tape with choice `index` set to `value`.
    func tryReplacing(_ index: Int, with value: UInt64) -> Bool {
        guard index < best.tape.count else { return false }
        var candidate = best.tape
        candidate[index] = value
        return consider(candidate)
    }
}
