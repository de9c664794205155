import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// The law of the techniques' bookkeeping calls: what the pauser and the store answer, what
    /// discard, uninstall and the reinstall calls do, and what invalidate stops.
    static let techniqueCalls: [Law] = [
        Law(
            id: "TECH-13",
            statement:
                "The techniques' bookkeeping calls answer and act as documented: isPaused and resumeSpeed follow pause, resume and setResumeSpeed (which takes any finite speed, 0 and negative included, and only on a layer that pauser paused); hasStored and storedAnimations name the keys of the subtree at the store until a restore or a discard; discard re-adds nothing; uninstall removes the key; reinstallMissing re-adds, and counts, exactly what was running at the last removal and is missing; a scrubber's reinstallIfMissing re-adds only a missing animation; after invalidate a preserver, reinstaller or scrubber puts nothing back.",
            evidence: .inferred,
            source:
                "SEMANTICS §7–§8; the documentation of LayerPauser, AnimationStore, Reinstaller, Scrubber, AnimationPreserver and TechniqueKit",
            rationale:
                "An app reads isPaused to draw its play button, asks the store what it keeps, discards a stash when the user navigates away and invalidates techniques when a view goes: a pauser that forgets a resume speed, a discard that re-adds or an invalidated reinstaller that still re-adds all show on screen.",
            generator:
                "three views (nested or not), then up to 16 technique and lifecycle calls on them: adds, pauses, resumes, resume speeds (2, 0.5, 0, −1, 1, ∞), inspections, stores, restores, discards, reinstalls, uninstalls, reinstallMissing, scrubbers and their reinstalls, a preserver on v0, invalidations of one view's techniques or of all, detaches, attaches, full background trips and advances",
            { capabilities in techniqueCallScript(capabilities) },
            check: { script, context in try checkTechniqueCalls(script, context) }
        ).requiringEvidence(.instants)
    ]

    /// One call drawn as raw numbers, resolved against the state reached so far.
    private struct RawTechniqueCall {
        var kind: Int
        var view: Int
        var value: Int
    }

    /// Three views, then calls whose preconditions the resolution keeps (a pause only on a layer
    /// neither paused, stored nor scrubbed, a restore only of a stored view, …).
    static func techniqueCallScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        let nested = capabilities.contains(.nestedLayers)
        let raw = Gen.zip(Gen.int(in: 0...18), Gen.int(in: 0...2), Gen.int(in: 0...5))
            .map { RawTechniqueCall(kind: $0.0, view: $0.1, value: $0.2) }
        // A negative resume speed only for an engine that runs layers backwards.
        let speeds = resumeSpeeds.filter { $0 >= 0 || capabilities.contains(.negativeSpeed) }
        return Gen.zip(LawGen.treeSteps(count: 3, nested: nested), raw.array(count: 6...16)).map { tree, calls in
            Script(tree + resolveTechniqueCalls(calls, speeds: speeds))
        }
    }

    /// The speeds `setResumeSpeed` is given: ordinary, 0, negative, 1 and non-finite.
    static let resumeSpeeds: [Double] = [2, 0.5, 0, -1, 1, .infinity]

    private static func resolveTechniqueCalls(_ calls: [RawTechniqueCall], speeds: [Double]) -> [Step] {
        var paused: Set<Int> = []
        var stored: Set<Int> = []
        var scrubbed: Set<Int> = []
        var reinstalling: Set<Int> = []
        let long = Animation.basic("x", from: 0, to: 1, duration: 100)
        // Most scripts preserve v0 from the start (after an add or not), so invalidating it has
        // something to stop, and the first technique step falls on an odd or an even index.
        let preserve = Step.technique(TechniqueStep(.preserve, view: 0))
        let add = Step.add(view: 0, key: "a", animation: long)
        let starts: [[Step]] = [
            [], [preserve], [add, preserve], [.add(view: 1, key: "a", animation: long), add, preserve],
        ]
        var steps = starts[(calls.first?.value ?? 0) % starts.count]
        for call in calls {
            // The drawn view, or the next one (cyclically) for which the call's precondition holds.
            func view(_ holds: (Int) -> Bool) -> Int? {
                [call.view, (call.view + 1) % 3, (call.view + 2) % 3].first(where: holds)
            }
            func technique(_ operation: TechniqueStep.Operation, on v: Int, animation: Animation? = nil) {
                steps.append(.technique(TechniqueStep(operation, view: v, animation: animation)))
            }
            // The pauser's own layers: never v0 (which a preserver may pause), a stored or a scrubbed one.
            func pausable(_ v: Int) -> Bool { v != 0 && !stored.contains(v) && !scrubbed.contains(v) }
            switch call.kind {
            case 0: steps.append(.add(view: call.view, key: "a", animation: long))
            case 1:
                if let v = view({ pausable($0) && !paused.contains($0) }) {
                    technique(.pause, on: v)
                    paused.insert(v)
                } else if let v = view({ pausable($0) && paused.contains($0) }) {
                    technique(.resume, on: v)
                    paused.remove(v)
                }
            case 2:
                if let v = view({ pausable($0) && paused.contains($0) }) {
                    technique(.resume, on: v)
                    paused.remove(v)
                }
            case 3:
                if let v = view(pausable) {
                    technique(.setResumeSpeed(speeds[call.value % speeds.count]), on: v)
                }
            case 4:
                if let v = view({ !stored.contains($0) && !paused.contains($0) && !scrubbed.contains($0) }) {
                    technique(.store, on: v)
                    stored.insert(v)
                }
            case 5:
                if let v = view({ stored.contains($0) }) {
                    technique(call.value % 2 == 0 ? .restore : .discard, on: v)
                    stored.remove(v)
                }
            case 6:
                technique(.reinstall(key: "r"), on: call.view, animation: long)
                reinstalling.insert(call.view)
            case 7:
                if let v = view({ reinstalling.contains($0) }) {
                    technique(call.value % 2 == 0 ? .uninstall(key: "r") : .reinstallMissing, on: v)
                } else {
                    technique(.reinstall(key: "r"), on: call.view, animation: long)
                    reinstalling.insert(call.view)
                }
            case 8:
                if let v = view({ !scrubbed.contains($0) && !paused.contains($0) && !stored.contains($0) && $0 != 0 }) {
                    technique(
                        .installScrubber(key: "s"), on: v, animation: Animation.basic("y", from: 0, to: 1, duration: 2))
                    scrubbed.insert(v)
                } else if let v = view({ scrubbed.contains($0) }) {
                    technique(.reinstallScrubber, on: v)
                }
            case 9:
                if let v = view({ reinstalling.contains($0) }) { technique(.reinstallMissing, on: v) }
            case 16:
                if let v = view({ scrubbed.contains($0) }) { technique(.reinstallScrubber, on: v) }
            case 10: technique(call.value % 2 == 0 ? .invalidateAll : .invalidate, on: call.view)
            case 11: steps.append(.detach(view: call.view))
            case 12: steps.append(.attach(view: call.view))
            case 13: steps += [.resignActive, .enterBackground, .enterForeground, .becomeActive]
            case 14: steps.append(.advance(by: 0.25))
            case 15: technique(.preserve, on: 0)
            case 17: technique(.invalidateAll, on: call.view)
            default: technique(.inspect, on: call.view)
            }
        }
        return steps
    }
}
