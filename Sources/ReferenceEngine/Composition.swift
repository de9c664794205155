import MediaTiming

/// The pure composition of animations into a presentation value.
///
/// Animations apply in application order to the model value: a non-additive one replaces the value
/// so far, an additive one adds to it. "Underlying" for from-only, to-only and by-only animations
/// is the value composed so far at that point.
enum Composition {
    /// Applies `plan`, seen at `parentTime`, to `value` for `keyPath`.
    ///
    /// - Parameter modelValue: the layer's model value, used only by a deliberate fault.
    @inline(__always)
    static func apply(
        _ plan: AnimationPlan, parentTime: Double, keyPath: String, to value: Double,
        modelValue: Double, configuration: EngineConfiguration
    ) -> Double {
        if case .group(let children) = plan.content {
            guard plan.keyPaths.contains(keyPath), let sample = plan.clock.sample(atParentTime: parentTime) else {
                return value
            }
            let groupTime = groupChildTime(plan, sample: sample, configuration: configuration)
            var result = value
            for child in children where child.keyPaths.contains(keyPath) {
                var childTime = groupTime
                if configuration.has(.groupChildrenScaled), plan.clock.duration > 0 {
                    childTime = groupTime * child.clock.activeDuration / plan.clock.duration
                }
                result = apply(
                    child, parentTime: childTime, keyPath: keyPath, to: result, modelValue: modelValue,
                    configuration: configuration)
            }
            return result
        }
        guard plan.keyPath == keyPath, let sample = plan.clock.sample(atParentTime: parentTime) else {
            return value
        }
        let underlying = configuration.has(.underlyingIsModelValue) ? modelValue : value
        guard let contribution = evaluate(plan, sample: sample, underlying: underlying, configuration: configuration) else {
            return value
        }
        if plan.isAdditive && !configuration.has(.additiveReplaces) { return value + contribution }
        return contribution
    }

    /// The time a group's children see: the group's paced position inside its cycle.
    @inline(__always)
    static func groupChildTime(_ plan: AnimationPlan, sample: CycleSample, configuration: EngineConfiguration) -> Double {
        guard let function = plan.timingFunction else { return sample.legTime }
        return function(sample.progress) * plan.clock.duration
    }

    /// The value one non-group animation gives at `sample`, or `nil` when it changes nothing.
    @inline(__always)
    static func evaluate(
        _ plan: AnimationPlan, sample: CycleSample, underlying: Double, configuration: EngineConfiguration
    ) -> Double? {
        var progress = sample.progress
        if let function = plan.timingFunction {
            progress = configuration.has(.timingFunctionNotClamped)
                ? unclampedPacing(function, progress) : function(progress)
        }
        let cumulative = plan.isCumulative && !configuration.has(.cumulativeIgnored)
        switch plan.content {
        case .basic(let values):
            guard let (start, end) = Interpolation.range(values, underlying: underlying) else { return nil }
            var result = Interpolation.lerp(start, end, progress)
            if cumulative {
                result += Interpolation.accumulation(
                    iteration: sample.iteration, cycleStart: start,
                    cycleEnd: plan.clock.autoreverses ? start : end,
                    reading: configuration.profile.cumulativeReading)
            }
            return result
        case .keyframe(let keyframes):
            guard var result = keyframes.value(at: progress) else { return nil }
            if cumulative, let first = keyframes.values.first, let last = keyframes.values.last {
                result += Interpolation.accumulation(
                    iteration: sample.iteration, cycleStart: first,
                    cycleEnd: plan.clock.autoreverses ? first : last,
                    reading: configuration.profile.cumulativeReading)
            }
            return result
        case .spring(let values, let oscillator):
            guard let (start, end) = Interpolation.range(values, underlying: underlying) else { return nil }
            // A spring runs on its own physics: the timing function does not reshape it.
            let fraction = oscillator.fraction(at: sample.legTime)
            var result = start + (end - start) * fraction
            if cumulative {
                result += Interpolation.accumulation(
                    iteration: sample.iteration, cycleStart: start, cycleEnd: end,
                    reading: configuration.profile.cumulativeReading)
            }
            return result
        case .group:
            return nil
        }
    }

    /// A timing function extended past [0, 1] by its end points' straight lines (fault only).
    private static func unclampedPacing(_ function: TimingFunction, _ x: Double) -> Double {
        if x > 1 { return 1 + (x - 1) }
        if x < 0 { return x }
        return function(x)
    }
}
