import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting

extension LawCatalog {
    /// Laws of the published techniques, run with the correct variant; each as-published variant
    /// is caught by the laws that name it.
    static let techniques: [Law] = [
        Law(
            id: "TECH-1",
            statement:
                "Pausing a layer freezes its subtree, pausing twice equals once, resuming without a pause does nothing, and after resume the subtree continues exactly where it paused.",
            evidence: .doc, source: "SEMANTICS §8.1; Technical Q&A QA1673",
            rationale:
                "QA1673 pause/resume is copied into countless apps; as published it forces speed 1 and reads media time, which breaks nested and sped-up layers.",
            generator:
                "nested layers (chains up to 3 deep) with speeds (0 included) and offsets, animations of every kind (basic, keyframe with key times, spring, group) with every timing field (begin time 0, past or future, offset, speed, repeats, autoreverse, fill, removal flag), a pause (maybe twice), a paused interval, a resume (maybe twice)",
            catchesVariants: ["pause.qa1673Verbatim"],
            { capabilities, variant in pauseScript(capabilities, variant: variant) },
            check: { script, context in
                guard let plan = TechniquePlan(script) else { throw LawViolation.shape("\(#function)") }
                try plan.expectContinuity(context, subtreeOf: plan.target)
            }),
        Law(
            id: "TECH-2",
            statement:
                "Changing a layer's speed mid-flight leaves every presentation value of its subtree where it was at that instant.",
            evidence: .folk, source: "SEMANTICS §8.2; seed \"Pausing and controlling the speed of Core Animation\"",
            rationale:
                "Speed changes are for slow motion and scrubbing; a jump at the change is exactly what users see as a glitch.",
            generator:
                "nested layers (chains up to 3 deep) with speeds (0 included) and offsets, animations of every kind with every timing field, a speed change on one layer (to 0 and, where the engine allows, to a negative speed too)",
            catchesVariants: ["speedChange.mediaTimeBeginTime"],
            { capabilities, variant in speedChangeScript(capabilities, variant: variant) },
            check: { script, context in
                let trace = try context.run(script)
                guard
                    let change = script.steps.firstIndex(where: {
                        if case .technique = $0 { return true } else { return false }
                    }),
                    case .technique(let technique) = (try script.step(change))
                else { throw LawViolation.shape("\(#function)") }
                var model = LayerTreeModel()
                for step in script.steps[..<change] { model.apply(step) }
                // At the change, and at a frame rendered at that same instant.
                let instants =
                    [change]
                    + (change + 1 < script.steps.count && script.steps[change + 1] == .advance(by: 0)
                        ? [change + 1] : [])
                for index in instants {
                    for view in model.views.indices where model.isInside(view, technique.view) {
                        for (k, path) in trace.keyPaths.enumerated() {
                            try context.expect(
                                trace.steps[index].value(view: view, keyPath: k),
                                equals: (try trace.observation(change - 1)).value(view: view, keyPath: k),
                                "v\(view).\(path) across the speed change", step: index, trace: trace)
                        }
                    }
                }
            }),
        storeRestoreLaw(
            id: "TECH-3", trip: "a trip to the background", window: false,
            source: "SEMANTICS §8.3, §7.1; seed \"Restoring Animations\"",
            rationale:
                "Backgrounding strips every animation; an app that restores them out of order or from the wrong time shows a different screen than it left.",
            generator:
                "a tree (chains up to 3 deep, layers with speeds, 0 included, and offsets) with animations of every kind (basic, keyframe with key times, spring, group) with every timing field (begin time 0, past or future, offset, speed, repeats, autoreverse, fill, removal flag), run for a while, a manual store or an automatic preserver, a background trip (with a second store inside it), restore"
        ),
        storeRestoreLaw(
            id: "TECH-4", trip: "leaving and re-entering the window", window: true,
            source: "SEMANTICS §8.3, §7.1–§7.2; seed \"Restoring Animations\" (AnimationPreservingView)",
            rationale:
                "Tab switches and navigation move views out of the window and back; the article's AnimationPreservingView exists for this.",
            generator:
                "a tree (chains up to 3 deep, layers with speeds, 0 included, and offsets) with animations of every kind (basic, keyframe with key times, spring, group) with every timing field (begin time 0, past or future, offset, speed, repeats, autoreverse, fill, removal flag), run for a while, a manual store or an automatic preserver, a window round trip (with a second store inside it), restore"
        ),
        Law(
            id: "TECH-5",
            statement:
                "A scrubbed animation shows the progress it was scrubbed to, whether the offset was set in the install transaction or later, and again after its view leaves and re-enters the window or the app returns; its copy keeps every field the caller gave it, with its active time at the progress.",
            evidence: .inferred, source: "SEMANTICS §2.6, §8.5; seed \"Glitch of iOS Interactive Animation\"",
            rationale:
                "Interactive transitions drive timeOffset on a speed-0 layer; setting it in the install transaction shifts the animation by that offset.",
            generator:
                "a scrubber of an animation of every kind with every timing field, on a view with or without its own timing (maybe inside a parent with timing, a paused one included: speed 0, or paused and resumed by the pauser), installed with an immediate or later offset, scrubs inside, at the ends and outside the animation, trips of every kind (overlapping ones included, some inside a store by hand of the parent), scrubs again",
            catchesVariants: ["scrub.sameTransactionOffset"],
            { capabilities, variant in scrubScript(capabilities, variant: variant) },
            check: { script, context in try checkAgainstTechniqueOracle(script, context) }),
        Law(
            id: "TECH-6",
            statement:
                "A closure-callback animation preserved across lifecycle trips calls its completion exactly once, with finished true, once it has run to its end, and never while it runs forever.",
            evidence: .doc, source: "SEMANTICS §6.2, §8.6; seed \"Closure-based CAAnimationDelegate\"",
            rationale:
                "Completion closures chain app logic; the system removal's didStop(false) of a preserved copy must not reach them.",
            generator:
                "a preserved view (maybe with a child, each maybe with its own timing), closure-callback animations of every kind with every timing field, trips of every kind (overlapping ones included), maybe all inside a store by hand made before them, a long advance; every stored copy read after every step",
            catchesVariants: ["completion.forwardEveryStop"],
            { capabilities, variant in closureScript(capabilities, variant: variant) },
            check: { script, context in
                try checkClosureCallbacks(script, context, startsToo: false)
            }
        ).requiringEvidence(.callbacks),
        Law(
            id: "TECH-7",
            statement:
                "A reinstalled animation is back on its layer after the view re-enters the window or the app returns, as it was given, and restarts from its beginning (a zero begin time is stamped anew).",
            evidence: .folk, source: "SEMANTICS §8.4; seed \"アニメーションを止めるな！\"",
            rationale:
                "Re-adding in didMoveToWindow and on willEnterForeground is the common fix for stopped spinners; it restarts, which the technique must own.",
            generator:
                "a reinstalled animation of every kind with every timing field on a view with or without its own timing, advances, a trip of any kind (overlapping ones included), maybe inside a store by hand made before the advances, advances",
            { capabilities in reinstallScript(capabilities) },
            check: { script, context in try checkAgainstTechniqueOracle(script, context) }),
    ]

    /// The store-then-restore law across one kind of trip: the same check, its own generator.
    private static func storeRestoreLaw(
        id: String, trip: String, window: Bool, source: String, rationale: String, generator: String
    ) -> Law {
        Law(
            id: id,
            statement:
                "Store-then-restore across \(trip) brings back the subtree's animations in their order with the values they showed, and they continue as if never interrupted.",
            evidence: .folk, source: source, rationale: rationale, generator: generator,
            catchesVariants: ["store.unorderedDictionary", "store.overwritingStore"],
            { capabilities, variant in storeScript(capabilities, variant: variant, window: window) },
            check: { script, context in try TechniquePlan(script)?.expectContinuity(context, subtreeOf: 0) })
    }
}
