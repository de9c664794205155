/// How ``LayerPauser`` pauses and resumes a layer's time.
public enum PauseVariant: String, Hashable, Sendable, CaseIterable {
    /// Keeps the layer's own speed and timeOffset, maps through the parent's time, and is idempotent.
    case correct
    /// Technical Q&A QA1673 as published.
    ///
    /// Flaw: resume forces speed 1 and timeOffset 0, so a layer that ran at another speed comes
    /// back at speed 1; it keeps no record, so resuming a layer it never paused rewrites the
    /// layer's beginTime and timeOffset. (Its media-time conversion happens after the layer's
    /// timing is reset to identity, so it lands on the parent's time: nesting alone is not a flaw.)
    case qa1673Verbatim
    /// The seed "Pausing and controlling the speed of Core Animation" as published: speed 0 is
    /// set before the conversion, `speed = 0; timeOffset = convertTime(now, from: nil)`, then
    /// QA1673's resume.
    ///
    /// Flaw: with speed already 0 the conversion answers the layer's old timeOffset, so the
    /// pause freezes the subtree at that time (usually 0), not where it was: it jumps at the pause.
    case speedBeforeConversion
}

/// When ``AnimationPreserver`` restores on a window return.
public enum PreserveVariant: String, Hashable, Sendable, CaseIterable {
    /// On `didMoveToWindow` into a window only while the app is active; otherwise at `didBecomeActive`.
    case correct
    /// The published `AnimationPreservingView`: `didMoveToWindow` restores whenever there is a window.
    ///
    /// Flaw: a view that returns while the app is inactive is restored and resumed, the
    /// background removal then strips the restored copies, and nothing is kept to bring back.
    case restoreOnAnyWindowReturn
}

/// Which animations ``Reinstaller`` re-adds on a return.
public enum ReinstallVariant: String, Hashable, Sendable, CaseIterable {
    /// Those that were running at the removal and are missing.
    case correct
    /// The published `IndicatorView`: its `isAnimating` flag stays set, so every installed
    /// animation is re-added on every return.
    ///
    /// Flaw: an animation that completed before the trip starts over on the return.
    case reAddCompleted
}

/// How ``SpeedChanger`` changes a layer's speed mid-flight.
public enum SpeedChangeVariant: String, Hashable, Sendable, CaseIterable {
    /// `b′ = tp − (tp − b)·s_old/s_new` with `tp` the parent's time; a paused layer keeps the new
    /// speed for its resume.
    case correct
    /// The published recipe: `timeOffset = local time; beginTime = media time; speed = s`.
    ///
    /// Flaw: beginTime is a parent-time quantity, so using media time makes local time jump by
    /// `(tp − mediaTime)·s_new` whenever the parent's time is not media time (nested layers,
    /// a superlayer with its own timing); on a paused layer it also un-pauses.
    case mediaTimeBeginTime
}

/// How ``AnimationStore`` keeps and gives back animations.
public enum StoreVariant: String, Hashable, Sendable, CaseIterable {
    /// Keeps application order; a second store before a restore merges with what is kept.
    case correct
    /// The published `[key: animation]` dictionary.
    ///
    /// Flaw: application order is lost; here deterministically, restoring in ascending key
    /// order, so a layer whose keys were added out of alphabetical order composes differently.
    case unorderedDictionary
    /// The published storage assignment.
    ///
    /// Flaw: a second store before a restore overwrites what the first kept, so after the
    /// system removal (resign active, enter background, then leave the window) nothing is left.
    case overwritingStore
}

/// How ``ClosureDelegate`` forwards the engine's callbacks to its closures.
public enum CompletionVariant: String, Hashable, Sendable, CaseIterable {
    /// The start closure fires once and the completion once per logical animation, with the
    /// final flag; the `didStop(false)` of a copy an ``AnimationStore`` preserved is swallowed.
    case correct
    /// The published delegate: every `didStart` and `didStop` of every copy is forwarded.
    ///
    /// Flaw: after a store/restore the completion fires twice, first with `false` (the system
    /// removal of the preserved copy), then with `true`; the start closure fires again too.
    case forwardEveryStop
}

/// How ``Scrubber`` installs its animation on the speed-0 layer.
public enum ScrubStrategy: String, Hashable, Sendable, CaseIterable {
    /// Adds the animation with a nonzero explicit beginTime `base` and keeps the layer's
    /// timeOffset at `base + progress`; correct in one transaction, no frame at a wrong progress.
    case explicitBeginTime
    /// Adds with the layer's timeOffset at 0 and sets the progress on the next run-loop turn;
    /// correct afterwards, but the frame between the turns shows progress 0.
    case deferredOffset
    /// The published install: add, speed 0 and timeOffset = progress in one transaction.
    ///
    /// Flaw: the commit stamps beginTime with the layer's local time, which is the progress at
    /// install, so after a reinstall at progress X the shown progress is `timeOffset − X`.
    case sameTransactionOffset
}

/// One configuration of the techniques: all correct, or exactly one as-published flaw.
///
/// The conformance suite runs the same script under each case; the ``rawValue`` is a stable
/// name for reports and replay.
public enum TechniqueVariant: String, Hashable, Sendable, CaseIterable {
    /// Every technique correct.
    case correct = "correct"
    /// ``PauseVariant/qa1673Verbatim``, everything else correct.
    case pauseQA1673Verbatim = "pause.qa1673Verbatim"
    /// ``SpeedChangeVariant/mediaTimeBeginTime``, everything else correct.
    case speedChangeMediaTimeBeginTime = "speedChange.mediaTimeBeginTime"
    /// ``StoreVariant/unorderedDictionary``, everything else correct.
    case storeUnorderedDictionary = "store.unorderedDictionary"
    /// ``StoreVariant/overwritingStore``, everything else correct.
    case storeOverwriting = "store.overwritingStore"
    /// ``CompletionVariant/forwardEveryStop``, everything else correct.
    case completionForwardEveryStop = "completion.forwardEveryStop"
    /// ``ScrubStrategy/sameTransactionOffset``, everything else correct.
    case scrubSameTransactionOffset = "scrub.sameTransactionOffset"
    /// ``PauseVariant/speedBeforeConversion``, everything else correct.
    case pauseSpeedBeforeConversion = "pause.speedBeforeConversion"
    /// ``PreserveVariant/restoreOnAnyWindowReturn``, everything else correct.
    case preserveOnAnyWindowReturn = "preserve.restoreOnAnyWindowReturn"
    /// ``ReinstallVariant/reAddCompleted``, everything else correct.
    case reinstallReAddCompleted = "reinstall.reAddCompleted"

    /// The variant with this stable name, or `nil`.
    public init?(name: String) { self.init(rawValue: name) }

    /// The stable name.
    public var name: String { rawValue }

    /// The pause variant this configuration uses.
    public var pause: PauseVariant {
        switch self {
        case .pauseQA1673Verbatim: return .qa1673Verbatim
        case .pauseSpeedBeforeConversion: return .speedBeforeConversion
        default: return .correct
        }
    }

    /// The preserver variant this configuration uses.
    public var preserve: PreserveVariant { self == .preserveOnAnyWindowReturn ? .restoreOnAnyWindowReturn : .correct }

    /// The reinstaller variant this configuration uses.
    public var reinstall: ReinstallVariant { self == .reinstallReAddCompleted ? .reAddCompleted : .correct }

    /// The speed-change variant this configuration uses.
    public var speedChange: SpeedChangeVariant {
        self == .speedChangeMediaTimeBeginTime ? .mediaTimeBeginTime : .correct
    }

    /// The store variant this configuration uses.
    public var store: StoreVariant {
        switch self {
        case .storeUnorderedDictionary: return .unorderedDictionary
        case .storeOverwriting: return .overwritingStore
        default: return .correct
        }
    }

    /// The completion variant this configuration uses.
    public var completion: CompletionVariant {
        self == .completionForwardEveryStop ? .forwardEveryStop : .correct
    }

    /// The scrub strategy this configuration uses; the correct one is ``ScrubStrategy/explicitBeginTime``.
    public var scrub: ScrubStrategy {
        self == .scrubSameTransactionOffset ? .sameTransactionOffset : .explicitBeginTime
    }

    /// Whether this is an as-published (flawed) configuration.
    public var isAsPublished: Bool { self != .correct }
}
