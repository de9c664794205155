import MediaTiming
import Testing

/// What a description needs, from the one place that says it, held to each capability's
/// documentation in `EngineCapabilities.swift`: for every capability, a description that uses
/// exactly that feature needs exactly that capability.
@Suite struct RequiredCapabilitiesTests {
    static func basic(_ change: (inout Animation) -> Void = { _ in }) -> Animation {
        var animation = Animation.basic("x", from: 0, to: 10, duration: 1)
        change(&animation)
        return animation
    }

    /// One description per capability an animation can need, by the capability's name.
    static var animations: [(String, Animation)] {
        [
            (
                "keyframes",
                Animation(
                    keyPath: "x", kind: .keyframe(KeyframeValues(values: [0, 1, 2])),
                    timing: AnimationTiming(duration: 1))
            ),
            ("groups", Animation(keyPath: nil, kind: .group([basic()]), timing: AnimationTiming(duration: 1))),
            (
                "springs",
                Animation(
                    keyPath: "x", kind: .spring(SpringValues(endpoints: BasicValues(from: 0, to: 1))),
                    timing: AnimationTiming(duration: 1))
            ),
            ("negativeSpeed", basic { $0.timing.speed = -1 }),
            ("cumulative", basic { $0.isCumulative = true }),
            ("additive", basic { $0.isAdditive = true }),
            ("fillModes", basic { $0.timing.fillMode = .forwards }),
            ("autoreverses", basic { $0.timing.autoreverses = true }),
            ("repeatDuration", basic { $0.timing.repeatDuration = 2 }),
            ("timingFunctions", basic { $0.timingFunction = .easeIn }),
            ("retainedAnimations", basic { $0.isRemovedOnCompletion = false }),
        ]
    }

    @Test func aPlainBasicAnimationNeedsNothing() {
        #expect(Self.basic().requiredCapabilities == [])
        #expect(Self.basic { $0.timingFunction = .linear }.requiredCapabilities == [])
        #expect(
            Self.basic {
                $0.timing.fillMode = .removed
                $0.timing.repeatCount = 3
            }.requiredCapabilities == [])
    }

    @Test func eachFeatureNeedsExactlyItsCapability() throws {
        for (name, animation) in Self.animations {
            let capability = try #require(EngineCapabilities.named.first { $0.name == name }?.capability, "\(name)")
            #expect(animation.requiredCapabilities == capability, "\(name): \(animation.requiredCapabilities.names)")
        }
    }

    /// Every capability is covered by this table or by the layer-timing and nesting tests below
    /// (nested transactions, a step's need, by `StepCapabilitiesTests`), so a capability added to
    /// the contract without a rule here fails.
    @Test func everyCapabilityIsCovered() {
        let covered = Set(Self.animations.map(\.0)).union([
            "layerMediaTiming", "nestedLayers", "delegates", "nestedTransactions",
        ])
        #expect(Set(EngineCapabilities.named.map(\.name)) == covered)
    }

    @Test func aGroupNeedsWhatItsChildrenNeed() {
        let group = Animation(
            keyPath: nil, kind: .group([Self.basic { $0.isAdditive = true }, Self.basic { $0.timing.speed = -2 }]),
            timing: AnimationTiming(duration: 1))
        #expect(group.requiredCapabilities == [.groups, .additive, .negativeSpeed])
    }

    @Test func aKeyframeSegmentCurveNeedsTimingFunctions() {
        var keyframes = KeyframeValues(values: [0, 1, 2])
        keyframes.timingFunctions = [.linear, .easeOut]
        let animation = Animation(keyPath: "x", kind: .keyframe(keyframes), timing: AnimationTiming(duration: 1))
        #expect(animation.requiredCapabilities == [.keyframes, .timingFunctions])
        keyframes.timingFunctions = [.linear, .linear]
        #expect(
            Animation(keyPath: "x", kind: .keyframe(keyframes), timing: AnimationTiming(duration: 1))
                .requiredCapabilities == .keyframes)
    }

    /// Layer timing beyond begin time, speed and offset needs `layerMediaTiming` (its doc: "a
    /// finite duration, repeats, autoreverse and fill"); a negative speed needs `negativeSpeed`.
    @Test func layerTimingNeeds() {
        #expect(LayerTiming(beginTime: 2, speed: 0.5, timeOffset: 1).requiredCapabilities == [])
        #expect(LayerTiming(speed: 0).requiredCapabilities == [])
        #expect(LayerTiming(speed: -1).requiredCapabilities == .negativeSpeed)
        for timing in [
            LayerTiming(duration: 2), LayerTiming(repeatCount: 2), LayerTiming(repeatDuration: 1),
            LayerTiming(autoreverses: true), LayerTiming(fillMode: .both),
        ] {
            #expect(timing.requiredCapabilities == .layerMediaTiming, "\(timing)")
        }
    }
}
