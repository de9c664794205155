import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// One move of a scrubbing script.
enum ScrubMove {
    case scrub(Double)
    case release
    case advance(Double)
    case pauseAncestor
    case resumeAncestor
    case speedAncestor(Double)
    case windowTrip
    case trip(TechniqueTrip)
    /// A store by hand of the parent's tree, kept while the next moves run (the parent's own
    /// pauses, resumes and speed changes left out: holds nest), then restored.
    case heldStore(moves: Int)
}

/// One move of a reinstalling script.
enum ReinstallMove {
    case advance(Double)
    case backgroundTrip(Double?)
    case windowTrip(Double?)
    case trip(TechniqueTrip)
    case pause
    case resume
    case speed(Double)
    /// Another animation installed, under a new key or the first one's.
    case install(String, Animation)
    /// A store by hand, a trip, a restore: the reinstaller and the store both act on the return.
    case storedTrip(TechniqueTrip)
}

extension LawCatalog {
    /// Scrubbing and reinstalling used again and again.
    static let scrubAndReinstall: [Law] = [
        Law(
            id: "TECH-10",
            statement:
                "A scrubbed animation, of any kind with any timing, shows the progress it was scrubbed to, plays on continuously from there after a release at the pace of its ancestors' time, and obeys the next scrub, again and again, while an ancestor is paused, resumed, sped up, frozen or reversed, and comes back at the last progress after every trip.",
            evidence: .inferred, source: "SEMANTICS §1.1, §8.1, §8.5; seed \"Glitch of iOS Interactive Animation\"",
            rationale:
                "Interactive transitions alternate between the finger and the animation; a release that jumps, or a scrub that ignores a paused container, shows as a snap.",
            generator:
                "a view with or without its own timing (inside a parent with timing when nesting is supported) with a scrubber of an animation of every kind with every timing field, then scrubs (inside, at the ends and outside the animation), releases, advances, pauses, resumes and speed changes of the parent (0 and negative speeds included where allowed), stores by hand of the parent kept while later moves run, trips of every kind (overlapping ones included), a last scrub",
            catchesVariants: [],
            { capabilities, variant in scrubRepetitionScript(capabilities, variant: variant) },
            check: { script, context in try checkAgainstTechniqueOracle(script, context) }),
        Law(
            id: "TECH-11",
            statement:
                "A reinstalled animation, of any kind with any timing, comes back as it was given after every trip during which it was running, restarting at the first frame after its return, and an animation that completed before a trip (a retained one included) stays completed.",
            evidence: .folk, source: "SEMANTICS §8.4; seed \"アニメーションを止めるな！\"",
            rationale:
                "A spinner re-added on every return must come back every time, not only the first; a finished one-shot that replays on every tab switch is a visible bug.",
            generator:
                "a reinstalled animation of every kind with every timing field on a view with or without its own timing, then 2–6 advances, pauses, resumes, speed changes (0 and negative included where allowed), further installs (keys reused), and trips of every kind (overlapping ones included), some inside a store and a restore by hand",
            catchesVariants: ["reinstall.reAddCompleted"],
            { capabilities, variant in reinstallRepetitionScript(capabilities, variant: variant) },
            check: { script, context in try checkAgainstTechniqueOracle(script, context) }),
    ]

    static func scrubRepetitionScript(_ capabilities: EngineCapabilities, variant: String) -> Gen<Script> {
        let nested = capabilities.contains(.nestedLayers)
        var moves: [(Int, Gen<ScrubMove>)] = [
            (4, LawGen.scrubFraction.map { .scrub($0) }),
            (3, Gen.constant(.release)),
            (4, Gen.element(of: [0.25, 0.5, 0, 1]).map { .advance($0) }),
            (1, Gen.constant(.windowTrip)),
            (1, LawGen.techniqueTrip.map { .trip($0) }),
        ]
        if nested {
            moves += [
                (2, Gen.constant(.pauseAncestor)), (2, Gen.constant(.resumeAncestor)),
                (1, LawGen.speedChange(capabilities).map { .speedAncestor($0) }),
                (1, Gen.int(in: 1...4).map { .heldStore(moves: $0) }),
            ]
        }
        let timings = Gen.zip(
            nested ? LawGen.ownTiming(capabilities).optional : Gen.constant(nil),
            LawGen.ownTiming(capabilities).optional)
        return Gen.zip(
            LawGen.timedAnimation(capabilities), timings, Gen.frequency(moves).array(count: 1...10),
            LawGen.scrubFraction
        )
        .map { animation, timings, moves, last in
            let d = animation.timing.duration
            var steps: [Step] = [.makeView(parent: nil)]
            if nested { steps.append(.makeView(parent: 0)) }
            let view = nested ? 1 : 0
            if let parent = timings.0 { steps.append(.setTiming(view: 0, parent)) }
            // The scrubbed layer's own timing, set before: the scrubber takes its speed and offset over.
            if let own = timings.1 { steps.append(.setTiming(view: view, own)) }
            func technique(_ operation: TechniqueStep.Operation, _ target: Int = view) -> Step {
                .technique(TechniqueStep(operation, view: target, variant: variant))
            }
            steps.append(.setModelValue(view: view, keyPath: "x", value: 5))
            steps.append(
                .technique(
                    TechniqueStep(.installScrubber(key: "s"), view: view, variant: variant, animation: animation)))
            // Moves left before the store by hand of the parent, still kept, is restored.
            var held: Int?
            for move in moves {
                switch move {
                case .pauseAncestor, .resumeAncestor, .speedAncestor, .heldStore: if held != nil { continue }
                default: break
                }
                switch move {
                case .scrub(let f): steps.append(technique(.scrub(to: f * d)))
                case .release: steps.append(technique(.releaseScrub))
                case .advance(let by): steps.append(.advance(by: by))
                case .pauseAncestor: steps.append(technique(.pause, 0))
                case .resumeAncestor: steps.append(technique(.resume, 0))
                case .speedAncestor(let s): steps.append(technique(.changeSpeed(s), 0))
                case .windowTrip: steps += [.detach(view: 0), .attach(view: 0)]
                case .trip(let trip): steps += trip.steps
                case .heldStore(let count):
                    steps.append(technique(.store, 0))
                    held = count + 1
                }
                if let left = held {
                    held = left > 1 ? left - 1 : nil
                    if held == nil { steps.append(technique(.restore, 0)) }
                }
            }
            if held != nil { steps.append(technique(.restore, 0)) }
            return Script(steps + [technique(.scrub(to: last * d)), .advance(by: 0.25)])
        }
    }

    /// A reinstalled animation of every kind with every timing field on a view that may have
    /// its own timing, maybe a second one (maybe under the same key, replacing the first), then
    /// advances, pauses and speed changes of the view, and trips of every kind, overlapping ones
    /// included.
    static func reinstallRepetitionScript(_ capabilities: EngineCapabilities, variant: String) -> Gen<Script> {
        let move: Gen<ReinstallMove> = Gen.frequency([
            (3, Gen.element(of: [0.5, 1, 0.25, 2, 3]).map { .advance($0) }),
            // Window trips first: they are the shorter scripts the shrinker moves towards.
            (2, LawGen.delta.optional.map { .windowTrip($0) }),
            (2, LawGen.delta.optional.map { .backgroundTrip($0) }),
            (1, LawGen.techniqueTrip.map { .trip($0) }),
            (1, Gen.constant(.pause)), (1, Gen.constant(.resume)),
            (1, LawGen.speedChange(capabilities).map { .speed($0) }),
            (
                1,
                Gen.zip(Gen.element(of: ["r", "q"]), LawGen.timedAnimation(capabilities)).map { .install($0.0, $0.1) }
            ),
            (1, LawGen.techniqueTrip.map { .storedTrip($0) }),
        ])
        return Gen.zip(
            LawGen.timedAnimation(capabilities), LawGen.ownTiming(capabilities).optional, move.array(count: 2...6),
            Gen.element(of: [0.5, 0.25, 1]).optional
        )
        .map { animation, timing, moves, tail in
            var steps: [Step] = [.makeView(parent: nil)]
            if let timing { steps.append(.setTiming(view: 0, timing)) }
            func technique(_ operation: TechniqueStep.Operation, _ animation: Animation? = nil) -> Step {
                .technique(TechniqueStep(operation, view: 0, variant: variant, animation: animation))
            }
            steps += [
                .setModelValue(view: 0, keyPath: "x", value: 5), technique(.reinstall(key: "r"), animation),
                .advance(by: 0),
            ]
            for move in moves {
                switch move {
                case .advance(let by): steps.append(.advance(by: by))
                case .backgroundTrip(let away): steps += TechniqueTrip.background(away).steps
                case .windowTrip(let away): steps += TechniqueTrip.window(away).steps
                case .trip(let trip): steps += trip.steps
                case .pause: steps.append(technique(.pause))
                case .resume: steps.append(technique(.resume))
                case .speed(let speed): steps.append(technique(.changeSpeed(speed)))
                case .install(let key, let animation): steps.append(technique(.reinstall(key: key), animation))
                case .storedTrip(let trip): steps += [technique(.store)] + trip.steps + [technique(.restore)]
                }
            }
            return Script(steps + (tail.map { [.advance(by: 0), .advance(by: $0)] } ?? []))
        }
    }
}
