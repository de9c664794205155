import AnimationTechniques
import Lifecycle

extension MutantCatalog {
    /// Mutants of the lifecycle host and of the techniques, over the reference engine.
    ///
    /// Reference agreement cannot kill them (the reference runs behind the same host and
    /// techniques), so each must fall to a technique, callback or lifecycle law. Several only
    /// show on a later cycle or trip, which single-use technique scripts never reach.
    public static let harness: [EngineMutant] = [
        EngineMutant(
            name: "host-app-observers-reversed",
            bug: "App observers hear each notification in reverse registration order.", host: .appObserversReversed),
        EngineMutant(
            name: "host-window-observers-reversed",
            bug: "A view's window-move observers hear each move in reverse registration order.",
            host: .windowObserversReversed),
        EngineMutant(
            name: "host-removal-before-will-move",
            bug: "A view leaving its window loses its animations before willMove(toWindow: nil) is delivered.",
            host: .removalBeforeWillMove),
        EngineMutant(
            name: "host-removal-on-resign-active",
            bug: "Resigning active strips every window's animations before willResignActive is posted.",
            host: .removalOnResignActive),
        EngineMutant(
            name: "host-background-strips-detached",
            bug: "Entering the background also strips views outside every window.", host: .backgroundStripsDetachedViews
        ),
        EngineMutant(
            name: "host-leaving-window-spares-sublayers",
            bug: "A view leaving its window loses its own layer's animations only.", host: .leavingWindowSparesSublayers
        ),
        EngineMutant(
            name: "host-did-become-active-once", bug: "didBecomeActive is posted on the first return to active only.",
            host: .didBecomeActiveOnlyOnce),
        EngineMutant(
            name: "host-window-moves-skip-descendants",
            bug: "Window moves reach the moving view only, not its subviews.", host: .windowMovesSkipDescendants),
        EngineMutant(
            name: "host-next-turn-before-commit",
            bug: "Blocks scheduled for the next run-loop turn run before the current turn's commit.",
            host: .nextTurnBlocksBeforeCommit),
        EngineMutant(
            name: "tech-resume-loses-paused-time-later",
            bug: "From the second resume of a layer on, the time it spent paused is lost.",
            technique: .resumeLosesPausedTimeLater),
        EngineMutant(
            name: "tech-paused-speed-change-forgotten",
            bug: "A speed change on a paused layer is not kept for its resume.", technique: .pausedSpeedChangeForgotten),
        EngineMutant(
            name: "tech-paused-speed-change-unpauses",
            bug: "A speed change on a paused layer applies at once and un-pauses it.",
            technique: .pausedSpeedChangeUnpauses),
        EngineMutant(
            name: "tech-speed-change-drops-offset", bug: "A speed change resets the layer's timeOffset to 0.",
            technique: .speedChangeDropsTimeOffset),
        EngineMutant(
            name: "tech-pause-freezes-parent-time", bug: "A pause freezes the layer at its parent's time, not its own.",
            technique: .pauseFreezesParentTime),
        EngineMutant(
            name: "tech-restore-drops-last-key", bug: "A restore re-adds every kept copy of a layer but the last.",
            technique: .restoreDropsLastKey),
        EngineMutant(
            name: "tech-restore-drops-key-later",
            bug: "From the second restore on, a restore drops the first kept key of each layer.",
            technique: .restoreDropsKeyLater),
        EngineMutant(
            name: "tech-restore-reverses-order", bug: "A restore re-adds a layer's copies in reverse order.",
            technique: .restoreReversesOrder),
        EngineMutant(
            name: "tech-store-does-not-pause", bug: "A store keeps the copies but lets the tree's time run on.",
            technique: .storeDoesNotPause),
        EngineMutant(
            name: "tech-store-skips-sublayers", bug: "A store keeps the root layer's copies only.",
            technique: .storeSkipsSublayers),
        EngineMutant(
            name: "tech-preserver-ignores-window-moves",
            bug: "The preserver does not store or restore on window moves.", technique: .preserverIgnoresWindowMoves),
        EngineMutant(
            name: "tech-closure-starts-on-restored-copy",
            bug: "The closure delegate calls the start closure again for a restored copy.",
            technique: .closureStartsOnRestoredCopy),
        EngineMutant(
            name: "tech-closure-holds-back-once",
            bug: "The closure delegate holds back a preserved copy's stop on the first trip only.",
            technique: .closureHoldsBackOnce),
        EngineMutant(
            name: "tech-closure-always-finished", bug: "The closure delegate reports every completion as finished.",
            technique: .closureAlwaysFinished),
        EngineMutant(
            name: "tech-closure-never-starts", bug: "The closure delegate never calls the start closure.",
            technique: .closureNeverStarts),
        EngineMutant(
            name: "tech-reinstall-only-once",
            bug: "The reinstaller notes running animations at the first removal only.", technique: .reinstallOnlyOnce),
        EngineMutant(
            name: "tech-scrub-reinstall-at-zero",
            bug: "A scrubber reinstalled after a removal comes back at progress 0.", technique: .scrubReinstallAtZero),
        EngineMutant(
            name: "tech-release-restarts", bug: "Releasing a scrubber restarts its animation from progress 0.",
            technique: .releaseRestarts),
        EngineMutant(
            name: "tech-store-commits-open-transaction",
            bug: "Storing commits the open transaction, ending a nested transaction the app opened.",
            technique: .storeCommitsOpenTransaction),
    ]
}
