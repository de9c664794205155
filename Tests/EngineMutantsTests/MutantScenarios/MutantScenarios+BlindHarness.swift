import MediaTiming
import Scripts

extension MutantScenario {
    /// Blind faults where the host works: reads after a timing edit, scrubbing a frozen layer,
    /// removals on trees, time conversion, layers made late and roots.
    static var blindHost: [MutantScenario] {
        typealias Kit = HarnessScenarioKit
        return [
            // At 2 the 10 s ramp shows 2; frozen at local 7 with no render, it shows 7 at once.
            // Cached for the frame, the stale 2 shows.
            MutantScenario(
                mutant: "blind-presentation-stale-after-timing-edit",
                script: [
                    .makeView(parent: nil), .add(view: 0, key: "a", animation: Kit.ramp), .advance(by: 2),
                    .setTiming(view: 0, LayerTiming(speed: 0, timeOffset: 7)),
                ],
                reading: .values("x", steps: [2, 3]), correct: .numbers([2, 7]), mutated: .numbers([2, 2])),
            // The scrubber freezes view 0 at local 1 (its base) with its copy beginning at 1:
            // progress 0, x = 0. Scrubbed to 4, local 5: x = 4. Latched, the layer stays at 1.
            MutantScenario(
                mutant: "blind-frozen-offset-latched",
                script: [
                    .makeView(parent: nil), Kit.technique(.installScrubber(key: "s"), Kit.ramp), .advance(by: 0),
                    Kit.technique(.scrub(to: 4)), .advance(by: 0),
                ],
                reading: .values("x", steps: [2, 3, 4]), correct: .numbers([0, 4, 4]), mutated: .numbers([0, 0, 0])),
            // removeAllAnimations on view 0 leaves its subview 1's "a".
            MutantScenario(
                mutant: "blind-remove-all-recurses",
                script: [
                    .makeView(parent: nil), .makeView(parent: 0), .add(view: 1, key: "a", animation: Kit.ramp),
                    .advance(by: 1), .removeAllAnimations(view: 0), .advance(by: 1),
                ],
                reading: .keys(view: 1, steps: [4, 5]), correct: .keys([["a"], ["a"]]), mutated: .keys([[], []])),
            // timeOffset 5: the trace's local time (convertTime from media time) is t + 5, 5 at 0 and
            // 6 at 1. Without the layer's own offset, t. Rendering uses the offset on both: the ramp
            // that begins at local 5.5 is 0.5 s in at 1 (x 0.5), which a layer ignoring its offset
            // would not show.
            MutantScenario(
                mutant: "blind-convert-time-drops-destination-offset",
                script: [
                    .makeView(parent: nil), .setTiming(view: 0, LayerTiming(timeOffset: 5)),
                    .add(view: 0, key: "a", animation: Kit.x(0, 10, duration: 10, AnimationTiming(beginTime: 5.5))),
                    .advance(by: 1),
                ],
                reading: .localTimes(steps: [1, 3]), correct: .numbers([5, 6]), mutated: .numbers([0, 1])),
            // A view made at media 2 in the window (made at 0): its local time is media time, 2 then
            // and 4 at 4. Counted from its creation: 0, then 2.
            MutantScenario(
                mutant: "blind-layer-clock-from-creation",
                script: [.advance(by: 2), .makeView(parent: nil), .advance(by: 2)],
                reading: .localTimes(steps: [1, 2]), correct: .numbers([2, 4]), mutated: .numbers([0, 2])),
            // View 0 leaves the window and, a root of its own, gets timeOffset 5; view 1 in the
            // window keeps media time: 1, then 2. Sharing one clock, the window's layer gets the
            // offset too: 6, then 7.
            MutantScenario(
                mutant: "blind-root-clock-shared",
                script: [
                    .makeView(parent: nil), .makeView(parent: nil), .advance(by: 1), .detach(view: 0),
                    .setTiming(view: 0, LayerTiming(timeOffset: 5)), .advance(by: 1),
                ],
                reading: .localTimes(view: 1, steps: [4, 5]), correct: .numbers([1, 2]), mutated: .numbers([6, 7])),
        ]
    }

    /// Blind faults where the techniques work: what a store reads back, and a resume.
    static var blindTechniques: [MutantScenario] {
        typealias Kit = HarnessScenarioKit
        /// Stores view 0 after `before`, removes its animations, restores after `frozen` more (the
        /// layer stays paused meanwhile) and renders `after` later: its local time is `before +
        /// after` at the end.
        func storeAndRestore(_ animation: Animation, before: Double, frozen: Double, after: Double) -> Script {
            [
                .makeView(parent: nil), .add(view: 0, key: "a", animation: animation), .advance(by: before),
                Kit.technique(.store), .removeAllAnimations(view: 0), .advance(by: frozen), Kit.technique(.restore),
                .advance(by: after),
            ]
        }
        // A retained 1 s ramp from 0 to 1 with a forwards fill on each of two root views. View 0's
        // is stored at 0.5, removed and restored at 1: local 2.5 at 3, past its period: it holds 1
        // and stays listed. View 1's, never stored, holds 1 and stays listed: these faults are
        // only in what a store reads back, unlike an engine that drops fills or retention itself.
        var filling = Kit.x(0, 1, duration: 1, AnimationTiming(fillMode: .forwards))
        filling.isRemovedOnCompletion = false
        let retained: Script = [
            .makeView(parent: nil), .makeView(parent: nil), .add(view: 0, key: "a", animation: filling),
            .add(view: 1, key: "b", animation: filling), .advance(by: 0.5), Kit.technique(.store),
            .removeAllAnimations(view: 0), .advance(by: 0.5), Kit.technique(.restore), .advance(by: 2),
        ]
        return [
            // Restored without the fill: the model value 0, still listed.
            MutantScenario(
                mutant: "blind-copy-out-drops-fill", script: retained, reading: .values("x", steps: [9]),
                correct: .numbers([1]), mutated: .numbers([0])),
            // Restored removed on completion: gone at 3.
            MutantScenario(
                mutant: "blind-copy-out-removes-on-completion", script: retained, reading: .keys(steps: [9]),
                correct: .keys([["a"]]), mutated: .keys([[]])),
            // Three 1 s iterations, stored and restored at 1.5: at 2.5 the third is half done. Read
            // back with the two repeats left and its old begin time, it ends at 2: model 0.
            MutantScenario(
                mutant: "blind-copy-out-remaining-repeats",
                script: storeAndRestore(
                    Kit.x(0, 1, duration: 1, AnimationTiming(repeatCount: 3)), before: 1.5, frozen: 0, after: 1),
                reading: .values("x", steps: [7]), correct: .numbers([0.5]), mutated: .numbers([0])),
            // Key times [0, 0.8, 1] for [0, 10, 20] over 1 s, stored and restored at 0.2: at 0.6,
            // 0.6 / 0.8 of the way from 0 to 10: 7.5. Spaced evenly, a fifth from 10 to 20: 12.
            MutantScenario(
                mutant: "blind-copy-out-drops-key-times",
                script: storeAndRestore(
                    .keyframe("x", values: [0, 10, 20], keyTimes: [0, 0.8, 1], duration: 1), before: 0.2, frozen: 0,
                    after: 0.4),
                reading: .values("x", steps: [7]), correct: .numbers([7.5]), mutated: .numbers([12])),
            // Started at the render at 1, paused at 1, resumed at 2: it started once. Re-armed, it
            // hears didStart again at the render after the resume.
            MutantScenario(
                mutant: "blind-resume-refires-did-start",
                script: [
                    .makeView(parent: nil), .add(view: 0, key: "a", animation: Kit.ramp), .advance(by: 1),
                    Kit.technique(.pause), .advance(by: 1), Kit.technique(.resume), .advance(by: 1),
                ],
                reading: .callbacks, correct: .lines(["2: didStart v0.a#1"]),
                mutated: .lines(["2: didStart v0.a#1", "6: didStart v0.a#1"])),
        ]
    }
}
