/// The callbacks an animation's delegate hears: when the animation starts and when it stops.
///
/// Both have empty defaults, as Objective-C's optional methods have.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active period began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when its active period completed, false when it was
    /// removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Hears nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Hears nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation: its timing, curve, delegate and removal rule.
///
/// LiteCA keeps it a plain Swift class (QuartzCore's is an `NSObject`); like QuartzCore's, it
/// holds values for any key (`setValue(_:forKey:)`), which its copies carry.
open class CAAnimation: CAMediaTiming {
    /// When the animation begins in its layer's time; 0 is stamped at the commit.
    public var beginTime: CFTimeInterval = 0
    /// One cycle; 0 or less takes the transaction's animation duration at the add.
    public var duration: CFTimeInterval = 0
    /// How fast the animation's time runs against its layer's.
    public var speed: Float = 1
    /// An offset added to the animation's time.
    public var timeOffset: CFTimeInterval = 0
    /// How many cycles run.
    public var repeatCount: Float = 0
    /// How long the animation repeats for, when above 0.
    public var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays back after it plays forward.
    public var autoreverses = false
    /// What the animation shows outside its active period.
    public var fillMode: CAMediaTimingFillMode = .removed
    /// The curve of each cycle's progress; nil is linear.
    public var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops the animation once its active period has passed.
    public var isRemovedOnCompletion = true
    /// The delegate, held strongly, as Core Animation holds it.
    public var delegate: (any CAAnimationDelegate)?
    /// Values stored by key.
    var values: [String: Any] = [:]
    /// What the layer and the render server know of a stored copy; nil for the caller's objects.
    var stored: StoredState?

    /// An animation with Core Animation's defaults.
    public required init() {}

    /// The value stored under `key`, or nil.
    open func value(forKey key: String) -> Any? { values[key] }

    /// Stores `value` under `key`.
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }

    /// A copy of the animation (what `CALayer.add(_:forKey:)` stores).
    open func copy() -> Any {
        let copy = Self()
        copy.copyFields(from: self)
        return copy
    }

    /// Takes every field of `other`; subclasses add theirs.
    open func copyFields(from other: CAAnimation) {
        (beginTime, duration, speed, timeOffset) = (other.beginTime, other.duration, other.speed, other.timeOffset)
        (repeatCount, repeatDuration, autoreverses) = (other.repeatCount, other.repeatDuration, other.autoreverses)
        (fillMode, timingFunction, isRemovedOnCompletion) = (
            other.fillMode, other.timingFunction, other.isRemovedOnCompletion
        )
        (delegate, values) = (other.delegate, other.values)
    }
}

/// An animation of one property of its layer, named by a key path.
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated.
    public var keyPath: String?
    /// Whether the animation's value adds to the value so far instead of replacing it.
    public var isAdditive = false
    /// Whether each cycle builds on the previous one's end: LiteCA does not implement it.
    public var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Takes every field of `other`.
    open override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
    }
}

/// An animation between two values of a property: from, to and by, any two of them or one.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value, or nil.
    public var fromValue: Any?
    /// The end value, or nil.
    public var toValue: Any?
    /// The change, or nil.
    public var byValue: Any?

    /// Takes every field of `other`.
    open override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let other = other as? CABasicAnimation else { return }
        (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
    }
}
