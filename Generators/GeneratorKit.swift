import MediaTiming
import PropertyTesting

/// The generators of one set of options, built once and drawn from many times.
///
/// Building a ``Gen`` allocates closures; a script draws hundreds of values whose generators
/// depend only on the options, so the kit builds those once, and draws the parts that depend on
/// the model's state (now, durations, views) directly, with the same tape shape as
/// `Gen.frequency`: one uniform ticket, then the chosen branch.
final class GeneratorKit: @unchecked Sendable {
    let options: ScriptOptions
    let halves2: Gen<Double>
    let halves4: Gen<Double>
    let halves6: Gen<Double>
    let halves20: Gen<Double>
    let signedHalves4: Gen<Double>
    let small10: Gen<Double>
    let bool: Gen<Bool> = .bool
    let kinds: [ScriptAnimationKind]
    let kindWeights: [Int]
    let childKinds: [ScriptAnimationKind]
    let speedLadder: Gen<Double>
    let changeSpeeds: Gen<Double>
    let transactionDurations: Gen<Double>
    let groupChildDuration: Gen<Double>
    let readableDuration: Gen<Double>
    /// Whether each step kind is enabled, in the order of `ScriptStepKind.allCases`.
    let stepAllowed: [Bool]
    /// Whether each technique operation is enabled, in the order of `TechniqueOperationKind.allCases`.
    let techniqueAllowed: [Bool]
    /// Whether an operation enabled on any view (change speed, add with closures, reinstall) is allowed.
    let alwaysEnabledTechnique: Bool

    init(_ options: ScriptOptions) {
        let options = options.normalized
        self.options = options
        halves2 = ScriptGenerators.halves(upTo: 2)
        halves4 = ScriptGenerators.halves(upTo: 4)
        halves6 = ScriptGenerators.halves(upTo: 6)
        halves20 = ScriptGenerators.halves(upTo: 20)
        signedHalves4 = ScriptGenerators.signedHalves(upTo: 4)
        small10 = ScriptGenerators.smallInteger(upTo: 10)
        kinds = options.orderedAnimationKinds
        let weights: [ScriptAnimationKind: Int] = [.basic: 6, .keyframe: 3, .group: 2, .spring: 2]
        kindWeights = kinds.map { weights[$0] ?? 1 }
        childKinds = kinds.filter { $0 != .group }
        speedLadder = ScriptGenerators.ladder([2, 0.5])
        var speeds: [Double] = [2, 0.5, 1]
        if options.allowsZeroSpeed { speeds.append(0) }
        if options.allowsNegativeSpeed { speeds.append(-1) }
        changeSpeeds = ScriptGenerators.ladder(speeds)
        transactionDurations = ScriptGenerators.ladder([1, 0.5, 2, 0])
        groupChildDuration = ScriptGenerators.ladder([1, 0, 0.5, 2])
        readableDuration = ScriptGenerators.ladder([1, 2, 4])
        stepAllowed = ScriptStepKind.allCases.map(options.stepKinds.contains)
        techniqueAllowed = TechniqueOperationKind.allCases.map(options.techniqueOperations.contains)
        alwaysEnabledTechnique = !options.techniqueOperations.isDisjoint(with: [
            .changeSpeed, .addWithClosures, .reinstall,
        ])
    }

    /// The index of a weighted branch: one uniform ticket, shrinking toward the first branch.
    @inline(__always)
    static func pick(_ weights: [Int], _ testCase: TestCase) throws -> Int {
        var total = 0
        for weight in weights { total += max(0, weight) }
        guard total > 0 else { throw GenerationError.noOptions(generator: "pick") }
        var ticket = Int(try testCase.drawUniform(upTo: UInt64(total - 1)))
        for (index, weight) in weights.enumerated() where weight > 0 {
            if ticket < weight { return index }
            ticket -= weight
        }
        return weights.count - 1
    }

    /// One of `values`, uniformly, shrinking toward the first.
    @inline(__always)
    static func element<T>(_ values: [T], _ testCase: TestCase) throws -> T {
        guard !values.isEmpty else { throw GenerationError.noOptions(generator: "element") }
        return values[Int(try testCase.drawUniform(upTo: UInt64(values.count - 1)))]
    }

    /// `base`, or a few halves before or after it.
    func around(_ base: Double, _ testCase: TestCase) throws -> Double {
        switch try Self.pick([2, 1, 1], testCase) {
        case 0: return base
        case 1: return base - max(try halves4.run(testCase), 0.5)
        default: return base + max(try halves4.run(testCase), 0.5)
        }
    }
}
