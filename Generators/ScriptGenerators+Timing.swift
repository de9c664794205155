import MediaTiming
import PropertyTesting

/// The instants and lengths a timing generator aims at: "now" and the durations nearby.
public struct TimingContext: Hashable, Sendable {
    /// The current time in the space the timing's beginTime lives in: the parent's time for
    /// layer timing, the layer's local time for animation timing.
    public var now: Double
    /// Lengths worth hitting exactly with a timeOffset: durations, cycles, active durations.
    public var durations: [Double]

    /// Creates a context.
    public init(now: Double = 0, durations: [Double] = []) {
        self.now = now
        self.durations = durations
    }
}

extension ScriptGenerators {
    /// Layer speeds: 1 first, then 0, −1, fractional and large speeds as `options` allow.
    public static func layerSpeed(_ options: ScriptOptions) -> Gen<Double> {
        var pairs: [(Int, Gen<Double>)] = [(10, .constant(1))]
        if options.allowsZeroSpeed { pairs.append((3, .constant(0))) }
        if options.allowsNegativeSpeed { pairs.append((2, ladder([-1, -0.5, -2]))) }
        pairs.append((2, ladder([0.5, 0.25, 1.5])))
        pairs.append((2, ladder([2, 4, 100])))
        return Gen.frequency(pairs)
    }

    /// Animation durations: 1 first, then other halves, and 0 or negative (the transaction's
    /// default) when edge cases are on.
    public static func animationDuration(_ options: ScriptOptions) -> Gen<Double> {
        let readable = ladder([1, 2, 0.5, 3, 1.5, 4, 0.25])
        guard options.animationTimingEdgeCases else { return readable }
        return Gen.frequency([(10, readable), (1, .constant(0)), (1, ladder([-1, -0.5]))])
    }
}
