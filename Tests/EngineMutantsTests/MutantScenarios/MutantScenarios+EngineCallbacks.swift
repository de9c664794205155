import MediaTiming
import Scripts

extension MutantScenario {
    /// Delegate callbacks (SEMANTICS §6): a record reads `step: kind vVIEW.KEY#ADD-STEP`, and a
    /// render delivers what fell due up to it in time order (§6.3), a removal's stop at the next
    /// render.
    static var engineCallbacks: [MutantScenario] {
        [
            // One second from 0; the render at 1.5 delivers its start (at 0), then its stop (at 1),
            // once each (§6.1, §6.2). Twice on completion: a second didStop(true).
            MutantScenario(
                mutant: "did-stop-twice", script: oneSecondRenderedPastItsEnd, reading: .callbacks,
                correct: .lines(["2: didStart v0.a#1", "2: didStop(true) v0.a#1"]),
                mutated: .lines(["2: didStart v0.a#1", "2: didStop(true) v0.a#1", "2: didStop(true) v0.a#1"])),
            // The same script: callbacks of one render in reverse time order put the stop (at 1)
            // before the start (at 0).
            MutantScenario(
                mutant: "callbacks-out-of-order", script: oneSecondRenderedPastItsEnd, reading: .callbacks,
                correct: .lines(["2: didStart v0.a#1", "2: didStop(true) v0.a#1"]),
                mutated: .lines(["2: didStop(true) v0.a#1", "2: didStart v0.a#1"])),
            // Two seconds from 0, started at the render at 0.5, removed at step 3: the render at
            // step 4 tells it didStop(false) (§6.2). Never told of the removal, it hears only its start.
            MutantScenario(
                mutant: "did-stop-not-on-removal", script: removedWhileRunning, reading: .callbacks,
                correct: .lines(["2: didStart v0.a#1", "4: didStop(false) v0.a#1"]),
                mutated: .lines(["2: didStart v0.a#1"])),
            // The same script: the removal's stop says finished true.
            MutantScenario(
                mutant: "finished-true-on-removal", script: removedWhileRunning, reading: .callbacks,
                correct: .lines(["2: didStart v0.a#1", "4: didStop(false) v0.a#1"]),
                mutated: .lines(["2: didStart v0.a#1", "4: didStop(true) v0.a#1"])),
            // The same script: told inside removeAnimation (step 3), then again by the render.
            MutantScenario(
                mutant: "stop-delivered-in-remove", script: removedWhileRunning, reading: .callbacks,
                correct: .lines(["2: didStart v0.a#1", "4: didStop(false) v0.a#1"]),
                mutated: .lines(["2: didStart v0.a#1", "3: didStop(false) v0.a#1", "4: didStop(false) v0.a#1"])),
            // beginTime 1 (the layer's time is media time): the render at 0.5 is before the active
            // period, the render at 1.5 crosses its begin and delivers the start (§6.1). Started
            // at the add, the start comes at the first render, step 2.
            MutantScenario(
                mutant: "did-start-at-add",
                script: Script([
                    .makeView(parent: nil),
                    .add(
                        view: 0, key: "a",
                        animation: .basic("x", from: 0, to: 10, duration: 1, timing: AnimationTiming(beginTime: 1))),
                    .advance(by: 0.5), .advance(by: 1),
                ]),
                reading: .callbacks, correct: .lines(["3: didStart v0.a#1"]), mutated: .lines(["2: didStart v0.a#1"])),
            // One second from 0: started at the render at 0.5, stopped at the render at 1.5.
            // Never started, only the stop arrives.
            MutantScenario(
                mutant: "did-start-never", script: oneSecondRenderedInsideAndAfter, reading: .callbacks,
                correct: .lines(["2: didStart v0.a#1", "3: didStop(true) v0.a#1"]),
                mutated: .lines(["3: didStop(true) v0.a#1"])),
            // The same script. The copy retains its delegate (§6.3); the driver's recording
            // delegate is held by nothing else once the add returns, so held weakly it is gone at
            // once and hears nothing.
            MutantScenario(
                mutant: "delegate-held-weakly", script: oneSecondRenderedInsideAndAfter, reading: .callbacks,
                correct: .lines(["2: didStart v0.a#1", "3: didStop(true) v0.a#1"]), mutated: .lines([])),
            // a (1 s) and b (2 s) committed together; the render at 3 delivers both starts (at 0,
            // a tie: application order, a first, §6.3) and the stops at 1 and 2. Latest add first
            // within a tie: b's start before a's; the stops, at different times, keep their order.
            MutantScenario(
                mutant: "simultaneous-callbacks-reversed",
                script: Script([
                    .makeView(parent: nil),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 1)),
                    .add(view: 0, key: "b", animation: .basic("y", from: 0, to: 10, duration: 2)),
                    .advance(by: 3),
                ]),
                reading: .callbacks,
                correct: .lines([
                    "3: didStart v0.a#1", "3: didStart v0.b#2", "3: didStop(true) v0.a#1", "3: didStop(true) v0.b#2",
                ]),
                mutated: .lines([
                    "3: didStart v0.b#2", "3: didStart v0.a#1", "3: didStop(true) v0.a#1", "3: didStop(true) v0.b#2",
                ])),
            // A 1 s group with one child; the driver gives the child a delegate recording under
            // key "g/0". Only the group's delegate hears (§6.4); forwarded, the child's delegate
            // hears each callback after the group's.
            MutantScenario(
                mutant: "group-children-hear-callbacks",
                script: Script([
                    .makeView(parent: nil),
                    .add(
                        view: 0, key: "g", animation: .group([.basic("x", from: 0, to: 10, duration: 1)], duration: 1)),
                    .advance(by: 1.5),
                ]),
                reading: .callbacks, correct: .lines(["2: didStart v0.g#1", "2: didStop(true) v0.g#1"]),
                mutated: .lines([
                    "2: didStart v0.g#1", "2: didStart v0.g/0#1", "2: didStop(true) v0.g#1",
                    "2: didStop(true) v0.g/0#1",
                ])),
        ]
    }

    /// One second from 0, rendered at 1.5: its start and stop both fall in that render.
    private static var oneSecondRenderedPastItsEnd: Script {
        Script([
            .makeView(parent: nil), .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 1)),
            .advance(by: 1.5),
        ])
    }

    /// One second from 0, rendered at 0.5 (its start) and at 1.5 (its stop).
    private static var oneSecondRenderedInsideAndAfter: Script {
        Script([
            .makeView(parent: nil), .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 1)),
            .advance(by: 0.5), .advance(by: 1),
        ])
    }

    /// Two seconds from 0, rendered at 0.5, removed at step 3, rendered at 1.
    private static var removedWhileRunning: Script {
        Script([
            .makeView(parent: nil), .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 2)),
            .advance(by: 0.5), .removeAnimation(view: 0, key: "a"), .advance(by: 0.5),
        ])
    }
}
