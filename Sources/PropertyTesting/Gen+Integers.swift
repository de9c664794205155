extension Gen where Value == Int {
    /// Generates integers in `range`, shrinking toward the value nearest 0.
    ///
    /// Choice 0 is the value of the range closest to 0 (its origin); larger choices alternate
    /// above and below it (origin, +1, −1, +2, −2, …) and continue on the longer side. Generation
    /// favours the origin, both bounds, small distances and recently drawn values.
    @inlinable
    public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
        let mapping = _ZigzagMapping(range)
        return Gen { testCase in mapping.value(forChoice: try testCase.drawBiased(upTo: mapping.maxChoice)) }
    }

    /// Generates integers in `range` uniformly (no bias), shrinking toward the value nearest 0.
    @inlinable
    public static func uniformInt(in range: ClosedRange<Int>) -> Gen<Int> {
        let mapping = _ZigzagMapping(range)
        return Gen { testCase in mapping.value(forChoice: try testCase.drawUniform(upTo: mapping.maxChoice)) }
    }
}

extension Gen where Value == Bool {
    /// Generates `false` or `true` with equal probability, shrinking toward `false`.
    @inlinable
    public static var bool: Gen<Bool> {
        Gen { testCase in try testCase.drawUniform(upTo: 1) == 1 }
    }
}

/// The bijection between choices `0...maxChoice` and an integer range, ordered by distance from 0.
public struct _ZigzagMapping: Sendable {
    /// The value of the range closest to 0.
    public let origin: Int
    /// How many values lie above the origin.
    public let above: UInt64
    /// How many values lie below the origin.
    public let below: UInt64

    /// Creates the mapping for `range`.
    @inlinable
    public init(_ range: ClosedRange<Int>) {
        origin = range.lowerBound > 0 ? range.lowerBound : (range.upperBound < 0 ? range.upperBound : 0)
        above = UInt64(bitPattern: Int64(range.upperBound &- origin))
        below = UInt64(bitPattern: Int64(origin &- range.lowerBound))
    }

    /// The largest choice (`above + below`).
    @inlinable
    public var maxChoice: UInt64 { above &+ below }

    /// The value that `choice` (clamped to ``maxChoice``) stands for.
    @inlinable
    public func value(forChoice rawChoice: UInt64) -> Int {
        let choice = Swift.min(rawChoice, maxChoice)
        if choice == 0 { return origin }
        let shorter = Swift.min(above, below)
        if choice <= shorter &* 2 && shorter > 0 {
            let distance = (choice &+ 1) / 2
            return choice & 1 == 1
                ? origin &+ Int(bitPattern: UInt(distance))
                : origin &- Int(bitPattern: UInt(distance))
        }
        let distance = choice &- shorter
        return above > below
            ? origin &+ Int(bitPattern: UInt(distance))
            : origin &- Int(bitPattern: UInt(distance))
    }

    /// The choice that stands for `value`, or nil when `value` is outside the range.
    @inlinable
    public func choice(forValue value: Int) -> UInt64? {
        let shorter = Swift.min(above, below)
        if value >= origin {
            let distance = UInt64(bitPattern: Int64(value &- origin))
            guard distance <= above else { return nil }
            if distance == 0 { return 0 }
            return distance <= shorter ? distance * 2 - 1 : distance &+ shorter
        } else {
            let distance = UInt64(bitPattern: Int64(origin &- value))
            guard distance <= below else { return nil }
            return distance <= shorter ? distance * 2 : distance &+ shorter
        }
    }
}
