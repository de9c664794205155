import MediaTiming
import ReferenceEngine

/// Blind faults in the engine's time mapping, fill, repeat, autoreverse and groups (``timing``), and
/// in keyframe and spring values (``values``): each rewrites what an engine is given the way an
/// engine with the bug would read it.
extension BlindMutants {
    /// Faults in how an animation's time runs, repeats, reverses and fills, and in groups.
    static let timing: [EngineMutant] = [
        ValueMutants.animation(
            "blind-speed-stretches-active-period",
            "An animation's active period lasts D·s of its layer's time instead of D/s, so a sped-up animation keeps repeating past its end."
        ) { animation in
            ValueMutants.timings(animation) { timing in
                guard timing.duration > 0, timing.speed != 0, abs(timing.speed) != 1 else { return }
                let active =
                    timing.repeatDuration > 0
                    ? timing.repeatDuration : timing.cycleDuration * (timing.repeatCount > 0 ? timing.repeatCount : 1)
                guard active.isFinite else { return }
                // Active while e·|s| < D·s², that is while e < D·|s|.
                timing.repeatDuration = active * timing.speed * timing.speed
            }
        },
        ValueMutants.animation(
            "blind-forwards-fills-backwards",
            "A forwards fill also holds the start value before the active period, as both does."
        ) { animation in
            ValueMutants.timings(animation) { if $0.fillMode == .forwards { $0.fillMode = .both } }
        },
        ValueMutants.animation(
            "blind-repeat-duration-read-as-count",
            "repeatDuration is read as a number of iterations, not as a time."
        ) { animation in
            ValueMutants.timings(animation) { timing in
                guard timing.repeatDuration > 0 else { return }
                timing.repeatCount = timing.repeatDuration
                timing.repeatDuration = 0
            }
        },
        ValueMutants.animation(
            "blind-autoreverse-repeat-counts-legs",
            "Under autoreverses, repeatCount counts legs, so a repeat count of 2 plays one forward-and-back cycle."
        ) { animation in
            ValueMutants.timings(animation) { timing in
                guard timing.autoreverses, timing.repeatCount > 0, timing.repeatCount < .greatestFiniteMagnitude else {
                    return
                }
                timing.repeatCount /= 2
            }
        },
        EngineMutant(
            name: "blind-group-children-stamped",
            bug:
                "A group's children with beginTime 0 are stamped with the layer's local time at the add, like top-level animations."
        ) { GroupChildrenStamped() },
        ValueMutants.animation(
            "blind-group-duration-from-children",
            "A group added with a duration of 0 or less runs until its last child ends instead of for the transaction's duration."
        ) { animation in
            guard case .group(let children) = animation.kind, animation.timing.duration <= 0 else { return animation }
            let ends = children.map { child -> Double in
                let timing = child.timing
                guard timing.duration > 0, timing.speed != 0 else { return timing.beginTime }
                let active =
                    timing.repeatDuration > 0
                    ? timing.repeatDuration : timing.cycleDuration * (timing.repeatCount > 0 ? timing.repeatCount : 1)
                return timing.beginTime + active / abs(timing.speed)
            }
            guard let last = ends.max(), last > 0, last.isFinite else { return animation }
            var copy = animation
            copy.timing.duration = last
            return copy
        },
    ]

    /// Faults in keyframe and spring values.
    static let values: [EngineMutant] = [
        ValueMutants.animation(
            "blind-discrete-keyframes-off-by-one",
            "Discrete keyframes show, from each key time, the value after the one that belongs there."
        ) { animation in
            ValueMutants.keyframes(animation) { values in
                guard values.calculationMode == .discrete, let last = values.values.last, values.values.count > 1 else {
                    return
                }
                values.values = Array(values.values.dropFirst()) + [last]
            }
        },
        ValueMutants.animation(
            "blind-unordered-key-times-sorted",
            "Key times out of order are sorted and used instead of being ignored (values spaced evenly)."
        ) { animation in
            ValueMutants.keyframes(animation) { values in
                guard values.calculationMode != .paced, values.calculationMode != .cubicPaced,
                    let times = values.keyTimes, times.allSatisfy(\.isFinite), times != times.sorted()
                else { return }
                values.keyTimes = times.sorted()
            }
        },
        ValueMutants.animation(
            "blind-spring-ratio-without-two",
            "A spring's damping ratio is computed as c/√(m·k), without the 2, so every spring is damped twice as hard."
        ) { animation in
            ValueMutants.springs(animation) { $0.damping *= 2 }
        },
        ValueMutants.animation(
            "blind-spring-velocity-absolute",
            "A spring's initial velocity is read in value units per second instead of start-to-end distances per second."
        ) { animation in
            ValueMutants.springs(animation) { spring in
                let ends = spring.endpoints
                let distance: Double?
                if let from = ends.from, let to = ends.to {
                    distance = to - from
                } else if let by = ends.by {
                    distance = by
                } else {
                    distance = nil
                }
                guard let distance, distance != 0, distance.isFinite else { return }
                spring.initialVelocity /= distance
            }
        },
    ]
}

extension BlindMutants {
    /// Stamps a group's children that have beginTime 0 with the layer's local time when the group
    /// is added, as an engine that stamps every animation it is given, nested or not, would.
    final class GroupChildrenStamped: ForwardingEngine<ReferenceEngine> {
        init() { super.init(ReferenceEngine()) }

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            guard case .group(var children) = animation.kind else {
                return try super.add(animation, forKey: key, to: layer)
            }
            let now = BlindMutants.localTime(of: layer, in: base)
            for index in children.indices where children[index].timing.beginTime == 0 {
                children[index].timing.beginTime = now
            }
            var stamped = animation
            stamped.kind = .group(children)
            try super.add(stamped, forKey: key, to: layer)
        }
    }
}
