/// Faults that can be planted in the techniques, so the conformance suite can prove that its
/// technique and callback laws notice a broken technique; not for use by apps.
///
/// Unlike the as-published variants (``TechniqueVariant``), which are recipes people copy, these
/// are plausible implementation slips, several of which only show on a later cycle or trip.
/// Agreement with the reference engine cannot see them: both runs use the same techniques.
public struct _TechniqueFault: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt64
    /// Creates a set from its bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// From the second resume of a layer on, the pauser forgets the time the layer spent paused.
    public static let resumeLosesPausedTimeLater = _TechniqueFault(rawValue: 1 << 0)
    /// A speed change on a paused layer is not kept for its resume.
    public static let pausedSpeedChangeForgotten = _TechniqueFault(rawValue: 1 << 1)
    /// A speed change on a paused layer applies at once, un-pausing it.
    public static let pausedSpeedChangeUnpauses = _TechniqueFault(rawValue: 1 << 2)
    /// A speed change resets the layer's timeOffset to 0.
    public static let speedChangeDropsTimeOffset = _TechniqueFault(rawValue: 1 << 3)
    /// A restore re-adds every kept copy of a layer but its last one.
    public static let restoreDropsLastKey = _TechniqueFault(rawValue: 1 << 4)
    /// From the second restore on, the restore drops the first kept key of each layer.
    public static let restoreDropsKeyLater = _TechniqueFault(rawValue: 1 << 5)
    /// A store keeps the copies but does not pause the tree.
    public static let storeDoesNotPause = _TechniqueFault(rawValue: 1 << 6)
    /// A store keeps the root layer's copies only, not its sublayers'.
    public static let storeSkipsSublayers = _TechniqueFault(rawValue: 1 << 7)
    /// A restore re-adds a layer's kept copies in reverse order.
    public static let restoreReversesOrder = _TechniqueFault(rawValue: 1 << 8)
    /// The closure delegate calls the start closure again for a restored copy.
    public static let closureStartsOnRestoredCopy = _TechniqueFault(rawValue: 1 << 9)
    /// The closure delegate holds back a preserved copy's stop on the first trip only.
    public static let closureHoldsBackOnce = _TechniqueFault(rawValue: 1 << 10)
    /// The closure delegate reports every completion as finished.
    public static let closureAlwaysFinished = _TechniqueFault(rawValue: 1 << 11)
    /// The closure delegate never calls the start closure.
    public static let closureNeverStarts = _TechniqueFault(rawValue: 1 << 12)
    /// The reinstaller notes running animations at the first removal only.
    public static let reinstallOnlyOnce = _TechniqueFault(rawValue: 1 << 13)
    /// A scrubber reinstalled after a removal comes back at progress 0.
    public static let scrubReinstallAtZero = _TechniqueFault(rawValue: 1 << 14)
    /// Releasing a scrubber restarts the animation from progress 0.
    public static let releaseRestarts = _TechniqueFault(rawValue: 1 << 15)
    /// The preserver ignores window moves.
    public static let preserverIgnoresWindowMoves = _TechniqueFault(rawValue: 1 << 16)
    /// Pausing freezes the layer at its parent's time instead of its own local time.
    public static let pauseFreezesParentTime = _TechniqueFault(rawValue: 1 << 17)
    /// Storing commits the open transaction instead of flushing it, which ends a nested
    /// transaction the caller opened.
    public static let storeCommitsOpenTransaction = _TechniqueFault(rawValue: 1 << 18)
    /// Resuming a layer that someone else set running again resumes it anyway, from its timeOffset.
    public static let resumeIgnoresExternalUnpause = _TechniqueFault(rawValue: 1 << 19)
    /// A resume continues from the local time at the pause, not from the layer's timeOffset now.
    public static let resumeFromTimeAtPause = _TechniqueFault(rawValue: 1 << 20)
    /// A resume at a speed changed while paused places beginTime with the speed at the pause.
    public static let resumeBeginUsesSpeedAtPause = _TechniqueFault(rawValue: 1 << 21)
    /// A speed change on a layer frozen at speed 0 keeps its beginTime, so its time jumps.
    public static let speedChangeFromZeroKeepsBegin = _TechniqueFault(rawValue: 1 << 22)
    /// Resuming a layer that was frozen before the pause sets it running at speed 1.
    public static let resumeUnfreezesFrozenLayer = _TechniqueFault(rawValue: 1 << 23)
    /// A discard forgets the kept copies but leaves the root paused.
    public static let discardLeavesRootPaused = _TechniqueFault(rawValue: 1 << 24)
    /// A restore leaves a layer alone when its first kept key is on it, whatever the others.
    public static let restoreChecksFirstKeyOnly = _TechniqueFault(rawValue: 1 << 25)
    /// The preserver restores on `didBecomeActive` only what it stored on `willResignActive`.
    public static let preserverActiveRestoreNeedsAppStore = _TechniqueFault(rawValue: 1 << 26)
    /// Uninstalling an animation the reinstaller noted at a removal keeps the note.
    public static let uninstallKeepsNote = _TechniqueFault(rawValue: 1 << 27)
    /// Releasing a scrubber begins the layer at media time instead of its parent's time.
    public static let releaseBeginsAtMediaTime = _TechniqueFault(rawValue: 1 << 28)
    /// The closure delegate drops a held-back stop when the store gives the copy up.
    public static let closureDiscardDropsCompletion = _TechniqueFault(rawValue: 1 << 29)
    /// The closure delegate ignores the starts of restored copies, even the first start.
    public static let closureStartIgnoresRestoredCopies = _TechniqueFault(rawValue: 1 << 30)
    /// The kit's invalidate leaves its scrubbers observing the host.
    public static let invalidateSkipsScrubbers = _TechniqueFault(rawValue: 1 << 31)

    /// Resuming brings back the layer's speed but sets its timeOffset to 0, so a layer that had
    /// an offset jumps by it.
    public static let resumeDropsLayerTimeOffset = _TechniqueFault(rawValue: 1 << 32)
    /// Pausing a layer the pauser already paused records its frozen timing, so the resume gives
    /// it back frozen.
    public static let repeatedPauseRecordsFrozenTiming = _TechniqueFault(rawValue: 1 << 33)
    /// A speed change resets the layer's duration, repeat, autoreverse and fill to the defaults.
    public static let speedChangeResetsLayerDuration = _TechniqueFault(rawValue: 1 << 34)
    /// Storing does not flush the open transaction, so an animation added in the same turn is
    /// kept unstamped.
    public static let storeSkipsFlush = _TechniqueFault(rawValue: 1 << 35)
    /// A second store before the restore keeps the older copy of a key kept again.
    public static let secondStoreKeepsOlderCopy = _TechniqueFault(rawValue: 1 << 36)
    /// A restore leaves a layer alone when the kept keys are on it in order, even if a copy under
    /// one of them was replaced.
    public static let restoreIgnoresReplacedCopy = _TechniqueFault(rawValue: 1 << 37)
    /// The preserver restores on `didBecomeActive` even when the view is out of its window.
    public static let preserverRestoresOutOfWindowOnActive = _TechniqueFault(rawValue: 1 << 38)
    /// The preserver's invalidate discards what it keeps.
    public static let preserverInvalidateDiscardsKept = _TechniqueFault(rawValue: 1 << 39)
    /// The reinstaller re-adds a noted animation even when its key is already back on the layer.
    public static let reinstallReplacesPresentKey = _TechniqueFault(rawValue: 1 << 40)
    /// The reinstaller does not re-add on `willEnterForeground`.
    public static let reinstallSkipsForegroundReturn = _TechniqueFault(rawValue: 1 << 41)
    /// A scrub after a release moves the layer's time but leaves it running.
    public static let scrubAfterReleaseKeepsRunning = _TechniqueFault(rawValue: 1 << 42)
    /// Releasing a scrubber that is already released restarts it from the last scrub.
    public static let secondReleaseRestartsFromScrub = _TechniqueFault(rawValue: 1 << 43)
    /// The closure delegate keeps a copy marked preserved when the store ends its preservation
    /// without a successor and nothing was held back, so a later removal is held back forever.
    public static let closureKeepsPreservationWithoutHeldStop = _TechniqueFault(rawValue: 1 << 44)
    /// Uninstalling forgets a noted animation without telling its delegate no copy will come.
    public static let uninstallSkipsPreservationEnd = _TechniqueFault(rawValue: 1 << 45)
    /// A discard resumes the root only when the latest store paused it, so after a second store
    /// the root stays paused.
    public static let discardAfterSecondStoreLeavesPaused = _TechniqueFault(rawValue: 1 << 46)

    /// Resuming gives the layer back the duration, repeats, autoreverse and fill it had at the
    /// pause, undoing an edit the app made to them while it was paused.
    public static let resumeRestoresTimingAtPause = _TechniqueFault(rawValue: 1 << 47)
    /// A speed change reads media time as the layer's parent time, so a nested layer jumps.
    public static let speedChangeIgnoresParentTime = _TechniqueFault(rawValue: 1 << 48)
    /// A speed change to 0 keeps the layer's timeOffset instead of freezing it at its local time.
    public static let speedZeroKeepsOffset = _TechniqueFault(rawValue: 1 << 49)
    /// A restore removes and re-adds a layer's kept copies even when all are still on it unchanged.
    public static let restoreReaddsUntouchedLayer = _TechniqueFault(rawValue: 1 << 50)
    /// The preserver stores on `willResignActive` even when its view is out of every window.
    public static let preserverStoresOutOfWindowOnResign = _TechniqueFault(rawValue: 1 << 51)
    /// The preserver restores on `willEnterForeground`, before the app is active.
    public static let preserverRestoresOnWillEnterForeground = _TechniqueFault(rawValue: 1 << 52)
    /// The reinstaller notes a retained copy whose active period has ended as running.
    public static let reinstallReAddsFinishedRetained = _TechniqueFault(rawValue: 1 << 53)
    /// The reinstaller looks for every installed animation on the view's own layer, so those
    /// installed on a sublayer are never noted.
    public static let reinstallNotesViewLayerOnly = _TechniqueFault(rawValue: 1 << 54)
    /// A deferred-offset scrubber applies, on the next turn, the progress set at the install
    /// rather than the progress last set.
    public static let deferredScrubAppliesInstallProgress = _TechniqueFault(rawValue: 1 << 55)
    /// The closure delegate fires the completion with `false` when a held-back copy is restored.
    public static let closureCompletesHeldBackOnRestore = _TechniqueFault(rawValue: 1 << 56)
    /// A scrubber reinstalls on `willEnterForeground` even while its view is out of its window.
    public static let scrubberReinstallsOutOfWindow = _TechniqueFault(rawValue: 1 << 57)
    /// A scrub rebuilds the layer's timing from the defaults, dropping its duration, repeats,
    /// autoreverse and fill.
    public static let scrubResetsLayerTiming = _TechniqueFault(rawValue: 1 << 58)
}
