import MediaTiming
import Scripts

extension MutantScenario {
    /// The host and technique mutants' scenarios (``MutantCatalog/harness``).
    static var harness: [MutantScenario] {
        harnessHost + harnessPausing + harnessStoring + harnessClosures + harnessReinstalling
    }

    /// The closure-delegate mutants' scenarios; the driver records each closure call as
    /// `closure didStart` or `closure didStop(finished)` of the adding step's copy.
    static var harnessClosures: [MutantScenario] {
        typealias Kit = HarnessScenarioKit
        // "k" added with closures and "p" added plainly both start at the render at 1, "k" first
        // (added first). "k" removed by the caller stops unfinished at the next render: one start,
        // one completion with false. "p" removed then stops unfinished too: the plain delegate
        // hears the engine's callbacks as they are.
        let removed: Script = [
            .makeView(parent: nil), Kit.technique(.addWithClosures(key: "k"), Kit.ramp),
            .add(view: 0, key: "p", animation: .basic("y", from: 0, to: 10, duration: 10)), .advance(by: 1),
            .removeAnimation(view: 0, key: "k"), .advance(by: 1), .removeAnimation(view: 0, key: "p"), .advance(by: 1),
        ]
        // "k" added with closures and preserved across two background trips. Each trip's restored
        // copy (the next generation) starts at the render after the return, and the removed
        // copy's didStop(false) arrives there too; the closures hear neither: the logical
        // animation started once and has not ended. Starting again on a restored copy calls the
        // start closure at 8 and 13; holding back on the first trip only lets the second trip's
        // stop through at 13 as the completion, unfinished.
        let twoTrips: Script = [
            .makeView(parent: nil), Kit.technique(.addWithClosures(key: "k"), Kit.ramp), .advance(by: 1),
            Kit.technique(.preserve), .resignActive, .enterBackground, .enterForeground, .becomeActive,
            .advance(by: 1), .resignActive, .enterBackground, .enterForeground, .becomeActive, .advance(by: 1),
        ]
        let started = "2: closure didStart v0.k#1"
        func startsAndStops(closureFinished: Bool) -> [String] {
            [
                "3: closure didStart v0.k#1", "3: didStart v0.p#2", "5: closure didStop(\(closureFinished)) v0.k#1",
                "7: didStop(false) v0.p#2",
            ]
        }
        return [
            // Always finished: the completion after the caller's removal says true.
            MutantScenario(
                mutant: "tech-closure-always-finished", script: removed, reading: .callbacks,
                correct: .lines(startsAndStops(closureFinished: false)),
                mutated: .lines(startsAndStops(closureFinished: true))),
            // Never starting: the start closure's line goes; the plain delegate still hears its start.
            MutantScenario(
                mutant: "tech-closure-never-starts", script: removed, reading: .callbacks,
                correct: .lines(startsAndStops(closureFinished: false)),
                mutated: .lines(Array(startsAndStops(closureFinished: false).dropFirst()))),
            MutantScenario(
                mutant: "tech-closure-starts-on-restored-copy", script: twoTrips, reading: .callbacks,
                correct: .lines([started]),
                mutated: .lines([started, "8: closure didStart v0.k#1", "13: closure didStart v0.k#1"])),
            MutantScenario(
                mutant: "tech-closure-holds-back-once", script: twoTrips, reading: .callbacks,
                correct: .lines([started]), mutated: .lines([started, "13: closure didStop(false) v0.k#1"])),
        ]
    }

    /// The reinstaller and scrubber mutants' scenarios.
    static var harnessReinstalling: [MutantScenario] {
        typealias Kit = HarnessScenarioKit
        // The correct kit's scrubber freezes view 0 at 1 + progress and adds its copy with
        // beginTime 1: scrubbed to 4 it shows x = 4 from the commit at 0.
        let scrubbedToFour: [Step] = [
            .makeView(parent: nil), Kit.technique(.installScrubber(key: "s"), Kit.ramp), Kit.technique(.scrub(to: 4)),
            .advance(by: 0),
        ]
        return [
            // Two window trips: the reinstaller notes "k" running before each removal and re-adds
            // it on each return. Noting at the first removal only, the second return re-adds nothing.
            MutantScenario(
                mutant: "tech-reinstall-only-once",
                script: [
                    .makeView(parent: nil), Kit.technique(.reinstall(key: "k"), Kit.ramp), .advance(by: 1),
                    .detach(view: 0), .attach(view: 0), .advance(by: 1), .detach(view: 0), .attach(view: 0),
                ],
                reading: .keys(steps: [4, 7]), correct: .keys([["k"], ["k"]]), mutated: .keys([["k"], []])),
            // A window trip removes the scrubber's copy; the return reinstalls it at the progress
            // it had (4: x = 4), not at 0 (x = 0). The layer stays frozen throughout.
            MutantScenario(
                mutant: "tech-scrub-reinstall-at-zero",
                script: Script(scrubbedToFour + [.detach(view: 0), .attach(view: 0), .advance(by: 0)]),
                reading: .values("x", steps: [3, 6]), correct: .numbers([4, 4]), mutated: .numbers([4, 0])),
            // Released at media 0 from local 5 (1 + 4): beginTime 0, speed 1, timeOffset 5, so x = 4
            // at once and 5 at 1. Restarting from progress 0 sets timeOffset to the base 1: x = 0,
            // then 1.
            MutantScenario(
                mutant: "tech-release-restarts",
                script: Script(scrubbedToFour + [Kit.technique(.releaseScrub), .advance(by: 1)]),
                reading: .values("x", steps: [3, 4, 5]), correct: .numbers([4, 4, 5]), mutated: .numbers([4, 0, 1])),
        ]
    }
}
