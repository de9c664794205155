import MediaTiming
import Scripts

extension ValueScenarios {
    /// A group of `children` running `duration` with `timing`'s other fields.
    static func group(
        _ children: [Animation], duration: Double = 2, _ timing: AnimationTiming = AnimationTiming()
    ) -> Animation {
        var timing = timing
        timing.duration = duration
        return with(.group(children, duration: duration)) { $0.timing = timing }
    }

    /// Groups: each group is stamped at 0 and holds one `ramp` child (x 1 → 2 over 1 s) unless
    /// said; x's model value 0 shows while the child contributes nothing.
    static var groups: [MutantScenario] {
        [
            // Child begin 0.5 in a 2 s group: at 0.25 it has not begun (0); at 0.75 it is at 0.25
            // (1.25). Begin ignored: 1.25, then 1.75.
            MutantScenario(
                mutant: "group-child-begin-ignored",
                script: adding(group([ramp(AnimationTiming(beginTime: 0.5))]), then: [0.25, 0.5]),
                reading: .values("x", steps: [2, 3]), correct: .numbers([0, 1.25]), mutated: .numbers([1.25, 1.75])),
            // Child speed 2 in a 1 s group (as long as the child's active duration, so a group
            // that scaled its children would not move it): at 0.25 it is at 0.5 (1.5). Speed
            // ignored: 1.25.
            MutantScenario(
                mutant: "group-child-speed-ignored",
                script: adding(group([ramp(AnimationTiming(speed: 2))], duration: 1), then: [0.25]),
                reading: .values("x", steps: [2]), correct: .numbers([1.5]), mutated: .numbers([1.25])),
            // A 1 s group (as long as its child) and its child both have timeOffset 0.25: at 0.25
            // the group's time is 0.5 and the child's 0.75 (1.75). The child's offset ignored: 1.5
            // (both ignored, another mutant: 1.25).
            MutantScenario(
                mutant: "group-child-offset-ignored",
                script: adding(
                    group([ramp(AnimationTiming(timeOffset: 0.25))], duration: 1, AnimationTiming(timeOffset: 0.25)),
                    then: [0.25]),
                reading: .values("x", steps: [2]), correct: .numbers([1.75]), mutated: .numbers([1.5])),
            // Child begin 0.5, fill both: at 0.25 it holds its start (1); at 1.75, after its end at
            // 1.5, its end (2). Fill ignored: 0 and 0. (Forwards ignored, another mutant: 1, 0;
            // backwards ignored: 0, 2.)
            MutantScenario(
                mutant: "group-child-fill-ignored",
                script: adding(group([ramp(AnimationTiming(beginTime: 0.5, fillMode: .both))]), then: [0.25, 1.5]),
                reading: .values("x", steps: [2, 3]), correct: .numbers([1, 2]), mutated: .numbers([0, 0])),
            // A child without a duration takes the group's 2 s: at 0.125, 1.0625; at 0.5, 1.25.
            // At 0.25 s: 1.5 at 0.125, and ended (0) at 0.5.
            MutantScenario(
                mutant: "group-child-default-duration",
                script: adding(group([ramp(duration: 0)]), then: [0.125, 0.375]),
                reading: .values("x", steps: [2, 3]), correct: .numbers([1.0625, 1.25]),
                mutated: .numbers([1.5, 0])),
            // A 1 s group paced by straightX(0, 0) (y = u³) holding a 1 s child paced by
            // straightX(1, 1) (y = 3(1−u)u + u³). At 0.5 the group's time is 0.125 s and the child
            // reads 3·0.125·0.875 + 0.125³ = 0.330078125: 1.330078125. The group's curve ignored:
            // the child at 0.5 reads 0.75 + 0.125: 1.875 (every curve ignored, another mutant: 1.5).
            MutantScenario(
                mutant: "group-curve-ignored",
                script: adding(
                    with(group([with(ramp()) { $0.timingFunction = straightX(1, 1) }], duration: 1)) {
                        $0.timingFunction = straightX(0, 0)
                    }, then: [0.5]),
                reading: .values("x", steps: [2]), correct: .numbers([1.330078125]), mutated: .numbers([1.875])),
            // A 2 s group holding a 1 s group that begins at 0.5 at speed 2, holding the ramp. At
            // 0.75 the nested group's time is (0.75 − 0.5)·2 = 0.5 (1.5). Flattened, the ramp runs
            // in the outer group's time: 1.75.
            MutantScenario(
                mutant: "nested-group-flattened",
                script: adding(
                    group([group([ramp()], duration: 1, AnimationTiming(beginTime: 0.5, speed: 2))]), then: [0.75]),
                reading: .values("x", steps: [2]), correct: .numbers([1.5]), mutated: .numbers([1.75])),
        ]
    }

    /// Layer timing through the tree: view 0's layer gets its timing after the ramp is stamped.
    static var layers: [MutantScenario] {
        // Stamp the ramp at begin 0 (render at 0), then set `timing` and render 0.25 s later.
        func retimed(_ timing: LayerTiming) -> Script {
            Script(adding(ramp(), then: [0]).steps + [.setTiming(view: 0, timing), .advance(by: 0.25)])
        }
        return [
            // Layer timeOffset 0.25: at media 0.25 the layer's time is 0.5 (1.5); ignored: 1.25.
            MutantScenario(
                mutant: "layer-time-offset-ignored", script: retimed(LayerTiming(timeOffset: 0.25)),
                reading: .values("x", steps: [4]), correct: .numbers([1.5]), mutated: .numbers([1.25])),
            // Layer beginTime −0.25: at media 0.25 the layer's time is 0.25 + 0.25 = 0.5 (1.5);
            // ignored: 1.25.
            MutantScenario(
                mutant: "layer-begin-time-ignored", script: retimed(LayerTiming(beginTime: -0.25)),
                reading: .values("x", steps: [4]), correct: .numbers([1.5]), mutated: .numbers([1.25])),
            // Layer speed −1 from the start; a 20 s ramp with explicit begin −10 (not stamped),
            // active over layer times [−10, 10). At media 0.5 the layer's time is −0.5: e = 9.5,
            // 1 + 9.5/20 = 1.475. Run forwards: +0.5, e = 10.5, 1.525.
            MutantScenario(
                mutant: "negative-layer-speed-ignored",
                script: adding(
                    ramp(duration: 20, AnimationTiming(beginTime: -10)), then: [0.5],
                    before: [.setTiming(view: 0, LayerTiming(speed: -1))]),
                reading: .values("x", steps: [3]), correct: .numbers([1.475]), mutated: .numbers([1.525])),
        ]
    }
}
