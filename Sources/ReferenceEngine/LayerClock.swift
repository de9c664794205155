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
