/// Faults that can be planted in the techniques, so the conformance suite can prove that its
/// technique and callback laws notice a broken technique; not for use by apps.
///
/// Unlike the as-published variants (``TechniqueVariant``), which are recipes people copy, these
/// are plausible implementation slips, several of which only show on a later cycle or trip.
/// Agreement with the reference engine cannot see them: both runs use the same techniques.
public struct _TechniqueFault: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

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
}
