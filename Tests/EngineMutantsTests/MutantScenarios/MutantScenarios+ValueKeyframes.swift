import MediaTiming
import Scripts

extension ValueScenarios {
    /// A keyframe animation of `x` over one second.
    static func keyframes(
        _ values: [Double], keyTimes: [Double]? = nil, _ mode: CalculationMode = .linear,
        functions: [TimingFunction]? = nil
    ) -> Animation {
        Animation(
            keyPath: "x",
            kind: .keyframe(
                KeyframeValues(values: values, keyTimes: keyTimes, calculationMode: mode, timingFunctions: functions)),
            timing: AnimationTiming(duration: 1))
    }

    /// A spring of `x` from 0 to 1, running 2 s, so its value is the oscillator's fraction
    /// `1 − x(t)` with `x(t) = e^(−ζω₀t)(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t)` for ζ < 1,
    /// `ω₀ = √(k/m)`, `ζ = c/(2√(km))`, `ω_d = ω₀√(1 − ζ²)` (SEMANTICS §5.6).
    static func spring(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10, velocity: Double = 0
    ) -> Animation {
        Animation(
            keyPath: "x",
            kind: .spring(
                SpringValues(
                    endpoints: BasicValues(from: 0, to: 1), mass: mass, stiffness: stiffness, damping: damping,
                    initialVelocity: velocity)),
            timing: AnimationTiming(duration: 2))
    }

    /// Keyframe modes and segment curves, and spring physics.
    static var keyframesAndSprings: [MutantScenario] {
        // 1 → 2 → 3 with segment curves [straightX(0, 0), linear]: at 0.25 (segment 0, half way)
        // the first curve gives 0.5³ = 0.125, so 1.125; at 0.75 (segment 1, half way) linear
        // gives 2.5. Without segment curves: 1.5 and 2.5; each segment taking the next one's
        // curve: linear in segment 0 (1.5), the cubic in segment 1 (2.125).
        let segments = adding(
            keyframes([1, 2, 3], functions: [straightX(0, 0), .linear]), then: [0.25, 0.5])
        return [
            MutantScenario(
                mutant: "segment-curves-ignored", script: segments, reading: .values("x", steps: [2, 3]),
                correct: .numbers([1.125, 2.5]), mutated: .numbers([1.5, 2.5])),
            MutantScenario(
                mutant: "segment-curves-shifted", script: segments, reading: .values("x", steps: [2, 3]),
                correct: .numbers([1.125, 2.5]), mutated: .numbers([1.5, 2.125])),
            // Cubic 1, 3, 1 at even key times, read at 0.25 (segment 0, f = 0.5). The ends' missing
            // neighbours are the ends themselves: m₀ = ½((1 − 1) + (3 − 1)) = 1, m₁ = ½((3 − 1) +
            // (1 − 3)) = 0; Hermite at ½: ½·1 + ⅛·1 + ½·3 − ⅛·0 = 2.125. Linear: 2.
            MutantScenario(
                mutant: "cubic-as-linear", script: adding(keyframes([1, 3, 1], .cubic), then: [0.25]),
                reading: .values("x", steps: [2]), correct: .numbers([2.125]), mutated: .numbers([2])),
            // Cubic paced 1, 3, 1: distances 2 and 2 put the key times at 0, ½, 1, so the spline
            // is the cubic one above, 2.125 at 0.25; paced along straight lines: 2.
            MutantScenario(
                mutant: "cubic-paced-as-paced", script: adding(keyframes([1, 3, 1], .cubicPaced), then: [0.25]),
                reading: .values("x", steps: [2]), correct: .numbers([2.125]), mutated: .numbers([2])),
            // Paced 1, 4, 5: distances 3 and 1 put the key times at 0, ¾, 1; at 0.5 it is ⅔ of
            // segment 0: 1 + 3·⅔ = 3. Spaced evenly (0, ½, 1) it reaches 4 at 0.5.
            MutantScenario(
                mutant: "paced-as-linear", script: adding(keyframes([1, 4, 5], .paced), then: [0.5]),
                reading: .values("x", steps: [2]), correct: .numbers([3]), mutated: .numbers([4])),
            // Discrete 1, 3 at key times 0, ½, 1: 1 holds over [0, ½), 3 from ½. Read linearly the
            // three key times no longer fit two values, so they are spaced evenly: 1.5 at 0.25,
            // 2.5 at 0.75.
            MutantScenario(
                mutant: "discrete-as-linear",
                script: adding(keyframes([1, 3], keyTimes: [0, 0.5, 1], .discrete), then: [0.25, 0.5]),
                reading: .values("x", steps: [2, 3]), correct: .numbers([1, 3]), mutated: .numbers([1.5, 2.5])),
        ] + springScenarios
    }

    /// Spring physics; every reading at t = 0.1 s unless said.
    static var springScenarios: [MutantScenario] {
        // m 1, k 100, c 10: ω₀ = 10, ζ = 0.5, ω_d = 5√3 = 8.660254…, ζω₀ = 5.
        // v₀ = 5: (5 − 5)/ω_d = 0, so 1 − e^(−0.5)·cos(0.8660254…) = 0.607053444165….
        // v₀ = 0 (ignored): 1 − e^(−0.5)(cos 0.866… + (5/8.660…)·sin 0.866…) = 0.340299846608….
        // v₀ = −5 (reversed): 1 − e^(−0.5)(cos 0.866… + (10/8.660…)·sin 0.866…) = 0.073546249050….
        let velocity = adding(spring(velocity: 5), then: [0.1])
        let defaultSpring = 0.34029984660829826
        return [
            MutantScenario(
                mutant: "spring-velocity-ignored", script: velocity, reading: .values("x", steps: [2]),
                correct: .numbers([0.6070534441656448]), mutated: .numbers([defaultSpring])),
            MutantScenario(
                mutant: "spring-velocity-reversed", script: velocity, reading: .values("x", steps: [2]),
                correct: .numbers([0.6070534441656448]), mutated: .numbers([0.07354624905095175])),
            // m 4: ω₀ = 5, ζ = 10/(2·20) = 0.25, ω_d = 5√(15/16) = 4.841229…, ζω₀ = 1.25:
            // 1 − e^(−0.125)(cos 0.4841… + (1.25/4.8412…)·sin 0.4841…) = 0.112863280557….
            // Mass taken as 1: the default spring above, 0.340299846608….
            MutantScenario(
                mutant: "spring-mass-ignored", script: adding(spring(mass: 4), then: [0.1]),
                reading: .values("x", steps: [2]), correct: .numbers([0.1128632805571752]),
                mutated: .numbers([defaultSpring])),
            // k 400: ω₀ = 20, ζ = 10/40 = 0.25, ω_d = 20√(15/16) = 19.364916…, ζω₀ = 5:
            // 1 − e^(−0.5)(cos 1.9364… + (5/19.364…)·sin 1.9364…) = 1.070644550919… (past the
            // target already). Stiffness taken as 100: the default spring, 0.340299846608….
            MutantScenario(
                mutant: "spring-stiffness-ignored", script: adding(spring(stiffness: 400), then: [0.1]),
                reading: .values("x", steps: [2]), correct: .numbers([1.070644550919464]),
                mutated: .numbers([defaultSpring])),
            // c 4: ζ = 0.2, ω_d = 10√0.96 = 9.797958…, ζω₀ = 2:
            // 1 − e^(−0.2)(cos 0.9798… + (2/9.798…)·sin 0.9798…) = 0.405033767362….
            // Damping taken as 10: the default spring, 0.340299846608….
            MutantScenario(
                mutant: "spring-damping-ignored", script: adding(spring(damping: 4), then: [0.1]),
                reading: .values("x", steps: [2]), correct: .numbers([0.4050337673621123]),
                mutated: .numbers([defaultSpring])),
            // The default spring at 0.5 s: 1 − e^(−2.5)(cos 4.330127… + (5/8.660…)·sin 4.330127…) =
            // 1.074590566595… (overshooting); a basic animation over the 2 s: 0.5/2 = 0.25.
            MutantScenario(
                mutant: "spring-as-basic", script: adding(spring(), then: [0.5]),
                reading: .values("x", steps: [2]), correct: .numbers([1.0745905665950333]),
                mutated: .numbers([0.25])),
        ]
    }
}
