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
}

/// One move of a reinstalling script.
enum ReinstallMove {
    case advance(Double)
    case backgroundTrip(Double?)
    case windowTrip(Double?)
}

extension LawCatalog {
    /// Scrubbing and reinstalling used again and again.
    static let scrubAndReinstall: [Law] = [
        Law(
            id: "TECH-10",
            statement:
                "A scrubbed animation shows the progress it was scrubbed to, plays on continuously from there after a release at the pace of its ancestors' time, and obeys the next scrub, again and again, while an ancestor is paused, resumed or sped up.",
            evidence: .inferred, source: "SEMANTICS §1.1, §8.1, §8.5; seed \"Glitch of iOS Interactive Animation\"",
            rationale:
                "Interactive transitions alternate between the finger and the animation; a release that jumps, or a scrub that ignores a paused container, shows as a snap.",
            generator:
                "a view (inside a parent with timing when nesting is supported) with a scrubber, then scrubs, releases, advances, pauses, resumes and speed changes of the parent, window trips, a last scrub",
            catchesVariants: [],
            { capabilities, variant in scrubRepetitionScript(capabilities, variant: variant) },
            check: { script, context in try checkScrubRepetition(script, context) }),
        Law(
            id: "TECH-11",
            statement:
                "A reinstalled animation comes back after every trip during which it was running, restarting at the first frame after its return, and an animation that completed before a trip stays completed.",
            evidence: .folk, source: "SEMANTICS §8.4; seed \"アニメーションを止めるな！\"",
            rationale:
                "A spinner re-added on every return must come back every time, not only the first; a finished one-shot that replays on every tab switch is a visible bug.",
            generator: "a reinstalled animation of 0.5–4 s, then 2–6 advances, background trips and window trips",
            catchesVariants: ["reinstall.reAddCompleted"],
            { _, variant in reinstallRepetitionScript(variant: variant) },
            check: { script, context in try checkReinstallRepetition(script, context) }),
    ]

    /// The scrubbed view: the child when there is one.
    private static func scrubbedView(_ script: Script) -> Int { script.viewCount - 1 }

    static func scrubRepetitionScript(_ capabilities: EngineCapabilities, variant: String) -> Gen<Script> {
        let nested = capabilities.contains(.nestedLayers)
        let fraction = Gen.element(of: [0.5, 0.25, 0.75, 0.125])
        var moves: [(Int, Gen<ScrubMove>)] = [
            (4, fraction.map { .scrub($0) }),
            (3, Gen.constant(.release)),
            (4, Gen.element(of: [0.25, 0.5, 0, 1]).map { .advance($0) }),
            (1, Gen.constant(.windowTrip)),
        ]
        if nested {
            moves += [
                (2, Gen.constant(.pauseAncestor)), (2, Gen.constant(.resumeAncestor)),
                (1, Gen.element(of: [2.0, 0.5]).map { .speedAncestor($0) }),
            ]
        }
        let parentTiming = nested ? LawGen.layerTiming(allowZero: false).optional : Gen.constant(nil)
        return Gen.zip(LawGen.fromTo("x"), parentTiming, Gen.frequency(moves).array(count: 1...10), fraction)
            .map { animation, timing, moves, last in
                let d = animation.timing.duration
                var steps: [Step] = [.makeView(parent: nil)]
                if nested { steps.append(.makeView(parent: 0)) }
                let view = nested ? 1 : 0
                if let timing { steps.append(.setTiming(view: 0, timing)) }
                func technique(_ operation: TechniqueStep.Operation, _ target: Int = view) -> Step {
                    .technique(TechniqueStep(operation, view: target, variant: variant))
                }
                steps.append(.setModelValue(view: view, keyPath: "x", value: 5))
                steps.append(
                    .technique(
                        TechniqueStep(.installScrubber(key: "s"), view: view, variant: variant, animation: animation)))
                var released = false
                for move in moves {
                    switch move {
                    case .scrub(let f):
                        steps.append(technique(.scrub(to: f * d)))
                        released = false
                    case .release:
                        steps.append(technique(.releaseScrub))
                        released = true
                    case .advance(let by): steps.append(.advance(by: by))
                    case .pauseAncestor: steps.append(technique(.pause, 0))
                    case .resumeAncestor: steps.append(technique(.resume, 0))
                    case .speedAncestor(let s): steps.append(technique(.changeSpeed(s), 0))
                    case .windowTrip:
                        // A trip takes the scrubber, not a playing animation, out and back.
                        guard !released else { continue }
                        steps += [.detach(view: 0), .attach(view: 0)]
                    }
                }
                return Script(steps + [technique(.scrub(to: last * d)), .advance(by: 0.25)])
            }
    }

    /// Follows the scrubbed progress as a clock held at each scrub and running from the release at
    /// the parent's pace (the parent's own clock from pauses and speed changes), and compares the
    /// scrubbed value at every step, and the parent's local time.
    static func checkScrubRepetition(_ script: Script, _ context: LawContext) throws {
        let trace = try context.run(script)
        let view = scrubbedView(script)
        var parent = TechniqueOracle.Clock()
        var progress = TechniqueOracle.Clock()
        progress.hold(.paused, at: 0)
        var lastScrub = 0.0
        var installed = false
        // An install takes effect at the next commit, which the next advance makes.
        var committed = false
        var values: (from: Double, to: Double, duration: Double)?
        var now = 0.0
        func parentTime() -> Double { view == 0 ? now : parent.local(now) }
        for (index, step) in script.steps.enumerated() {
            switch step {
            case .setTiming(0, let timing):
                parent = TechniqueOracle.Clock(
                    anchorParent: timing.beginTime, anchorLocal: timing.timeOffset, rate: timing.speed)
            case .advance(let by):
                now += by
                committed = true
                if let values, installed, progress.local(parentTime()) >= values.duration { installed = false }
            case .detach:
                installed = false
            case .attach:
                // The scrubber puts its animation back, held at the last progress set.
                installed = true
                committed = false
                progress = TechniqueOracle.Clock()
                progress.hold(.paused, at: 0)
                progress.frozen = lastScrub
            case .technique(let technique):
                switch technique.operation {
                case .installScrubber:
                    guard let animation = technique.animation, case .basic(let basic) = animation.kind,
                        let from = basic.from, let to = basic.to
                    else { throw LawViolation("a scrubber needs a from–to animation") }
                    values = (from, to, animation.timing.duration)
                    installed = true
                    committed = false
                case .scrub(let to):
                    lastScrub = to
                    progress = TechniqueOracle.Clock()
                    progress.hold(.paused, at: 0)
                    progress.frozen = to
                case .releaseScrub: progress.release(.paused, at: parentTime())
                case .pause: parent.hold(.paused, at: now)
                case .resume: parent.release(.paused, at: now)
                case .changeSpeed(let s): parent.setRate(s, at: now)
                default: break
                }
            default: break
            }
            guard let values else { continue }
            let shown = progress.local(parentTime())
            let expected =
                installed && committed ? values.from + (values.to - values.from) * shown / values.duration : 5
            try context.expect(
                trace.steps[index].value(view: view, keyPath: 0), equals: expected,
                "v\(view).x at progress \(Trace.format(shown))\(installed ? "" : " (animation gone)")", step: index,
                trace: trace)
            if view == 1 {
                try context.expect(
                    trace.steps[index].localTime(ofView: 0), equals: parent.local(now),
                    "local time of the scrubber's parent v0", step: index, trace: trace)
            }
        }
    }

    static func reinstallRepetitionScript(variant: String) -> Gen<Script> {
        let move: Gen<ReinstallMove> = Gen.frequency([
            (3, Gen.element(of: [0.5, 1, 0.25, 2, 3]).map { .advance($0) }),
            // Window trips first: they are the shorter scripts the shrinker moves towards.
            (2, LawGen.delta.optional.map { .windowTrip($0) }),
            (2, LawGen.delta.optional.map { .backgroundTrip($0) }),
        ])
        return Gen.zip(
            LawGen.fromTo("x"), Gen.element(of: [4.0, 1, 0.5]), move.array(count: 2...6),
            Gen.element(of: [0.5, 0.25, 1]).optional
        )
        .map { animation, duration, moves, tail in
            var animation = animation
            animation.timing.duration = duration
            var steps: [Step] = [
                .makeView(parent: nil), .setModelValue(view: 0, keyPath: "x", value: 5),
                .technique(TechniqueStep(.reinstall(key: "r"), view: 0, variant: variant, animation: animation)),
                .advance(by: 0),
            ]
            for move in moves {
                switch move {
                case .advance(let by): steps.append(.advance(by: by))
                case .backgroundTrip(let away):
                    steps +=
                        [.resignActive, .enterBackground] + (away.map { [.advance(by: $0)] } ?? []) + [
                            .enterForeground, .becomeActive,
                        ]
                case .windowTrip(let away):
                    steps += [.detach(view: 0)] + (away.map { [.advance(by: $0)] } ?? []) + [.attach(view: 0)]
                }
            }
            return Script(steps + (tail.map { [.advance(by: 0), .advance(by: $0)] } ?? []))
        }
    }

    /// Follows the reinstalled animation: stamped at the commit after each (re-)add, gone at its
    /// end or at a removal, back after a removal that found it running; compares keys and values.
    static func checkReinstallRepetition(_ script: Script, _ context: LawContext) throws {
        let trace = try context.run(script)
        var animation: Animation?
        var onLayer = false
        var begin: Double?
        var runningAtRemoval = false
        var now = 0.0
        for (index, step) in script.steps.enumerated() {
            switch step {
            case .technique(let technique):
                animation = technique.animation
                onLayer = true
                begin = nil
            case .advance(let by):
                if onLayer && begin == nil { begin = now }
                now += by
                if let begin, let animation, onLayer, now - begin >= animation.timing.duration { onLayer = false }
            case .enterBackground, .detach:
                runningAtRemoval = runningAtRemoval || onLayer
                onLayer = false
                begin = nil
            case .enterForeground, .attach:
                if runningAtRemoval {
                    onLayer = true
                    begin = nil
                }
                runningAtRemoval = false
            default: break
            }
            guard let animation, case .basic(let values) = animation.kind, let from = values.from, let to = values.to
            else { continue }
            let keys = trace.steps[index].keys(ofView: 0)
            if keys != (onLayer ? ["r"] : []) {
                throw LawViolation(
                    "keys of v0 are \(keys), expected \(onLayer ? "[\"r\"]" : "none") (\(onLayer ? "running or reinstalled" : "completed or removed"))",
                    step: index, observed: trace)
            }
            let expected = onLayer && begin != nil ? from + (to - from) * (now - begin!) / animation.timing.duration : 5
            try context.expect(
                trace.steps[index].value(view: 0, keyPath: 0), equals: expected,
                "v0.x \(begin.map { "\(Trace.format(now - $0)) s after its last (re)start" } ?? "without a running animation")",
                step: index, trace: trace)
        }
    }
}
