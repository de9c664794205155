import MediaTiming
import Scripts
import Testing

@testable import ConformanceOracles

/// The techniques' model against numbers worked by hand from SEMANTICS.md §1.1 and §8.7.
@Suite struct TechniqueOracleTests {
    @Test func heldClockFreezesAndRunsOnAtTheSpeedSetWhileHeld() {
        // b = 1, s = 2, o = 0.5: t(tp) = (tp − 1)·2 + 0.5.
        var clock = TechniqueOracle.Clock(anchorParent: 1, anchorLocal: 0.5, rate: 2)
        #expect(clock.local(2) == 2.5)
        clock.hold(.paused, at: 2)
        #expect(clock.local(3) == 2.5)
        clock.setRate(0.5, at: 3)  // while held: waits for the release
        #expect(clock.local(4) == 2.5)
        clock.hold(.stored, at: 4)  // a second hold
        clock.release(.paused, at: 4)  // still held by the store
        #expect(clock.local(5) == 2.5)
        clock.release(.stored, at: 5)  // runs from 2.5 at speed 0.5
        #expect(clock.local(7) == 3.5)  // 2.5 + 0.5·2
        clock.setRate(3, at: 7)  // running: continuous at the change
        #expect(clock.local(7) == 3.5)
        #expect(clock.local(8) == 6.5)  // 3.5 + 3·1
    }

    @Test func pauseOfAParentFreezesTheChildAndTheAnimationValues() {
        // v0 root, v1 inside it; an endless from 0 to 4 over 2 s on v1, autoreversing.
        var animation = Animation.basic("x", from: 0, to: 4, duration: 2)
        animation.timing.repeatCount = .infinity
        animation.timing.autoreverses = true
        var oracle = TechniqueOracle()
        let steps: [Step] = [
            .makeView(parent: nil), .makeView(parent: 0),
            .setTiming(view: 1, LayerTiming(beginTime: 0, speed: 2, timeOffset: 0)),
            .add(view: 1, key: "a", animation: animation),
            .advance(by: 0.25),  // stamped at v1's local 0; now v1 is at 0.5
            .technique(TechniqueStep(.pause, view: 0)),
            .advance(by: 1),  // v0 held: v1 stays at 0.5
        ]
        for step in steps { oracle.apply(step) }
        #expect(oracle.localTime(0) == 0.25)
        #expect(oracle.localTime(1) == 0.5)
        #expect(oracle.value(1, "x") == 1)  // p = 0.5/2
        oracle.apply(.technique(TechniqueStep(.resume, view: 0)))
        oracle.apply(.advance(by: 1))  // v0 runs from 0.25: 1.25, v1 at 2.5
        #expect(oracle.localTime(0) == 1.25)
        #expect(oracle.localTime(1) == 2.5)
        #expect(oracle.value(1, "x") == 3)  // backward leg: 2·2 − 2.5 = 1.5, p = 0.75
    }

    @Test func aPreservedTreeComesBackInOrderWithItsStamps() {
        let a = Animation.basic("x", from: 0, to: 4, duration: 4)
        let b = Animation.basic("x", from: 10, to: 14, duration: 4)
        var oracle = TechniqueOracle()
        for step: Step in [
            .makeView(parent: nil), .technique(TechniqueStep(.preserve, view: 0)),
            .add(view: 0, key: "b", animation: b), .add(view: 0, key: "a", animation: a),
            .advance(by: 1),  // both stamped 0; "a" is last and shows 1
            .resignActive, .enterBackground, .advance(by: 5),
        ] { oracle.apply(step) }
        #expect(oracle.keys(0) == [])
        #expect(oracle.isAway(0))
        oracle.apply(.enterForeground)
        oracle.apply(.becomeActive)
        #expect(oracle.keys(0) == ["b", "a"])  // back in order, waiting for the commit
        #expect(oracle.value(0, "x") == 0)  // not committed yet: the model value
        oracle.apply(.advance(by: 1))  // held 5 s away: local time 1 + 1 = 2
        #expect(oracle.localTime(0) == 2)
        #expect(oracle.value(0, "x") == 2)
    }

    @Test func aStoredCopyComesBackWithEveryFieldAndEndsAsItWould() {
        // A retained keyframe animation 0 → 8 → 2 at key times 0, 0.75, 1 over 2 s, explicit
        // begin 0.5, repeated twice, filling forwards; a removed-on-completion one under "b" over 1 s.
        var kept = Animation.keyframe("x", values: [0, 8, 2], keyTimes: [0, 0.75, 1], duration: 2)
        kept.timing.beginTime = 0.5
        kept.timing.repeatCount = 2
        kept.timing.fillMode = .forwards
        kept.isRemovedOnCompletion = false
        var oracle = TechniqueOracle()
        for step: Step in [
            .makeView(parent: nil), .add(view: 0, key: "a", animation: kept),
            .add(view: 0, key: "b", animation: .basic("y", from: 0, to: 4, duration: 1)),
            .advance(by: 2),  // "b" stamped 0 ends at 1: removed
            .technique(TechniqueStep(.store, view: 0)),  // held at local time 2
            .detach(view: 0), .advance(by: 10), .attach(view: 0),
            .technique(TechniqueStep(.restore, view: 0)), .advance(by: 0),
        ] { oracle.apply(step) }
        #expect(oracle.keys(0) == ["a"])
        #expect(oracle.localTime(0) == 2)
        // Active time 1.5 of the first cycle: p = 0.75, the key time of 8.
        #expect(oracle.value(0, "x") == 8)
        oracle.apply(.advance(by: 1.75))  // local 3.75: second cycle, p = 0.625
        #expect(abs(oracle.value(0, "x") - 20.0 / 3) < 1e-12)  // 8 · 0.625/0.75
        oracle.apply(.advance(by: 2))  // local 5.75, past the end at 4.5
        #expect(oracle.keys(0) == ["a"])  // retained
        #expect(oracle.value(0, "x") == 2)  // the forwards fill holds the last value
    }

    @Test func removeAllAnimationsEmptiesTheLayerButNotItsSublayers() {
        var oracle = TechniqueOracle()
        for step: Step in [
            .makeView(parent: nil), .makeView(parent: 0),
            .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 4, duration: 4)),
            .add(view: 1, key: "b", animation: .basic("x", from: 0, to: 8, duration: 4)),
            .advance(by: 1), .removeAllAnimations(view: 0), .commit,
        ] { oracle.apply(step) }
        #expect(oracle.keys(0) == [])
        #expect(oracle.keys(1) == ["b"])
        #expect(oracle.value(1, "x") == 2)  // 8 · 1/4
    }
}
