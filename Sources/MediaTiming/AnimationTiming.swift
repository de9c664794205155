/// How an animation holds its value outside its active period.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    /// Contributes nothing outside the active period (Core Animation's default).
    case removed
    /// Holds the end value after the active period.
    case forwards
    /// Holds the start value before the active period.
    case backwards
    /// Holds the start value before and the end value after the active period.
    case both

    /// Whether the start value is held before the active period.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the end value is held after the active period.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}

/// The full `CAMediaTiming` set of an animation.
///
/// `repeatCount` may be fractional and `.infinity` (or `.greatestFiniteMagnitude`) repeats
/// forever; a nonzero `repeatDuration` wins over `repeatCount`. A `duration` of 0 or less is
/// replaced by the transaction's animation duration when the animation is added.
public struct AnimationTiming: Hashable, Sendable {
    /// The begin time in the layer's local time; 0 means "at the commit that installs it".
    public var beginTime: Double
    /// The length of one iteration in the animation's local time.
    public var duration: Double
    /// The rate of the animation's local time relative to its layer's.
    public var speed: Double
    /// The local time at the begin time.
    public var timeOffset: Double
    /// How many iterations to run; 0 means one.
    public var repeatCount: Double
    /// How long to repeat, in the animation's local time; 0 means use `repeatCount`.
    public var repeatDuration: Double
    /// Whether each iteration plays forwards and then backwards.
    public var autoreverses: Bool
    /// How the value is held outside the active period.
    public var fillMode: FillMode

    /// Creates a timing set; the defaults are Core Animation's.
    public init(
        beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fillMode: FillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// The length of one forward-and-back cycle: the duration, doubled by `autoreverses`.
    public var cycleDuration: Double { autoreverses ? 2 * duration : duration }

    /// Whether `repeatCount` or `repeatDuration` asks to repeat forever.
    public var repeatsForever: Bool {
        repeatDuration == .infinity || (repeatDuration <= 0 && repeatCount >= .greatestFiniteMagnitude)
    }

    /// The active duration `rd > 0 ? rd : L · max(rc, 1 when 0)`, with the profile's reading of
    /// `repeatDuration` under autoreverses.
    public func activeDuration(profile: TimingProfile = .coreAnimation) -> Double {
        if repeatDuration > 0 {
            switch profile.repeatDurationUnderAutoreverse {
            case .notDoubled: return repeatDuration
            case .doubled: return autoreverses ? 2 * repeatDuration : repeatDuration
            }
        }
        if repeatCount >= .greatestFiniteMagnitude { return .infinity }
        return cycleDuration * (repeatCount > 0 ? repeatCount : 1)
    }
}
