#if !canImport(QuartzCore)
import Foundation
import MediaTiming

/// Methods your app can implement to respond when animations start and stop, as QuartzCore's
/// `CAAnimationDelegate`.
///
/// Both methods are optional in QuartzCore; here they have empty default implementations.
/// Because a protocol extension cannot be overridden, implement them in the class that declares
/// the conformance (a subclass's implementation is not called when its superclass relied on the
/// default), and call them directly rather than as `delegate?.animationDidStop?(…)`.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// Tells the delegate the animation has started.
    ///
    /// `anim` is the layer's stored copy: the object `CALayer.animation(forKey:)` returns for
    /// it, with its stamped begin time, not the object passed to `CALayer.add(_:forKey:)`.
    func animationDidStart(_ anim: CAAnimation)
    /// Tells the delegate the animation has ended; `flag` is true when it completed its active
    /// duration, false when it was removed first. `anim` is the stored copy, as above.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing (the method is optional in QuartzCore).
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing (the method is optional in QuartzCore).
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract superclass for animations in Core Animation, as QuartzCore's `CAAnimation`.
///
/// Adding an animation to a layer stores a copy. The layer's copy is one object per stored
/// copy: `CALayer.animation(forKey:)` returns it on every read, delegate callbacks receive it,
/// and it is read-only, as in Core Animation: setting a property on it is refused (recorded in
/// the layer's engine's refusals) and changes nothing. Its timing shows the engine's stored copy
/// (a stamped `beginTime` once committed, a resolved `duration`).
///
/// `copy()` returns the nearest facade class (a subclass of yours is copied as the facade class
/// it derives from), with the same values, delegate and key-value entries, and is never
/// read-only.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming {
    /// The begin time in the layer's local time; 0 means "at the commit that adds it".
    open var beginTime: CFTimeInterval = 0 { didSet { guardFrozen(&beginTime, oldValue, "beginTime") } }
    /// The length of one iteration; 0 or less becomes the transaction's animation duration.
    open var duration: CFTimeInterval = 0 { didSet { guardFrozen(&duration, oldValue, "duration") } }
    /// The rate of the animation's time relative to its layer's.
    open var speed: Float = 1 { didSet { guardFrozen(&speed, oldValue, "speed") } }
    /// The local time at the begin time.
    open var timeOffset: CFTimeInterval = 0 { didSet { guardFrozen(&timeOffset, oldValue, "timeOffset") } }
    /// How many iterations to run; 0 means one, `.greatestFiniteMagnitude` forever.
    open var repeatCount: Float = 0 { didSet { guardFrozen(&repeatCount, oldValue, "repeatCount") } }
    /// How long to repeat, in local time; 0 means use ``repeatCount``.
    open var repeatDuration: CFTimeInterval = 0 {
        didSet { guardFrozen(&repeatDuration, oldValue, "repeatDuration") }
    }
    /// Whether each iteration plays forwards and then backwards.
    open var autoreverses: Bool = false { didSet { guardFrozen(&autoreverses, oldValue, "autoreverses") } }
    /// How the value is held outside the active period.
    open var fillMode: CAMediaTimingFillMode = .removed {
        didSet { guardFrozen(&fillMode, oldValue, "fillMode") }
    }
    /// The pacing of each iteration; nil is linear.
    open var timingFunction: CAMediaTimingFunction? {
        didSet { guardFrozen(&timingFunction, oldValue, "timingFunction") }
    }
    /// Whether the animation is removed from its layer once its active period ends.
    open var isRemovedOnCompletion: Bool = true {
        didSet { guardFrozen(&isRemovedOnCompletion, oldValue, "isRemovedOnCompletion") }
    }
    /// The object told when the animation starts and stops; held strongly, as in QuartzCore.
    open var delegate: (any CAAnimationDelegate)? {
        didSet { guardFrozen(&delegate, oldValue, "delegate") }
    }

    /// Values stored with ``setValue(_:forKey:)``, copied with the animation.
    var keyedValues: [String: Any] = [:]
    /// Where a refused change to a layer's stored copy is recorded; nil while mutable.
    var frozenLog: RefusalLog?
    /// The serial number of the stored copy this object stands for, if it is one.
    var storedSerial: Int?

    /// Creates an animation with Core Animation's defaults.
    public override init() {
        super.init()
    }

    /// Returns the value stored under `key` with ``setValue(_:forKey:)``, or nil.
    ///
    /// QuartzCore's key-value coding also reads properties by name; the facade reads only what
    /// was stored this way.
    open func value(forKey key: String) -> Any? { keyedValues[key] }

    /// Stores `value` under `key`; it travels with every copy. String values also reach the
    /// engine, in the stored copy's `userInfo`.
    open func setValue(_ value: Any?, forKey key: String) {
        if let frozenLog {
            frozenLog.record("CAAnimation.setValue(_:forKey:)", .unsupported("the layer's stored copy is read-only"))
            return
        }
        keyedValues[key] = value
    }

    /// A copy with the same values; see the class discussion.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = makeBlank()
        copy.copyFields(from: self)
        return copy
    }

    /// Fills an engine description with this object's fields; each facade subclass extends it
    /// (see `CAAnimation+Mapping.swift`).
    func describe(into description: inout Animation, profile: TimingProfile) throws(TimingEngineError) {
        try describeCommonFields(into: &description)
    }

    /// A new object of the nearest facade class; each facade subclass overrides it.
    func makeBlank() -> CAAnimation { CAAnimation() }

    /// Copies every field from `other`; each facade subclass overrides it and calls super.
    func copyFields(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
        keyedValues = other.keyedValues
    }

    /// Undoes a change to a read-only stored copy and records the refusal.
    func guardFrozen<Value>(_ field: inout Value, _ oldValue: Value, _ name: String) {
        guard let frozenLog else { return }
        field = oldValue
        frozenLog.record("CAAnimation.\(name)", .unsupported("the layer's stored copy is read-only"))
    }

    /// Runs `body` with the read-only guard lifted: how the facade refreshes a stored copy.
    func thawed(_ body: () -> Void) {
        let log = frozenLog
        frozenLog = nil
        body()
        frozenLog = log
    }
}
#endif
