#if !canImport(QuartzCore)
import Foundation
import MediaTiming

/// Methods that model a hierarchical timing system, as QuartzCore's `CAMediaTiming`.
///
/// `CALayer` and `CAAnimation` adopt it. `speed` and `repeatCount` are `Float`, as in
/// QuartzCore; the engine keeps `Double`s, so a value set here reads back as the `Float` it was.
public protocol CAMediaTiming: AnyObject {
    /// The begin time of the receiver in relation to its parent object, if applicable.
    var beginTime: CFTimeInterval { get set }
    /// The basic duration of the object.
    var duration: CFTimeInterval { get set }
    /// How time is mapped to the receiver's time space from the parent time space.
    var speed: Float { get set }
    /// An additional time offset in active local time.
    var timeOffset: CFTimeInterval { get set }
    /// The number of times the animation repeats; `.greatestFiniteMagnitude` repeats forever.
    var repeatCount: Float { get set }
    /// How many seconds the animation repeats for.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether the receiver plays in reverse upon completion.
    var autoreverses: Bool { get set }
    /// Whether the receiver's presentation is frozen or removed once its active duration ends.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The fill modes of `CAMediaTiming`, as QuartzCore's string-backed `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: Hashable, RawRepresentable, Sendable {
    /// The string value, such as `"forwards"`.
    public let rawValue: String
    /// Creates a fill mode from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a fill mode from its string value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The receiver is removed from the presentation when the animation is completed.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The receiver remains visible in its final state when the animation is completed.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The receiver clamps values before zero to zero when the animation is completed.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// The receiver clamps values at both ends of the object's time space.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// The engine's fill mode, or nil for a string QuartzCore does not define.
    var engineValue: FillMode? { FillMode(rawValue: rawValue) }
}

/// The predefined timing functions, as QuartzCore's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
    /// The string value, such as `"easeIn"`.
    public let rawValue: String
    /// Creates a name from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a name from its string value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing: (0, 0) (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Ease-in pacing: (0.42, 0) (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ease-out pacing: (0, 0) (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Ease-in-ease-out pacing: (0.42, 0) (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default pacing: (0.25, 0.1) (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// How a keyframe animation computes intermediate values, as QuartzCore's
/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: Hashable, RawRepresentable, Sendable {
    /// The string value, such as `"linear"`.
    public let rawValue: String
    /// Creates a mode from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a mode from its string value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Simple linear calculation.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe value is used in turn, no interpolated values are calculated.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear keyframe values are interpolated to produce an even pace throughout the animation.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Smooth spline calculation.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Cubic keyframe values are interpolated to produce an even pace throughout the animation.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")

    /// The engine's mode, or nil for a string QuartzCore does not define.
    var engineValue: CalculationMode? { CalculationMode(rawValue: rawValue) }
}
#endif
