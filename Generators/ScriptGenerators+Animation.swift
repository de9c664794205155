import MediaTiming
import PropertyTesting

extension ScriptGenerators {
    /// Basic from/to/by values: from+to first, then every other combination, small integers.
    public static func basicValues() -> Gen<BasicValues> {
        let value = smallInteger(upTo: 10)
        let combination = Gen.frequency([
            (5, Gen.constant(0)), (2, Gen.constant(1)), (1, Gen.constant(2)), (1, Gen.constant(3)),
            (1, Gen.constant(4)), (1, Gen.constant(5)), (1, Gen.constant(6)),
        ])
        return Gen { testCase in
            switch try combination.run(testCase) {
            case 0: return BasicValues(from: try value.run(testCase), to: try value.run(testCase))
            case 1: return BasicValues(to: try value.run(testCase))
            case 2: return BasicValues(by: try value.run(testCase))
            case 3: return BasicValues(from: try value.run(testCase), by: try value.run(testCase))
            case 4: return BasicValues(to: try value.run(testCase), by: try value.run(testCase))
            case 5: return BasicValues(from: try value.run(testCase))
            default: return BasicValues()
            }
        }
    }

    /// A timing function: none (linear) first, then a named curve or a custom one.
    public static func timingFunction(_ options: ScriptOptions) -> Gen<TimingFunction?> {
        guard options.allowsTimingFunctions else { return .constant(nil) }
        let named = Gen.element(of: TimingFunction.named.map(\.function))
        return Gen.frequency([
            (6, .constant(nil)), (2, named.map { Optional($0) }), (1, .constant(TimingFunction(0.5, 0, 0.5, 1))),
        ])
    }

    /// Keyframe values in every calculation mode, with valid, missing and invalid key times.
    public static func keyframeValues(_ options: ScriptOptions) -> Gen<KeyframeValues> {
        let mode = Gen.element(of: CalculationMode.allCases)
        let values = smallInteger(upTo: 10).array(count: 0...4)
        let keyTimesKind = Gen.frequency([(3, Gen.constant(0)), (2, Gen.constant(1)), (1, Gen.constant(2))])
        let quarter = Gen.int(in: 1...3).map { Double($0) / 4 }
        let functions = timingFunction(options)
        return Gen { testCase in
            let mode = try mode.run(testCase)
            let values = try values.run(testCase)
            var keyframes = KeyframeValues(values: values, calculationMode: mode)
            let timeCount = mode == .discrete ? values.count + 1 : values.count
            switch try keyTimesKind.run(testCase) {
            case 1 where timeCount >= 2:
                var interior: [Double] = []
                for _ in 0..<(timeCount - 2) { interior.append(try quarter.run(testCase)) }
                keyframes.keyTimes = [0] + interior.sorted() + [1]
            case 2:
                // Out of order or of the wrong count: the engine must ignore them.
                keyframes.keyTimes = timeCount >= 2 ? Array([0] + Array(repeating: 0.5, count: timeCount - 2) + [1]).reversed() : [0.5, 0.25]
            default:
                break
            }
            if values.count >= 2, try functions.run(testCase) != nil {
                var list: [TimingFunction] = []
                for _ in 0..<(values.count - 1) { list.append(try functions.run(testCase) ?? .linear) }
                keyframes.timingFunctions = list
            }
            return keyframes
        }
    }

    /// Spring values: the defaults first (mass 1, stiffness 100, damping 10, velocity 0).
    public static func springValues() -> Gen<SpringValues> {
        let endpoints = basicValues()
        let mass = ladder([1, 2, 0.5])
        let stiffness = ladder([100, 50, 200, 10])
        let damping = ladder([10, 0, 5, 20])
        let velocity = ladder([0, 1, -1, 5])
        return Gen { testCase in
            SpringValues(
                endpoints: try endpoints.run(testCase), mass: try mass.run(testCase),
                stiffness: try stiffness.run(testCase), damping: try damping.run(testCase),
                initialVelocity: try velocity.run(testCase))
        }
    }

    /// A basic animation of one of the options' key paths.
    public static func basicAnimation(_ options: ScriptOptions, context: TimingContext = TimingContext()) -> Gen<Animation> {
        animation(options, kinds: [.basic], context: context)
    }

    /// A keyframe animation of one of the options' key paths.
    public static func keyframeAnimation(_ options: ScriptOptions, context: TimingContext = TimingContext()) -> Gen<Animation> {
        animation(options, kinds: [.keyframe], context: context)
    }

    /// A spring animation of one of the options' key paths.
    public static func springAnimation(_ options: ScriptOptions, context: TimingContext = TimingContext()) -> Gen<Animation> {
        animation(options, kinds: [.spring], context: context)
    }

    /// A group of one to three children (basic, keyframe or spring, as the options allow).
    public static func groupAnimation(_ options: ScriptOptions, context: TimingContext = TimingContext()) -> Gen<Animation> {
        animation(options, kinds: [.group], context: context)
    }

    /// An animation of one of the options' kinds, with its timing, flags and timing function.
    public static func animation(_ options: ScriptOptions, context: TimingContext = TimingContext()) -> Gen<Animation> {
        animation(options, kinds: options.normalized.orderedAnimationKinds, context: context)
    }

    static func animation(_ options: ScriptOptions, kinds: [ScriptAnimationKind], context: TimingContext) -> Gen<Animation> {
        let kit = GeneratorKit(options)
        return Gen { try kit.animation($0, kinds: kinds, context) }
    }
}
