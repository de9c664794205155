import MediaTiming
import Scripts
import Testing

@testable import ConformanceOracles

/// The laws' own oracles, against numbers worked by hand from SEMANTICS.md.
@Suite struct BasicOracleTests {
    func oracle(_ timing: AnimationTiming, retained: Bool = false) -> BasicOracle {
        BasicOracle(
            from: 0, to: 10, model: 5, timing: timing, isRemovedOnCompletion: !retained, profile: .coreAnimation)
    }

    @Test func autoreverseWithFractionalRepeats() {
        // d = 2, autoreverses: L = 4; rc = 1.5: D = 6.
        let o = oracle(
            AnimationTiming(beginTime: 1, duration: 2, repeatCount: 1.5, autoreverses: true, fillMode: .both),
            retained: true)
        #expect(o.activeDuration == 6)
        #expect(o.value(atLayerTime: 2) == 5)  // e = 1: p = 1/2
        #expect(o.value(atLayerTime: 4) == 5)  // e = 3: backward leg, 2·2 − 3 = 1, p = 1/2
        #expect(o.value(atLayerTime: 6.5) == 7.5)  // e = 5.5: cycle time 1.5, p = 3/4
        #expect(o.value(atLayerTime: 0) == 0)  // before: backwards fill holds the start value
        // End: 1.5 cycles leave half a cycle, 2 s = the turn: p = 1.
        #expect(o.value(atLayerTime: 9) == 10)
    }

    @Test func endValueIsEndpointInclusive() {
        // rc = 2 without autoreverse ends at p = 1; with autoreverse at p = 0; rc = 1.5 at p = 0.5.
        #expect(oracle(AnimationTiming(duration: 1, repeatCount: 2)).endProgress == 1)
        #expect(oracle(AnimationTiming(duration: 1, repeatCount: 2, autoreverses: true)).endProgress == 0)
        #expect(oracle(AnimationTiming(duration: 1, repeatCount: 1.5)).endProgress == 0.5)
    }

    @Test func removalAndFillAfterTheEnd() {
        let timing = AnimationTiming(duration: 2, fillMode: .forwards)
        #expect(oracle(timing).value(atLayerTime: 3) == 5)  // removed: model value
        #expect(oracle(timing, retained: true).value(atLayerTime: 3) == 10)  // kept and filled: end value
        #expect(!oracle(timing).isListed(atLayerTime: 2))  // e = D: ended
        #expect(oracle(timing).isListed(atLayerTime: 1.5))
    }

    @Test func speedScalesActiveTime() {
        // s = 2: e = (3 − 1)·2 = 4 ≥ D = 4, so it has ended at layer time 3.
        let o = oracle(AnimationTiming(beginTime: 1, duration: 4, speed: 2))
        #expect(o.hasEnded(atLayerTime: 3))
        #expect(o.value(atLayerTime: 2) == 5)  // e = 2: p = 1/2
    }
}

@Suite struct LayerTreeModelTests {
    @Test func localTimeFollowsTheChain() {
        var model = LayerTreeModel()
        for step: Step in [
            .makeView(parent: nil), .makeView(parent: 0),
            .setTiming(view: 0, LayerTiming(beginTime: 1, speed: 2, timeOffset: 0.5)),
            .setTiming(view: 1, LayerTiming(beginTime: 2, speed: 0.5)),
            .advance(by: 3),
        ] { model.apply(step) }
        // v0: (3 − 1)·2 + 0.5 = 4.5; v1: (4.5 − 2)·0.5 = 1.25
        #expect(model.localTime(0) == 4.5)
        #expect(model.localTime(1) == 1.25)
        #expect(model.effectiveSpeed(1) == 1)
        #expect(model.isInside(1, 0))
        model.apply(.detach(view: 1))
        #expect(model.localTime(1) == (3 - 2) * 0.5)
    }
}
