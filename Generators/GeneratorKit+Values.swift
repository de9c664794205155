import MediaTiming
import PropertyTesting

extension GeneratorKit {
    private static let readableDurations: [Double] = [1, 2, 0.5, 3, 1.5, 4, 0.25]
    private static let namedFunctions: [TimingFunction] = TimingFunction.named.map(\.function)

    /// A layer speed; see ``ScriptGenerators/layerSpeed(_:)``.
    func layerSpeed(_ testCase: TestCase) throws -> Double {
        let weights = [10, options.allowsZeroSpeed ? 3 : 0, options.allowsNegativeSpeed ? 2 : 0, 2, 2]
        switch try Self.pick(weights, testCase) {
        case 0: return 1
        case 1: return 0
        case 2: return try Self.element([-1, -0.5, -2], testCase)
        case 3: return try Self.element([0.5, 0.25, 1.5], testCase)
        default: return try Self.element([2, 4, 100], testCase)
        }
    }

    /// An animation duration; see ``ScriptGenerators/animationDuration(_:)``.
    func duration(_ testCase: TestCase) throws -> Double {
        guard options.animationTimingEdgeCases else { return try Self.element(Self.readableDurations, testCase) }
        switch try Self.pick([10, 1, 1], testCase) {
        case 0: return try Self.element(Self.readableDurations, testCase)
        case 1: return 0
        default: return try Self.element([-1, -0.5], testCase)
        }
    }

    /// Basic values; see ``ScriptGenerators/basicValues()``.
    func basicValues(_ testCase: TestCase) throws -> BasicValues {
        switch try Self.pick([5, 2, 1, 1, 1, 1, 1], testCase) {
        case 0: return BasicValues(from: try small10.run(testCase), to: try small10.run(testCase))
        case 1: return BasicValues(to: try small10.run(testCase))
        case 2: return BasicValues(by: try small10.run(testCase))
        case 3: return BasicValues(from: try small10.run(testCase), by: try small10.run(testCase))
        case 4: return BasicValues(to: try small10.run(testCase), by: try small10.run(testCase))
        case 5: return BasicValues(from: try small10.run(testCase))
        default: return BasicValues()
        }
    }

    /// A timing function or none; see ``ScriptGenerators/timingFunction(_:)``.
    func timingFunction(_ testCase: TestCase) throws -> TimingFunction? {
        guard options.allowsTimingFunctions else { return nil }
        switch try Self.pick([6, 2, 1], testCase) {
        case 0: return nil
        case 1: return try Self.element(Self.namedFunctions, testCase)
        default: return TimingFunction(0.5, 0, 0.5, 1)
        }
    }

    /// Keyframe values; see ``ScriptGenerators/keyframeValues(_:)``.
    func keyframeValues(_ testCase: TestCase) throws -> KeyframeValues {
        let mode = try Self.element(CalculationMode.allCases, testCase)
        var values: [Double] = []
        // Like `Gen.array(count: 0...4)`: a continue choice before each value, one span per value.
        while values.count < 4 {
            let value = try testCase.span(.element) { () -> Double? in
                guard try testCase.drawWeighted(0.7) else { return nil }
                return try small10.run(testCase)
            }
            guard let value else { break }
            values.append(value)
        }
        var keyframes = KeyframeValues(values: values, calculationMode: mode)
        let timeCount = mode == .discrete ? values.count + 1 : values.count
        switch try Self.pick([3, 2, 1], testCase) {
        case 1 where timeCount >= 2:
            var interior: [Double] = []
            for _ in 0..<(timeCount - 2) { interior.append(Double(try Self.element([1, 2, 3], testCase)) / 4) }
            keyframes.keyTimes = [0] + interior.sorted() + [1]
        case 2:
            // Out of order or of the wrong count: the engine must ignore them.
            keyframes.keyTimes =
                timeCount >= 2
                ? ([0] + Array(repeating: 0.5, count: timeCount - 2) + [1]).reversed() : [0.5, 0.25]
        default:
            break
        }
        if values.count >= 2, try timingFunction(testCase) != nil {
            var list: [TimingFunction] = []
            for _ in 0..<(values.count - 1) { list.append(try timingFunction(testCase) ?? .linear) }
            keyframes.timingFunctions = list
        }
        return keyframes
    }

    /// Spring values; see ``ScriptGenerators/springValues()``.
    func springValues(_ testCase: TestCase) throws -> SpringValues {
        SpringValues(
            endpoints: try basicValues(testCase), mass: try Self.element([1, 2, 0.5], testCase),
            stiffness: try Self.element([100, 50, 200, 10], testCase),
            damping: try Self.element([10, 0, 5, 20], testCase),
            initialVelocity: try Self.element([0, 1, -1, 5], testCase))
    }
}
