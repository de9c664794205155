import Foundation
import MediaTiming
import Scripts

extension MutantScenario {
    /// The blind faults' scenarios (``MutantCatalog/blind``), each a script translation of its
    /// engine-level test in `BlindMutantScenarioTests`.
    static var blind: [MutantScenario] { blindTiming + blindCallbacks + blindHost + blindTechniques }

    /// View 0 holding `animation` under "a" from media 0, rendered at `time`: x then.
    static func blindValue(
        _ mutant: String, _ animation: Animation, at time: Double, correct: Double, mutated: Double
    ) -> MutantScenario {
        MutantScenario(
            mutant: mutant,
            script: [.makeView(parent: nil), .add(view: 0, key: "a", animation: animation), .advance(by: time)],
            reading: .values("x", steps: [2]), correct: .numbers([correct]), mutated: .numbers([mutated]))
    }

    /// A spring of x from `from` to `to` running 10 s, mass 1 and stiffness 100 (ω = 10).
    static func blindSpring(_ from: Double, _ to: Double, damping: Double, velocity: Double = 0) -> Animation {
        Animation(
            keyPath: "x",
            kind: .spring(
                SpringValues(
                    endpoints: BasicValues(from: from, to: to), mass: 1, stiffness: 100, damping: damping,
                    initialVelocity: velocity)),
            timing: AnimationTiming(duration: 10))
    }

    /// Time, repeat, fill, group, keyframe and spring faults: one value at one render.
    static var blindTiming: [MutantScenario] {
        typealias Kit = HarnessScenarioKit
        let root3: Double = (3.0).squareRoot()
        let e1: Double = exp(-1.0)
        let underdamped: Double = 1 - e1 * (cos(root3) + sin(root3) / root3)
        let critical: Double = 1 - 3 * exp(-2.0)
        return [
            // Speed 2, duration 1: active while e·2 < 1, over at 0.5, so at 0.75 the model value 0
            // shows. Active until e = 2, the fault shows t = 1.5, wrapped to 0.5.
            blindValue(
                "blind-speed-stretches-active-period", Kit.x(0, 1, duration: 1, AnimationTiming(speed: 2)), at: 0.75,
                correct: 0, mutated: 0.5),
            // Begins at 5 with a forwards fill: at 1 it holds nothing (model 0); filling backwards, 2.
            blindValue(
                "blind-forwards-fills-backwards",
                Kit.x(2, 4, duration: 1, AnimationTiming(beginTime: 5, fillMode: .forwards)), at: 1, correct: 0,
                mutated: 2),
            // Duration 2, repeatDuration 1.5: active for 1.5 s, so over (model 0) at 1.75 and 2.5.
            // Read as 1.5 iterations of 2 s it runs 3 s: at 1.75, 1.75 / 2 = 0.875; at 2.5 the second
            // iteration is 0.5 / 2 in, 0.25.
            MutantScenario(
                mutant: "blind-repeat-duration-read-as-count",
                script: [
                    .makeView(parent: nil),
                    .add(view: 0, key: "a", animation: Kit.x(0, 1, duration: 2, AnimationTiming(repeatDuration: 1.5))),
                    .advance(by: 1.75), .advance(by: 0.75),
                ],
                reading: .values("x", steps: [2, 3]), correct: .numbers([0, 0]), mutated: .numbers([0.875, 0.25])),
            // Autoreversing 1 s legs, repeatCount 2: two 2 s cycles. At 1.25 the first cycle's back
            // leg is 0.25 in: 0.75; at 2.5 the second cycle's forward leg is at 0.5. Counting legs,
            // one cycle: 0.75 at 1.25, then over at 2 (model 0 at 2.5).
            MutantScenario(
                mutant: "blind-autoreverse-repeat-counts-legs",
                script: [
                    .makeView(parent: nil),
                    .add(
                        view: 0, key: "a",
                        animation: Kit.x(0, 1, duration: 1, AnimationTiming(repeatCount: 2, autoreverses: true))),
                    .advance(by: 1.25), .advance(by: 1.25),
                ],
                reading: .values("x", steps: [2, 3]), correct: .numbers([0.75, 0.5]), mutated: .numbers([0.75, 0])),
            // Layer timeOffset 10: the commit stamps the group 10 (local time at media 0), its child
            // (beginTime 0, the group's start) is 1 s into its 2 s at media 1: 0.5. Stamped 10 too,
            // the child begins at the group's time 10: not begun, model 0.
            MutantScenario(
                mutant: "blind-group-children-stamped",
                script: [
                    .makeView(parent: nil), .setTiming(view: 0, LayerTiming(timeOffset: 10)),
                    .add(view: 0, key: "a", animation: .group([Kit.x(0, 1, duration: 2)], duration: 4)),
                    .advance(by: 1),
                ],
                reading: .values("x", steps: [3]), correct: .numbers([0.5]), mutated: .numbers([0])),
            // A group of duration 0 runs the transaction's 0.25 s: over at 0.5 (model 0). Run until
            // its 1 s child ends, it shows the child at 0.5.
            blindValue(
                "blind-group-duration-from-children", .group([Kit.x(0, 1, duration: 1)], duration: 0), at: 0.5,
                correct: 0, mutated: 0.5),
            // Three discrete values over 3 s, a second each: at 1.5 the second (20); off by one, 30.
            blindValue(
                "blind-discrete-keyframes-off-by-one",
                .keyframe("x", values: [10, 20, 30], calculationMode: .discrete, duration: 3), at: 1.5, correct: 20,
                mutated: 30),
            // Key times [0, 0.75, 0.25, 1] go down, so they are ignored: values at 0, 1/3, 2/3, 1;
            // at 0.25, three quarters of the way from 0 to 10: 7.5. Sorted, 0.25 is 10's key time.
            blindValue(
                "blind-unordered-key-times-sorted",
                .keyframe("x", values: [0, 10, 20, 30], keyTimes: [0, 0.75, 0.25, 1], duration: 1), at: 0.25,
                correct: 7.5, mutated: 10),
            // c 10: ζ = 10 / (2·10) = 0.5, ω_d = 10·√0.75 = 5√3, ζω/ω_d = 1/√3. At 0.2, ζωt = 1 and
            // ω_d·t = √3: 1 − e^(−1)·(cos √3 + sin √3 / √3). Without the 2, ζ = 1 (critical):
            // 1 − (1 + ωt)·e^(−ωt) = 1 − 3·e^(−2).
            blindValue(
                "blind-spring-ratio-without-two", blindSpring(0, 1, damping: 10), at: 0.2,
                correct: underdamped, mutated: critical),
            // From 0 to 10, critically damped (c 20, ω 10), v = 10 distances per second: the fraction
            // is 1 − (1 + (ω − v)·t)·e^(−ωt) = 1 − e^(−1) at 0.1. Read as 10 units per second, v = 1
            // distance per second: 1 − 1.9·e^(−1). Times 10.
            blindValue(
                "blind-spring-velocity-absolute", blindSpring(0, 10, damping: 20, velocity: 10), at: 0.1,
                correct: 10 * (1 - e1), mutated: 10 * (1 - 1.9 * e1)),
        ]
    }

    /// Delegate-callback and transaction faults.
    static var blindCallbacks: [MutantScenario] {
        typealias Kit = HarnessScenarioKit
        // At media 1 two copies are added and committed: "a" (x, 2 s) with beginTime 0.5, in the
        // layer's past, and "b" (y) with beginTime 1.25, in its future. At 1.5 "a" is 1 s in (x 0.5)
        // and the render at 1.5 delivers both starts, a's first (its begin is the earlier instant).
        let pastBegin: Script = [
            .makeView(parent: nil), .advance(by: 1),
            .add(view: 0, key: "a", animation: Kit.x(0, 1, duration: 2, AnimationTiming(beginTime: 0.5))),
            .add(
                view: 0, key: "b",
                animation: .basic("y", from: 0, to: 1, duration: 2, timing: AnimationTiming(beginTime: 1.25))),
            .advance(by: 0.5),
        ]
        var retained = Kit.x(0, 1, duration: 1)
        retained.isRemovedOnCompletion = false
        return [
            MutantScenario(
                mutant: "blind-past-begin-no-did-start", script: pastBegin, reading: .callbacks,
                correct: .lines(["4: didStart v0.a#2", "4: didStart v0.b#3"]), mutated: .lines(["4: didStart v0.b#3"])),
            // Moved to begin at 1, "a" is 0.5 s in at 1.5: 0.25 ("b", in the future, stays).
            MutantScenario(
                mutant: "blind-past-begin-moved-to-now", script: pastBegin, reading: .values("x", steps: [4]),
                correct: .numbers([0.5]), mutated: .numbers([0.25])),
            // A retained 1 s copy completes its active duration by 2: didStop(finished: true).
            MutantScenario(
                mutant: "blind-retained-stop-not-finished",
                script: [.makeView(parent: nil), .add(view: 0, key: "a", animation: retained), .advance(by: 2)],
                reading: .callbacks, correct: .lines(["2: didStart v0.a#1", "2: didStop(true) v0.a#1"]),
                mutated: .lines(["2: didStart v0.a#1", "2: didStop(false) v0.a#1"])),
            // The duration 2 of the first transaction returns to 0.25 at its commit: the next
            // transaction's zero-duration copy runs 0.25 s and is over at 1 (model 0). Kept at 2,
            // it is halfway at 1: 0.5.
            MutantScenario(
                mutant: "blind-transaction-duration-not-reset",
                script: [
                    .makeView(parent: nil), .setTransactionDuration(2), .commit,
                    .add(view: 0, key: "a", animation: Kit.x(0, 1, duration: 0)), .advance(by: 1),
                ],
                reading: .values("x", steps: [4]), correct: .numbers([0]), mutated: .numbers([0.5])),
            // Block #1 waits for the 1 s "a" added after it, block #3 for the 2 s "b": #1 runs at the
            // render at 1.5 after that render's callbacks (both starts at instant 0, then a's stop at
            // 1), #3 at the render at 2.5 after b's stop. Cancelled by #3, #1 never runs.
            MutantScenario(
                mutant: "blind-second-completion-block-cancels-first",
                script: [
                    .makeView(parent: nil), .setCompletionBlock,
                    .add(view: 0, key: "a", animation: Kit.x(0, 1, duration: 1)),
                    .setCompletionBlock, .add(view: 0, key: "b", animation: Kit.x(0, 1, duration: 2)),
                    .advance(by: 1.5),
                    .advance(by: 1),
                ],
                reading: .callbacks,
                correct: .lines([
                    "5: didStart v0.a#2", "5: didStart v0.b#4", "5: didStop(true) v0.a#2", "5: completion block #1",
                    "6: didStop(true) v0.b#4", "6: completion block #3",
                ]),
                mutated: .lines([
                    "5: didStart v0.a#2", "5: didStart v0.b#4", "5: didStop(true) v0.a#2", "6: didStop(true) v0.b#4",
                    "6: completion block #3",
                ])),
        ]
    }
}
