import MediaTiming
import Scripts

extension MutantScenario {
    /// The broken wrappers around the reference engine: stored copies, removal, re-adds, caches
    /// and state kept outside the instance.
    static var engineWrappers: [MutantScenario] {
        [
            // The store technique keeps what animation(forKey:) answers and re-adds it on restore
            // (SEMANTICS §8.3). x 0 → 10 over 4 s, added at media 1, is stamped 1 (x = 1.25 at 1.5).
            // The store pauses the layer at its time 1.5; the app removes the animations; the
            // restore re-adds the kept copy, begin time 1, and resumes the layer so its time goes
            // on from 1.5: at media 2 it is 2, x = 10·(2 − 1)/4 = 2.5. Kept unstamped, the copy's
            // begin time is 0 (the restore keeps a 0 from being stamped again: it begins at the
            // layer's time 0): x = 10·2/4 = 5.
            MutantScenario(
                mutant: "stored-copy-not-stamped",
                script: Script([
                    .makeView(parent: nil), .advance(by: 1),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 4)),
                    .advance(by: 0.5), .technique(TechniqueStep(.store, view: 0)), .removeAllAnimations(view: 0),
                    .technique(TechniqueStep(.restore, view: 0)), .advance(by: 0.5),
                ]),
                reading: .values("x", steps: [3, 7]), correct: .numbers([1.25, 2.5]), mutated: .numbers([1.25, 5])),
            // As above with a second key: a animates x over 4 s, b (added last) y over 8 s, both
            // stamped 1. Restored, x is 2.5 at media 2 again. Answering the last added description
            // under every key, the store keeps b's y animation under "a" too: after the restore
            // nothing animates x, 0.
            MutantScenario(
                mutant: "shared-animation-storage",
                script: Script([
                    .makeView(parent: nil), .advance(by: 1),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 4)),
                    .add(view: 0, key: "b", animation: .basic("y", from: 0, to: 10, duration: 8)),
                    .advance(by: 0.5), .technique(TechniqueStep(.store, view: 0)), .removeAllAnimations(view: 0),
                    .technique(TechniqueStep(.restore, view: 0)), .advance(by: 0.5),
                ]),
                reading: .values("x", steps: [4, 8]), correct: .numbers([1.25, 2.5]), mutated: .numbers([1.25, 0])),
            // View 1 inside view 0 inside the window's layer: two levels below a root. Removing
            // its animation leaves no key (§2.2, the removal API); skipped that deep, "a" stays.
            MutantScenario(
                mutant: "removal-skips-sublayers",
                script: Script([
                    .makeView(parent: nil), .makeView(parent: 0),
                    .add(view: 1, key: "a", animation: .basic("x", from: 0, to: 10, duration: 2)),
                    .advance(by: 0.5), .removeAnimation(view: 1, key: "a"), .advance(by: 0.5),
                ]),
                reading: .keys(view: 1, steps: [4, 5]), correct: .keys([[], []]), mutated: .keys([["a"], ["a"]])),
            // "a" removed at step 3 and added again at step 4: the new copy is listed from its add.
            // Ignored after the removal, the key stays empty.
            MutantScenario(
                mutant: "re-add-after-removal-ignored",
                script: Script([
                    .makeView(parent: nil),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 2)),
                    .advance(by: 0.5), .removeAnimation(view: 0, key: "a"),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 2)),
                    .advance(by: 0.5),
                ]),
                reading: .keys(steps: [3, 4, 5]), correct: .keys([[], ["a"], ["a"]]), mutated: .keys([[], [], []])),
            // x 0 → 10 over 4 s; at media 1, x = 2.5. Setting the layer's speed to 2 puts its time
            // at (1 − 0)·2 = 2 at once (§1.1): x = 5 from step 3 on. Cached since the render at 1,
            // the value stays 2.5 through the timing edit and the model edit, until the next
            // render.
            MutantScenario(
                mutant: "presentation-cached-per-frame", script: liveEditsBetweenRenders,
                reading: .values("x", steps: [3, 4, 5]), correct: .numbers([5, 5, 5]), mutated: .numbers([2.5, 2.5, 5])
            ),
            // The same script: the model edit y = 3 shows at once (§2.4, TRANS-5). A model value as
            // of the last render is 0 until the render at step 5.
            MutantScenario(
                mutant: "model-value-cached-per-frame", script: liveEditsBetweenRenders,
                reading: .values("y", steps: [4, 5]), correct: .numbers([3, 3]), mutated: .numbers([0, 3])),
            // Run twice, each run on a new engine (both on a thread of their own); the second run
            // is read. Model x = 1, nothing animates it: x reads 0, then 1, on any engine of its
            // own. Every other engine made being shifted by a half, the second shows 0.5, then 1.5.
            MutantScenario(
                mutant: "state-shared-across-engines",
                script: Script([
                    .makeView(parent: nil), .setModelValue(view: 0, keyPath: "x", value: 1), .advance(by: 0.5),
                ]),
                runs: 2, reading: .values("x", steps: [0, 1, 2]), correct: .numbers([0, 1, 1]),
                mutated: .numbers([0.5, 1.5, 1.5])),
        ]
    }

    /// x 0 → 10 over 4 s rendered at 1, then a timing edit and a model edit, then a render at the
    /// same instant.
    private static var liveEditsBetweenRenders: Script {
        Script([
            .makeView(parent: nil), .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 4)),
            .advance(by: 1), .setTiming(view: 0, LayerTiming(speed: 2)),
            .setModelValue(view: 0, keyPath: "y", value: 3), .advance(by: 0),
        ])
    }
}
