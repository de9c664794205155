import ReferenceEngine

/// Every mutant, in a stable order.
public enum MutantCatalog {
    /// The mutants: the engine's, then the host's and the techniques' (``harness``), then the
    /// faults written blind (``blind``), which the laws were widened to catch.
    public static let all: [EngineMutant] = engine + harness + blind

    /// The engine mutants: one per fault of the reference engine, then broken wrappers around it, then
    /// the value mutants.
    public static let engine: [EngineMutant] =
        [
            EngineMutant(
                name: "child-ignores-parent-speed", bug: "A layer's local time ignores the speeds of its ancestors.",
                fault: .childIgnoresParentSpeed),
            EngineMutant(
                name: "time-offset-before-scaling", bug: "Local time is (tp − b + o)·s instead of (tp − b)·s + o.",
                fault: .timeOffsetBeforeScaling),
            EngineMutant(
                name: "begin-stamped-at-add",
                bug: "A zero begin time is stamped when the animation is added, not at the commit.",
                fault: .beginTimeStampedAtAdd),
            EngineMutant(
                name: "begin-stamped-with-media-time",
                bug: "A zero begin time is stamped with media time instead of the layer's local time.",
                fault: .beginTimeStampedWithMediaTime),
            EngineMutant(
                name: "zero-duration-kept",
                bug: "A duration of 0 or less is kept instead of taking the transaction's duration.",
                fault: .zeroDurationNotDefaulted),
            EngineMutant(
                name: "fractional-repeat-truncated", bug: "A fractional repeat count is truncated to whole cycles.",
                fault: .fractionalRepeatCountTruncated),
            EngineMutant(
                name: "backward-leg-first", bug: "The backward leg of an autoreversing cycle plays first.",
                fault: .backwardLegSwapped),
            EngineMutant(
                name: "fill-backwards-ignored", bug: "Backwards and both fills hold nothing before the active period.",
                fault: .fillBackwardsIgnored),
            EngineMutant(
                name: "removal-one-frame-late", bug: "A completed animation is removed one render after it completed.",
                fault: .removalOnCompletionLate),
            EngineMutant(
                name: "removal-never", bug: "A completed animation is never removed.", fault: .removalOnCompletionNever),
            EngineMutant(
                name: "did-stop-twice", bug: "animationDidStop is delivered twice on completion.", fault: .didStopTwice),
            EngineMutant(
                name: "did-stop-not-on-removal", bug: "A removed animation never hears animationDidStop.",
                fault: .didStopNotOnRemoval),
            EngineMutant(
                name: "finished-true-on-removal", bug: "A removed animation hears animationDidStop(finished: true).",
                fault: .finishedTrueOnRemoval),
            EngineMutant(
                name: "did-start-at-add",
                bug: "animationDidStart arrives at the first render after the add, whatever the begin time.",
                fault: .didStartAtAdd),
            EngineMutant(
                name: "stored-copy-not-stamped",
                bug: "animation(forKey:) returns the caller's description, not the stamped copy.",
                fault: .storedCopyNotStamped),
            EngineMutant(
                name: "same-key-keeps-both", bug: "Adding under a key in use keeps the old animation running as well.",
                fault: .sameKeyKeepsBoth),
            EngineMutant(
                name: "reverse-composition-order", bug: "Animations are composed in reverse application order.",
                fault: .reverseCompositionOrder),
            EngineMutant(
                name: "additive-replaces", bug: "Additive animations replace the value so far.",
                fault: .additiveReplaces),
            EngineMutant(
                name: "convert-time-inverted", bug: "convertTime maps from the destination to the source.",
                fault: .convertTimeInverted),
            EngineMutant(
                name: "timing-function-not-clamped",
                bug: "Progress handed to a timing function is not clamped to [0, 1] at the fills.",
                fault: .timingFunctionNotClamped),
            EngineMutant(
                name: "key-times-ignored", bug: "Keyframe key times are ignored; values are spaced evenly.",
                fault: .keyTimesIgnored),
            EngineMutant(
                name: "group-children-scaled",
                bug: "Group children are scaled to the group's duration instead of clipped.",
                fault: .groupChildrenScaled),
            EngineMutant(
                name: "speed-zero-completes",
                bug: "An animation on a frozen layer still completes as media time passes.", fault: .speedZeroCompletes),
            EngineMutant(name: "did-start-never", bug: "animationDidStart is never delivered.", fault: .didStartNever),
            EngineMutant(
                name: "negative-speed-ignored", bug: "Negative speeds are treated as their absolute value.",
                fault: .negativeSpeedIgnored),
            EngineMutant(
                name: "repeat-duration-ignored", bug: "repeatDuration is ignored in favour of repeatCount.",
                fault: .repeatDurationIgnored),
            EngineMutant(
                name: "add-before-commit", bug: "Adds take effect at once instead of at the commit.",
                fault: .addTakesEffectBeforeCommit),
            EngineMutant(
                name: "callbacks-out-of-order", bug: "Callbacks in one render are delivered in reverse time order.",
                fault: .callbacksOutOfOrder),
            EngineMutant(
                name: "cumulative-ignored", bug: "A cumulative animation does not accumulate.",
                fault: .cumulativeIgnored),
            EngineMutant(
                name: "underlying-is-model-value",
                bug: "The underlying value of partial from/to/by animations is the model value, not the value so far.",
                fault: .underlyingIsModelValue),
            EngineMutant(
                name: "later-iterations-lag",
                bug: "Every iteration after the first lags a tenth of the duration behind.", fault: .laterIterationsLag),
            EngineMutant(
                name: "backward-leg-not-mirrored",
                bug: "The backward leg of an autoreversing cycle plays forwards again.", fault: .backwardLegNotMirrored),
            EngineMutant(
                name: "by-read-as-to", bug: "`by` is read as an absolute end value, like `to`.", fault: .byReadAsTo),
            EngineMutant(
                name: "shared-animation-storage",
                bug:
                    "animation(forKey:) answers the most recently added description, as if every key shared one object."
            ) {
                DecoratedMutants.SharedStorage(ReferenceEngine())
            },
            EngineMutant(
                name: "removal-skips-sublayers",
                bug: "Removal does nothing two or more levels below a root, so subtree removal misses sublayers."
            ) {
                DecoratedMutants.RemovalSkipsSublayers(ReferenceEngine())
            },
            EngineMutant(
                name: "stop-delivered-in-remove",
                bug: "removeAnimation tells the delegate inside the call, and the render tells it again."
            ) {
                DecoratedMutants.StopDeliveredInRemove(ReferenceEngine())
            },
            EngineMutant(
                name: "re-add-after-removal-ignored",
                bug: "An animation added again under a removed key is silently ignored."
            ) {
                DecoratedMutants.ReAddAfterRemovalIgnored(ReferenceEngine())
            },
            EngineMutant(
                name: "presentation-cached-per-frame",
                bug: "Presentation values and converted times are cached per frame, so reads between renders are stale."
            ) {
                DecoratedMutants.PresentationCachedPerFrame(ReferenceEngine())
            },
            EngineMutant(
                name: "model-value-cached-per-frame", bug: "modelValue answers the value as of the last render."
            ) {
                DecoratedMutants.ModelValueCachedPerFrame(ReferenceEngine())
            },
            EngineMutant(
                name: "delegate-held-weakly",
                bug: "Each copy's delegate is held weakly, through a shim with a weak reference."
            ) {
                DecoratedMutants.DelegateHeldWeakly(ReferenceEngine())
            },
            EngineMutant(
                name: "layer-duration-ignored",
                bug: "A layer's duration is ignored: its time never wraps, repeats or ends."
            ) {
                DecoratedMutants.LayerTimingPartlyRead { $0.duration = .infinity }
            },
            EngineMutant(name: "layer-autoreverse-ignored", bug: "A layer's autoreverses is ignored.") {
                DecoratedMutants.LayerTimingPartlyRead { $0.autoreverses = false }
            },
            EngineMutant(
                name: "layer-fill-ignored",
                bug: "A layer's fillMode is ignored: outside its active period it never holds."
            ) {
                DecoratedMutants.LayerTimingPartlyRead { $0.fillMode = .removed }
            },
            EngineMutant(
                name: "layer-repeat-count-ignored", bug: "A layer's repeatCount is ignored: it runs one iteration."
            ) {
                DecoratedMutants.LayerTimingPartlyRead { $0.repeatCount = 0 }
            },
            EngineMutant(
                name: "layer-repeat-duration-ignored",
                bug: "A layer's repeatDuration is ignored in favour of its repeatCount."
            ) {
                DecoratedMutants.LayerTimingPartlyRead { $0.repeatDuration = 0 }
            },
            EngineMutant(
                name: "completion-block-ignores-removals",
                bug:
                    "A transaction's completion block waits for its animations to finish and never runs when one is removed.",
                fault: .completionBlockIgnoresRemovals),
            EngineMutant(
                name: "completion-block-at-commit",
                bug: "A transaction's completion block runs at the commit, outside any render."
            ) {
                DecoratedMutants.CompletionBlockAtCommit(ReferenceEngine())
            },
            EngineMutant(
                name: "completion-block-clear-ignored",
                bug:
                    "Clearing the completion block (setCompletionBlock(nil)) does nothing: the block before it goes on collecting the animations added after it."
            ) {
                DecoratedMutants.CompletionBlockClearIgnored(ReferenceEngine())
            },
            EngineMutant(
                name: "nested-transactions-flattened",
                bug:
                    "beginTransaction is accepted and nests nothing: a nested commit commits, so a nested transaction's adds show and are stamped at its own commit."
            ) {
                DecoratedMutants.NestedTransactionsFlattened(ReferenceEngine())
            },
            EngineMutant(
                name: "nested-duration-kept",
                bug:
                    "A nested transaction's animation duration stays after its commit, so the enclosing transaction's later adds take it."
            ) {
                DecoratedMutants.NestedDurationKept(ReferenceEngine())
            },
            EngineMutant(name: "completion-block-twice", bug: "Every completion block runs twice.") {
                DecoratedMutants.CompletionBlockTwice(ReferenceEngine())
            },
            EngineMutant(
                name: "completion-block-at-next-render",
                bug:
                    "A completion block runs at the first render after its commit, whether or not its animations stopped."
            ) {
                DecoratedMutants.CompletionBlockAtNextRender(ReferenceEngine())
            },
            EngineMutant(
                name: "simultaneous-callbacks-reversed",
                bug: "Callbacks of one instant arrive latest add first, though the engine declares the default profile."
            ) {
                DecoratedMutants.SimultaneousCallbacksReversed()
            },
            EngineMutant(
                name: "group-children-hear-callbacks",
                bug: "A group's callbacks are forwarded to its children's delegates too."
            ) {
                DecoratedMutants.GroupChildrenHearCallbacks(ReferenceEngine())
            },
            EngineMutant(
                name: "state-shared-across-engines",
                bug: "State kept across engine instances shifts every other engine's values on a thread."
            ) {
                DecoratedMutants.StateSharedAcrossEngines()
            },
        ] + ValueMutants.catalog

    /// The mutants built to be killed by the value laws (VAL-*), a part of ``all``.
    public static var valueMutantNames: [String] { ValueMutants.catalog.map(\.name) }

    /// The mutant named `name`, if there is one.
    public static func mutant(_ name: String) -> EngineMutant? { all.first { $0.name == name } }
}
