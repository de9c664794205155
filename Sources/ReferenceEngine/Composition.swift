import MediaTiming

/// The pure composition of animations into a presentation value.
///
/// Animations apply in application order to the model value: a non-additive one replaces the value
/// so far, an additive one adds to it. "Underlying" for from-only, to-only and by-only animations
/// is the value composed so far at that point (for an additive one, 0 when the profile says so).
enum Composition {
    /// Applies the animation of `core` (whose keyframes or children are in `plan`), seen at
    /// `parentTime`, to `value` for `keyPath`.
    ///
    /// - Parameters:
    ///   - plan: fetches the full plan; called only for keyframe and group animations.
    ///   - keyframeData: the layer's inline keyframe storage, where `core.keyframeOffset` points.
    ///   - modelValue: the layer's model value, used only by a deliberate fault.
    @inline(__always)
    static func apply(
        _ core: PlanCore, plan: () -> AnimationPlan, keyframeData: UnsafePointer<Double>? = nil, parentTime: Double,
        keyPath: Int, to value: Double,
        modelValue: Double, configuration: EngineConfiguration
    ) -> Double {
        if core.shape == .group {
            let group = plan()
            guard group.keyPaths.contains(keyPath), let sample = core.clock.sample(atParentTime: parentTime) else {
                return value
            }
            let groupTime = groupChildTime(core, sample: sample, configuration: configuration)
            var result = value
            for child in group.children where child.keyPaths.contains(keyPath) {
                var childTime = groupTime
                if configuration.has(.groupChildrenScaled), core.clock.duration > 0 {
                    childTime = groupTime * child.core.clock.activeDuration / core.clock.duration
                }
                result = apply(
                    child.core, plan: { child }, parentTime: childTime, keyPath: keyPath, to: result,
                    modelValue: modelValue, configuration: configuration)
            }
            return result
        }
        guard core.keyPath == keyPath, let sample = core.clock.sample(atParentTime: parentTime) else {
            return value
        }
        var underlying = configuration.has(.underlyingIsModelValue) ? modelValue : value
        // An additive animation's missing end: the value so far, or 0 (the profile's reading).
        if core.isAdditive, configuration.profile.additiveMissingEnd == .zero { underlying = 0 }
        let contribution: Double?
        if core.shape == .keyframe {
            if core.keyframeOffset >= 0, let keyframeData {
                let values = keyframeData + Int(core.keyframeOffset)
                let curve = KeyframeCurve(
                    values: UnsafeBufferPointer(start: values, count: Int(core.keyframeValueCount)),
                    keyTimes: UnsafeBufferPointer(
                        start: values + Int(core.keyframeValueCount), count: Int(core.keyframeTimeCount)),
                    segmentFunctions: UnsafeBufferPointer(start: nil, count: 0),
                    isDiscrete: core.isDiscrete, isCubic: core.isCubic,
                    cubicShape: CubicShape(configuration.profile, paced: core.isCubicPaced))
                contribution = evaluateKeyframes(core, curve, sample: sample, configuration: configuration)
            } else if let keyframes = plan().keyframes {
                contribution = keyframes.values.withUnsafeBufferPointer { values in
                    keyframes.keyTimes.withUnsafeBufferPointer { keyTimes in
                        keyframes.segmentFunctions.withUnsafeBufferPointer { functions in
                            let curve = KeyframeCurve(
                                values: values, keyTimes: keyTimes, segmentFunctions: functions,
                                isDiscrete: keyframes.isDiscrete, isCubic: keyframes.isCubic,
                                cubicShape: keyframes.cubicShape,
                                curveSolver: configuration.curveSolver)
                            return evaluateKeyframes(core, curve, sample: sample, configuration: configuration)
                        }
                    }
                }
            } else {
                contribution = nil
            }
        } else {
            contribution = evaluate(core, sample: sample, underlying: underlying, configuration: configuration)
        }
        guard let contribution else { return value }
        if core.isAdditive && !configuration.has(.additiveReplaces) { return value + contribution }
        return contribution
    }

    /// The time a group's children see: the group's paced position inside its cycle.
    @inline(__always)
    static func groupChildTime(_ core: PlanCore, sample: CycleSample, configuration: EngineConfiguration) -> Double {
        guard let function = core.timingFunction else { return sample.legTime }
        return configuration.pace(function, sample.progress) * core.clock.duration
    }

    /// The progress after the animation's timing function.
    @inline(__always)
    static func pacedProgress(_ core: PlanCore, _ sample: CycleSample, configuration: EngineConfiguration) -> Double {
        guard let function = core.timingFunction else { return sample.progress }
        return configuration.has(.timingFunctionNotClamped)
            ? unclampedPacing(function, sample.progress) : configuration.pace(function, sample.progress)
    }

    /// The value a basic or spring animation gives at `sample`, or `nil` when it changes nothing.
    @inline(__always)
    static func evaluate(
        _ core: PlanCore, sample: CycleSample, underlying: Double, configuration: EngineConfiguration
    ) -> Double? {
        var values = core.values
        if configuration.has(.byReadAsTo), let by = values.by, values.to == nil {
            values = BasicValues(from: values.from, to: by, by: nil)
        }
        guard let (start, end) = Interpolation.range(values, underlying: underlying) else { return nil }
        var result: Double
        var cycleEnd = end
        if core.shape == .spring {
            // A spring runs on its own physics: the timing function does not reshape it.
            result = start + (end - start) * core.oscillator.fraction(at: sample.legTime)
        } else {
            result = Interpolation.lerp(start, end, pacedProgress(core, sample, configuration: configuration))
            if core.clock.autoreverses { cycleEnd = start }
        }
        if core.isCumulative && !configuration.has(.cumulativeIgnored) {
            result += Interpolation.accumulation(
                iteration: sample.iteration, cycleStart: start, cycleEnd: cycleEnd,
                reading: configuration.profile.cumulativeReading)
        }
        return result
    }

    /// The value a keyframe animation gives at `sample`, or `nil` when it has no values.
    @inline(__always)
    static func evaluateKeyframes(
        _ core: PlanCore, _ curve: KeyframeCurve, sample: CycleSample, configuration: EngineConfiguration
    ) -> Double? {
        guard var result = curve.value(at: pacedProgress(core, sample, configuration: configuration)),
            let first = curve.values.first, let last = curve.values.last
        else { return nil }
        if core.isCumulative && !configuration.has(.cumulativeIgnored) {
            result += Interpolation.accumulation(
                iteration: sample.iteration, cycleStart: first, cycleEnd: core.clock.autoreverses ? first : last,
                reading: configuration.profile.cumulativeReading)
        }
        return result
    }

    /// A timing function extended past [0, 1] by straight lines (a fault only).
    private static func unclampedPacing(_ function: TimingFunction, _ x: Double) -> Double {
        if x > 1 || x < 0 { return x }
        return function(x)
    }
}
