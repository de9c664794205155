import MediaTiming
import Scripts

extension MutantScenario {
    /// A layer's own duration, repeats, autoreverse and fill (SEMANTICS §1.3): the layer gives
    /// its animations the time §3 and §4 give an animation, and none outside its active period
    /// without a fill. Each copy is stamped at 0, where every layer here is at its local time 0.
    static var engineLayerTiming: [MutantScenario] {
        [
            // A layer with duration 2 and repeatCount 2 (D = 4), x 0 → 10 over 4 s on it: at media
            // 2.5 the layer's time wraps to 2.5 mod 2 = 0.5, x = 1.25. Its duration ignored, the
            // layer's time is 2.5: x = 6.25.
            MutantScenario(
                mutant: "layer-duration-ignored", script: layerRepeatedTwice,
                reading: .values("x", steps: [3]), correct: .numbers([1.25]), mutated: .numbers([6.25])),
            // The same script: its repeatCount ignored, the layer runs one 2 s iteration and has no
            // time at 2.5 (fill removed): its animation contributes nothing, x = 0.
            MutantScenario(
                mutant: "layer-repeat-count-ignored", script: layerRepeatedTwice,
                reading: .values("x", steps: [3]), correct: .numbers([1.25]), mutated: .numbers([0])),
            // A layer with duration 2, autoreversing (one cycle of 4): at media 1 its time is 1
            // (x = 2.5); at 3 the backward leg mirrors, 4 − 3 = 1 (x = 2.5 again). Without the
            // autoreverse the layer's period ends at 2: at 3 it has no time, x = 0.
            MutantScenario(
                mutant: "layer-autoreverse-ignored",
                script: Script([
                    .makeView(parent: nil), .setTiming(view: 0, LayerTiming(duration: 2, autoreverses: true)),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 4)),
                    .advance(by: 1), .advance(by: 2),
                ]),
                reading: .values("x", steps: [3, 4]), correct: .numbers([2.5, 2.5]), mutated: .numbers([2.5, 0])),
            // A layer with duration 1 that fills forwards: at media 1.5 it holds its last instant,
            // time 1, so x (0 → 10 over 4 s) = 2.5. Its fill ignored, it has no time: x = 0.
            MutantScenario(
                mutant: "layer-fill-ignored",
                script: Script([
                    .makeView(parent: nil), .setTiming(view: 0, LayerTiming(duration: 1, fillMode: .forwards)),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 4)),
                    .advance(by: 1.5),
                ]),
                reading: .values("x", steps: [3]), correct: .numbers([2.5]), mutated: .numbers([0])),
            // A layer with duration 1 and repeatDuration 2.5, running x 0 → 10 in 0.5 s cycles for
            // a repeatDuration of 1 (so the animation never ends inside the layer's 1 s cycles).
            // At media 0.75 the layer's time is 0.75 and the animation's 0.75 mod 0.5 = 0.25:
            // x = 5. At 2.25 the layer's time is 2.25 mod 1 = 0.25: x = 5 again. Its repeatDuration
            // ignored (repeatCount 0: one iteration), the layer has no time after 1: x = 0 at
            // 2.25. (An engine ignoring every repeatDuration also ends the animation at 0.5.)
            MutantScenario(
                mutant: "layer-repeat-duration-ignored",
                script: Script([
                    .makeView(parent: nil), .setTiming(view: 0, LayerTiming(duration: 1, repeatDuration: 2.5)),
                    .add(
                        view: 0, key: "a",
                        animation: .basic(
                            "x", from: 0, to: 10, duration: 0.5, timing: AnimationTiming(repeatDuration: 1))),
                    .advance(by: 0.75), .advance(by: 1.5),
                ]),
                reading: .values("x", steps: [3, 4]), correct: .numbers([5, 5]), mutated: .numbers([5, 0])),
        ]
    }

    /// A layer with duration 2 and repeatCount 2 running x 0 → 10 over 4 s, rendered at 2.5;
    /// then a second root view whose layer has a begin time, a negative speed and an offset, so
    /// that a mutant that drops those (and the duration with them) is not taken for one that
    /// drops the duration alone: its local time is (2.5 − 1)·(−1) + 10 = 8.5 either way.
    private static var layerRepeatedTwice: Script {
        Script([
            .makeView(parent: nil), .setTiming(view: 0, LayerTiming(duration: 2, repeatCount: 2)),
            .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 4)),
            .advance(by: 2.5), .makeView(parent: nil),
            .setTiming(view: 1, LayerTiming(beginTime: 1, speed: -1, timeOffset: 10)),
        ])
    }
}
