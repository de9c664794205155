import MediaTiming
import Scripts

extension MutantScenario {
    /// The engine mutants' scenarios (``MutantCatalog/engine`` up to the value mutants).
    static var engine: [MutantScenario] {
        engineTime + engineIterations + engineComposition + engineCallbacks + engineWrappers + engineLayerTiming
            + engineTransactions
    }

    /// Time spaces, begin-time stamping, the commit and removal on completion (SEMANTICS §1, §2, §4.3).
    ///
    /// Every view is a root view of the window unless made with a parent; media time starts at 0,
    /// `.advance` commits before it renders, and a value is read at the engine's media time right
    /// after its step. Model values are 0 unless set.
    static var engineTime: [MutantScenario] {
        [
            // One second from 0, committed; the render at 1.5 completes it and removes it; a
            // second render at the same instant is "one render after", which the late mutant
            // removes it at; the never-removing mutant keeps it at 2 too.
            MutantScenario(
                mutant: "removal-one-frame-late",
                script: Script([
                    .makeView(parent: nil),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 1)),
                    .commit, .advance(by: 1.5), .advance(by: 0), .advance(by: 0.5),
                ]),
                reading: .keys(steps: [3, 4, 5]), correct: .keys([[], [], []]), mutated: .keys([["a"], [], []])),
            // The same script: the copy completes at the render at 1.5 and is removed there (§4.3);
            // never removed, it is still listed at every later render (as its fill is removed, it
            // shows nothing, but its key stays).
            MutantScenario(
                mutant: "removal-never",
                script: Script([
                    .makeView(parent: nil),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 1)),
                    .commit, .advance(by: 1.5), .advance(by: 0), .advance(by: 0.5),
                ]),
                reading: .keys(steps: [3, 4, 5]), correct: .keys([[], [], []]),
                mutated: .keys([["a"], ["a"], ["a"]])),
            // View 1 inside view 0, whose speed is 2. x 0 → 10 over 4 s on view 1, stamped at 0
            // (its local time at media 0 is 0). At media 1 view 0's time is (1 − 0)·2 = 2 and view
            // 1's is 2 (§1.1): x = 10·2/4 = 5. Ignoring the ancestor's speed, view 1's time is 1:
            // x = 10·1/4 = 2.5.
            MutantScenario(
                mutant: "child-ignores-parent-speed",
                script: Script([
                    .makeView(parent: nil), .makeView(parent: 0), .setTiming(view: 0, LayerTiming(speed: 2)),
                    .add(view: 1, key: "a", animation: .basic("x", from: 0, to: 10, duration: 4)),
                    .advance(by: 1),
                ]),
                reading: .values("x", view: 1, steps: [4]), correct: .numbers([5]), mutated: .numbers([2.5])),
            // A root layer with speed 2 and timeOffset 1: t = (tp − 0)·2 + 1, so 1 at media 0 and 3
            // at media 1 (§1.1). Offsetting before scaling, t = (tp − 0 + 1)·2: 2, then 4.
            MutantScenario(
                mutant: "time-offset-before-scaling",
                script: Script([
                    .makeView(parent: nil), .setTiming(view: 0, LayerTiming(speed: 2, timeOffset: 1)),
                    .advance(by: 1),
                ]),
                reading: .localTimes(steps: [1, 2]), correct: .numbers([1, 3]), mutated: .numbers([2, 4])),
            // The layer's timeOffset is 2 when x 0 → 10 over 4 s is added, 3 when the transaction
            // commits at media 0, so the commit stamps beginTime 3 (§2.5): x is 0 at the commit and
            // 10·(4 − 3)/4 = 2.5 at media 1. Stamped at the add, beginTime is 2: 10·(3 − 2)/4 = 2.5
            // at the commit, 10·(4 − 2)/4 = 5 at media 1. (Stamped with media time, 0: 7.5, then
            // gone.)
            MutantScenario(
                mutant: "begin-stamped-at-add",
                script: Script([
                    .makeView(parent: nil), .setTiming(view: 0, LayerTiming(timeOffset: 2)),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 4)),
                    .setTiming(view: 0, LayerTiming(timeOffset: 3)), .commit, .advance(by: 1),
                ]),
                reading: .values("x", steps: [4, 5]), correct: .numbers([0, 2.5]), mutated: .numbers([2.5, 5])),
            // The layer's timeOffset is 2, so its time at media 0 is 2: the commit stamps 2 and at
            // media 1 (layer time 3) x = 10·(3 − 2)/4 = 2.5. Stamped with media time 0, the copy
            // is 3 s in: x = 10·3/4 = 7.5.
            MutantScenario(
                mutant: "begin-stamped-with-media-time",
                script: Script([
                    .makeView(parent: nil), .setTiming(view: 0, LayerTiming(timeOffset: 2)),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 4)),
                    .advance(by: 1),
                ]),
                reading: .values("x", steps: [3]), correct: .numbers([2.5]), mutated: .numbers([7.5])),
            // Duration 0 becomes the transaction's 0.25 s (§2.3): at 0.125, x = 10·0.125/0.25 = 5.
            // Kept at 0, the copy's active period is empty: it is over at once, removed, x = 0.
            MutantScenario(
                mutant: "zero-duration-kept",
                script: Script([
                    .makeView(parent: nil),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 0)),
                    .advance(by: 0.125),
                ]),
                reading: .values("x", steps: [2]), correct: .numbers([5]), mutated: .numbers([0])),
            // The trace's local time is convertTime(media, from: nil, to: layer). With speed 2 at
            // media 1 that is (1 − 0)·2 = 2; mapped the other way, from the layer to media time,
            // it is (1 − 0)/2 + 0 = 0.5 (§1.4).
            MutantScenario(
                mutant: "convert-time-inverted",
                script: Script([.makeView(parent: nil), .setTiming(view: 0, LayerTiming(speed: 2)), .advance(by: 1)]),
                reading: .localTimes(steps: [2]), correct: .numbers([2]), mutated: .numbers([0.5])),
            // At media 1, x 0 → 10 over 4 s with beginTime 0.5 (not stamped) is added: before the
            // commit it changes nothing, x = 0; from the commit it is 0.5 s in: 1.25 (§2.4). Taking
            // effect at the add, it shows 1.25 already.
            MutantScenario(
                mutant: "add-before-commit",
                script: Script([
                    .makeView(parent: nil), .advance(by: 1),
                    .add(
                        view: 0, key: "a",
                        animation: .basic("x", from: 0, to: 10, duration: 4, timing: AnimationTiming(beginTime: 0.5))),
                    .commit,
                ]),
                reading: .values("x", steps: [2, 3]), correct: .numbers([0, 1.25]), mutated: .numbers([1.25, 1.25])),
            // A frozen layer (speed 0) stays at local time 0: x 5 → 10 over 1 s, stamped 0, shows
            // its from value 5 for ever, however far media time goes (§3.3). Completing as media
            // time passes, it is over after 1 s: removed at the render at 2, x = 0.
            MutantScenario(
                mutant: "speed-zero-completes",
                script: Script([
                    .makeView(parent: nil), .setTiming(view: 0, LayerTiming(speed: 0)),
                    .add(view: 0, key: "a", animation: .basic("x", from: 5, to: 10, duration: 1)),
                    .advance(by: 2),
                ]),
                reading: .values("x", steps: [3]), correct: .numbers([5]), mutated: .numbers([0])),
        ]
    }
}
