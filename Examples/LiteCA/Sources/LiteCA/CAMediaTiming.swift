#if canImport(Darwin)
import Foundation
#else
/// Seconds, as Core Foundation names them; Darwin's Foundation declares it, Linux's does not.
public typealias CFTimeInterval = Double
#endif

/// The timing properties a layer and an animation share, as QuartzCore declares them.
///
/// `speed` and `repeatCount` are `Float`s, as Core Animation keeps them; every other time is a
/// `CFTimeInterval`.
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the parent's.
    var speed: Float { get set }
    /// An offset added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles run; `Float.greatestFiniteMagnitude` or more repeats forever.
    var repeatCount: Float { get set }
    /// How long the object repeats for, instead of a count, when above 0.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays back after it plays forward.
    var autoreverses: Bool { get set }
    /// What the object shows outside its active period.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What a timed object shows outside its active period.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's Core Animation name.
    public let rawValue: String
    /// Makes the mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing outside the active period.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end value after the active period.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value before the active period.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both fills.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// Whether the mode holds the start value before the active period.
    var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the mode holds the end value after the active period.
    var fillsForwards: Bool { self == .forwards || self == .both }
}
