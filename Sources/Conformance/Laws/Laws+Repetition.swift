import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting

extension LawCatalog {
    /// Laws of the techniques used many times and together, each step held to an independent
    /// model of what the tree shows (``TechniqueOracle``), not to a twin run of the techniques.
    static let repetition: [Law] = [
        Law(
            id: "TECH-8",
            statement:
                "Across any number of pause, resume and speed changes on a layer and its ancestors, every view shows, at every step, the values and local time given by the intervals it was paused and the speeds it ran at.",
            evidence: .inferred,
            source:
                "SEMANTICS §1.1, §8.1–§8.2; Technical Q&A QA1673; seed \"Pausing and controlling the speed of Core Animation\"",
            rationale:
                "Apps pause and resume the same layer many times and change speed while paused; a slip that loses paused time or a speed only on a later cycle passes every single-use check.",
            generator:
                "a chain of up to 3 views with timings and animations of every kind (basic, keyframe with key times, spring, group) with every timing field (begin time 0, past or future, offset, speed, repeats, autoreverse, fill, removal flag), then 2–9 pauses, resumes, speed changes (to 0 and, where the engine allows, negative speeds too), removals (removeAnimation, removeAllAnimations on a layer with sublayers), stores by hand kept while later moves run, and advances on any depth; every stored copy read after every step",
            catchesVariants: [
                "pause.qa1673Verbatim", "pause.speedBeforeConversion", "speedChange.mediaTimeBeginTime",
                "store.unorderedDictionary", "store.overwritingStore",
            ],
            { capabilities, variant in repetitionScript(capabilities, variant: variant, trips: false) },
            check: { script, context in try checkAgainstTechniqueOracle(script, context) }),
        Law(
            id: "TECH-9",
            statement:
                "Across repeated background and window trips, with stores by hand or preservers at two depths and pauses and speed changes between the trips, every view shows at every step what the techniques' model gives, and its animations are back in their order once the app is active and the view home.",
            evidence: .inferred,
            source: "SEMANTICS §7, §8.1–§8.3; seed \"Restoring Animations\" (AnimationPreservingView)",
            rationale:
                "Real apps go to the background and switch tabs again and again; a restore that drops a key on the second trip, or a preserver that restores while the app is still inactive, only shows on a later trip.",
            generator:
                "a chain of up to 3 views with animations of every kind with every timing field, preservers on some depths, 2–9 moves mixing pauses, speed changes (0 and negative ones included where allowed), removals, advances, background, window and mixed trips, stores by hand kept while later moves run (a trip's store merging with them), and, where the engine nests transactions, a store inside the app's nested transaction after an add of it; every stored copy read after every step",
            catchesVariants: [
                "store.unorderedDictionary", "store.overwritingStore", "preserve.restoreOnAnyWindowReturn",
                "pause.speedBeforeConversion",
                "speedChange.mediaTimeBeginTime",
            ],
            { capabilities, variant in
                repetitionScript(capabilities, variant: variant, trips: true, nestedStores: true)
            },
            check: { script, context in try checkAgainstTechniqueOracle(script, context) }),
    ]
}
