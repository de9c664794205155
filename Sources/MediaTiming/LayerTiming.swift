/// The timing properties of a layer: a layer is itself a `CAMediaTiming` object.
///
/// With the defaults (an unbounded duration, no repeat, no autoreverse), a layer's local time is
/// exactly the linear map of its parent's time, `t = (tp − beginTime) · speed + timeOffset`. A
/// finite `duration` makes the time the layer gives its animations and sublayers repeat, reverse
/// and fill exactly as an animation's local time does; outside its active period with no fill the
/// layer's animations and its sublayers' contribute nothing (SEMANTICS.md §1.3).
public struct LayerTiming: Hashable, Sendable {
    /// The parent time at which the layer's local time is `timeOffset`.
    public var beginTime: Double
    /// The rate of local time relative to parent time; 0 freezes the layer at `timeOffset`.
    public var speed: Double
    /// The local time at `beginTime`.
    public var timeOffset: Double
    /// The length of one iteration of the layer's time; `.infinity` (the default), 0 or less
    /// means unbounded, so nothing wraps.
    public var duration: Double
    /// How many iterations the layer's time runs; 0 means one.
    public var repeatCount: Double
    /// How long the layer's time repeats; 0 means use `repeatCount`.
    public var repeatDuration: Double
    /// Whether each iteration of the layer's time runs forwards and then backwards.
    public var autoreverses: Bool
    /// How the layer's time is held outside its active period.
    public var fillMode: FillMode

    /// Creates layer timing; the defaults are Core Animation's.
    public init(
        beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0, duration: Double = .infinity,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false, fillMode: FillMode = .removed
    ) {
        self.beginTime = beginTime
        self.speed = speed
        self.timeOffset = timeOffset
        self.duration = duration
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// Core Animation's defaults: beginTime 0, speed 1, timeOffset 0, unbounded duration.
    public static let identity = LayerTiming()

    /// Maps a time of the parent's space into this layer's linear local time (rule 1, no wrap).
    @inlinable
    public func localTime(fromParentTime parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// Maps a linear local time back into the parent's space; through speed 0 the IEEE result (±∞ or NaN).
    @inlinable
    public func parentTime(fromLocalTime localTime: Double) -> Double {
        (localTime - timeOffset) / speed + beginTime
    }

    /// Whether the layer's time is bounded: a finite, positive duration.
    public var hasBoundedDuration: Bool { duration.isFinite && duration > 0 }

    /// Whether every property is a usable number: finite begin time, speed and offset, a duration
    /// that is not NaN, and repeat values that are not NaN or negative.
    public var isFinite: Bool {
        beginTime.isFinite && speed.isFinite && timeOffset.isFinite && !duration.isNaN
            && !repeatCount.isNaN && repeatCount >= 0 && !repeatDuration.isNaN && repeatDuration >= 0
    }

    /// The same timing with a different speed, begin time and offset, keeping the rest: what the
    /// techniques change when they pause, resume or re-speed a layer.
    public func retimed(beginTime: Double, speed: Double, timeOffset: Double) -> LayerTiming {
        var copy = self
        copy.beginTime = beginTime
        copy.speed = speed
        copy.timeOffset = timeOffset
        return copy
    }
}
