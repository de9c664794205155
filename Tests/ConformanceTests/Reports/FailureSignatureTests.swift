import Conformance
import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

/// A failure's signature names its cause (the clause and the feature), not the kind of step
/// where it showed, so one cause takes one of a law's report slots.
@Suite struct FailureSignatureTests {
    static var script: Script {
        Script([
            .makeView(parent: nil), .setCompletionBlock,
            .add(view: 0, key: "a", animation: .basic("x", from: 5, to: 10, duration: 1)),
            .commit, .removeAnimation(view: 0, key: "a"), .advance(by: 0.5),
        ])
    }

    @Test func oneCauseSeenAtDifferentKindsOfStepIsOneSignature() {
        let signatures = [2, 3, 4, 5].map { (step: Int) in
            FailureSignature.of(
                LawViolation("the completion block ran outside a render at step \(step)", step: step),
                script: Self.script)
        }
        #expect(Set(signatures).count == 1, "\(signatures)")
        #expect(signatures.first == "the completion block ran outside a render at step #")
    }

    @Test func aTraceDifferenceNamesTheAnimationsAndLayerTimingOfItsView() throws {
        // A backwards fill ignored: before its begin at 1 the animation holds its from value 5;
        // the faulty engine shows the model value 0 there.
        let animation = Animation.basic(
            "x", from: 5, to: 10, duration: 1, timing: AnimationTiming(beginTime: 1, fillMode: .backwards))
        let script = Script([
            .makeView(parent: nil), .setTiming(view: 0, LayerTiming(speed: 2)),
            .add(view: 0, key: "a", animation: animation), .commit, .advance(by: 0.25),
        ])
        let expected = EngineFactory.reference().run(script)
        let observed = EngineFactory(name: "fault") { ReferenceEngine(_faults: .fillBackwardsIgnored) }.run(script)
        let context = LawContext(engine: .reference(), reference: .reference(), tolerance: 1e-6)
        let error = #expect(throws: LawViolation.self) {
            try context.expect(trace: observed, equals: expected, "disagrees", script: script)
        }
        #expect(error?.signature == "disagrees: v·.x · a sped layer, basic, fill backwards")
    }

    @Test func aCallbackDifferenceNamesTheCallbackAndTheEvent() throws {
        // didStop delivered twice when the animation completes, at the render that ends it: the
        // callbacks of that render differ in didStop (the driver gives every copy a recording delegate).
        let animation = Animation.basic("x", from: 5, to: 10, duration: 1)
        let script = Script([
            .makeView(parent: nil), .add(view: 0, key: "a", animation: animation), .commit, .advance(by: 0.25),
            .advance(by: 1),
        ])
        let expected = EngineFactory.reference().run(script)
        let observed = EngineFactory(name: "fault") { ReferenceEngine(_faults: .didStopTwice) }.run(script)
        let context = LawContext(engine: .reference(), reference: .reference(), tolerance: 1e-6)
        let error = #expect(throws: LawViolation.self) {
            try context.expect(trace: observed, equals: expected, "disagrees", script: script)
        }
        #expect(error?.signature == "disagrees: callbacks · didStop at a render")
    }
}
