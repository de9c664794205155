import Generators
import MediaTiming
import Scripts

/// Scripts built through the programmatic API (helpers and mutation, not literals), whose printed
/// form is held as golden text in `Script+SwiftTests.swift`.
enum GoldenScripts {
    /// Animations of every kind with timing edge cases, tree edits, lifecycle steps.
    static var animations: Script {
        var keyframe = Animation.keyframe(
            "position.x", values: [0, 10, 5], keyTimes: [0, 0.25, 1], calculationMode: .cubic, duration: 1)
        keyframe.timing.repeatCount = 1.5
        keyframe.timing.autoreverses = true
        keyframe.timing.fillMode = .both
        keyframe.isRemovedOnCompletion = false
        keyframe.timingFunction = .easeIn
        var group = Animation.group([.basic("position.x", by: 3, duration: 0)], duration: 1)
        group.timing.beginTime = 2.5
        let spring = Animation(
            keyPath: "opacity", kind: .spring(SpringValues(endpoints: BasicValues(from: 0, to: 1), damping: 5)),
            timing: AnimationTiming(duration: 1, repeatCount: .infinity), isAdditive: true)
        var paced = Animation(
            keyPath: "opacity",
            kind: .keyframe(
                KeyframeValues(
                    values: [1, 0.5], calculationMode: .paced,
                    timingFunctions: [TimingFunction(0.5, 0, 0.5, 1), .default])),
            timing: AnimationTiming(beginTime: 1, duration: 0.25, speed: -1, timeOffset: 0.5, repeatDuration: 3))
        paced.isCumulative = true
        paced.userInfo = ["why": "golden \"quoted\""]
        let stiff = Animation(
            keyPath: "position.x",
            kind: .spring(
                SpringValues(endpoints: BasicValues(by: -2), mass: 2, stiffness: 50, damping: 0, initialVelocity: 1)),
            timing: AnimationTiming(duration: 1, repeatCount: .greatestFiniteMagnitude))
        return Script([
            .makeView(parent: nil),
            .makeView(parent: 0),
            .add(view: 0, key: "p", animation: paced),
            .add(view: 1, key: "s", animation: stiff),
            .setTiming(view: 1, LayerTiming(beginTime: 0.5, speed: 2, timeOffset: 1)),
            .setModelValue(view: 0, keyPath: "opacity", value: 1),
            .add(view: 0, key: "a", animation: .basic("opacity", from: 0, to: 1, duration: 2)),
            .add(view: 1, key: "b", animation: keyframe),
            .setTransactionDuration(0.5),
            .add(view: 0, key: "c", animation: group),
            .commit,
            .advance(by: 0.5),
            .add(view: 1, key: "b", animation: spring),
            .advance(by: 1.5),
            .removeAnimation(view: 0, key: "a"),
            .resignActive,
            .enterBackground,
            .enterForeground,
            .becomeActive,
            .detach(view: 1),
            .attach(view: 1),
            .removeAllAnimations(view: 1),
            .advance(by: 0),
        ])
    }

    /// Every technique operation, one of them with an as-published variant.
    static var techniques: Script {
        let long = Animation.basic("opacity", from: 0, to: 4, duration: 4)
        var retained = Animation.basic("position.x", to: 2, duration: 1)
        retained.isRemovedOnCompletion = false
        return Script([
            .makeView(parent: nil),
            .makeView(parent: nil),
            .add(view: 0, key: "a", animation: long),
            .advance(by: 1),
            .technique(TechniqueStep(.pause, view: 0)),
            .advance(by: 1),
            .technique(TechniqueStep(.resume, view: 0)),
            .technique(TechniqueStep(.changeSpeed(2), view: 0)),
            .advance(by: 0.5),
            .technique(TechniqueStep(.store, view: 0)),
            .resignActive,
            .enterBackground,
            .technique(TechniqueStep(.restore, view: 0)),
            .enterForeground,
            .becomeActive,
            .technique(TechniqueStep(.addWithClosures(key: "b"), view: 1, animation: retained)),
            .technique(
                TechniqueStep(
                    .installScrubber(key: "s"), view: 1, variant: "scrub.sameTransactionOffset", animation: long)),
            .technique(TechniqueStep(.scrub(to: 0.5), view: 1, variant: "scrub.sameTransactionOffset")),
            .technique(TechniqueStep(.preserve, view: 0)),
            .technique(TechniqueStep(.reinstall(key: "r"), view: 0, animation: retained)),
            .detach(view: 0),
            .attach(view: 0),
            .advance(by: 2),
        ])
    }
}
