import MediaTiming
import Scripts

/// `animation` with `change` applied, for the flags `Animation.basic` does not take.
private func tweaked(_ animation: Animation, _ change: (inout Animation) -> Void) -> Animation {
    var copy = animation
    change(&copy)
    return copy
}

extension MutantScenario {
    /// Iterations, direction and fill (SEMANTICS §3, §4, §5.3): one view, one copy stamped at 0.
    static var engineIterations: [MutantScenario] {
        [
            // repeatCount 1.5 of 1 s: D = 1.5 (§3.2); at 1.25 the copy is in its second cycle,
            // 0.25 in: x = 2.5. Truncated to 1 cycle, D = 1: over, removed, x = 0.
            MutantScenario(
                mutant: "fractional-repeat-truncated",
                script: Script([
                    .makeView(parent: nil),
                    .add(
                        view: 0, key: "a",
                        animation: .basic("x", from: 0, to: 10, duration: 1, timing: AnimationTiming(repeatCount: 1.5))),
                    .advance(by: 1.25),
                ]),
                reading: .values("x", steps: [2]), correct: .numbers([2.5]), mutated: .numbers([0])),
            // Autoreversing 1 s legs (L = 2): at 0.25 the forward leg gives 2.5; at 1.25 the
            // backward leg mirrors, 2 − 1.25 = 0.75: 7.5 (§3.5). Backward leg first: at 0.25 the
            // position is 1 − 0.25 = 0.75 (7.5), at 1.25 the forward leg plays, 0.25 (2.5).
            MutantScenario(
                mutant: "backward-leg-first",
                script: autoreversing,
                reading: .values("x", steps: [2, 3]), correct: .numbers([2.5, 7.5]), mutated: .numbers([7.5, 2.5])),
            // The same script: not mirrored, the backward leg plays 1.25 − 1 = 0.25 forwards again
            // (2.5), while the forward leg is untouched (2.5 at 0.25).
            MutantScenario(
                mutant: "backward-leg-not-mirrored",
                script: autoreversing,
                reading: .values("x", steps: [2, 3]), correct: .numbers([2.5, 7.5]), mutated: .numbers([2.5, 2.5])),
            // x 5 → 10 over 1 s from beginTime 1, fill backwards: at 0.5 it is before its active
            // period and holds its start value 5 (§4.1); ignoring the fill it shows the model, 0.
            MutantScenario(
                mutant: "fill-backwards-ignored",
                script: Script([
                    .makeView(parent: nil),
                    .add(
                        view: 0, key: "a",
                        animation: .basic(
                            "x", from: 5, to: 10, duration: 1,
                            timing: AnimationTiming(beginTime: 1, fillMode: .backwards))),
                    .advance(by: 0.5),
                ]),
                reading: .values("x", steps: [2]), correct: .numbers([5]), mutated: .numbers([0])),
            // x 0 → 10 over 1 s, fill forwards, kept on completion: at 2 it holds p = 1, x = 10
            // (§4.1, §4.2). Unclamped, the progress past the period is 2/1 = 2: x = 0 + 10·2 = 20.
            MutantScenario(
                mutant: "timing-function-not-clamped",
                script: Script([
                    .makeView(parent: nil),
                    .add(
                        view: 0, key: "a",
                        animation: tweaked(
                            .basic("x", from: 0, to: 10, duration: 1, timing: AnimationTiming(fillMode: .forwards))
                        ) { $0.isRemovedOnCompletion = false }),
                    .advance(by: 2),
                ]),
                reading: .values("x", steps: [2]), correct: .numbers([10]), mutated: .numbers([20])),
            // Speed −2, 2 s (active for 2/2 = 1 s): at 0.25 the local time is −0.25·2 + 0 = −0.5,
            // wrapped into [0, 2): 1.5, x = 7.5 (§3.3, §3.6). Read as speed 2: 0.5, x = 2.5 (and
            // an animation speed ignored altogether, 1: 0.25, x = 1.25).
            MutantScenario(
                mutant: "negative-speed-ignored",
                script: Script([
                    .makeView(parent: nil),
                    .add(
                        view: 0, key: "a",
                        animation: .basic("x", from: 0, to: 10, duration: 2, timing: AnimationTiming(speed: -2))),
                    .advance(by: 0.25),
                ]),
                reading: .values("x", steps: [2]), correct: .numbers([7.5]), mutated: .numbers([2.5])),
            // 1 s with repeatDuration 2.5: D = 2.5 (§3.2); at 2.25, 2.25 mod 1 = 0.25: x = 2.5.
            // Ignoring it, repeatCount 0 gives one cycle: over at 1, removed, x = 0.
            MutantScenario(
                mutant: "repeat-duration-ignored",
                script: Script([
                    .makeView(parent: nil),
                    .add(
                        view: 0, key: "a",
                        animation: .basic(
                            "x", from: 0, to: 10, duration: 1, timing: AnimationTiming(repeatDuration: 2.5))),
                    .advance(by: 2.25),
                ]),
                reading: .values("x", steps: [2]), correct: .numbers([2.5]), mutated: .numbers([0])),
            // Two cycles of 1 s: at 0.5 (first cycle) x = 5; at 1.5, 0.5 into the second, x = 5.
            // Lagging a tenth of the duration in later cycles, the second reads 0.5 − 0.1 = 0.4: 4.
            MutantScenario(
                mutant: "later-iterations-lag",
                script: Script([
                    .makeView(parent: nil),
                    .add(
                        view: 0, key: "a",
                        animation: .basic("x", from: 0, to: 10, duration: 1, timing: AnimationTiming(repeatCount: 2))),
                    .advance(by: 0.5), .advance(by: 1),
                ]),
                reading: .values("x", steps: [2, 3]), correct: .numbers([5, 5]), mutated: .numbers([5, 4])),
            // Cumulative, two cycles of 0 → 10 over 1 s: at 1.5 the second cycle adds its value 5
            // to the first cycle's end 10: 15 (§5.3). Not accumulating: 5.
            MutantScenario(
                mutant: "cumulative-ignored",
                script: Script([
                    .makeView(parent: nil),
                    .add(
                        view: 0, key: "a",
                        animation: tweaked(
                            .basic("x", from: 0, to: 10, duration: 1, timing: AnimationTiming(repeatCount: 2))
                        ) { $0.isCumulative = true }),
                    .advance(by: 1.5),
                ]),
                reading: .values("x", steps: [2]), correct: .numbers([15]), mutated: .numbers([5])),
        ]
    }

    /// One autoreversing x 0 → 10 with 1 s legs, read at 0.25 and at 1.25 (both legs).
    private static var autoreversing: Script {
        Script([
            .makeView(parent: nil),
            .add(
                view: 0, key: "a",
                animation: .basic("x", from: 0, to: 10, duration: 1, timing: AnimationTiming(autoreverses: true))),
            .advance(by: 0.25), .advance(by: 1),
        ])
    }
}
