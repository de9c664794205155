extension ClauseCatalog {
    /// The documentation of the techniques (Sources/AnimationTechniques) where it states behaviour
    /// that the suite's scripts drive, the as-published flaws included.
    static let techniques: [Clause] = [
        technique(
            "LayerPauser.pause",
            "Pausing sets speed 0 and timeOffset to the layer's local time now, so its subtree stops where it is; pausing twice does nothing.",
            ["TECH-1", "TECH-8"]),
        technique(
            "LayerPauser.resume",
            "Resuming brings back the layer's speed and offset with b′ = tp − (t_frozen − o)/s, so local time continues exactly, and keeps the rest of its timing as it stands; resuming a running layer does nothing.",
            ["TECH-1", "TECH-8", "TECH-10"]),
        technique(
            "LayerPauser.compose",
            "Pausers compose: a second pauser records speed 0 and gives it back, and a moved timeOffset (a scrub) resumes from there.",
            ["TECH-9"],
            note: "the store's pauser over the user's; no script scrubs a layer a pauser paused"),
        technique(
            "SpeedChanger.setSpeed",
            "A speed change keeps local time continuous (b′ = tp − (tp − b)·s_old/s_new); a paused layer stays paused and resumes at the new speed.",
            ["TECH-2", "TECH-8"]),
        technique(
            "AnimationStore.store",
            "A store flushes the transaction, pauses the root and keeps every animation of the subtree with its key in application order; a second store merges.",
            ["TECH-3", "TECH-4", "TECH-9", "TECH-12"]),
        technique(
            "AnimationStore.restore",
            "A restore re-adds the kept copies in order and resumes, so values equal those at the store and continue as if never interrupted.",
            ["TECH-3", "TECH-4", "TECH-9"]),
        technique(
            "AnimationPreserver",
            "A preserver stores on willResignActive and willMove(toWindow: nil), and restores on didBecomeActive or a window return while active.",
            ["TECH-3", "TECH-4", "TECH-9", "CB-7"]),
        technique(
            "Reinstaller",
            "A reinstaller re-adds the installed animations that were running at the removal, restarting them; completed ones stay completed.",
            ["TECH-7", "TECH-11", "CB-7"]),
        technique(
            "Scrubber.setProgress",
            "A scrubber holds its layer at speed 0 with the progress as the animation's active time, in the install transaction or later, and again after a reinstall.",
            ["TECH-5", "TECH-10"]),
        technique(
            "Scrubber.release",
            "Releasing plays on from the scrubbed progress with no jump; a later scrub takes over again.",
            ["TECH-10"]),
        technique(
            "ClosureDelegate",
            "The start closure fires once and the completion exactly once per logical animation, finished when a copy completed, false when removed for good.",
            ["CB-7", "TECH-6"]),
        technique(
            "PreservationTag",
            "Restored copies carry the next generation in userInfo, so a preservation-aware delegate tells a kept copy's stop from a real one.",
            ["CB-7", "TECH-6"]),
        technique(
            "TechniqueKit",
            "The pauser and the speed changer share one pauser; the store has its own, so a tree the user paused comes back still paused.",
            ["TECH-8", "TECH-9"]),
        technique(
            "PauseVariant.qa1673Verbatim", "QA1673 as published forces speed 1 and offset 0 at resume.",
            ["TECH-1", "TECH-8"]),
        technique(
            "PauseVariant.speedBeforeConversion", "The swapped pause converts with speed already 0, so the tree jumps.",
            ["TECH-8", "TECH-9"]),
        technique(
            "SpeedChangeVariant.mediaTimeBeginTime",
            "The published speed change uses media time as beginTime, so nested layers jump.",
            ["TECH-2", "TECH-8", "TECH-9"]),
        technique(
            "StoreVariant.unorderedDictionary", "The published dictionary store loses application order.",
            ["TECH-3", "TECH-4", "TECH-9"]),
        technique(
            "StoreVariant.overwritingStore", "The published store assignment loses what a first store kept.",
            ["TECH-3", "TECH-4"]),
        technique(
            "CompletionVariant.forwardEveryStop",
            "The published delegate forwards every copy's callbacks, so completion fires twice.",
            ["CB-7", "TECH-6"]),
        technique(
            "ScrubStrategy.sameTransactionOffset",
            "The published install stamps the progress as the begin time, so a reinstall shows timeOffset − progress.",
            ["TECH-5"]),
        technique(
            "PreserveVariant.restoreOnAnyWindowReturn",
            "The published view restores on any window return, and the background removal then strips the restored copies.",
            ["TECH-9"]),
        technique(
            "LayerPauser.bookkeeping",
            "isPaused and resumeSpeed follow pause and resume; setResumeSpeed takes any speed for a layer that pauser paused and nothing for another.",
            ["TECH-13"]),
        technique(
            "AnimationStore.bookkeeping",
            "hasStored and storedAnimations name what a store kept until a restore or a discard; discard re-adds nothing and resumes.",
            ["TECH-13"]),
        technique(
            "Reinstaller.bookkeeping",
            "uninstall stops reinstalling a key; reinstallMissing re-adds what is missing now; invalidate stops every technique of a view.",
            ["TECH-13"]),
        technique(
            "ReinstallVariant.reAddCompleted", "The published view re-adds completed animations, which start over.",
            ["TECH-11"]),
    ]

    /// A clause of a technique's documentation.
    static func technique(_ id: String, _ text: String, _ laws: [String], note: String? = nil) -> Clause {
        Clause(id, .techniques, text, laws: laws, note: note)
    }
}
