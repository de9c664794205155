import AnimationTechniques
import Lifecycle
import MediaTiming

/// Faults written in round 3 by someone who had read neither the laws nor the grammar
/// (issue 30, item 6), from SEMANTICS.md, the contract's documentation and the seeds.
///
/// They favour what no fixed script shape builds: calls made from inside delegate callbacks,
/// completion blocks, observers and next-turn blocks; nested transactions combined with
/// completion blocks; time and edits by someone else between a technique's calls; a trip inside
/// a trip. The engine's are decorators over the reference engine; the host's and the techniques'
/// are planted flags (``_HostFault``, ``_TechniqueFault``) that change nothing unless set.
///
/// They are measured once, as written, before any law changes for them; until then they stay out
/// of ``MutantCatalog/all`` and are reachable only as `--engine mutant:blind3-NAME`.
enum Blind3Mutants {}

extension MutantCatalog {
    /// The round-3 faults in a stable order: engine, host, techniques.
    public static let blindRound3: [EngineMutant] =
        Blind3Mutants.callbacks + Blind3Mutants.transactions + Blind3Mutants.host + Blind3Mutants.techniques

    /// The round-3 fault named `name`, if there is one.
    public static func blindRound3Mutant(_ name: String) -> EngineMutant? { blindRound3.first { $0.name == name } }
}

extension Blind3Mutants {
    /// Faults planted in the host.
    static let host: [EngineMutant] = [
        EngineMutant(
            name: "blind3-observer-added-during-delivery-hears-it",
            bug:
                "An observer registered from inside an observer's handler hears the notification or window move being delivered, not only the next one.",
            host: .observerAddedDuringDeliveryHearsIt),
        EngineMutant(
            name: "blind3-removed-app-observer-hears-current",
            bug: "An app observer removed by another observer during a notification still hears that notification.",
            host: .removedAppObserverHearsCurrent),
        EngineMutant(
            name: "blind3-next-turn-blocks-chain",
            bug: "A block scheduled by a running next-turn block runs in the same turn instead of the turn after.",
            host: .nextTurnBlocksChainInOneTurn),
        EngineMutant(
            name: "blind3-window-to-window-skips-detach",
            bug:
                "A view moved from one window straight to another hears no willMove(toWindow: nil) and keeps its animations.",
            host: .windowToWindowSkipsDetach),
        EngineMutant(
            name: "blind3-background-removal-lists-keys-first",
            bug:
                "The background removal lists the keys to remove before posting didEnterBackground, so an animation an observer adds then survives.",
            host: .backgroundRemovalListsKeysFirst),
        EngineMutant(
            name: "blind3-did-move-before-link",
            bug: "didMoveToWindow into a window is delivered before the view is in it, so a handler sees no window.",
            host: .didMoveBeforeLink),
        EngineMutant(
            name: "blind3-frame-observers-before-render",
            bug: "Frame observers run before the frame is rendered, so they see the previous frame.",
            host: .frameObserversBeforeRender),
        EngineMutant(
            name: "blind3-background-strips-first-window-only",
            bug: "Entering the background removes the animations of the first window only.",
            host: .backgroundStripsFirstWindowOnly),
    ]

    /// Faults planted in the techniques.
    static let techniques: [EngineMutant] = [
        EngineMutant(
            name: "blind3-resume-ignores-external-unpause",
            bug:
                "Resuming a layer that someone else already set running again resumes it anyway, moving its time back to its timeOffset.",
            technique: .resumeIgnoresExternalUnpause),
        EngineMutant(
            name: "blind3-resume-from-time-at-pause",
            bug:
                "A resume continues from the local time at the pause, ignoring a timeOffset set on the paused layer since.",
            technique: .resumeFromTimeAtPause),
        EngineMutant(
            name: "blind3-resume-begin-uses-speed-at-pause",
            bug:
                "A layer whose resume speed was changed while paused gets the beginTime computed with its old speed, so it jumps when its timeOffset is not 0.",
            technique: .resumeBeginUsesSpeedAtPause),
        EngineMutant(
            name: "blind3-speed-change-from-zero-keeps-begin",
            bug: "A speed change on a layer frozen at speed 0 keeps its beginTime, so its time jumps forward.",
            technique: .speedChangeFromZeroKeepsBegin),
        EngineMutant(
            name: "blind3-resume-unfreezes-frozen-layer",
            bug:
                "Resuming a layer that was already frozen before the pause (a store of a tree the user paused) sets it running at speed 1.",
            technique: .resumeUnfreezesFrozenLayer),
        EngineMutant(
            name: "blind3-discard-leaves-root-paused",
            bug: "Discarding what a store kept leaves the root paused.", technique: .discardLeavesRootPaused),
        EngineMutant(
            name: "blind3-restore-checks-first-key-only",
            bug:
                "A restore leaves a layer alone when its first kept key is back on it, so the layer's other kept copies are lost.",
            technique: .restoreChecksFirstKeyOnly),
        EngineMutant(
            name: "blind3-preserver-active-restore-needs-app-store",
            bug:
                "The preserver restores at didBecomeActive only what it stored at willResignActive, so a view that left its window and came back during the background stays stored.",
            technique: .preserverActiveRestoreNeedsAppStore),
        EngineMutant(
            name: "blind3-uninstall-keeps-note",
            bug:
                "Uninstalling an animation while its view is out of its window keeps the reinstaller's note, so the return re-adds it.",
            technique: .uninstallKeepsNote),
        EngineMutant(
            name: "blind3-release-begins-at-media-time",
            bug:
                "Releasing a scrubber sets the layer's beginTime to media time instead of its parent's time, so a nested layer jumps.",
            technique: .releaseBeginsAtMediaTime),
        EngineMutant(
            name: "blind3-closure-discard-drops-completion",
            bug:
                "When a store discards a copy whose stop the closure delegate held back, the completion closure is never called.",
            technique: .closureDiscardDropsCompletion),
        EngineMutant(
            name: "blind3-closure-start-ignores-restored-copies",
            bug:
                "The closure delegate ignores every start of a restored copy, so an animation stored before it began never calls its start closure.",
            technique: .closureStartIgnoresRestoredCopies),
        EngineMutant(
            name: "blind3-invalidate-skips-scrubbers",
            bug: "The kit's invalidate leaves its scrubbers observing, so they still reinstall after a window return.",
            technique: .invalidateSkipsScrubbers),
    ]
}
