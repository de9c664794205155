import MediaTiming
import Scripts

extension MutantScenario {
    /// The pause, resume and speed-change mutants' scenarios.
    ///
    /// View 0's layer runs at media time: local time `(t − beginTime)·speed + timeOffset`.
    static var harnessPausing: [MutantScenario] {
        typealias Kit = HarnessScenarioKit
        // Paused at 1, frozen until the resume at 2 gives beginTime 2 − 1 = 1 (local t − 1); paused
        // at 3 (local 2), frozen until the resume at 4 gives beginTime 2 (local t − 2): 3 at 5.
        // Losing the paused time at the second resume keeps beginTime 1: local 3 at 4, 4 at 5.
        let twoPauses: Script = [
            .makeView(parent: nil), .advance(by: 1), Kit.technique(.pause), .advance(by: 1), Kit.technique(.resume),
            .advance(by: 1), Kit.technique(.pause), .advance(by: 1), Kit.technique(.resume), .advance(by: 1),
        ]
        // Paused at 1 (local 1), speed set to 2 while paused, resumed at 2: it resumes at speed 2
        // from local 1, beginTime 2 − 1/2 = 1.5, so local (t − 1.5)·2 is 3 at 3. Forgotten, it
        // resumes at speed 1 (beginTime 1): 2 at 3. Un-paused at once at 1: beginTime 1, speed 2,
        // timeOffset 1, local (t − 1)·2 + 1: 3 at 2 (the resume then finds it running: a no-op)
        // and 5 at 3.
        let speedWhilePaused: Script = [
            .makeView(parent: nil), .advance(by: 1), Kit.technique(.pause), Kit.technique(.changeSpeed(2)),
            .advance(by: 1), Kit.technique(.resume), .advance(by: 1),
        ]
        // timeOffset 5: local t + 5, 6 at 1.
        let offsetFive: [Step] = [
            .makeView(parent: nil), .setTiming(view: 0, LayerTiming(timeOffset: 5)), .advance(by: 1),
        ]
        return [
            MutantScenario(
                mutant: "tech-resume-loses-paused-time-later", script: twoPauses,
                reading: .localTimes(steps: [2, 4, 6, 8, 9]), correct: .numbers([1, 1, 2, 2, 3]),
                mutated: .numbers([1, 1, 2, 3, 4])),
            MutantScenario(
                mutant: "tech-paused-speed-change-forgotten", script: speedWhilePaused,
                reading: .localTimes(steps: [3, 4, 5, 6]), correct: .numbers([1, 1, 1, 3]),
                mutated: .numbers([1, 1, 1, 2])),
            MutantScenario(
                mutant: "tech-paused-speed-change-unpauses", script: speedWhilePaused,
                reading: .localTimes(steps: [3, 4, 5, 6]), correct: .numbers([1, 1, 1, 3]),
                mutated: .numbers([1, 3, 3, 5])),
            // Speed 2 at 1 keeps local 6: beginTime 1 − 1/2 = 0.5, timeOffset 5, local
            // (t − 0.5)·2 + 5, 8 at 2. With timeOffset 0: 1 at 1, 3 at 2.
            MutantScenario(
                mutant: "tech-speed-change-drops-offset",
                script: Script(offsetFive + [Kit.technique(.changeSpeed(2)), .advance(by: 1)]),
                reading: .localTimes(steps: [2, 3, 4]), correct: .numbers([6, 6, 8]), mutated: .numbers([6, 1, 3])),
            // Paused at 1, the layer freezes at its own local time 6; at its parent's (media) time, 1.
            MutantScenario(
                mutant: "tech-pause-freezes-parent-time",
                script: Script(offsetFive + [Kit.technique(.pause), .advance(by: 1)]),
                reading: .localTimes(steps: [2, 3, 4]), correct: .numbers([6, 6, 6]), mutated: .numbers([6, 1, 1])),
        ]
    }

    /// The store, restore and preserver mutants' scenarios.
    static var harnessStoring: [MutantScenario] {
        typealias Kit = HarnessScenarioKit
        // "a" then "b" on view 0, stored, lost by a window trip and restored, twice. Each restore
        // re-adds both in their order: [a, b]. Dropping the last re-adds [a], then (only "a" kept
        // the second time) nothing. Dropping the first key from the second restore on: [a, b],
        // then [b]. Reversing: [b, a], then (kept in that order) [a, b].
        let twoRestores: Script = [
            .makeView(parent: nil), .add(view: 0, key: "a", animation: Kit.ramp),
            .add(view: 0, key: "b", animation: .basic("y", from: 0, to: 10, duration: 10)), .advance(by: 1),
            Kit.technique(.store), .detach(view: 0), .attach(view: 0), Kit.technique(.restore),
            Kit.technique(.store), .detach(view: 0), .attach(view: 0), Kit.technique(.restore),
        ]
        return [
            MutantScenario(
                mutant: "tech-restore-drops-last-key", script: twoRestores, reading: .keys(steps: [7, 11]),
                correct: .keys([["a", "b"], ["a", "b"]]), mutated: .keys([["a"], []])),
            MutantScenario(
                mutant: "tech-restore-drops-key-later", script: twoRestores, reading: .keys(steps: [7, 11]),
                correct: .keys([["a", "b"], ["a", "b"]]), mutated: .keys([["a", "b"], ["b"]])),
            MutantScenario(
                mutant: "tech-restore-reverses-order", script: twoRestores, reading: .keys(steps: [7, 11]),
                correct: .keys([["a", "b"], ["a", "b"]]), mutated: .keys([["b", "a"], ["a", "b"]])),
            // The store at 1 pauses view 0: local time 1 at 2 still. Unpaused it runs on to 2.
            MutantScenario(
                mutant: "tech-store-does-not-pause",
                script: [
                    .makeView(parent: nil), .add(view: 0, key: "a", animation: Kit.ramp), .advance(by: 1),
                    Kit.technique(.store), .advance(by: 1),
                ],
                reading: .localTimes(steps: [3, 4]), correct: .numbers([1, 1]), mutated: .numbers([1, 2])),
            // The store of view 0 keeps the animations of its whole tree: its own "c" and subview
            // 1's "a" and "b"; the window trip removes them and the restore brings each back.
            // Keeping view 0's copies only, it brings back "c" alone.
            MutantScenario(
                mutant: "tech-store-skips-sublayers",
                script: [
                    .makeView(parent: nil), .makeView(parent: 0), .add(view: 1, key: "a", animation: Kit.ramp),
                    .add(view: 1, key: "b", animation: .basic("y", from: 0, to: 10, duration: 10)),
                    .add(view: 0, key: "c", animation: Kit.ramp), .advance(by: 1), Kit.technique(.store),
                    .detach(view: 0), .attach(view: 0), Kit.technique(.restore),
                ],
                reading: .keys(view: 1, steps: [8, 9]), correct: .keys([[], ["a", "b"]]), mutated: .keys([[], []])),
            // The preserver stores at willMove(toWindow: nil) (pausing view 0 at 1) and restores at
            // didMoveToWindow while the app is active, so "a" is back at once. Ignoring the moves,
            // "a" is lost.
            MutantScenario(
                mutant: "tech-preserver-ignores-window-moves",
                script: [
                    .makeView(parent: nil), .add(view: 0, key: "a", animation: Kit.ramp), .advance(by: 1),
                    Kit.technique(.preserve), .detach(view: 0), .advance(by: 1), .attach(view: 0), .advance(by: 1),
                ],
                reading: .keys(steps: [4, 6]), correct: .keys([[], ["a"]]), mutated: .keys([[], []])),
        ]
    }
}
