import MediaTiming
import ReferenceEngine

extension ValueMutants {
    /// The value mutants, each killed by a value law; in a stable order.
    static let catalog: [EngineMutant] = values + curves + keyframes + springs + clocks + groups + layers + extremes

    /// From, to and by.
    static let values: [EngineMutant] = [
        animation("to-only-starts-at-zero", "A to-only animation starts from 0 instead of the value so far.") {
            animation in
            deep(animation) { node in
                if case .basic(let values) = node.kind, values.from == nil, values.by == nil, let to = values.to {
                    node.kind = .basic(BasicValues(from: 0, to: to))
                }
            }
        },
        animation("by-only-starts-at-zero", "A by-only animation runs from 0 to by instead of from the value so far.") {
            animation in
            deep(animation) { node in
                if case .basic(let values) = node.kind, values.from == nil, values.to == nil, let by = values.by {
                    node.kind = .basic(BasicValues(from: 0, to: by))
                }
            }
        },
    ]

    /// Timing functions.
    static let curves: [EngineMutant] = [
        animation("timing-function-ignored", "Every animation's timing function is ignored (paced linearly).") {
            animation in
            deep(animation) { $0.timingFunction = nil }
        },
        animation("ease-in-read-as-ease-out", "easeIn and easeOut are swapped.") { animation in
            ValueMutants.curves(animation) { $0 == .easeIn ? .easeOut : $0 == .easeOut ? .easeIn : $0 }
        },
        animation("control-points-swapped", "A curve's first and second control points are swapped.") { animation in
            ValueMutants.curves(animation) { TimingFunction($0.c2x, $0.c2y, $0.c1x, $0.c1y) }
        },
        animation("control-point-y-clamped", "Control point y values are clamped to [0, 1], so curves never overshoot.")
        { animation in
            ValueMutants.curves(animation) {
                TimingFunction($0.c1x, min(max($0.c1y, 0), 1), $0.c2x, min(max($0.c2y, 0), 1))
            }
        },
        animation("default-curve-as-ease-in-out", "The default curve (0.25, 0.1)(0.25, 1) is taken for easeInEaseOut.")
        { animation in
            ValueMutants.curves(animation) { $0 == .default ? .easeInEaseOut : $0 }
        },
    ]

    /// Keyframe modes, key times and segment curves.
    static let keyframes: [EngineMutant] = [
        animation("segment-curves-ignored", "Keyframe segments ignore their timing functions.") { animation in
            ValueMutants.keyframes(animation) { $0.timingFunctions = nil }
        },
        animation("segment-curves-shifted", "Each keyframe segment takes the next segment's timing function.") {
            animation in
            ValueMutants.keyframes(animation) { values in
                if let functions = values.timingFunctions, functions.count > 1 {
                    values.timingFunctions = Array(functions.dropFirst()) + [functions[0]]
                }
            }
        },
        animation("cubic-as-linear", "Cubic keyframes are interpolated linearly.") { animation in
            ValueMutants.keyframes(animation) { if $0.calculationMode == .cubic { $0.calculationMode = .linear } }
        },
        animation("cubic-paced-as-paced", "Cubic paced keyframes are paced along straight lines.") { animation in
            ValueMutants.keyframes(animation) { if $0.calculationMode == .cubicPaced { $0.calculationMode = .paced } }
        },
        animation("paced-as-linear", "Paced keyframes are spaced evenly instead of by distance.") { animation in
            ValueMutants.keyframes(animation) { values in
                if values.calculationMode == .paced {
                    values.calculationMode = .linear
                    values.keyTimes = nil
                    values.timingFunctions = nil
                }
            }
        },
        animation("discrete-as-linear", "Discrete keyframes are interpolated between values.") { animation in
            ValueMutants.keyframes(animation) { if $0.calculationMode == .discrete { $0.calculationMode = .linear } }
        },
    ]

    /// Spring physics.
    static let springs: [EngineMutant] = [
        animation("spring-velocity-ignored", "A spring's initial velocity is ignored.") { animation in
            ValueMutants.springs(animation) { $0.initialVelocity = 0 }
        },
        animation("spring-velocity-reversed", "A spring's initial velocity points away from the target.") { animation in
            ValueMutants.springs(animation) { $0.initialVelocity = -$0.initialVelocity }
        },
        animation("spring-mass-ignored", "A spring's mass is taken as 1.") { animation in
            ValueMutants.springs(animation) { $0.mass = 1 }
        },
        animation("spring-stiffness-ignored", "A spring's stiffness is taken as the default 100.") { animation in
            ValueMutants.springs(animation) { $0.stiffness = 100 }
        },
        animation("spring-damping-ignored", "A spring's damping is taken as the default 10.") { animation in
            ValueMutants.springs(animation) { $0.damping = 10 }
        },
        animation("spring-as-basic", "A spring moves linearly from its start to its end value, like a basic animation.")
        { animation in
            deep(animation) { node in
                if case .spring(let spring) = node.kind { node.kind = .basic(spring.endpoints) }
            }
        },
    ]

    /// The animation's own timing.
    static let clocks: [EngineMutant] = [
        EngineMutant(
            name: "time-offset-not-wrapped",
            bug:
                "An animation's own timeOffset does not wrap within its active period; the animation ends timeOffset early.",
            fault: .timeOffsetNotWrapped),
        EngineMutant(
            name: "turn-shows-previous-cycle-end",
            bug: "An exact iteration turn shows the end of the previous cycle, not the start of the next.",
            fault: .turnShowsPreviousCycleEnd),
        EngineMutant(
            name: "negative-speed-fill-wrong-end",
            bug: "Before a reversed animation begins, a backwards fill holds its start value instead of its end value.",
            fault: .negativeSpeedFillWrongEnd),
        animation("time-offset-ignored", "An animation's own timeOffset is ignored.") {
            timings($0) { $0.timeOffset = 0 }
        },
        animation("begin-time-ignored", "An explicit begin time is ignored; the animation starts at its commit.") {
            animation in
            var animation = animation
            animation.timing.beginTime = 0
            return animation
        },
        animation("animation-speed-ignored", "An animation's own speed is ignored.") { animation in
            var animation = animation
            animation.timing.speed = 1
            return animation
        },
        animation("autoreverses-ignored", "autoreverses is ignored.") { timings($0) { $0.autoreverses = false } },
        animation("endless-repeat-once", "An endless repeat count plays once.") {
            timings($0) { if $0.repeatCount == .infinity { $0.repeatCount = 1 } }
        },
        animation("fractional-repeat-rounded-up", "A fractional repeat count is rounded up to whole cycles.") {
            timings($0) { $0.repeatCount.round(.up) }
        },
        animation(
            "repeat-duration-doubled", "repeatDuration is doubled under autoreverses (the profile says it is not)."
        ) { animation in
            timings(animation) { if $0.autoreverses { $0.repeatDuration *= 2 } }
        },
        animation("fill-forwards-ignored", "Forwards and both fills hold nothing after the active period.") {
            animation in
            timings(animation) { timing in
                if timing.fillMode == .forwards { timing.fillMode = .removed }
                if timing.fillMode == .both { timing.fillMode = .backwards }
            }
        },
        animation(
            "retained-removed-anyway", "isRemovedOnCompletion false is ignored: completed animations are removed."
        ) { animation in
            var animation = animation
            animation.isRemovedOnCompletion = true
            return animation
        },
    ]

    /// Groups.
    static let groups: [EngineMutant] = [
        animation("group-child-begin-ignored", "A group child's begin time is ignored.") { animation in
            children(animation) { $0.timing.beginTime = 0 }
        },
        animation("group-child-speed-ignored", "A group child's speed is ignored.") { animation in
            children(animation) { $0.timing.speed = 1 }
        },
        animation("group-child-offset-ignored", "A group child's timeOffset is ignored.") { animation in
            children(animation) { $0.timing.timeOffset = 0 }
        },
        animation("group-child-fill-ignored", "A group child's fill mode is ignored.") { animation in
            children(animation) { $0.timing.fillMode = .removed }
        },
        animation(
            "group-child-default-duration",
            "A group child without a duration runs 0.25 s instead of the group's duration."
        ) { animation in
            children(animation) { if $0.timing.duration <= 0 { $0.timing.duration = 0.25 } }
        },
        animation("group-curve-ignored", "A group's timing function does not pace its children.") { animation in
            guard case .group = animation.kind else { return animation }
            var animation = animation
            animation.timingFunction = nil
            return animation
        },
        animation(
            "nested-group-flattened",
            "A nested group's children run as children of the outer group, without the nested group's timing."
        ) { animation in
            guard case .group(let children) = animation.kind else { return animation }
            var animation = animation
            animation.kind = .group(
                children.flatMap { child -> [Animation] in
                    if case .group(let nested) = child.kind { return nested }
                    return [child]
                })
            return animation
        },
    ]

    /// Layer timing through the tree.
    static let layers: [EngineMutant] = [
        layer("layer-time-offset-ignored", "A layer's timeOffset is ignored.") {
            LayerTiming(beginTime: $0.beginTime, speed: $0.speed)
        },
        layer("layer-begin-time-ignored", "A layer's beginTime is ignored.") {
            LayerTiming(speed: $0.speed, timeOffset: $0.timeOffset)
        },
        layer("negative-layer-speed-ignored", "A negative layer speed runs forwards.") {
            LayerTiming(beginTime: $0.beginTime, speed: abs($0.speed), timeOffset: $0.timeOffset)
        },
    ]

    /// Extreme but valid timings.
    static let extremes: [EngineMutant] = [
        EngineMutant(
            name: "reversed-loop-before-begin-nan",
            bug:
                "A reversed, endlessly repeating animation read before it begins gives NaN (a crash in the engine it stands for)."
        ) {
            ReversedLoopBeforeBegin()
        },
        animation("huge-repeat-forever", "Repeat counts above 100,000 repeat forever.") { animation in
            timings(animation) { if $0.repeatCount > 100_000 && $0.repeatCount.isFinite { $0.repeatCount = .infinity } }
        },
        animation("tiny-duration-clamped", "Durations under a millisecond are clamped to one millisecond.") {
            animation in
            timings(animation) { if $0.duration > 0 && $0.duration < 0.001 { $0.duration = 0.001 } }
        },
        animation("slow-speed-frozen", "Speeds under 0.001 in magnitude are taken as 0 (paused).") { animation in
            timings(animation) { if $0.speed != 0 && abs($0.speed) < 0.001 { $0.speed = 0 } }
        },
    ]
}
