import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// The draws the value laws' generators share: each is a short list ordered simplest first, made
/// of binary fractions (so boundary instants are exact), limited to what the engine supports.
struct ValueDraw {
    let testCase: TestCase
    let capabilities: EngineCapabilities

    /// One of `elements`, shrinking toward the first.
    func pick<T>(_ elements: [T]) throws -> T { try Gen.element(of: elements).run(testCase) }

    /// An integer in `range`, shrinking toward its low end.
    func int(_ range: ClosedRange<Int>) throws -> Int { try Gen.element(of: Array(range)).run(testCase) }

    /// True about once in `n` draws; false is the simplest.
    func oneIn(_ n: Int) throws -> Bool { try Gen.element(of: Array(0..<n)).run(testCase) == n - 1 }

    /// Whether the engine has every capability in `needed`, and then true about once in `n` draws.
    func maybe(_ needed: EngineCapabilities, oneIn n: Int) throws -> Bool {
        capabilities.isSuperset(of: needed) ? try oneIn(n) : false
    }

    /// A value for from, to, by, model values and keyframes.
    func value() throws -> Double { try pick([0, 1, 2, -1, 4, 0.5, 10, -3]) }

    /// A duration that is exact in binary.
    func duration() throws -> Double { try pick([1, 2, 0.5, 4, 0.25]) }

    /// From, to and by in one of the seven combinations of SEMANTICS §5.1 (none set is the last).
    func basicValues() throws -> BasicValues {
        let (a, b) = (try value(), try value())
        let other = a == b ? a + 1 : b
        switch try int(0...6) {
        case 0: return BasicValues(from: a, to: other)
        case 1: return BasicValues(from: a, by: other)
        case 2: return BasicValues(to: a, by: other)
        case 3: return BasicValues(from: a)
        case 4: return BasicValues(to: a)
        case 5: return BasicValues(by: other)
        default: return BasicValues()
        }
    }

    /// A named timing curve or one with drawn control points, overshooting y values included.
    func timingFunction() throws -> TimingFunction {
        if try oneIn(2) {
            let xs: [Double] = [0.25, 0, 1, 0.5, 0.42, 0.125, 0.75, 0.875]
            let ys: [Double] = [0.125, 0, 1, 0.5, 1.5, -0.5, 0.875, 2]
            // First x at most the second: otherwise x(u) can stand still inside (1, y, 0, y′ has
            // x′(½) = 0) and no solver, Core Animation's single-precision one least, is accurate there.
            let (x1, y1, x2, y2) = (try pick(xs), try pick(ys), try pick(xs), try pick(ys))
            return TimingFunction(min(x1, x2), y1, max(x1, x2), y2)
        }
        return try pick(TimingFunction.named.map(\.function))
    }

    /// A fill mode the engine supports.
    func fillMode() throws -> FillMode {
        capabilities.contains(.fillModes) ? try pick([.removed, .both, .forwards, .backwards]) : .removed
    }

    /// A speed: positive powers of two, then negative ones when supported.
    func speed(allowZero: Bool = false) throws -> Double {
        var speeds: [Double] = [1, 2, 0.5, 0.25, 4]
        if capabilities.contains(.negativeSpeed) { speeds += [-1, -2, -0.5] }
        if allowZero { speeds.append(0) }
        return try pick(speeds)
    }

    /// A repeat count: none, whole, fractional, forever.
    func repeatCount() throws -> Double { try pick([0, 2, 1.5, 3, 0.5, 2.25, .infinity]) }

    /// Whether to autoreverse, when supported.
    func autoreverses() throws -> Bool { try maybe(.autoreverses, oneIn: 3) }

    /// Whether to keep the copy after it completes, when supported.
    func retained() throws -> Bool { try maybe(.retainedAnimations, oneIn: 3) }

    /// Strictly increasing key times from 0 to 1 for `count` entries.
    func keyTimes(count: Int) throws -> [Double] {
        guard count > 2 else { return count == 2 ? [0, 1] : [0] }
        let grid: [Double] = [0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875]
        var inner: [Double] = []
        var low = 0
        for index in 0..<(count - 2) {
            let remaining = count - 2 - index
            let high = grid.count - remaining
            let choice = low + (try int(0...max(0, min(2, high - low))))
            inner.append(grid[choice])
            low = choice + 1
        }
        return [0] + inner + [1]
    }

    /// Key times for `count` entries that a rule makes invalid: a wrong count, a first time
    /// other than 0, or a decrease.
    func invalidKeyTimes(count: Int) throws -> [Double] {
        switch try int(0...2) {
        case 0: return try keyTimes(count: count + 1)
        case 1: return [0.25] + (try keyTimes(count: count)).dropFirst()
        default:
            // A decrease needs two inner key times; with fewer, the first time is wrong instead.
            var times = try keyTimes(count: count)
            if count >= 4 { times[1] = 0.9375 } else { times[0] = 0.5 }
            return times
        }
    }

    /// Keyframe values in `mode`: values, key times (valid, none or invalid), timing functions.
    func keyframes(_ mode: CalculationMode) throws -> KeyframeValues {
        let count = try int(1...5)
        let values = try (0..<count).map { _ in try value() }
        let needed = mode == .discrete ? count + 1 : count
        var keyTimes: [Double]?
        switch try int(0...2) {
        case 0: keyTimes = try self.keyTimes(count: needed)
        case 1: keyTimes = nil
        default: keyTimes = try invalidKeyTimes(count: needed)
        }
        let functions =
            try maybe(.timingFunctions, oneIn: 2)
            ? try (0..<max(count - 1, 1)).map { _ in try timingFunction() } : nil
        return KeyframeValues(values: values, keyTimes: keyTimes, calculationMode: mode, timingFunctions: functions)
    }

    /// Spring physics across the three regimes: `m·k` is a perfect square, so critical damping
    /// `2√(mk)` is exact and an engine's test for it sees exactly the discriminant 0.
    func spring(_ endpoints: BasicValues) throws -> SpringValues {
        let (mass, stiffness) = try pick([(1.0, 100.0), (2, 50), (0.5, 200), (1, 16), (4, 4)])
        let critical = 2 * (mass * stiffness).squareRoot()
        let ratio = try pick([0.5, 1, 2, 0.25, 0, 3])
        let velocity = try pick([0.0, 5, -5, 20, -1, 0.5])
        return SpringValues(
            endpoints: endpoints, mass: mass, stiffness: stiffness, damping: ratio * critical, initialVelocity: velocity
        )
    }
}

extension ValueScenario {
    /// A generator of value-law scripts for engines with `capabilities`: `body` fills in a
    /// scenario from the draws.
    static func generator(
        _ capabilities: EngineCapabilities, _ body: @escaping (ValueDraw, inout ValueScenario) throws -> Void
    ) -> Gen<Script> {
        script { testCase in
            var scenario = ValueScenario()
            try body(ValueDraw(testCase: testCase, capabilities: capabilities), &scenario)
            return scenario
        }
    }
}
