#if !canImport(QuartzCore)
import Foundation
import MediaTiming

/// An abstract subclass for animations that manipulate the value of a layer property, as
/// QuartzCore's `CAPropertyAnimation`.
///
/// Added as it is, a property animation animates nothing but runs and calls its delegate.
open class CAPropertyAnimation: CAAnimation {
    /// The key path the receiver animates, relative to its layer.
    open var keyPath: String? { didSet { guardFrozen(&keyPath, oldValue, "keyPath") } }
    /// Whether the value is added to the value so far instead of replacing it.
    open var isAdditive: Bool = false { didSet { guardFrozen(&isAdditive, oldValue, "isAdditive") } }
    /// Whether each iteration builds on the end value of the previous one.
    open var isCumulative: Bool = false { didSet { guardFrozen(&isCumulative, oldValue, "isCumulative") } }

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func describe(into description: inout Animation, profile: TimingProfile) throws(TimingEngineError) {
        try super.describe(into: &description, profile: profile)
        description.keyPath = keyPath
        description.isAdditive = isAdditive
        description.isCumulative = isCumulative
    }

    override func makeBlank() -> CAAnimation { CAPropertyAnimation() }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }
}

/// An animation between two values of a layer property, as QuartzCore's `CABasicAnimation`.
///
/// Values are `Any?`, as in QuartzCore; the engine animates scalars, so a value must be a
/// number (`Double`, `Float`, `CGFloat`, an integer or an `NSNumber`). Adding an animation with
/// any other value is refused and recorded; nothing is added.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the receiver uses to start interpolation.
    open var fromValue: Any? { didSet { guardFrozen(&fromValue, oldValue, "fromValue") } }
    /// The value the receiver uses to end interpolation.
    open var toValue: Any? { didSet { guardFrozen(&toValue, oldValue, "toValue") } }
    /// The value the receiver uses to perform relative interpolation.
    open var byValue: Any? { didSet { guardFrozen(&byValue, oldValue, "byValue") } }

    override func describe(into description: inout Animation, profile: TimingProfile) throws(TimingEngineError) {
        try super.describe(into: &description, profile: profile)
        description.kind = .basic(try basicValues())
    }

    /// The from, to and by values as numbers.
    func basicValues() throws(TimingEngineError) -> BasicValues {
        BasicValues(
            from: try Self.number(fromValue, "fromValue"), to: try Self.number(toValue, "toValue"),
            by: try Self.number(byValue, "byValue"))
    }

    override func makeBlank() -> CAAnimation { CABasicAnimation() }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }
}

/// An animation through a sequence of values of a layer property, as QuartzCore's
/// `CAKeyframeAnimation`.
///
/// `path`, `rotationMode` and the tension, continuity and bias values are not provided: the
/// engine animates scalars along `values`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values, numbers as for ``CABasicAnimation``.
    open var values: [Any]? { didSet { guardFrozen(&values, oldValue, "values") } }
    /// The fraction of the duration at which each keyframe is reached.
    open var keyTimes: [NSNumber]? { didSet { guardFrozen(&keyTimes, oldValue, "keyTimes") } }
    /// The pacing of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]? {
        didSet { guardFrozen(&timingFunctions, oldValue, "timingFunctions") }
    }
    /// How intermediate values are computed.
    open var calculationMode: CAAnimationCalculationMode = .linear {
        didSet { guardFrozen(&calculationMode, oldValue, "calculationMode") }
    }

    override func describe(into description: inout Animation, profile: TimingProfile) throws(TimingEngineError) {
        try super.describe(into: &description, profile: profile)
        guard let mode = calculationMode.engineValue else {
            throw .invalidValue("calculationMode \"\(calculationMode.rawValue)\" is not one of QuartzCore's")
        }
        var numbers: [Double] = []
        for (index, value) in (values ?? []).enumerated() {
            numbers.append(try Self.number(value, "values[\(index)]") ?? 0)
        }
        description.kind = .keyframe(
            KeyframeValues(
                values: numbers, keyTimes: keyTimes?.map(\.doubleValue), calculationMode: mode,
                timingFunctions: timingFunctions?.map(\.curve)))
    }

    override func makeBlank() -> CAAnimation { CAKeyframeAnimation() }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
    }
}

/// An object that allows multiple animations to be grouped and run concurrently, as
/// QuartzCore's `CAAnimationGroup`.
///
/// Children run in the group's time, clipped to its duration; their delegates and
/// `isRemovedOnCompletion` are not used. Copying a group copies its children.
open class CAAnimationGroup: CAAnimation {
    /// The animations to run in the group's time.
    open var animations: [CAAnimation]? { didSet { guardFrozen(&animations, oldValue, "animations") } }

    override func describe(into description: inout Animation, profile: TimingProfile) throws(TimingEngineError) {
        try super.describe(into: &description, profile: profile)
        var children: [Animation] = []
        for child in animations ?? [] {
            children.append(try child.engineDescription(profile: profile))
        }
        description.kind = .group(children)
    }

    override func makeBlank() -> CAAnimation { CAAnimationGroup() }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
    }
}
#endif
