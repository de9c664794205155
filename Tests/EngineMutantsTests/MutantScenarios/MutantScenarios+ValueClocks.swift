import MediaTiming
import Scripts

extension ValueScenarios {
    /// The animation's own timing. Unless said, the animation is `ramp` (x 1 → 2 over 1 s),
    /// stamped with begin time 0, and x's model value is 0, which it shows once removed.
    static var clocks: [MutantScenario] {
        // timeOffset 0.25: local time is e + 0.25 wrapped into D = 1. At 0.5: 0.75, so 1.75; at
        // 0.875: 1.125 wraps to 0.125, so 1.125 (the period ends at e = 1). Not wrapped, the
        // period ends at e = 1 − 0.25: at 0.875 it has ended and been removed (0). Offset
        // ignored (another mutant): 1.5 and 1.875.
        let offset = adding(ramp(AnimationTiming(timeOffset: 0.25)), then: [0.5, 0.375])
        // Begin time 1 (layer time, not stamped): at 0.5 nothing yet (0), at 1.5 half way (1.5).
        // Ignored, it starts at its commit (0): 1.5 at 0.5, and by 1.5 it has ended (0).
        let late = adding(ramp(AnimationTiming(beginTime: 1)), then: [0.5, 1])
        // A forwards fill kept on the layer: at 1.5 the period has ended and the end value 2 holds,
        // under key "a". Forwards fill ignored: the key stays, showing nothing (0); removed anyway:
        // no key, 0.
        let retained = adding(
            with(ramp(AnimationTiming(fillMode: .forwards))) { $0.isRemovedOnCompletion = false }, then: [1.5])
        return [
            MutantScenario(
                mutant: "time-offset-not-wrapped", script: offset, reading: .values("x", steps: [2, 3]),
                correct: .numbers([1.75, 1.125]), mutated: .numbers([1.75, 0])),
            // Two iterations; at exactly 1 s the second begins: progress 0, 1. Showing the end
            // of the first instead: 2.
            MutantScenario(
                mutant: "turn-shows-previous-cycle-end",
                script: adding(ramp(AnimationTiming(repeatCount: 2)), then: [1]),
                reading: .values("x", steps: [2]), correct: .numbers([1]), mutated: .numbers([2])),
            // Speed −1 from begin time 1, filling backwards: played backwards, its first instant is
            // the end of the forward period, so before it begins (0.5) it holds 2; at 1.25, e = 0.25,
            // local −0.25 wraps to 0.75: 1.75. The wrong end holds 1 before it begins (and a mutant
            // ignoring the sign reads 1.25 at 1.25).
            MutantScenario(
                mutant: "negative-speed-fill-wrong-end",
                script: adding(
                    ramp(AnimationTiming(beginTime: 1, speed: -1, fillMode: .backwards)), then: [0.5, 0.75]),
                reading: .values("x", steps: [2, 3]), correct: .numbers([2, 1.75]), mutated: .numbers([1, 1.75])),
            MutantScenario(
                mutant: "time-offset-ignored", script: offset, reading: .values("x", steps: [2, 3]),
                correct: .numbers([1.75, 1.125]), mutated: .numbers([1.5, 1.875])),
            MutantScenario(
                mutant: "begin-time-ignored", script: late, reading: .values("x", steps: [2, 3]),
                correct: .numbers([0, 1.5]), mutated: .numbers([1.5, 0])),
            // Speed 2: at 0.25 local 0.5 (1.5), done by 0.5 so removed at 0.75 (0). At speed 1:
            // 1.25, then 1.75.
            MutantScenario(
                mutant: "animation-speed-ignored", script: adding(ramp(AnimationTiming(speed: 2)), then: [0.25, 0.5]),
                reading: .values("x", steps: [2, 3]), correct: .numbers([1.5, 0]), mutated: .numbers([1.25, 1.75])),
            // Autoreversing: at 1.25 the backward leg mirrors 1.25 to 0.75: 1.75. Without it the
            // period ended at 1: removed, 0.
            MutantScenario(
                mutant: "autoreverses-ignored",
                script: adding(ramp(AnimationTiming(autoreverses: true)), then: [1.25]),
                reading: .values("x", steps: [2]), correct: .numbers([1.75]), mutated: .numbers([0])),
            // Repeating forever: at 1.5 the second iteration is half way, 1.5. Once: removed at 1, 0.
            MutantScenario(
                mutant: "endless-repeat-once",
                script: adding(ramp(AnimationTiming(repeatCount: .infinity)), then: [1.5]),
                reading: .values("x", steps: [2]), correct: .numbers([1.5]), mutated: .numbers([0])),
            // repeatCount 1.5: D = 1.5; at 1.25 the second iteration is at 0.25 (1.25); at 1.75
            // it has ended (0). Rounded up to 2: still running at 1.75, at 0.75 (1.75). (Truncated,
            // another mutant, ends at 1: 0 and 0.)
            MutantScenario(
                mutant: "fractional-repeat-rounded-up",
                script: adding(ramp(AnimationTiming(repeatCount: 1.5)), then: [1.25, 0.5]),
                reading: .values("x", steps: [2, 3]), correct: .numbers([1.25, 0]), mutated: .numbers([1.25, 1.75])),
            // A 2 s ramp autoreversing with repeatDuration 1.5: D = 1.5 (not doubled), so at 1.75
            // and 3.5 it has ended: 0, 0. Doubled, D = 3: at 1.75 it is at 1.75 of the forward
            // leg (1.875), and by 3.5 it has ended (0). (repeatDuration read as a count of 4 s
            // cycles, or ignored, other mutants, run on to 6 or 4: 1.875, then the backward leg
            // at 4 − 3.5 = 0.5, 1.25.)
            MutantScenario(
                mutant: "repeat-duration-doubled",
                script: adding(
                    ramp(duration: 2, AnimationTiming(repeatDuration: 1.5, autoreverses: true)), then: [1.75, 1.75]),
                reading: .values("x", steps: [2, 3]), correct: .numbers([0, 0]), mutated: .numbers([1.875, 0])),
            MutantScenario(
                mutant: "fill-forwards-ignored", script: retained, reading: .values("x", steps: [2]),
                correct: .numbers([2]), mutated: .numbers([0])),
            MutantScenario(
                mutant: "retained-removed-anyway", script: retained, reading: .keys(steps: [2]),
                correct: .keys([["a"]]), mutated: .keys([[]])),
        ]
    }

    /// Extreme but valid timings.
    static var extremes: [MutantScenario] {
        [
            // Speed −1, repeating forever, begin time 1, no fill: at 0.5 it has not begun and
            // contributes nothing (the model value 0); the mutant answers NaN there.
            MutantScenario(
                mutant: "reversed-loop-before-begin-nan",
                script: adding(ramp(AnimationTiming(beginTime: 1, speed: -1, repeatCount: .infinity)), then: [0.5]),
                reading: .values("x", steps: [2]), correct: .numbers([0]), mutated: .numbers([.nan])),
            // 200,000 iterations of 1 ms: D = 200 s, so at 200.5 it has ended and been removed.
            // Repeating forever it is still there.
            MutantScenario(
                mutant: "huge-repeat-forever",
                script: adding(ramp(duration: 0.001, AnimationTiming(repeatCount: 200_000)), then: [200.5]),
                reading: .keys(steps: [2]), correct: .keys([[]]), mutated: .keys([["a"]])),
            // 0.5 ms: half way at 0.25 ms (1.5), ended at 0.75 ms (0). Clamped to 1 ms: a quarter
            // (1.25), then three quarters (1.75).
            MutantScenario(
                mutant: "tiny-duration-clamped",
                script: adding(ramp(duration: 0.0005), then: [0.00025, 0.0005]),
                reading: .values("x", steps: [2, 3]), correct: .numbers([1.5, 0]), mutated: .numbers([1.25, 1.75])),
            // Speed 0.0005: at 1000 s local time is 0.5 (1.5). Taken as 0 it is frozen at its
            // offset, 0: 1.
            MutantScenario(
                mutant: "slow-speed-frozen", script: adding(ramp(AnimationTiming(speed: 0.0005)), then: [1000]),
                reading: .values("x", steps: [2]), correct: .numbers([1.5]), mutated: .numbers([1])),
        ]
    }
}
