import MediaTiming
import PropertyTesting

extension GeneratorKit {
    /// Layer timing; see ``ScriptGenerators/layerTiming(_:context:)``.
    func layerTiming(_ testCase: TestCase, _ context: TimingContext) throws -> LayerTiming {
        let beginTime: Double
        switch try Self.pick([4, 3, 1], testCase) {
        case 0: beginTime = 0
        case 1: beginTime = try around(context.now, testCase)
        default: beginTime = try signedHalves4.run(testCase)
        }
        let speed = try layerSpeed(testCase)
        let timeOffset: Double
        switch try Self.pick([4, 2, context.durations.isEmpty ? 0 : 2], testCase) {
        case 0: timeOffset = 0
        case 1: timeOffset = try signedHalves4.run(testCase)
        default: timeOffset = try Self.element(context.durations, testCase)
        }
        return LayerTiming(beginTime: beginTime, speed: speed, timeOffset: timeOffset)
    }

    /// The rest of `CAMediaTiming` on a layer, drawn onto `timing`: a finite duration, repeats,
    /// autoreverse and fill (SEMANTICS.md §1.3), each only where `capabilities` allow it, as the
    /// value laws' bounded layers are gated.
    ///
    /// Unbounded (Core Animation's default) is the simplest. A bounded duration is one of a few
    /// readable ones or exactly a duration of the layer's animations; now and then it is one the
    /// contract corrects rather than refuses: 0 or less, read as unbounded, or an explicit +∞.
    /// The repeat count is 0, whole, fractional or infinite; the repeat duration (with
    /// ``EngineCapabilities/repeatDuration``) 0 or a half; autoreverse and every fill mode with
    /// their capabilities.
    func boundLayerTiming(
        _ timing: inout LayerTiming, _ testCase: TestCase, _ context: TimingContext, capabilities: EngineCapabilities
    ) throws {
        guard capabilities.contains(.layerMediaTiming) else { return }
        switch try Self.pick([10, 3, context.durations.isEmpty ? 0 : 1, 3], testCase) {
        case 0: return
        case 1: timing.duration = try Self.element([1, 2, 0.5, 1.5], testCase)
        case 2: timing.duration = try Self.element(context.durations, testCase)
        default: timing.duration = try Self.element([0, -1, .infinity], testCase)
        }
        switch try Self.pick([3, 2, 1, 1], testCase) {
        case 0: break
        case 1: timing.repeatCount = try Self.element([2, 3], testCase)
        case 2: timing.repeatCount = try Self.element([1.5, 0.5], testCase)
        default: timing.repeatCount = .infinity
        }
        if capabilities.contains(.repeatDuration), try Self.pick([4, 1], testCase) == 1 {
            timing.repeatDuration = try Self.element([2.5, 0.5], testCase)
        }
        if capabilities.contains(.autoreverses) { timing.autoreverses = try Self.pick([2, 1], testCase) == 1 }
        if capabilities.contains(.fillModes) {
            timing.fillMode = [FillMode.removed, .forwards, .backwards, .both][try Self.pick([3, 1, 1, 1], testCase)]
        }
    }

    /// Animation timing; see ``ScriptGenerators/animationTiming(_:context:)``.
    func animationTiming(_ testCase: TestCase, _ context: TimingContext) throws -> AnimationTiming {
        var timing = AnimationTiming(duration: try duration(testCase))
        guard options.animationTimingEdgeCases else { return timing }
        switch try Self.pick([6, 2, 1], testCase) {
        case 0: break
        case 1: timing.beginTime = try around(context.now, testCase)
        default: timing.beginTime = try halves4.run(testCase)
        }
        switch try Self.pick([12, 2, options.allowsNegativeSpeed ? 1 : 0, options.allowsZeroSpeed ? 1 : 0], testCase) {
        case 0: break
        case 1: timing.speed = try speedLadder.run(testCase)
        case 2: timing.speed = -1
        default: timing.speed = 0
        }
        switch try Self.pick([8, 2, 2, 1], testCase) {
        case 0: break
        case 1: timing.repeatCount = try Self.element([2, 3], testCase)
        case 2: timing.repeatCount = try Self.element([1.5, 0.5, 2.5], testCase)
        default: timing.repeatCount = .infinity
        }
        switch try Self.pick([10, 2, 1], testCase) {
        case 0: break
        case 1: timing.repeatDuration = max(try halves6.run(testCase), 0.5)
        default: timing.repeatDuration = .infinity
        }
        timing.autoreverses = try Self.pick([3, 1], testCase) == 1
        timing.fillMode = [FillMode.removed, .forwards, .backwards, .both][try Self.pick([4, 1, 1, 1], testCase)]
        switch try Self.pick([6, 1, 1], testCase) {
        case 0: break
        case 1: timing.timeOffset = try halves2.run(testCase)
        default:
            let wholeCycle = timing.autoreverses ? try bool.run(testCase) : false
            timing.timeOffset = max(0, wholeCycle ? timing.cycleDuration : timing.duration)
        }
        return timing
    }
}

extension ScriptGenerators {
    /// Layer timing with Core Animation's edge cases weighted in.
    ///
    /// beginTime is 0, exactly `context.now`, a few halves before or after it, or a small signed
    /// half; speed comes from ``layerSpeed(_:)``; timeOffset is 0, a small signed half, or exactly
    /// one of `context.durations` (a duration or cycle boundary). Identity timing is the simplest.
    public static func layerTiming(_ options: ScriptOptions, context: TimingContext = TimingContext()) -> Gen<
        LayerTiming
    > {
        let kit = GeneratorKit(options)
        return Gen { try kit.layerTiming($0, context) }
    }

    /// Animation timing with Core Animation's edge cases weighted in.
    ///
    /// Duration from ``animationDuration(_:)``; beginTime 0 (stamped at commit), exactly
    /// `context.now` (the layer's local time), a few halves before or after, or a small half;
    /// speed 1, 2, ½, −1 or 0; repeatCount 0, whole, fractional or infinite; repeatDuration 0, a
    /// half or infinite; autoreverses; every fill mode; timeOffset 0, a half, or exactly the
    /// duration or cycle. Duration 1 with every other property at Core Animation's default is the
    /// simplest. With ``ScriptOptions/animationTimingEdgeCases`` off, only the duration varies.
    public static func animationTiming(_ options: ScriptOptions, context: TimingContext = TimingContext()) -> Gen<
        AnimationTiming
    > {
        let kit = GeneratorKit(options)
        return Gen { try kit.animationTiming($0, context) }
    }
}
