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
        let kit = GeneratorKit(options)
        return Gen { try kit.layerSpeed($0) }
    }

    /// Animation durations: 1 first, then other halves, and 0 or negative (the transaction's
    /// default) when edge cases are on.
    public static func animationDuration(_ options: ScriptOptions) -> Gen<Double> {
        let kit = GeneratorKit(options)
        return Gen { try kit.duration($0) }
    }
}
