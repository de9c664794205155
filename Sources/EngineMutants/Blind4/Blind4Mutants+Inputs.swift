import MediaTiming
import ReferenceEngine

/// Round-4 engine faults in inputs the contract corrects rather than refuses (a negative
/// duration, key times of the wrong count, a negative layer duration), in the removal of
/// retained copies, and in a spring under layer speed.
///
/// Each is a decorator over the reference engine; where it changes what it stores, it answers
/// the caller's value back from ``TimingEngine/animation(forKey:of:)`` or
/// ``TimingEngine/timing(of:)`` so that only the behaviour differs.
extension Blind4Mutants {
    /// Faults in corrected inputs and retained copies.
    static let inputs: [EngineMutant] = [
        EngineMutant(
            name: "blind4-remove-all-spares-finished-retained",
            bug:
                "removeAllAnimations leaves a retained copy (isRemovedOnCompletion false) whose active period has ended on its layer."
        ) { RemoveAllSparesFinishedRetained(ReferenceEngine()) },
        EngineMutant(
            name: "blind4-extra-key-times-trimmed",
            bug:
                "Linear keyframes given more key times than values use the first ones and the last instead of ignoring them (even spacing)."
        ) { ExtraKeyTimesTrimmed(ReferenceEngine()) },
        EngineMutant(
            name: "blind4-negative-layer-duration-bounds-time",
            bug:
                "A layer given a negative duration is bounded by its magnitude instead of being unbounded, so its time stops after it."
        ) { NegativeLayerDurationBoundsTime(ReferenceEngine()) },
        EngineMutant(
            name: "blind4-negative-duration-read-as-magnitude",
            bug:
                "An animation added with a negative duration runs for its magnitude instead of the transaction's animationDuration."
        ) { NegativeDurationReadAsMagnitude(ReferenceEngine()) },
        EngineMutant(
            name: "blind4-spring-ignores-layer-speed",
            bug:
                "A spring added to a layer whose time runs at a speed other than 1 (its own or its ancestors') runs at media-time speed."
        ) { SpringIgnoresLayerSpeed(ReferenceEngine()) },
    ]

    /// Skips finished retained copies in removeAll.
    final class RemoveAllSparesFinishedRetained: ForwardingEngine<ReferenceEngine> {
        override func removeAllAnimations(from layer: ReferenceLayer) {
            let local = base.convertTime(base.mediaTime, from: nil, to: layer)
            for key in base.animationKeys(of: layer) {
                if let copy = base.animation(forKey: key, of: layer), !copy.isRemovedOnCompletion,
                    copy.timing.beginTime != 0, copy.timing.speed != 0
                {
                    let total = copy.timing.activeDuration(profile: base.profile)
                    if total.isFinite && (local - copy.timing.beginTime) * abs(copy.timing.speed) >= total - 1e-9 {
                        continue
                    }
                }
                base.removeAnimation(forKey: key, from: layer)
            }
        }
    }

    /// Trims surplus key times of linear keyframes instead of ignoring them.
    final class ExtraKeyTimesTrimmed: ForwardingEngine<ReferenceEngine> {
        /// The caller's key times of each trimmed copy, by layer and key.
        private var given: [ReferenceLayer: [String: [Double]]] = [:]

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            var copy = animation
            var trimmedFrom: [Double]?
            if case .keyframe(var values) = copy.kind, values.calculationMode == .linear,
                let times = values.keyTimes, values.values.count >= 2, times.count > values.values.count
            {
                trimmedFrom = times
                values.keyTimes = Array(times.prefix(values.values.count - 1)) + [times[times.count - 1]]
                copy.kind = .keyframe(values)
            }
            try super.add(copy, forKey: key, to: layer)
            given[layer, default: [:]][key] = trimmedFrom
        }

        override func animation(forKey key: String, of layer: ReferenceLayer) -> Animation? {
            guard var copy = super.animation(forKey: key, of: layer) else { return nil }
            if let times = given[layer]?[key], case .keyframe(var values) = copy.kind {
                values.keyTimes = times
                copy.kind = .keyframe(values)
            }
            return copy
        }
    }

    /// Reads a negative layer duration as its magnitude.
    final class NegativeLayerDurationBoundsTime: ForwardingEngine<ReferenceEngine> {
        /// The caller's timing of each layer whose duration was turned positive.
        private var given: [ReferenceLayer: LayerTiming] = [:]

        override func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
            guard timing.isFinite, timing.duration < 0, timing.duration.isFinite else {
                try super.setTiming(timing, of: layer)
                given[layer] = nil
                return
            }
            var bounded = timing
            bounded.duration = -timing.duration
            try super.setTiming(bounded, of: layer)
            given[layer] = timing
        }

        override func timing(of layer: ReferenceLayer) -> LayerTiming { given[layer] ?? super.timing(of: layer) }
    }

    /// Reads a negative animation duration as its magnitude.
    final class NegativeDurationReadAsMagnitude: ForwardingEngine<ReferenceEngine> {
        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            var copy = animation
            if copy.timing.duration < 0 { copy.timing.duration = -copy.timing.duration }
            try super.add(copy, forKey: key, to: layer)
        }
    }

    /// Divides a spring's speed by its layer chain's speed at the add, so it runs in media time.
    final class SpringIgnoresLayerSpeed: ForwardingEngine<ReferenceEngine> {
        /// The caller's speed of each compensated copy, by layer and key.
        private var given: [ReferenceLayer: [String: Double]] = [:]

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            var copy = animation
            var givenSpeed: Double?
            if case .spring = animation.kind {
                var chainSpeed = 1.0
                var current: ReferenceLayer? = layer
                while let next = current {
                    chainSpeed *= base.timing(of: next).speed
                    current = base.superlayer(of: next)
                }
                if chainSpeed != 0 && chainSpeed != 1 && chainSpeed.isFinite {
                    givenSpeed = animation.timing.speed
                    copy.timing.speed = animation.timing.speed / chainSpeed
                }
            }
            try super.add(copy, forKey: key, to: layer)
            given[layer, default: [:]][key] = givenSpeed
        }

        override func animation(forKey key: String, of layer: ReferenceLayer) -> Animation? {
            guard var copy = super.animation(forKey: key, of: layer) else { return nil }
            if let speed = given[layer]?[key] { copy.timing.speed = speed }
            return copy
        }
    }
}
