import MediaTiming

/// The formulas of SEMANTICS §3–§4 for one linear from–to animation with timeOffset 0 and a
/// positive speed: the oracle that iteration, fill and callback laws hold engines to.
///
/// It is written from the rules, not from any engine: active time `e = tl − b`, active duration
/// `D`, wrap into a cycle, mirror on the backward leg, fill outside the period, and the
/// endpoint-inclusive end value.
package struct BasicOracle {
    /// An oracle for an animation from `from` to `to` over the model value `model`.
    package init(
        from: Double, to: Double, model: Double, timing: AnimationTiming, isRemovedOnCompletion: Bool,
        profile: TimingProfile
    ) {
        self.from = from
        self.to = to
        self.model = model
        self.timing = timing
        self.isRemovedOnCompletion = isRemovedOnCompletion
        self.profile = profile
    }

    package var from: Double
    package var to: Double
    /// The layer's model value for the key path.
    package var model: Double
    /// The stored copy's timing, with its stamped begin time.
    package var timing: AnimationTiming
    package var isRemovedOnCompletion: Bool
    package var profile: TimingProfile

    /// The active duration.
    package var activeDuration: Double { timing.activeDuration(profile: profile) }

    /// The active time at a layer time.
    package func activeTime(atLayerTime layerTime: Double) -> Double { (layerTime - timing.beginTime) * timing.speed }

    /// Whether the active period has ended at a layer time.
    package func hasEnded(atLayerTime layerTime: Double) -> Bool {
        activeTime(atLayerTime: layerTime) >= activeDuration
    }

    /// Whether the active period has begun at a layer time.
    package func hasBegun(atLayerTime layerTime: Double) -> Bool { activeTime(atLayerTime: layerTime) >= 0 }

    /// Whether the animation is still on its layer at a layer time (it is removed once it ends,
    /// unless `isRemovedOnCompletion` is false).
    package func isListed(atLayerTime layerTime: Double) -> Bool {
        !isRemovedOnCompletion || !hasEnded(atLayerTime: layerTime)
    }

    /// The presentation value at a layer time.
    package func value(atLayerTime layerTime: Double) -> Double {
        let e = activeTime(atLayerTime: layerTime)
        if e < 0 { return timing.fillMode.fillsBackwards ? from : model }
        if e >= activeDuration {
            if isRemovedOnCompletion || !timing.fillMode.fillsForwards { return model }
            return interpolate(endProgress)
        }
        return interpolate(progress(atCycleTime: e.truncatingRemainder(dividingBy: timing.cycleDuration)))
    }

    /// The progress at the end of the active period: the end of the last (possibly partial) cycle.
    package var endProgress: Double {
        let cycles = activeDuration / timing.cycleDuration
        let fraction = cycles - cycles.rounded(.down)
        return progress(atCycleTime: fraction == 0 ? timing.cycleDuration : fraction * timing.cycleDuration)
    }

    /// Progress in [0, 1] at a time within one cycle, mirrored on an autoreverse's backward leg.
    package func progress(atCycleTime cycleTime: Double) -> Double {
        let d = timing.duration
        let position = timing.autoreverses && cycleTime > d ? 2 * d - cycleTime : cycleTime
        return position / d
    }

    private func interpolate(_ progress: Double) -> Double { from + (to - from) * progress }
}
