import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// A tree of 1–3 views (a chain a third of the time), each maybe with timing of its own
    /// (speed 0 included: a technique can start below a paused layer), 1–3 animations of every
    /// kind with every timing field (``LawGen/timedAnimation(_:)``), and an advance that commits
    /// them (optional unless `committed`). Everything optional shrinks away.
    ///
    /// `then` draws what follows for the number of views made; the setup's steps come first.
    static func techniqueSetup<T>(
        _ capabilities: EngineCapabilities, committed: Bool = false, then: (_ views: Int) -> Gen<T>
    ) -> Gen<([Step], T)> {
        LawGen.withDeepTree(maxViews: 3, nested: capabilities.contains(.nestedLayers)) { count in
            let timings = LawGen.timings(count: count, LawGen.layerTiming(allowZero: true))
            let add = LawGen.timedAdd(viewsBelow: count, capabilities)
            return Gen.zip(
                timings, add.array(count: 1...3), LawGen.delta.array(count: (committed ? 1 : 0)...1), then(count))
        }.map { tree, parts in
            let (timings, adds, deltas, rest) = parts
            return (tree + timings + adds + deltas.map { .advance(by: $0) }, rest)
        }
    }

    /// Setup, then pause (maybe after a no-op resume, maybe twice), a paused interval, resume
    /// (maybe twice), then advances.
    static func pauseScript(_ capabilities: EngineCapabilities, variant: String) -> Gen<Script> {
        // Committed first: a commit inside the paused interval would rightly change the values.
        techniqueSetup(capabilities, committed: true) { count in
            Gen.zip(
                LawGen.view(below: count), Gen.zip(Gen.bool, Gen.bool, Gen.bool),
                LawGen.delta.array(count: 0...2), LawGen.delta.array(count: 1...3))
        }
        .map { setup, parts in
            let (view, extras, paused, after) = parts
            func technique(_ operation: TechniqueStep.Operation) -> Step {
                .technique(TechniqueStep(operation, view: view, variant: variant))
            }
            var steps = setup
            if extras.0 { steps.append(technique(.resume)) }
            steps.append(technique(.pause))
            if extras.1 { steps.append(technique(.pause)) }
            steps += paused.map { .advance(by: $0) }
            steps.append(technique(.resume))
            if extras.2 { steps.append(technique(.resume)) }
            return Script(steps + after.map { .advance(by: $0) })
        }
    }

    /// Setup, then a speed change on one view, then maybe advances.
    static func speedChangeScript(_ capabilities: EngineCapabilities, variant: String) -> Gen<Script> {
        techniqueSetup(capabilities, committed: true) { count in
            Gen.zip(LawGen.view(below: count), LawGen.speedChange(capabilities), LawGen.delta.array(count: 0...2))
        }.map { setup, parts in
            let (view, speed, after) = parts
            return Script(
                setup + [.technique(TechniqueStep(.changeSpeed(speed), view: view, variant: variant))]
                    + after.map { .advance(by: $0) })
        }
    }

    /// Setup with view 0 preserved or stored by hand, a background or window round trip, restore.
    static func storeScript(_ capabilities: EngineCapabilities, variant: String, window: Bool) -> Gen<Script> {
        Gen.zip(
            techniqueSetup(capabilities) { _ in Gen.constant(()) }.map(\.0), Gen.bool, Gen.bool,
            Gen.zip(LawGen.delta.array(count: 0...1), LawGen.delta.array(count: 1...3))
        )
        .map { setup, automatic, storeTwice, deltas in
            func technique(_ operation: TechniqueStep.Operation) -> Step {
                .technique(TechniqueStep(operation, view: 0, variant: variant))
            }
            let leave: [Step] = window ? [.detach(view: 0)] : [.resignActive, .enterBackground]
            let back: [Step] = window ? [.attach(view: 0)] : [.enterForeground, .becomeActive]
            let away = deltas.0.map { Step.advance(by: $0) }
            var steps: [Step]
            if automatic {
                // The preserver is set up before anything runs, as a view owner would.
                steps = [setup[0], technique(.preserve)] + setup.dropFirst() + leave + away + back
            } else {
                steps = setup + [technique(.store)] + leave
                if storeTwice { steps.append(technique(.store)) }
                steps += away + back + [technique(.restore)]
            }
            return Script(steps + deltas.1.map { .advance(by: $0) })
        }
    }

    /// A scrubber of an animation of every kind with every timing field, on a view that may
    /// have its own timing (inside a parent with timing when nesting is supported: a paused one
    /// included, frozen by its speed 0 or by the pauser, and stored by hand around a trip),
    /// maybe scrubbed in its install transaction, then scrubs (inside, at the ends and outside
    /// the animation), advances and trips of every kind.
    static func scrubScript(_ capabilities: EngineCapabilities, variant: String) -> Gen<Script> {
        let variants = variant == "correct" ? ["correct", "scrub.deferredOffset"] : [variant]
        let nested = capabilities.contains(.nestedLayers)
        var phases: [(Int, Gen<ScrubPhase>)] = [
            (3, LawGen.scrubFraction.map { ScrubPhase.scrub($0) }),
            (3, Gen.element(of: [0.25, 0, 0.5]).map { ScrubPhase.advance($0) }),
            (1, Gen.constant(ScrubPhase.windowTrip)),
            (1, LawGen.techniqueTrip.map { ScrubPhase.trip($0) }),
        ]
        if nested {
            // What the parent does is dropped when the scrubbed view has no parent.
            phases += [
                (2, Gen.constant(ScrubPhase.pauseParent)), (1, Gen.constant(ScrubPhase.resumeParent)),
                (1, LawGen.techniqueTrip.map { ScrubPhase.storedTrip($0) }),
            ]
        }
        let phase = Gen.frequency(phases)
        // The parent's timing: speed 0 included, so the scrubbed view may sit under a paused
        // ancestor from the start (SEMANTICS §1.1: its local time is its own offset all the same).
        let timings = Gen.zip(
            nested
                ? LawGen.layerTiming(allowZero: true, allowNegative: capabilities.contains(.negativeSpeed)).optional
                : Gen.constant(nil),
            LawGen.ownTiming(capabilities).optional)
        return Gen.zip(
            Gen.zip(Gen.element(of: variants), timings), LawGen.timedAnimation(capabilities),
            Gen.zip(LawGen.scrubFraction.optional, Gen.bool, LawGen.scrubFraction), phase.array(count: 0...6)
        )
        .map { head, animation, start, phases in
            let (variant, timings) = head
            let d = animation.timing.duration
            var steps: [Step] = [.makeView(parent: nil)]
            let view = timings.0 == nil ? 0 : 1
            if let parent = timings.0 { steps += [.makeView(parent: 0), .setTiming(view: 0, parent)] }
            if let own = timings.1 { steps.append(.setTiming(view: view, own)) }
            func scrub(_ fraction: Double) -> Step {
                .technique(TechniqueStep(.scrub(to: fraction * d), view: view, variant: variant))
            }
            if start.1 { steps.append(.setModelValue(view: view, keyPath: "x", value: 5)) }
            steps.append(
                .technique(
                    TechniqueStep(.installScrubber(key: "s"), view: view, variant: variant, animation: animation)))
            if let first = start.0 { steps.append(scrub(first)) }
            for phase in phases {
                switch phase {
                case .scrub(let fraction): steps.append(scrub(fraction))
                case .advance(let by): steps.append(.advance(by: by))
                case .windowTrip: steps += [.detach(view: 0), .attach(view: 0)]
                case .trip(let trip): steps += trip.steps
                case .pauseParent where view == 1:
                    steps.append(.technique(TechniqueStep(.pause, view: 0, variant: variant)))
                case .resumeParent where view == 1:
                    steps.append(.technique(TechniqueStep(.resume, view: 0, variant: variant)))
                case .storedTrip(let trip) where view == 1:
                    steps.append(.technique(TechniqueStep(.store, view: 0, variant: variant)))
                    steps += trip.steps
                    steps.append(.technique(TechniqueStep(.restore, view: 0, variant: variant)))
                case .pauseParent, .resumeParent, .storedTrip: break
                }
            }
            // Always a last scrub and a frame after it, so every script has a progress to check.
            return Script(steps + [scrub(start.2), .advance(by: 0.25)])
        }
    }

    /// A preserved view with closure-callback animations of every kind with every timing field,
    /// views that may have their own timing, lifecycle trips of every kind (maybe all inside a
    /// store by hand of the tree, made before them and still kept until the restore after them),
    /// then a long advance.
    static func closureScript(_ capabilities: EngineCapabilities, variant: String) -> Gen<Script> {
        let nested = capabilities.contains(.nestedLayers)
        let add = Gen.zip(Gen.int(in: 0...(nested ? 1 : 0)), LawGen.timedAnimation(capabilities, negativeSpeeds: true))
        let timings = Gen.zip(
            LawGen.layerTiming(allowZero: false).optional,
            nested ? LawGen.layerTiming(allowZero: false).optional : Gen.constant(nil))
        return Gen.zip(
            Gen.zip(Gen.bool, timings, Gen.bool), add.array(count: 1...2), LawGen.delta.array(count: 0...1),
            LawGen.techniqueTrip.array(count: 1...2)
        )
        .map { head, adds, before, trips in
            let (child, timings, stored) = head
            var steps: [Step] = [.makeView(parent: nil)]
            let hasChild = nested && (child || adds.contains { $0.0 == 1 } || timings.1 != nil)
            if hasChild { steps.append(.makeView(parent: 0)) }
            if let root = timings.0 { steps.append(.setTiming(view: 0, root)) }
            if hasChild, let own = timings.1 { steps.append(.setTiming(view: 1, own)) }
            steps.append(.technique(TechniqueStep(.preserve, view: 0, variant: variant)))
            // One key per animation: a same-key replacement would rightly stop the first unfinished.
            for (index, (view, animation)) in adds.enumerated() {
                steps.append(
                    .technique(
                        TechniqueStep(
                            .addWithClosures(key: ["a", "b"][index]), view: hasChild ? view : 0, variant: variant,
                            animation: animation)))
            }
            steps += before.map { .advance(by: $0) }
            if stored { steps.append(.technique(TechniqueStep(.store, view: 0, variant: variant))) }
            for trip in trips { steps += trip.steps }
            if stored { steps.append(.technique(TechniqueStep(.restore, view: 0, variant: variant))) }
            // Long enough for every finite animation (60 s of its layer's time at most, at a
            // quarter of media time's pace) to run to its end.
            return Script(steps + [.advance(by: closureDrain)])
        }
    }

    /// The last advance of the closure-callback scripts: past the end of every finite animation
    /// ``LawGen/timedAnimation(_:)`` draws (5 s × 3 repeats × 2 for autoreverse ÷ speed 0.5, from
    /// a begin time of at most 3) on a layer at a quarter of media time's pace (two levels at 0.5).
    static let closureDrain = 1024.0

    /// A reinstalled animation of every kind with every timing field, on a view that may have
    /// its own timing, advances, a trip of any kind (maybe inside a store by hand made before
    /// the advances and kept until the restore after the trip), advances.
    static func reinstallScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        Gen.zip(
            Gen.zip(LawGen.timedAnimation(capabilities), LawGen.ownTiming(capabilities).optional, Gen.bool),
            LawGen.techniqueTrip, Gen.element(of: [0.5, 1, 2, 3]),
            Gen.element(of: [0.5, 0.25, 1]).array(count: 1...3)
        )
        .map { head, trip, before, after in
            let (animation, timing, stored) = head
            var steps: [Step] = [.makeView(parent: nil)]
            if let timing { steps.append(.setTiming(view: 0, timing)) }
            steps += [
                .setModelValue(view: 0, keyPath: "x", value: 5),
                .technique(TechniqueStep(.reinstall(key: "r"), view: 0, animation: animation)),
                .advance(by: 0),
            ]
            if stored { steps.append(.technique(TechniqueStep(.store, view: 0))) }
            steps += [.advance(by: before)] + trip.steps
            if stored { steps.append(.technique(TechniqueStep(.restore, view: 0))) }
            return Script(steps + [.advance(by: 0)] + after.map { .advance(by: $0) })
        }
    }
}

/// One phase of a scrubbing script.
enum ScrubPhase {
    case scrub(Double)
    case advance(Double)
    case windowTrip
    case trip(TechniqueTrip)
    /// The pauser pauses the scrubbed view's parent.
    case pauseParent
    /// The pauser resumes the scrubbed view's parent.
    case resumeParent
    /// A store by hand of the parent's tree, a trip, the restore.
    case storedTrip(TechniqueTrip)
}

/// A technique script split into the part before its interruption, the interruption, and after;
/// with the never-interrupted twin that metamorphic technique laws compare against.
struct TechniquePlan {
    let script: Script
    /// The first and last step of the interruption (technique calls and lifecycle events).
    let block: ClosedRange<Int>
    /// The view whose technique calls the script makes.
    let target: Int

    init?(_ script: Script) {
        func interrupts(_ step: Step) -> Bool {
            switch step {
            case .technique(let technique): return technique.operation != .preserve
            case .resignActive, .enterBackground, .enterForeground, .becomeActive, .detach, .attach: return true
            default: return false
            }
        }
        guard let first = script.steps.firstIndex(where: interrupts),
            let last = script.steps.lastIndex(where: interrupts)
        else { return nil }
        self.script = script
        self.block = first...last
        if case .technique(let technique) = script.steps[first] { target = technique.view } else { target = 0 }
    }

    /// The script with the interruption and the time spent in it cut out.
    var twin: Script {
        Script(Array(script.steps[..<block.lowerBound]) + Array(script.steps[(block.upperBound + 1)...]))
    }

    /// After the interruption, the subtree of `root` shows the values, local times and keys the
    /// never-interrupted twin shows at the same point; for a pause, it is frozen throughout.
    func expectContinuity(_ context: LawContext, subtreeOf root: Int) throws {
        let trace = try context.run(script)
        let expected = try context.run(twin)
        var model = LayerTreeModel()
        for step in script.steps[..<block.lowerBound] { model.apply(step) }
        let subtree = model.views.indices.filter { model.isInside($0, root) }
        let shift = block.count
        let before = block.lowerBound - 1
        let pausesOnly = script.steps[block].allSatisfy {
            if case .technique(let t) = $0 { return t.operation == .pause || t.operation == .resume }
            if case .advance = $0 { return true }
            return false
        }
        for index in script.steps.indices where index > before {
            let observed = trace.steps[index]
            let reference: StepObservation
            let what: String
            if index <= block.upperBound {
                guard pausesOnly else { continue }
                reference = (try trace.observation(before))
                what = "while interrupted"
            } else {
                reference = expected.steps[index - shift]
                what = "after the interruption, against the never-interrupted run"
            }
            for view in subtree {
                for (k, path) in trace.keyPaths.enumerated() {
                    try context.expect(
                        observed.value(view: view, keyPath: k), equals: reference.value(view: view, keyPath: k),
                        "v\(view).\(path) \(what)", step: index, trace: trace)
                }
                if index > block.upperBound {
                    try context.expect(
                        observed.localTime(ofView: view), equals: reference.localTime(ofView: view),
                        "local time of v\(view) \(what)", step: index, trace: trace)
                    if observed.keys(ofView: view) != reference.keys(ofView: view) {
                        throw LawViolation(
                            "keys of v\(view) are \(observed.keys(ofView: view)) \(what), expected \(reference.keys(ofView: view))",
                            step: index, observed: trace)
                    }
                }
            }
        }
    }
}
