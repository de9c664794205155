import MediaTiming
import Testing

@Suite struct LayerTimingTests {
    @Test func localTimeIsTheLinearMapOfParentTime() {
        // t = (tp − b)·s + o = (10 − 4)·0.5 + 1 = 4
        let timing = LayerTiming(beginTime: 4, speed: 0.5, timeOffset: 1)
        #expect(timing.localTime(fromParentTime: 10) == 4)
        // tp = (t − o)/s + b = (4 − 1)/0.5 + 4 = 10
        #expect(timing.parentTime(fromLocalTime: 4) == 10)
    }

    @Test func invertingThroughSpeedZeroGivesTheIEEEResult() {
        let frozen = LayerTiming(beginTime: 2, speed: 0, timeOffset: 3)
        #expect(frozen.parentTime(fromLocalTime: 5) == .infinity)
        #expect(frozen.parentTime(fromLocalTime: 1) == -.infinity)
        #expect(frozen.parentTime(fromLocalTime: 3).isNaN)
    }
}

@Suite struct AnimationTimingTests {
    @Test func activeDurationFollowsRepeatCountAndAutoreverse() {
        // L = 2·2 = 4; D = 4·1.5 = 6
        #expect(AnimationTiming(duration: 2, repeatCount: 1.5, autoreverses: true).activeDuration() == 6)
        // rd wins over rc and is not doubled by default
        #expect(
            AnimationTiming(duration: 2, repeatCount: 3, repeatDuration: 5, autoreverses: true).activeDuration() == 5)
        let doubled = TimingProfile(repeatDurationUnderAutoreverse: .doubled)
        #expect(
            AnimationTiming(duration: 2, repeatDuration: 5, autoreverses: true).activeDuration(profile: doubled) == 10)
        #expect(AnimationTiming(duration: 2, repeatCount: .infinity).activeDuration() == .infinity)
        #expect(AnimationTiming(duration: 2, repeatCount: .greatestFiniteMagnitude).activeDuration() == .infinity)
        #expect(AnimationTiming(duration: 3).activeDuration() == 3)
    }
}

@Suite struct TimingFunctionTests {
    @Test func endpointsAndClamping() {
        for (_, f) in TimingFunction.named {
            #expect(f(0) == 0)
            #expect(f(1) == 1)
            #expect(f(-3) == 0)
            #expect(f(7) == 1)
        }
    }

    @Test func easeInEaseOutIsSymmetricAboutTheMidpoint() {
        // Control points (0.42, 0) and (0.58, 1) are point-symmetric about (0.5, 0.5),
        // so f(0.5) = 0.5 and f(x) + f(1 − x) = 1.
        let f = TimingFunction.easeInEaseOut
        #expect(abs(f(0.5) - 0.5) < 1e-9)
        #expect(abs(f(0.2) + f(0.8) - 1) < 1e-9)
    }

    @Test func easeInAtTheCurveParameterOneHalf() {
        // At u = 0.5: x = 3·0.25·0.5·0.42 + 3·0.5·0.25·1 + 0.125 = 0.1575 + 0.375 + 0.125 = 0.6575
        //             y = 0 + 0.375 + 0.125 = 0.5
        #expect(abs(TimingFunction.easeIn(0.6575) - 0.5) < 1e-9)
    }
}

@Suite struct AnimationValidationTests {
    @Test func descriptionsWithACoreAnimationRuleAreAccepted() throws {
        try Animation.basic("opacity", duration: 0).validate()
        try Animation.basic("opacity", duration: -1).validate()
        try Animation.keyframe("x", values: [], duration: 1).validate()
        try Animation.keyframe("x", values: [1, 2], keyTimes: [0.5, 0.1, 3], duration: 1).validate()
    }

    @Test func descriptionsWithoutARuleAreRefusedWithAReason() {
        #expect(throws: TimingEngineError.invalidAnimation("beginTime must be finite")) {
            var a = Animation.basic("x", to: 1, duration: 1)
            a.timing.beginTime = .nan
            try a.validate()
        }
        #expect(throws: TimingEngineError.invalidAnimation("from, to and by must be finite")) {
            try Animation.basic("x", to: .infinity, duration: 1).validate()
        }
        #expect(throws: TimingEngineError.invalidAnimation("repeatCount must be ≥ 0")) {
            var child = Animation.basic("x", to: 1, duration: 1)
            child.timing.repeatCount = -1
            try Animation.group([child], duration: 1).validate()
        }
    }
}
