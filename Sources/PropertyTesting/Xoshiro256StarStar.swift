/// A xoshiro256** generator: fast, deterministic and platform-independent.
///
/// The four state words are filled from a 64-bit seed by ``SplitMix64``, as the algorithm's
/// authors recommend, so equal seeds give equal sequences on every machine. It conforms to
/// `RandomNumberGenerator` so callers can use it with the standard library, but the property-testing
/// core only calls ``next()`` and ``next(upTo:)`` whose results it defines itself.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        var expander = SplitMix64(seed: seed)
        s0 = expander.next()
        s1 = expander.next()
        s2 = expander.next()
        s3 = expander.next()
    }

    /// Returns the next 64-bit value and advances the state.
    @inlinable
    public mutating func next() -> UInt64 {
        let result = ((s1 &* 5) << 7 | (s1 &* 5) >> 57) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = (s3 << 45) | (s3 >> 19)
        return result
    }

    /// Returns a value in `0...bound`, by the multiply-high method.
    ///
    /// The result is a pure function of the state, so it is the same on every platform; the
    /// method's bias (at most `bound / 2^64`) is irrelevant for test generation.
    @inlinable
    public mutating func next(upTo bound: UInt64) -> UInt64 {
        if bound == .max { return next() }
        return next().multipliedFullWidth(by: bound &+ 1).high
    }

    /// Returns a double in `0..<1` with 53 random bits.
    @inlinable
    public mutating func nextUnitDouble() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }
}
