import MediaTiming
import Scripts
import Testing

@testable import ConformanceOracles

/// The techniques' model of scrubbers, reinstallers and closure adds against numbers worked by
/// hand from SEMANTICS.md §1.1, §3, §4, §8.4 and §8.5.
@Suite struct TechniqueOracleInteractiveTests {
    @Test func aScrubbedCopyShowsItsProgressAndPlaysOnAfterARelease() {
        // From 0 to 8 over 4 s with timeOffset 1: at active time e the value is 2·(e + 1).
        var animation = Animation.basic("x", from: 0, to: 8, duration: 4)
        animation.timing.timeOffset = 1
        animation.timing.beginTime = 3  // the caller's begin: a scrubber's progress replaces it
        var oracle = TechniqueOracle()
        for step: Step in [
            .makeView(parent: nil),
            .technique(TechniqueStep(.installScrubber(key: "s"), view: 0, animation: animation)),
            .technique(TechniqueStep(.scrub(to: 1), view: 0)),
            .advance(by: 5),
        ] { oracle.apply(step) }
        #expect(oracle.localTime(0) == 1)  // frozen at the progress, 5 s of media time later
        #expect(oracle.value(0, "x") == 4)  // 2·(1 + 1)
        oracle.apply(.technique(TechniqueStep(.releaseScrub, view: 0)))
        oracle.apply(.advance(by: 1.5))
        #expect(oracle.value(0, "x") == 7)  // e = 2.5: 2·3.5
        oracle.apply(.advance(by: 0.75))  // e = 3.25 < D = 4: local 4.25 wraps to 0.25 (§3.4)
        #expect(oracle.value(0, "x") == 0.5)  // 8·0.25/4
        oracle.apply(.advance(by: 0.75))  // e = 4 = D: ended and removed
        #expect(oracle.keys(0).isEmpty)
    }

    @Test func aScrubberComesBackFrozenAtTheLastProgressAfterAWindowTrip() {
        let animation = Animation.basic("x", from: 0, to: 4, duration: 4)
        var oracle = TechniqueOracle()
        for step: Step in [
            .makeView(parent: nil),
            .technique(TechniqueStep(.installScrubber(key: "s"), view: 0, animation: animation)),
            .technique(TechniqueStep(.scrub(to: 3), view: 0)), .advance(by: 0),
            .technique(TechniqueStep(.releaseScrub, view: 0)), .advance(by: 0.5),  // e = 3.5
            .detach(view: 0), .attach(view: 0), .advance(by: 2),
        ] { oracle.apply(step) }
        // Back at the last progress set, 3, frozen: 3/4 of 0…4.
        #expect(oracle.keys(0) == ["s"])
        #expect(oracle.value(0, "x") == 3)
    }

    @Test func aReinstalledCopyComesBackAsGivenOnlyWhenItWasRunning() {
        // A retained ramp from 0 to 4 over 1 s, filled forwards, and an endless one over 4 s.
        var held = Animation.basic("x", from: 0, to: 4, duration: 1)
        held.isRemovedOnCompletion = false
        held.timing.fillMode = .forwards
        var spin = Animation.basic("y", from: 0, to: 4, duration: 4)
        spin.timing.repeatCount = .infinity
        var oracle = TechniqueOracle()
        for step: Step in [
            .makeView(parent: nil),
            .technique(TechniqueStep(.reinstall(key: "h"), view: 0, animation: held)),
            .technique(TechniqueStep(.reinstall(key: "r"), view: 0, animation: spin)),
            .advance(by: 2),  // both stamped 0: "h" ended at 1 and holds 4, "r" at 2 shows 2
        ] { oracle.apply(step) }
        #expect(oracle.value(0, "x") == 4)
        #expect(oracle.value(0, "y") == 2)
        for step: Step in [.resignActive, .enterBackground, .advance(by: 1), .enterForeground, .becomeActive] {
            oracle.apply(step)
        }
        #expect(oracle.keys(0) == ["r"])  // "h" had completed: not running, not re-added
        oracle.apply(.advance(by: 1))  // "r" stamped anew at 3: 1 s in
        #expect(oracle.value(0, "y") == 1)
        #expect(oracle.value(0, "x") == 0)
    }
}
