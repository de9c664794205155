import AnimationTechniques
import Lifecycle
import MediaTiming

/// Faults written in round 4 by someone who had read neither the laws nor the grammar
/// (issue 30, item 6), from SEMANTICS.md, the contract's documentation and the seeds.
///
/// They favour what a fixed script shape does not build: calls made from inside callbacks and
/// completion blocks (removeAll, flush, adds with a transaction's duration, timing edits); nested
/// transactions with flushes and durations; inputs the contract corrects; retained copies on
/// every removal path; layer timing under the techniques; a layer edited by someone else, or
/// the system, between a technique's calls. The engine's are decorators over the reference
/// engine; the host's and the techniques' are planted flags (``_HostFault``, ``_TechniqueFault``)
/// that change nothing unless set.
///
/// They are measured once, as written, before any law changes for them; until then they stay out
/// of ``MutantCatalog/all`` and are reachable only as `--engine mutant:blind4-NAME`.
enum Blind4Mutants {}

extension MutantCatalog {
    /// The round-4 faults in a stable order: engine, host, techniques.
    public static let blindRound4: [EngineMutant] =
        Blind4Mutants.callbacks + Blind4Mutants.transactions + Blind4Mutants.inputs + Blind4Mutants.host
        + Blind4Mutants.techniques

    /// The round-4 fault named `name`, if there is one.
    public static func blindRound4Mutant(_ name: String) -> EngineMutant? { blindRound4.first { $0.name == name } }
}

extension Blind4Mutants {
    /// Faults planted in the host.
    static let host: [EngineMutant] = [
        EngineMutant(
            name: "blind4-same-window-move-sends-moves",
            bug:
                "A view moved to another parent in the same window hears willMove(toWindow: nil) and an attach, and the system strips its animations.",
            host: .sameWindowMoveSendsMoves),
        EngineMutant(
            name: "blind4-subview-into-window-hears-no-moves",
            bug:
                "A view added as a subview of a view in a window hears neither willMove(toWindow:) nor didMoveToWindow.",
            host: .subviewIntoWindowHearsNoMoves),
        EngineMutant(
            name: "blind4-next-turn-blocks-before-frame-observers",
            bug:
                "After a frame, the next turn's blocks run before the frame observers, which then see the blocks' changes.",
            host: .nextTurnBlocksBeforeFrameObservers),
        EngineMutant(
            name: "blind4-background-spares-retained",
            bug:
                "Entering the background spares retained animations (isRemovedOnCompletion false) although the removal policy removes all.",
            host: .backgroundSparesRetained),
        EngineMutant(
            name: "blind4-window-leave-skips-viewless-sublayers",
            bug:
                "A view leaving its window loses the animations of its views' layers only, not of sublayers the app added below them.",
            host: .windowLeaveSkipsViewlessSublayers),
        EngineMutant(
            name: "blind4-window-leave-ignores-removal-policy",
            bug:
                "A view leaving its window loses its retained animations too under the policy that spares them (onlyRemovedOnCompletion).",
            host: .windowLeaveIgnoresRemovalPolicy),
        EngineMutant(
            name: "blind4-move-to-foreground-skips-will-enter",
            bug: "Bringing the app from the background to active posts didBecomeActive without willEnterForeground.",
            host: .moveToForegroundSkipsWillEnter),
    ]

    /// Faults planted in the techniques.
    static let techniques: [EngineMutant] = [
        EngineMutant(
            name: "blind4-resume-drops-layer-time-offset",
            bug:
                "Resuming a paused layer that had a timeOffset of its own gives it back with timeOffset 0, so its time jumps back by that offset.",
            technique: .resumeDropsLayerTimeOffset),
        EngineMutant(
            name: "blind4-repeated-pause-records-frozen-timing",
            bug:
                "Pausing a layer the pauser already paused records its frozen timing, so the resume leaves it frozen.",
            technique: .repeatedPauseRecordsFrozenTiming),
        EngineMutant(
            name: "blind4-speed-change-resets-layer-duration",
            bug:
                "A speed change rebuilds the layer's timing from the defaults, dropping its duration, repeat, autoreverse and fill.",
            technique: .speedChangeResetsLayerDuration),
        EngineMutant(
            name: "blind4-store-skips-flush",
            bug:
                "A store does not flush the open transaction, so an animation added in the same turn is kept unstamped and restored from its start.",
            technique: .storeSkipsFlush),
        EngineMutant(
            name: "blind4-second-store-keeps-older-copy",
            bug:
                "A second store before the restore keeps the older copy of a key kept again, so a replacement made between the stores is lost.",
            technique: .secondStoreKeepsOlderCopy),
        EngineMutant(
            name: "blind4-restore-ignores-replaced-copy",
            bug:
                "A restore leaves a layer alone when its kept keys are on it in order, though someone replaced a copy under one of them.",
            technique: .restoreIgnoresReplacedCopy),
        EngineMutant(
            name: "blind4-preserver-restores-out-of-window-on-active",
            bug:
                "The preserver restores on didBecomeActive while its view is out of its window, so the view's time runs on while it is away.",
            technique: .preserverRestoresOutOfWindowOnActive),
        EngineMutant(
            name: "blind4-preserver-invalidate-discards-kept",
            bug: "Invalidating a preserver discards what it keeps instead of leaving it kept.",
            technique: .preserverInvalidateDiscardsKept),
        EngineMutant(
            name: "blind4-reinstall-replaces-present-key",
            bug:
                "On a return the reinstaller re-adds a noted animation even when its key is already back on the layer, restarting the app's copy.",
            technique: .reinstallReplacesPresentKey),
        EngineMutant(
            name: "blind4-reinstall-skips-foreground-return",
            bug:
                "The reinstaller does not re-add on willEnterForeground, so a background trip loses a running spinner.",
            technique: .reinstallSkipsForegroundReturn),
        EngineMutant(
            name: "blind4-scrub-after-release-keeps-running",
            bug: "A scrub after a release moves the layer's time to the progress but leaves the layer running.",
            technique: .scrubAfterReleaseKeepsRunning),
        EngineMutant(
            name: "blind4-second-release-restarts-from-scrub",
            bug: "Releasing a scrubber that is already released restarts it from the last scrubbed progress.",
            technique: .secondReleaseRestartsFromScrub),
        EngineMutant(
            name: "blind4-closure-keeps-preservation-after-left-alone-restore",
            bug:
                "After a store whose restore left the copy alone, the closure delegate still holds back the copy's removal, so the completion never fires.",
            technique: .closureKeepsPreservationWithoutHeldStop),
        EngineMutant(
            name: "blind4-uninstall-skips-preservation-end",
            bug:
                "Uninstalling a noted animation while its view is away forgets it without telling its closure delegate, whose held-back completion never fires.",
            technique: .uninstallSkipsPreservationEnd),
        EngineMutant(
            name: "blind4-discard-after-second-store-leaves-paused",
            bug:
                "Discarding what two stores of one root kept leaves the root paused, since the second store did not pause it again.",
            technique: .discardAfterSecondStoreLeavesPaused),
    ]
}
