/// The from, to and by values of a basic animation; which are set decides the interpolated range.
///
/// from+to: from…to; from+by: from…from+by; by+to: to−by…to; from only: from…underlying; to only:
/// underlying…to; by only: underlying…underlying+by; none: the underlying value, unchanged.
/// "Underlying" is the value composed so far at render time.
public struct BasicValues: Hashable, Sendable {
    /// The start value.
    public var from: Double?
    /// The end value.
    public var to: Double?
    /// The change from start to end.
    public var by: Double?

    /// Creates a set of basic values.
    public init(from: Double? = nil, to: Double? = nil, by: Double? = nil) {
        self.from = from
        self.to = to
        self.by = by
    }
}

/// How a keyframe animation moves between its values.
public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
    /// Straight-line interpolation between neighbouring values at their key times.
    case linear
    /// Each value held until the next key time; needs one more key time than values.
    case discrete
    /// Evenly paced by distance; key times and timing functions are ignored.
    case paced
    /// A Catmull-Rom spline through the values at their key times.
    case cubic
    /// A Catmull-Rom spline paced by distance; key times and timing functions are ignored.
    case cubicPaced
}

/// The values, key times and pacing of a keyframe animation.
///
/// Key times are fractions of the duration. Linear and cubic modes need one key time per value,
/// the first 0 and the last 1, in order; discrete needs one more key time than values. Key times
/// that break these rules are ignored and the values are spaced evenly.
public struct KeyframeValues: Hashable, Sendable {
    /// The values passed through, in order; an empty list animates nothing.
    public var values: [Double]
    /// The fraction of the duration at which each value is reached; `nil` spaces them evenly.
    public var keyTimes: [Double]?
    /// How to move between values.
    public var calculationMode: CalculationMode
    /// One timing function per segment; `nil` is linear.
    public var timingFunctions: [TimingFunction]?

    /// Creates keyframe values.
    public init(
        values: [Double], keyTimes: [Double]? = nil, calculationMode: CalculationMode = .linear,
        timingFunctions: [TimingFunction]? = nil
    ) {
        self.values = values
        self.keyTimes = keyTimes
        self.calculationMode = calculationMode
        self.timingFunctions = timingFunctions
    }
}

/// The endpoints and physics of a spring animation.
///
/// The endpoints follow ``BasicValues``; the value moves as a damped harmonic oscillator with the
/// given mass, stiffness, damping and initial velocity, evaluated at the animation's active time.
public struct SpringValues: Hashable, Sendable {
    /// The endpoints, read like a basic animation's.
    public var endpoints: BasicValues
    /// The mass on the spring; greater than 0.
    public var mass: Double
    /// The spring constant; greater than 0.
    public var stiffness: Double
    /// The damping coefficient; 0 or more.
    public var damping: Double
    /// The initial velocity, in units of the distance from start to end per second.
    public var initialVelocity: Double

    /// Creates spring values; the defaults are `CASpringAnimation`'s.
    public init(
        endpoints: BasicValues, mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
        initialVelocity: Double = 0
    ) {
        self.endpoints = endpoints
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }
}
