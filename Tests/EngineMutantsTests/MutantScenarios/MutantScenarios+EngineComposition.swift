import MediaTiming
import Scripts

/// `animation` with `change` applied, for the flags `Animation.basic` does not take.
private func tweaked(_ animation: Animation, _ change: (inout Animation) -> Void) -> Animation {
    var copy = animation
    change(&copy)
    return copy
}

extension MutantScenario {
    /// Keys, composition, values, keyframes and groups (SEMANTICS §2.2, §5): one view, copies
    /// stamped at 0 unless said otherwise.
    static var engineComposition: [MutantScenario] {
        [
            // x over 2 s under "a", then at 0.5 y under "a": the second replaces the first (§2.2),
            // one key listed. Keeping both, the layer lists "a" twice.
            MutantScenario(
                mutant: "same-key-keeps-both",
                script: Script([
                    .makeView(parent: nil),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 2)),
                    .advance(by: 0.5),
                    .add(view: 0, key: "a", animation: .basic("y", from: 0, to: 10, duration: 2)),
                    .advance(by: 0.5),
                ]),
                reading: .keys(steps: [3, 4]), correct: .keys([["a"], ["a"]]),
                mutated: .keys([["a", "a"], ["a", "a"]])),
            // a: x 0 → 10 and then b: x 20 → 30, both 4 s, neither additive: b applies last and
            // replaces a (§5.2): at 1, 20 + 10/4 = 22.5. In reverse order a applies last: 2.5.
            MutantScenario(
                mutant: "reverse-composition-order",
                script: Script([
                    .makeView(parent: nil),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 4)),
                    .add(view: 0, key: "b", animation: .basic("x", from: 20, to: 30, duration: 4)),
                    .advance(by: 1),
                ]),
                reading: .values("x", steps: [3]), correct: .numbers([22.5]), mutated: .numbers([2.5])),
            // Model x = 100 and an additive 0 → 10 over 4 s: at 1 it adds 2.5, 102.5 (§5.2).
            // Replacing, it shows its own 2.5.
            MutantScenario(
                mutant: "additive-replaces",
                script: Script([
                    .makeView(parent: nil), .setModelValue(view: 0, keyPath: "x", value: 100),
                    .add(
                        view: 0, key: "a",
                        animation: tweaked(.basic("x", from: 0, to: 10, duration: 4)) { $0.isAdditive = true }),
                    .advance(by: 1),
                ]),
                reading: .values("x", steps: [3]), correct: .numbers([102.5]), mutated: .numbers([2.5])),
            // Keyframes 0, 10, 20 at key times 0, 0.25, 1 over 4 s: at 1 (p = 0.25) x = 10 (§5.4).
            // Spaced evenly (0, 0.5, 1), p = 0.25 is halfway to 10: 5.
            MutantScenario(
                mutant: "key-times-ignored",
                script: Script([
                    .makeView(parent: nil),
                    .add(
                        view: 0, key: "a",
                        animation: .keyframe("x", values: [0, 10, 20], keyTimes: [0, 0.25, 1], duration: 4)),
                    .advance(by: 1),
                ]),
                reading: .values("x", steps: [2]), correct: .numbers([10]), mutated: .numbers([5])),
            // A 4 s group with a 2 s child x 0 → 10: at 1 the child is 1 s in, 5 (§5.5: clipped,
            // not scaled). Scaled to the group's 4 s, the child's time is 1·2/4 = 0.5: 2.5.
            MutantScenario(
                mutant: "group-children-scaled",
                script: Script([
                    .makeView(parent: nil),
                    .add(
                        view: 0, key: "g", animation: .group([.basic("x", from: 0, to: 10, duration: 2)], duration: 4)),
                    .advance(by: 1),
                ]),
                reading: .values("x", steps: [2]), correct: .numbers([5]), mutated: .numbers([2.5])),
            // Model x = 1; a: x 0 → 10, then b: to-only x → 20, both 4 s. At 1 a gives 2.5, and b
            // runs from the value so far 2.5 (§5.1): 2.5 + (20 − 2.5)/4 = 6.875. From the model
            // value 1 instead: 1 + (20 − 1)/4 = 5.75.
            MutantScenario(
                mutant: "underlying-is-model-value",
                script: Script([
                    .makeView(parent: nil), .setModelValue(view: 0, keyPath: "x", value: 1),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 4)),
                    .add(view: 0, key: "b", animation: .basic("x", to: 20, duration: 4)),
                    .advance(by: 1),
                ]),
                reading: .values("x", steps: [4]), correct: .numbers([6.875]), mutated: .numbers([5.75])),
            // Model x = 5 and by-only 10 over 1 s: 5 … 15 (§5.1), at 0.5: 10. Read as to 10, it
            // runs 5 … 10: 7.5.
            MutantScenario(
                mutant: "by-read-as-to",
                script: Script([
                    .makeView(parent: nil), .setModelValue(view: 0, keyPath: "x", value: 5),
                    .add(view: 0, key: "a", animation: .basic("x", by: 10, duration: 1)),
                    .advance(by: 0.5),
                ]),
                reading: .values("x", steps: [3]), correct: .numbers([10]), mutated: .numbers([7.5])),
        ]
    }
}
