import MediaTiming
import Scripts
import Testing

@testable import ConformanceOracles

/// What a value rests on, as a failure signature names it: worked from SEMANTICS §3–§4 by hand.
@Suite struct ValueModelCauseTests {
    /// The model after `steps`.
    func model(_ steps: [Step]) throws -> ValueModel {
        var model = ValueModel(profile: .coreAnimation)
        for (index, step) in steps.enumerated() { try model.apply(step, index: index) }
        return model
    }

    @Test func aBasicAnimationIsActiveThenFillsForwards() throws {
        // Duration 1 from begin 0: at 0.5 inside the active period, at 2 after it, held by the fill.
        var animation = Animation.basic("x", from: 0, to: 10, duration: 1, timing: AnimationTiming(fillMode: .forwards))
        animation.isRemovedOnCompletion = false
        let start: [Step] = [.makeView(parent: nil), .add(view: 0, key: "a", animation: animation), .commit]
        #expect(try model(start + [.advance(by: 0.5)]).cause(of: "x", view: 0) == "basic(from-to) active")
        #expect(try model(start + [.advance(by: 2)]).cause(of: "x", view: 0) == "basic(from-to) filling forwards")
        // Removed on completion (the default) the animation gives nothing after its end.
        let removed = Animation.basic("x", from: 0, to: 10, duration: 1, timing: AnimationTiming(fillMode: .forwards))
        let removedLater: [Step] = [
            .makeView(parent: nil), .add(view: 0, key: "a", animation: removed), .commit, .advance(by: 2),
        ]
        #expect(try model(removedLater).cause(of: "x", view: 0) == "the model value")
    }

    @Test func aPausedLayerAndACubicKeyframeAreNamed() throws {
        let keyframe = Animation.keyframe("x", values: [0, 4, 2], calculationMode: .cubic, duration: 2)
        let steps: [Step] = [
            .makeView(parent: nil), .setTiming(view: 0, LayerTiming(speed: 0, timeOffset: 1)),
            .add(view: 0, key: "k", animation: keyframe), .commit, .advance(by: 0.5),
        ]
        // The paused layer's time stays 1: the keyframe, stamped at 1, is at its begin, active.
        #expect(try model(steps).cause(of: "x", view: 0) == "layer time paused+shifted, keyframe(cubic) active")
        // Another key path rests on nothing but the model value (and the layer time above it).
        #expect(try model(steps).cause(of: "y", view: 0) == "layer time paused+shifted")
    }

    @Test func aNegativeSpeedAndACumulativeLaterCycleAreNamed() throws {
        var cumulative = Animation.basic("x", from: 0, to: 1, duration: 1, timing: AnimationTiming(repeatCount: 3))
        cumulative.isCumulative = true
        let later: [Step] = [
            .makeView(parent: nil), .add(view: 0, key: "c", animation: cumulative), .commit, .advance(by: 1.5),
        ]
        #expect(try model(later).cause(of: "x", view: 0) == "basic(from-to) active in a later cycle cumulative")
        let reversed = Animation.basic(
            "x", from: 0, to: 1, duration: 1, timing: AnimationTiming(speed: -1, repeatCount: 2))
        let steps: [Step] = [
            .makeView(parent: nil), .add(view: 0, key: "r", animation: reversed), .commit, .advance(by: 0.5),
        ]
        #expect(try model(steps).cause(of: "x", view: 0) == "basic(from-to) active at a negative speed")
    }
}
