/// The timing properties of a layer: where its local time starts, how fast it runs, and its offset.
///
/// A layer's duration is unbounded, so its local time is exactly the linear map of its parent's
/// time, `t = (tp − beginTime) · speed + timeOffset`, with no wrapping.
public struct LayerTiming: Hashable, Sendable {
    /// The parent time at which the layer's local time is `timeOffset`.
    public var beginTime: Double
    /// The rate of local time relative to parent time; 0 freezes the layer at `timeOffset`.
    public var speed: Double
    /// The local time at `beginTime`.
    public var timeOffset: Double

    /// Creates layer timing; the defaults are Core Animation's.
    public init(beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0) {
        self.beginTime = beginTime
        self.speed = speed
        self.timeOffset = timeOffset
    }

    /// Core Animation's defaults: beginTime 0, speed 1, timeOffset 0.
    public static let identity = LayerTiming()

    /// Maps a time of the parent's space into this layer's local time.
    @inlinable
    public func localTime(fromParentTime parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// Maps a local time back into the parent's space; through speed 0 the IEEE result (±∞ or NaN).
    @inlinable
    public func parentTime(fromLocalTime localTime: Double) -> Double {
        (localTime - timeOffset) / speed + beginTime
    }

    /// Whether every property is a finite number.
    public var isFinite: Bool {
        beginTime.isFinite && speed.isFinite && timeOffset.isFinite
    }
}
