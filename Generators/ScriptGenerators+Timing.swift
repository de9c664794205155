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

    /// Layer timing with Core Animation's edge cases weighted in.
    ///
    /// beginTime is 0, exactly `context.now`, or a few halves before or after it; speed comes from
    /// ``layerSpeed(_:)``; timeOffset is 0, a small signed half, or exactly one of
    /// `context.durations` (a duration or cycle boundary). Identity timing is the simplest.
    public static func layerTiming(_ options: ScriptOptions, context: TimingContext = TimingContext()) -> Gen<LayerTiming> {
        var begins: [(Int, Gen<Double>)] = [(4, .constant(0)), (3, around(context.now))]
        begins.append((1, signedHalves(upTo: 4)))
        let beginTime = Gen.frequency(begins)
        let speed = layerSpeed(options)
        var offsets: [(Int, Gen<Double>)] = [(4, .constant(0)), (2, signedHalves(upTo: 4))]
        if !context.durations.isEmpty { offsets.append((2, Gen.element(of: context.durations))) }
        let timeOffset = Gen.frequency(offsets)
        return Gen { testCase in
            LayerTiming(
                beginTime: try beginTime.run(testCase), speed: try speed.run(testCase),
                timeOffset: try timeOffset.run(testCase))
        }
    }

    /// Animation durations: 1 first, then other halves, and 0 or negative (the transaction's
    /// default) when edge cases are on.
    public static func animationDuration(_ options: ScriptOptions) -> Gen<Double> {
        let readable = ladder([1, 2, 0.5, 3, 1.5, 4, 0.25])
        guard options.animationTimingEdgeCases else { return readable }
        return Gen.frequency([(10, readable), (1, .constant(0)), (1, ladder([-1, -0.5]))])
    }

    /// Animation timing with Core Animation's edge cases weighted in.
    ///
    /// Duration from ``animationDuration(_:)``; beginTime 0 (stamped at commit), or exactly
    /// `context.now` (the layer's local time), or a few halves before or after; speed 1, 2, ½, −1
    /// or 0; timeOffset 0, a half, or exactly the duration or cycle; repeatCount 0, whole,
    /// fractional or infinite; repeatDuration 0, a half or infinite; autoreverses; every fill mode.
    /// The defaults (duration 1 and everything else Core Animation's default) are the simplest.
    public static func animationTiming(_ options: ScriptOptions, context: TimingContext = TimingContext()) -> Gen<AnimationTiming> {
        let duration = animationDuration(options)
        guard options.animationTimingEdgeCases else {
            return duration.map { AnimationTiming(duration: $0) }
        }
        let beginTime = Gen.frequency([(6, .constant(0)), (2, around(context.now)), (1, halves(upTo: 4))])
        var speeds: [(Int, Gen<Double>)] = [(12, .constant(1)), (2, ladder([2, 0.5]))]
        if options.allowsNegativeSpeed { speeds.append((1, .constant(-1))) }
        if options.allowsZeroSpeed { speeds.append((1, .constant(0))) }
        let speed = Gen.frequency(speeds)
        let repeatCount = Gen.frequency([
            (8, .constant(0)), (2, ladder([2, 3])), (2, ladder([1.5, 0.5, 2.5])), (1, .constant(.infinity)),
        ])
        let repeatDuration = Gen.frequency([(10, .constant(0)), (2, halves(upTo: 6).map { max($0, 0.5) }), (1, .constant(.infinity))])
        let autoreverses = flag(1, of: 4)
        let fillMode = Gen.frequency([
            (4, .constant(FillMode.removed)), (1, .constant(.forwards)), (1, .constant(.backwards)), (1, .constant(.both)),
        ])
        let offsetKind = Gen.frequency([(6, Gen.constant(0)), (1, Gen.constant(1)), (1, Gen.constant(2))])
        let offsetHalf = halves(upTo: 2)
        return Gen { testCase in
            var timing = AnimationTiming(duration: try duration.run(testCase))
            timing.beginTime = try beginTime.run(testCase)
            timing.speed = try speed.run(testCase)
            timing.repeatCount = try repeatCount.run(testCase)
            timing.repeatDuration = try repeatDuration.run(testCase)
            timing.autoreverses = try autoreverses.run(testCase)
            timing.fillMode = try fillMode.run(testCase)
            switch try offsetKind.run(testCase) {
            case 1: timing.timeOffset = try offsetHalf.run(testCase)
            case 2:
                let wholeCycle = timing.autoreverses ? try Gen<Bool>.bool.run(testCase) : false
                timing.timeOffset = max(0, wholeCycle ? timing.cycleDuration : timing.duration)
            default: break
            }
            return timing
        }
    }
}
