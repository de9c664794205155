/// Deliberate deviations from the timing model, for mutation testing only.
///
/// Each option makes a ``ReferenceEngine`` wrong in one plausible way, so that a conformance suite
/// can be checked to notice the bug. Never use these in an engine meant to be correct.
public struct _EngineFault: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt64

    /// Creates a set from raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// A layer's local time ignores the speeds of its ancestors.
    public static let childIgnoresParentSpeed = _EngineFault(rawValue: 1 << 0)
    /// Local time is `(tp − b + o) · s` instead of `(tp − b) · s + o`.
    public static let timeOffsetBeforeScaling = _EngineFault(rawValue: 1 << 1)
    /// A zero begin time is stamped when the animation is added, with the layer timing of then.
    public static let beginTimeStampedAtAdd = _EngineFault(rawValue: 1 << 2)
    /// A zero begin time is stamped with media time instead of the layer's local time.
    public static let beginTimeStampedWithMediaTime = _EngineFault(rawValue: 1 << 3)
    /// A duration of 0 or less is kept instead of taking the transaction's duration.
    public static let zeroDurationNotDefaulted = _EngineFault(rawValue: 1 << 4)
    /// A fractional repeat count is truncated to a whole number of cycles.
    public static let fractionalRepeatCountTruncated = _EngineFault(rawValue: 1 << 5)
    /// The backward leg of an autoreversing cycle plays first.
    public static let backwardLegSwapped = _EngineFault(rawValue: 1 << 6)
    /// `fillMode` backwards and both hold nothing before the active period.
    public static let fillBackwardsIgnored = _EngineFault(rawValue: 1 << 7)
    /// A completed animation is removed one render after it completed.
    public static let removalOnCompletionLate = _EngineFault(rawValue: 1 << 8)
    /// A completed animation is never removed.
    public static let removalOnCompletionNever = _EngineFault(rawValue: 1 << 9)
    /// `animationDidStop` is delivered twice on completion.
    public static let didStopTwice = _EngineFault(rawValue: 1 << 10)
    /// A removed animation never hears `animationDidStop`.
    public static let didStopNotOnRemoval = _EngineFault(rawValue: 1 << 11)
    /// A removed animation hears `animationDidStop(finished: true)`.
    public static let finishedTrueOnRemoval = _EngineFault(rawValue: 1 << 12)
    /// `animationDidStart` is delivered at the first render after the add, whatever the begin time.
    public static let didStartAtAdd = _EngineFault(rawValue: 1 << 13)
    /// `animation(forKey:)` returns the caller's description, not the stamped stored copy.
    public static let storedCopyNotStamped = _EngineFault(rawValue: 1 << 14)
    /// Adding under a key in use keeps the old animation running as well.
    public static let sameKeyKeepsBoth = _EngineFault(rawValue: 1 << 15)
    /// Animations are composed in reverse application order.
    public static let reverseCompositionOrder = _EngineFault(rawValue: 1 << 16)
    /// Additive animations replace the value so far instead of adding to it.
    public static let additiveReplaces = _EngineFault(rawValue: 1 << 17)
    /// `convertTime` maps the wrong way (destination to source).
    public static let convertTimeInverted = _EngineFault(rawValue: 1 << 18)
    /// Progress handed to a timing function is not wrapped into [0, 1] at the fills.
    public static let timingFunctionNotClamped = _EngineFault(rawValue: 1 << 19)
    /// Keyframe key times are ignored: values are always spaced evenly.
    public static let keyTimesIgnored = _EngineFault(rawValue: 1 << 20)
    /// Group children are scaled to the group's duration instead of clipped.
    public static let groupChildrenScaled = _EngineFault(rawValue: 1 << 21)
    /// An animation on a frozen (speed 0) layer still completes as media time passes.
    public static let speedZeroCompletes = _EngineFault(rawValue: 1 << 22)
    /// `animationDidStart` is never delivered.
    public static let didStartNever = _EngineFault(rawValue: 1 << 23)
    /// Negative speeds are treated as their absolute value.
    public static let negativeSpeedIgnored = _EngineFault(rawValue: 1 << 24)
    /// A `repeatDuration` is ignored in favour of `repeatCount`.
    public static let repeatDurationIgnored = _EngineFault(rawValue: 1 << 25)
    /// Adds take effect at once instead of at the commit.
    public static let addTakesEffectBeforeCommit = _EngineFault(rawValue: 1 << 26)
    /// Callbacks are delivered in reverse time order.
    public static let callbacksOutOfOrder = _EngineFault(rawValue: 1 << 27)
    /// A cumulative animation does not accumulate.
    public static let cumulativeIgnored = _EngineFault(rawValue: 1 << 28)
    /// The "underlying" value of from-only, to-only and by-only animations is the model value.
    public static let underlyingIsModelValue = _EngineFault(rawValue: 1 << 29)
    /// Every iteration after the first lags a tenth of the duration behind.
    public static let laterIterationsLag = _EngineFault(rawValue: 1 << 30)
    /// The backward leg of an autoreversing cycle plays forwards again instead of mirroring.
    public static let backwardLegNotMirrored = _EngineFault(rawValue: 1 << 31)
    /// `by` is read as an absolute end value, like `to`.
    public static let byReadAsTo = _EngineFault(rawValue: 1 << 32)
    /// A transaction's completion block waits for its animations to finish and ignores removals.
    public static let completionBlockIgnoresRemovals = _EngineFault(rawValue: 1 << 33)
    /// An animation's own timeOffset does not wrap within its active period: the animation ends
    /// once its local time reaches the active duration, `timeOffset` early.
    public static let timeOffsetNotWrapped = _EngineFault(rawValue: 1 << 48)
    /// An exact iteration turn inside the active period shows the previous cycle's end value.
    public static let turnShowsPreviousCycleEnd = _EngineFault(rawValue: 1 << 49)
    /// A backwards fill under a negative speed holds the wrong end of the period.
    public static let negativeSpeedFillWrongEnd = _EngineFault(rawValue: 1 << 50)

    /// Every fault with its name, in declaration order, for building one mutant per fault.
    public static let named: [(name: String, fault: _EngineFault)] = [
        ("childIgnoresParentSpeed", .childIgnoresParentSpeed),
        ("timeOffsetBeforeScaling", .timeOffsetBeforeScaling),
        ("beginTimeStampedAtAdd", .beginTimeStampedAtAdd),
        ("beginTimeStampedWithMediaTime", .beginTimeStampedWithMediaTime),
        ("zeroDurationNotDefaulted", .zeroDurationNotDefaulted),
        ("fractionalRepeatCountTruncated", .fractionalRepeatCountTruncated),
        ("backwardLegSwapped", .backwardLegSwapped),
        ("fillBackwardsIgnored", .fillBackwardsIgnored),
        ("removalOnCompletionLate", .removalOnCompletionLate),
        ("removalOnCompletionNever", .removalOnCompletionNever),
        ("didStopTwice", .didStopTwice),
        ("didStopNotOnRemoval", .didStopNotOnRemoval),
        ("finishedTrueOnRemoval", .finishedTrueOnRemoval),
        ("didStartAtAdd", .didStartAtAdd),
        ("storedCopyNotStamped", .storedCopyNotStamped),
        ("sameKeyKeepsBoth", .sameKeyKeepsBoth),
        ("reverseCompositionOrder", .reverseCompositionOrder),
        ("additiveReplaces", .additiveReplaces),
        ("convertTimeInverted", .convertTimeInverted),
        ("timingFunctionNotClamped", .timingFunctionNotClamped),
        ("keyTimesIgnored", .keyTimesIgnored),
        ("groupChildrenScaled", .groupChildrenScaled),
        ("speedZeroCompletes", .speedZeroCompletes),
        ("didStartNever", .didStartNever),
        ("negativeSpeedIgnored", .negativeSpeedIgnored),
        ("repeatDurationIgnored", .repeatDurationIgnored),
        ("addTakesEffectBeforeCommit", .addTakesEffectBeforeCommit),
        ("callbacksOutOfOrder", .callbacksOutOfOrder),
        ("cumulativeIgnored", .cumulativeIgnored),
        ("underlyingIsModelValue", .underlyingIsModelValue),
        ("laterIterationsLag", .laterIterationsLag),
        ("backwardLegNotMirrored", .backwardLegNotMirrored),
        ("byReadAsTo", .byReadAsTo),
        ("timeOffsetNotWrapped", .timeOffsetNotWrapped),
        ("turnShowsPreviousCycleEnd", .turnShowsPreviousCycleEnd),
        ("negativeSpeedFillWrongEnd", .negativeSpeedFillWrongEnd),
    ]
}
