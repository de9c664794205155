import MediaTiming

/// The pure time mapping of one layer link: `t = (tp − b) · s + o` and its inverse.
///
/// Layers have an unbounded duration, so nothing wraps: a layer's local time is the linear map of
/// its parent's time, composed down the tree from media time.
enum LayerClock {
    /// The local time of a layer whose parent is at `parentTime`.
    @inline(__always)
    static func localTime(
        _ timing: LayerTiming, parentTime: Double, configuration: EngineConfiguration
    ) -> Double {
        if configuration.has(.timeOffsetBeforeScaling) {
            return (parentTime - timing.beginTime + timing.timeOffset) * timing.speed
        }
        return (parentTime - timing.beginTime) * timing.speed + timing.timeOffset
    }

    /// The parent time at which a layer's local time is `localTime`.
    ///
    /// Through speed 0 there is no finite answer; the result is the IEEE one, ±∞ or NaN.
    @inline(__always)
    static func parentTime(
        _ timing: LayerTiming, localTime: Double, configuration: EngineConfiguration
    ) -> Double {
        if configuration.has(.timeOffsetBeforeScaling) {
            return localTime / timing.speed - timing.timeOffset + timing.beginTime
        }
        return (localTime - timing.timeOffset) / timing.speed + timing.beginTime
    }

    /// The timing as seen when the layer ignores its ancestors' speeds (a fault only).
    static func ignoringSpeed(_ timing: LayerTiming) -> LayerTiming {
        LayerTiming(beginTime: timing.beginTime, speed: 1, timeOffset: timing.timeOffset)
    }
}

extension LayerClock {
    /// The time a layer gives its animations and sublayers when its parent's is `parentTime`: the
    /// linear local time while the duration is unbounded; with a finite duration, the position in
    /// the current iteration exactly as an animation's (repeat, autoreverse, fill), or NaN outside
    /// the active period with no fill, where the layer's animations contribute nothing.
    @inline(__always)
    static func effectiveTime(
        _ timing: LayerTiming, parentTime: Double, configuration: EngineConfiguration
    ) -> Double {
        // A parent with no time gives none, whatever this layer's own timing: at speed 0 the
        // clock below would read its offset and ignore the parent altogether (§1.3).
        guard !parentTime.isNaN else { return .nan }
        guard timing.hasBoundedDuration else {
            return localTime(timing, parentTime: parentTime, configuration: configuration)
        }
        let clock = AnimationClock(
            AnimationTiming(
                beginTime: timing.beginTime, duration: timing.duration, speed: timing.speed,
                timeOffset: timing.timeOffset, repeatCount: timing.repeatCount, repeatDuration: timing.repeatDuration,
                autoreverses: timing.autoreverses, fillMode: timing.fillMode),
            configuration: configuration)
        return clock.sample(atParentTime: parentTime)?.legTime ?? .nan
    }
}
