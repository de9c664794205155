import AnimationTechniques
import Lifecycle
import MediaTiming

/// Faults written in round 5 by someone who had read neither the laws nor the grammar
/// (issue 30, item 6), from SEMANTICS.md, the contract's documentation and the seeds.
///
/// They favour what a fixed script shape does not build: what a completion block waits for
/// across nested transactions and replacements; reads from inside a stop callback; corrected
/// inputs (key times, paced timing functions, an endless repeat duration); groups under their
/// own speed; the layer tree after a re-parent or a refused cycle; model values inside a nested
/// transaction; observers acting in a window leave and blocks scheduled from frame observers;
/// time between app notifications; layer timing edited by the app between a technique's calls;
/// techniques on plain sublayers, out of a window, and after the system acted. The engine's are
/// decorators over the reference engine; the host's and the techniques' are planted flags
/// (``_HostFault``, ``_TechniqueFault``) that change nothing unless set.
///
/// They are measured once, as written, before any law changes for them; until then they stay out
/// of ``MutantCatalog/all`` and are reachable only as `--engine mutant:blind5-NAME`.
enum Blind5Mutants {}

extension MutantCatalog {
    /// The round-5 faults in a stable order: engine, host, techniques.
    public static let blindRound5: [EngineMutant] =
        Blind5Mutants.completionBlocks + Blind5Mutants.inputs + Blind5Mutants.tree + Blind5Mutants.host
        + Blind5Mutants.techniques

    /// The round-5 fault named `name`, if there is one.
    public static func blindRound5Mutant(_ name: String) -> EngineMutant? { blindRound5.first { $0.name == name } }
}

extension Blind5Mutants {
    /// Faults planted in the host.
    static let host: [EngineMutant] = [
        EngineMutant(
            name: "blind5-window-leave-moves-in-reverse-order",
            bug:
                "A view leaving its window and its descendants hear willMove(toWindow: nil) and didMoveToWindow() deepest descendant first instead of in pre-order.",
            host: .windowLeaveMovesInReverseOrder),
        EngineMutant(
            name: "blind5-subview-detach-skips-removal",
            bug:
                "A subview removed from its superview in a window hears the moves but keeps its animations, as if it had never left the window.",
            host: .subviewDetachSkipsRemoval),
        EngineMutant(
            name: "blind5-window-leave-removal-after-did-move",
            bug:
                "Leaving a window removes the animations after didMoveToWindow() instead of before it, so what an observer adds there is stripped.",
            host: .windowLeaveRemovalAfterDidMove),
        EngineMutant(
            name: "blind5-background-ignores-removal-policy",
            bug:
                "Entering the background removes retained animations (isRemovedOnCompletion false) too under the policy that spares them.",
            host: .backgroundIgnoresRemovalPolicy),
        EngineMutant(
            name: "blind5-resign-return-posts-will-enter-foreground",
            bug:
                "Returning to active after only resigning active (no background) posts willEnterForeground before didBecomeActive.",
            host: .resignReturnPostsWillEnterForeground),
        EngineMutant(
            name: "blind5-frame-observer-blocks-wait-a-turn",
            bug:
                "Blocks a frame observer schedules for the next turn run a turn late, after the turn that follows the frame.",
            host: .frameObserverBlocksWaitATurn),
        EngineMutant(
            name: "blind5-refused-advance-commits",
            bug: "advance(to:) refused for a time earlier than the engine's commits the open turn before it throws.",
            host: .refusedAdvanceCommits),
    ]

    /// Faults planted in the techniques.
    static let techniques: [EngineMutant] = [
        EngineMutant(
            name: "blind5-resume-restores-timing-at-pause",
            bug:
                "Resuming gives the layer back the duration, repeats, autoreverse and fill it had at the pause, undoing the app's edit of them while it was paused.",
            technique: .resumeRestoresTimingAtPause),
        EngineMutant(
            name: "blind5-speed-change-ignores-parent-time",
            bug:
                "A speed change places the new beginTime with media time instead of the parent's time, so a layer under an ancestor with its own timing jumps.",
            technique: .speedChangeIgnoresParentTime),
        EngineMutant(
            name: "blind5-speed-zero-keeps-offset",
            bug:
                "A speed change to 0 keeps the layer's timeOffset instead of freezing it at its local time, so the layer jumps back.",
            technique: .speedZeroKeepsOffset),
        EngineMutant(
            name: "blind5-restore-readds-untouched-layer",
            bug:
                "A restore removes and re-adds a layer's kept copies even when every one is still on it unchanged, so their delegates hear a stop and a new start.",
            technique: .restoreReaddsUntouchedLayer),
        EngineMutant(
            name: "blind5-preserver-stores-out-of-window-on-resign",
            bug:
                "The preserver stores its view's tree on willResignActive while the view is out of every window, freezing a view the system never strips.",
            technique: .preserverStoresOutOfWindowOnResign),
        EngineMutant(
            name: "blind5-preserver-restores-on-will-enter-foreground",
            bug:
                "The preserver restores on willEnterForeground, so the view's time runs on while the app is still inactive.",
            technique: .preserverRestoresOnWillEnterForeground),
        EngineMutant(
            name: "blind5-reinstall-readds-finished-retained",
            bug:
                "The reinstaller notes a retained copy whose active period has ended as running, so the return restarts a completed animation.",
            technique: .reinstallReAddsFinishedRetained),
        EngineMutant(
            name: "blind5-reinstall-notes-view-layer-only",
            bug:
                "The reinstaller looks for its animations on the view's own layer, so one installed on a sublayer that backs no view is never re-added.",
            technique: .reinstallNotesViewLayerOnly),
        EngineMutant(
            name: "blind5-deferred-scrub-applies-install-progress",
            bug:
                "A deferred-offset scrubber applies, on the next turn, the progress it had at the install, losing a progress set in between.",
            technique: .deferredScrubAppliesInstallProgress),
        EngineMutant(
            name: "blind5-closure-completes-held-back-on-restore",
            bug:
                "The closure delegate fires the completion with false when a copy whose stop it held back is restored, though the animation goes on.",
            technique: .closureCompletesHeldBackOnRestore),
        EngineMutant(
            name: "blind5-scrubber-reinstalls-out-of-window",
            bug:
                "A scrubber reinstalls its animation on willEnterForeground while its view is out of its window.",
            technique: .scrubberReinstallsOutOfWindow),
        EngineMutant(
            name: "blind5-scrub-resets-layer-timing",
            bug:
                "A scrub rebuilds the layer's timing from the defaults, dropping the duration, repeats, autoreverse and fill the app gave the layer.",
            technique: .scrubResetsLayerTiming),
    ]
}
