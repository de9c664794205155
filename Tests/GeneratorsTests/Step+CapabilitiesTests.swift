import MediaTiming
import Scripts
import Testing

/// What a step needs: nesting for a view inside a view, what its description needs otherwise,
/// delegates for the closure-callback technique, nothing for lifecycle and transaction steps.
@Suite struct StepCapabilitiesTests {
    @Test func stepsNeedWhatTheirDescriptionsNeed() {
        #expect(Step.makeView(parent: nil).requiredCapabilities == [])
        #expect(Step.makeView(parent: 0).requiredCapabilities == .nestedLayers)
        #expect(Step.setTiming(view: 0, LayerTiming(speed: -1)).requiredCapabilities == .negativeSpeed)
        var retained = Animation.basic("x", from: 0, to: 1, duration: 1)
        retained.isRemovedOnCompletion = false
        #expect(Step.add(view: 0, key: "a", animation: retained).requiredCapabilities == .retainedAnimations)
        for step: Step in [
            .commit, .advance(by: 1), .enterBackground, .detach(view: 0), .setCompletionBlock, .clearCompletionBlock,
            .removeAllAnimations(view: 0),
        ] {
            #expect(step.requiredCapabilities == [], "\(step)")
        }
        // A nested transaction is the one transaction step with a capability of its own.
        #expect(Step.beginTransaction.requiredCapabilities == .nestedTransactions)
    }

    @Test func techniquesNeedTheirAnimationAndClosuresNeedDelegates() {
        var spring = Animation(keyPath: "x", kind: .spring(SpringValues(endpoints: BasicValues(from: 0, to: 1))))
        spring.timing.duration = 1
        #expect(Step.technique(TechniqueStep(.pause, view: 0)).requiredCapabilities == [])
        #expect(
            Step.technique(TechniqueStep(.installScrubber(key: "s"), view: 0, animation: spring)).requiredCapabilities
                == .springs)
        #expect(
            Step.technique(
                TechniqueStep(
                    .addWithClosures(key: "c"), view: 0, animation: Animation.basic("x", from: 0, to: 1, duration: 1))
            ).requiredCapabilities == .delegates)
        let script: Script = [.makeView(parent: nil), .makeView(parent: 0), .add(view: 1, key: "a", animation: spring)]
        #expect(script.requiredCapabilities == [.nestedLayers, .springs])
    }
}
