import MediaTiming
import Scripts

extension MutantScenario {
    /// The value mutants' scenarios (``MutantCatalog/engine`` from `to-only-starts-at-zero` on).
    static var values: [MutantScenario] { ValueScenarios.all }
}

/// The value mutants' scenarios and the builders they share, apart from the other concerns'.
enum ValueScenarios {
    /// Every value mutant's scenario.
    static var all: [MutantScenario] {
        endpointsAndCurves + keyframesAndSprings + clocks + extremes + groups + layers
    }
}

extension ValueScenarios {
    /// A script that makes view 0 and adds `animation` under `"a"` (both in the transaction the
    /// first advance commits at media time 0), then advances by each of `advances`.
    ///
    /// Step 0 makes the view, step 1 adds, step 2 is the first render, step 3 the second, and so on.
    static func adding(_ animation: Animation, then advances: [Double], before: [Step] = []) -> Script {
        Script(
            [.makeView(parent: nil)] + before + [.add(view: 0, key: "a", animation: animation)]
                + advances.map { Step.advance(by: $0) })
    }

    /// `animation` with `change` applied: for the fields the builders do not take.
    static func with(_ animation: Animation, _ change: (inout Animation) -> Void) -> Animation {
        var copy = animation
        change(&copy)
        return copy
    }

    /// `x` from 1 to 2 over `duration`, with `timing`: most scenarios' animation, stamped at 0.
    static func ramp(duration: Double = 1, _ timing: AnimationTiming = AnimationTiming()) -> Animation {
        .basic("x", from: 1, to: 2, duration: duration, timing: timing)
    }

    /// A curve whose control x values are 1/3 and 2/3, so `x(u) = u` and the curve's value at
    /// progress `u` is `y(u) = 3(1−u)²u·a + 3(1−u)u²·b + u³`, worked without solving for `u`.
    static func straightX(_ a: Double, _ b: Double) -> TimingFunction { TimingFunction(1.0 / 3, a, 2.0 / 3, b) }

    /// From, to, by and the animation's timing function.
    static var endpointsAndCurves: [MutantScenario] {
        [
            // Model x = 4. To-only 10 over 1 s, read at 0.5: the value so far (4) to 10 is
            // 4 + 6·0.5 = 7; starting at 0 it is 0 + 10·0.5 = 5.
            MutantScenario(
                mutant: "to-only-starts-at-zero",
                script: adding(
                    .basic("x", to: 10, duration: 1), then: [0.5],
                    before: [.setModelValue(view: 0, keyPath: "x", value: 4)]),
                reading: .values("x", steps: [3]), correct: .numbers([7]), mutated: .numbers([5])),
            // Model x = 4. By-only 10 over 1 s, read at 0.5: 4 to 14 gives 4 + 10·0.5 = 9; from 0
            // to by (10) gives 5 (and `by` read as `to`, another mutant, 4 → 10 gives 7).
            MutantScenario(
                mutant: "by-only-starts-at-zero",
                script: adding(
                    .basic("x", by: 10, duration: 1), then: [0.5],
                    before: [.setModelValue(view: 0, keyPath: "x", value: 4)]),
                reading: .values("x", steps: [3]), correct: .numbers([9]), mutated: .numbers([5])),
            // 1 → 2 over 1 s paced by straightX(0, 0): y(u) = u³, so at 0.5 it reads
            // 1 + 0.125; ignoring the curve paces it linearly: 1.5.
            MutantScenario(
                mutant: "timing-function-ignored",
                script: adding(with(ramp()) { $0.timingFunction = straightX(0, 0) }, then: [0.5]),
                reading: .values("x", steps: [2]), correct: .numbers([1.125]), mutated: .numbers([1.5])),
            // 0 → 1 over 1 s with easeIn (0.42, 0)(1, 1), read at 0.5: x(u) = 1.26(1−u)²u +
            // 3(1−u)u² + u³ = 0.5 at u = 0.374253435535… (bisection), y(u) = 3(1−u)u² + u³ =
            // 0.315356812572…. easeOut (0, 0)(0.58, 1) is easeIn turned about (0.5, 0.5), so
            // easeOut(0.5) = 1 − easeIn(0.5) = 0.684643187427….
            MutantScenario(
                mutant: "ease-in-read-as-ease-out",
                script: adding(
                    with(.basic("x", from: 0, to: 1, duration: 1)) { $0.timingFunction = .easeIn }, then: [0.5]),
                reading: .values("x", steps: [2]), correct: .numbers([0.31535681257253945]),
                mutated: .numbers([1 - 0.31535681257253945])),
            // 0 → 1 over 1 s with straightX(1, 0), read at 0.25: y = 3·0.5625·0.25 + 0.25³ =
            // 0.4375. Swapped, (2/3, 0)(1/3, 1): x(u) = 2(1−u)²u + (1−u)u² + u³ = 0.25 at
            // u = 0.158836098085… (bisection), y(u) = 3(1−u)u² + u³ = 0.067672196171….
            MutantScenario(
                mutant: "control-points-swapped",
                script: adding(
                    with(.basic("x", from: 0, to: 1, duration: 1)) { $0.timingFunction = straightX(1, 0) },
                    then: [0.25]),
                reading: .values("x", steps: [2]), correct: .numbers([0.4375]),
                mutated: .numbers([0.06767219617198066])),
            // 1 → 2 over 1 s with straightX(−0.5, 1.5), overshooting below 0 early, read at 0.25:
            // y = 0.421875·(−0.5) + 0.140625·1.5 + 0.015625 = 0.015625; clamped to
            // straightX(0, 1): y = 0.140625 + 0.015625 = 0.15625.
            MutantScenario(
                mutant: "control-point-y-clamped",
                script: adding(with(ramp()) { $0.timingFunction = straightX(-0.5, 1.5) }, then: [0.25]),
                reading: .values("x", steps: [2]), correct: .numbers([1.015625]), mutated: .numbers([1.15625])),
            // 0 → 1 over 1 s with the default curve (0.25, 0.1)(0.25, 1), read at 0.25 and 0.5:
            // x(u) = 0.75(1−u)²u + 0.75(1−u)u² + u³, y(u) = 0.3(1−u)²u + 3(1−u)u² + u³; x(u) =
            // 0.25 at u = 0.409458563186… and 0.5 at u = 0.699572438706… (bisection), so y =
            // 0.408510591355… and 0.802403387584…. easeInEaseOut (0.42, 0)(0.58, 1): x(u) =
            // 1.26(1−u)²u + 1.74(1−u)u² + u³ = 0.25 at u = 0.225065160374…, y(u) = 3(1−u)u² + u³
            // = 0.129161931047…; at 0.5 it is symmetric about (0.5, 0.5): x(0.5) = 0.1575 +
            // 0.2175 + 0.125 = 0.5 and y(0.5) = 0.5 (the same as no curve at all, hence two reads).
            MutantScenario(
                mutant: "default-curve-as-ease-in-out",
                script: adding(
                    with(.basic("x", from: 0, to: 1, duration: 1)) { $0.timingFunction = .default },
                    then: [0.25, 0.25]),
                reading: .values("x", steps: [2, 3]), correct: .numbers([0.40851059135539586, 0.802403387584857]),
                mutated: .numbers([0.1291619310473198, 0.5])),
        ]
    }
}
