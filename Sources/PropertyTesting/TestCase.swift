/// The source of choices for one generated value: a random stream or a recorded tape to replay.
///
/// Every generator reduces to bounded integer draws on a test case. Each draw is recorded (value
/// and bound), so the recorded tape replays the value exactly; the shrinker edits tapes and replays
/// them. When a replayed tape runs out, draws return 0 (the simplest choice), and a value above a
/// draw's bound is clamped to the bound, so any edited tape still produces a value.
///
/// The mutable state opts out of dynamic exclusivity checks (`@exclusivity(unchecked)`): a test
/// case belongs to one generator run on one thread and never hands out its storage, and the
/// checks cost more than the draws themselves.
public final class TestCase {
    @exclusivity(unchecked) @usableFromInline var rng: Xoshiro256StarStar
    @usableFromInline let prefix: [UInt64]
    @usableFromInline let isReplaying: Bool
    @usableFromInline let maxChoices: Int
    @exclusivity(unchecked) @usableFromInline var recentValues: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    @exclusivity(unchecked) @usableFromInline var recentBounds: (UInt64, UInt64, UInt64, UInt64) = (
        .max, .max, .max, .max
    )
    @exclusivity(unchecked) @usableFromInline var recentCursor: Int = 0

    /// The choices drawn so far, in order.
    @exclusivity(unchecked) public internal(set) var choices: [UInt64] = []
    /// The bound of each drawn choice (`choices[i]` lies in `0...bounds[i]`).
    @exclusivity(unchecked) public internal(set) var bounds: [UInt64] = []
    /// The structural spans recorded so far (list elements, branches, filter attempts, …).
    @exclusivity(unchecked) public internal(set) var spans: [ChoiceSpan] = []
    /// The generation size, from 0 (smallest) to 100 (largest); scales lengths and magnitudes.
    public let size: Int
    @exclusivity(unchecked) @usableFromInline var spanDepth: Int = 0
    /// Whether ``span(_:_:)`` records spans; only shrinking reads them, so the runner turns this
    /// off for the random cases that pass and rebuilds the spans of a failing one from its tape.
    public let recordsSpans: Bool

    /// Creates a test case that draws fresh random choices from `seed`.
    public init(seed: UInt64, size: Int, maxChoices: Int = 10_000, recordsSpans: Bool = true) {
        self.recordsSpans = recordsSpans
        rng = Xoshiro256StarStar(seed: seed)
        prefix = []
        isReplaying = false
        self.size = Swift.max(0, Swift.min(100, size))
        self.maxChoices = maxChoices
        choices.reserveCapacity(64)
        bounds.reserveCapacity(64)
    }

    /// Creates a test case that replays `tape`; `recordsSpans` false skips span bookkeeping.
    public init(replaying tape: [UInt64], size: Int = 100, maxChoices: Int = 10_000, recordsSpans: Bool = true) {
        self.recordsSpans = recordsSpans
        rng = Xoshiro256StarStar(seed: 0)
        prefix = tape
        isReplaying = true
        self.size = Swift.max(0, Swift.min(100, size))
        self.maxChoices = maxChoices
        choices.reserveCapacity(tape.count)
        bounds.reserveCapacity(tape.count)
    }

    /// Whether this test case replays a recorded tape rather than drawing at random.
    public var replaying: Bool { isReplaying }

    func record(_ value: UInt64, bound: UInt64) throws -> UInt64 {
        guard choices.count < maxChoices else { throw GenerationError.overrun(limit: maxChoices) }
        choices.append(value)
        bounds.append(bound)
        return value
    }

    func replayed(bound: UInt64) -> UInt64 {
        let index = choices.count
        return index < prefix.count ? Swift.min(prefix[index], bound) : 0
    }

    /// Draws a choice in `0...bound`, uniformly when generating at random.
    public func drawUniform(upTo bound: UInt64) throws -> UInt64 {
        let value = isReplaying ? replayed(bound: bound) : rng.next(upTo: bound)
        return try record(value, bound: bound)
    }

    /// Draws 1 with probability `probability` (when random) and 0 otherwise.
    public func drawWeighted(_ probability: Double) throws -> Bool {
        let value: UInt64
        if isReplaying {
            value = replayed(bound: 1)
        } else {
            value = rng.nextUnitDouble() < probability ? 1 : 0
        }
        return try record(value, bound: 1) == 1
    }

    /// Draws a choice in `0...bound`, biased toward 0, the bound, small and recently drawn values.
    ///
    /// Choice 0 is a generator's simplest value; generators map larger choices to values farther
    /// from it, so the bias favours boundary and small values, and repeats make equal values likely.
    public func drawBiased(upTo bound: UInt64) throws -> UInt64 {
        if isReplaying { return try record(replayed(bound: bound), bound: bound) }
        let selector = rng.next()
        let value: UInt64
        // Out of 32: the origin 2, the bound 2, next to the bound 1, a recent value 4, next to a
        // recent value 4, small 5, size-scaled 8, anything 6.
        switch selector & 31 {
        case 0, 1:
            value = 0
        case 2, 3:
            value = bound
        case 4:
            value = bound == 0 ? 0 : bound - 1
        case 5, 6, 7, 8:
            value = recentValue(bound: bound) ?? rng.next(upTo: Swift.min(bound, 8))
        case 9, 10, 11, 12:
            value = nearRecentValue(bound: bound)
        case 13, 14, 15, 16, 17:
            value = rng.next(upTo: Swift.min(bound, 16))
        case 18, 19, 20, 21, 22, 23, 24, 25:
            let bits = UInt64(2 + size * 62 / 100)
            let limit: UInt64 = bits >= 64 ? .max : (1 << bits) - 1
            value = rng.next(upTo: Swift.min(bound, limit))
        default:
            value = rng.next(upTo: bound)
        }
        rememberRecent(value, bound: bound)
        return try record(value, bound: bound)
    }

    @usableFromInline
    func recentValue(bound: UInt64) -> UInt64? {
        let pick = Int(rng.next() & 3)
        for offset in 0..<4 {
            let slot = (pick + offset) & 3
            let (value, valueBound): (UInt64, UInt64)
            switch slot {
            case 0: (value, valueBound) = (recentValues.0, recentBounds.0)
            case 1: (value, valueBound) = (recentValues.1, recentBounds.1)
            case 2: (value, valueBound) = (recentValues.2, recentBounds.2)
            default: (value, valueBound) = (recentValues.3, recentBounds.3)
            }
            if valueBound == bound { return value }
        }
        return nil
    }

    /// A recently drawn value moved by 1 (half the time) to 4, up or down, within `0...bound`.
    @usableFromInline
    func nearRecentValue(bound: UInt64) -> UInt64 {
        guard let recent = recentValue(bound: bound) else { return rng.next(upTo: Swift.min(bound, 8)) }
        let step = rng.next()
        let delta: UInt64 = step & 1 == 0 ? 1 : 1 + (step >> 1) % 4
        if step & 32 == 0 {
            return recent >= delta ? recent - delta : recent + delta <= bound ? recent + delta : recent
        }
        return bound - recent >= delta ? recent + delta : recent >= delta ? recent - delta : recent
    }

    @usableFromInline
    func rememberRecent(_ value: UInt64, bound: UInt64) {
        switch recentCursor & 3 {
        case 0:
            recentValues.0 = value
            recentBounds.0 = bound
        case 1:
            recentValues.1 = value
            recentBounds.1 = bound
        case 2:
            recentValues.2 = value
            recentBounds.2 = bound
        default:
            recentValues.3 = value
            recentBounds.3 = bound
        }
        recentCursor &+= 1
    }

    /// A number in `0..<1` from the generator's random stream (0 when replaying); draws no choice.
    ///
    /// Use it only to shape the distribution of later draws, never to decide a value.
    public func unrecordedUnitDouble() -> Double {
        isReplaying ? 0 : rng.nextUnitDouble()
    }
}
