import MediaTiming
import Scripts

extension MutantScenario {
    /// The host mutants' scenarios.
    static var harnessHost: [MutantScenario] {
        typealias Kit = HarnessScenarioKit
        // Two reinstallers of view 0 under one key "k", made in that order (two technique kits):
        // the first installs A (x 0→10 over 10 s), the second B (x 100→110) in its place. At the
        // removal both note the copy under "k" as running; at the return the first to hear it
        // re-adds its own animation and the other finds "k" taken. The re-added copy is committed
        // at 1 and at 2 is 1 s in: A shows 1, B 101. Before, B at 1 s shows 101 on both.
        let twoReinstallers: [Step] = [
            .makeView(parent: nil),
            Kit.technique(.reinstall(key: "k"), Kit.ramp),
            Kit.technique(.reinstall(key: "k"), variant: "pause.qa1673Verbatim", Kit.x(100, 110, duration: 10)),
            .advance(by: 1),
        ]
        return [
            // A background trip: willEnterForeground reaches the first reinstaller first (A), the
            // reversed order the second (B).
            MutantScenario(
                mutant: "host-app-observers-reversed",
                script: Script(
                    twoReinstallers + [
                        .resignActive, .enterBackground, .enterForeground, .becomeActive, .advance(by: 1),
                    ]),
                reading: .values("x", steps: [3, 8]), correct: .numbers([101, 1]), mutated: .numbers([101, 101])),
            // A window trip: didMoveToWindow reaches the first reinstaller first (A), reversed the
            // second (B).
            MutantScenario(
                mutant: "host-window-observers-reversed",
                script: Script(twoReinstallers + [.detach(view: 0), .attach(view: 0), .advance(by: 1)]),
                reading: .values("x", steps: [3, 6]), correct: .numbers([101, 1]), mutated: .numbers([101, 101])),
            // The reinstaller notes "k" running at willMove(toWindow: nil), then the system removes
            // it, and the return re-adds it. Removed before willMove, it is not running when noted,
            // so nothing comes back; "k" added again by hand then is on the layer as usual.
            MutantScenario(
                mutant: "host-removal-before-will-move",
                script: [
                    .makeView(parent: nil), Kit.technique(.reinstall(key: "k"), Kit.ramp), .advance(by: 1),
                    .detach(view: 0), .attach(view: 0), .advance(by: 1), .add(view: 0, key: "k", animation: Kit.ramp),
                ],
                reading: .keys(steps: [2, 3, 4, 6]), correct: .keys([["k"], [], ["k"], ["k"]]),
                mutated: .keys([["k"], [], [], ["k"]])),
            // Resigning active removes nothing (only entering the background does).
            MutantScenario(
                mutant: "host-removal-on-resign-active",
                script: [
                    .makeView(parent: nil), .add(view: 0, key: "a", animation: Kit.ramp), .advance(by: 1),
                    .resignActive,
                ],
                reading: .keys(steps: [2, 3]), correct: .keys([["a"], ["a"]]), mutated: .keys([["a"], []])),
            // View 0 is out of the window when "a" is added: the background removal spares it.
            MutantScenario(
                mutant: "host-background-strips-detached",
                script: [
                    .makeView(parent: nil), .detach(view: 0), .add(view: 0, key: "a", animation: Kit.ramp),
                    .advance(by: 1), .resignActive, .enterBackground,
                ],
                reading: .keys(steps: [3, 5]), correct: .keys([["a"], ["a"]]), mutated: .keys([["a"], []])),
            // View 1 is a subview of view 0: when view 0 leaves the window, the whole layer subtree
            // loses its animations, view 1's "a" with it.
            MutantScenario(
                mutant: "host-leaving-window-spares-sublayers",
                script: [
                    .makeView(parent: nil), .makeView(parent: 0), .add(view: 1, key: "a", animation: Kit.ramp),
                    .advance(by: 1), .detach(view: 0),
                ],
                reading: .keys(view: 1, steps: [3, 4]), correct: .keys([["a"], []]), mutated: .keys([["a"], ["a"]])),
            // A preserver stores at willResignActive and restores at didBecomeActive, on each of two
            // trips. Without the second didBecomeActive, "a" stays kept and the layer paused.
            MutantScenario(
                mutant: "host-did-become-active-once",
                script: [
                    .makeView(parent: nil), .add(view: 0, key: "a", animation: Kit.ramp), .advance(by: 1),
                    Kit.technique(.preserve), .resignActive, .enterBackground, .enterForeground, .becomeActive,
                    .resignActive, .enterBackground, .enterForeground, .becomeActive, .advance(by: 1),
                ],
                reading: .keys(steps: [7, 11]), correct: .keys([["a"], ["a"]]), mutated: .keys([["a"], []])),
            // Reinstallers on view 0 and on its subview 1; view 0 leaves and returns. Each hears
            // the moves and re-adds "k"; when the moves skip the subview, view 1's reinstaller never
            // notes "k" running, so it stays gone.
            MutantScenario(
                mutant: "host-window-moves-skip-descendants",
                script: [
                    .makeView(parent: nil), .makeView(parent: 0), Kit.technique(.reinstall(key: "k"), Kit.ramp),
                    Kit.technique(.reinstall(key: "k"), view: 1, Kit.ramp), .advance(by: 1), .detach(view: 0),
                    .attach(view: 0),
                ],
                reading: .keys(view: 1, steps: [4, 5, 6]), correct: .keys([["k"], [], ["k"]]),
                mutated: .keys([["k"], [], []])),
            // The deferred-offset scrubber freezes the layer at 0, adds its copy (beginTime 0) and
            // moves the layer to the progress (4) in the next turn: the commit stamps the copy 0, so
            // it shows 4 once the next turn has run. Run before the commit, the block moves the
            // layer to 4 first, the commit stamps the copy 4 and it shows progress 0.
            MutantScenario(
                mutant: "host-next-turn-before-commit",
                script: [
                    .makeView(parent: nil),
                    Kit.technique(.installScrubber(key: "s"), variant: "scrub.deferredOffset", Kit.ramp),
                    Kit.technique(.scrub(to: 4), variant: "scrub.deferredOffset"), .advance(by: 0), .advance(by: 1),
                ],
                reading: .values("x", steps: [3, 4]), correct: .numbers([4, 4]), mutated: .numbers([0, 0])),
        ]
    }
}
