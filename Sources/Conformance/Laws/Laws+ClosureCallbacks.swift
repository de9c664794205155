import ConformanceOracles
import Generators
import Lifecycle
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Closure callbacks across any number of trips.
    static let closureCallbacks: [Law] = [
        Law(
            id: "CB-7",
            statement:
                "A closure-callback animation of any kind with any timing calls its start closure exactly once (never when it was removed for good before it began) and its completion closure exactly once across any number of trips (never while it runs forever): finished true when it ran to its end, false when it was removed for good before.",
            evidence: .doc, source: "SEMANTICS §6.1–§6.2, §8.3, §8.6; seed \"Closure-based CAAnimationDelegate\"",
            rationale:
                "Completion closures chain app logic across every trip the app makes; a start that repeats after a restore, or a completion that fires on the second trip's removal, runs that logic twice.",
            generator:
                "a parent and maybe a child, each maybe with its own timing, with preservers at one or two depths, closure-callback animations of every kind with every timing field, a reinstalled animation, 1–4 trips of every kind (overlapping ones included), maybe a removal for good, a drain",
            requires: [.delegates],
            catchesVariants: ["completion.forwardEveryStop"],
            { capabilities, variant in closureRepetitionScript(capabilities, variant: variant) },
            check: { script, context in try checkClosureCallbacks(script, context) }
        ).requiringEvidence(.callbacks)
    ]

    static func closureRepetitionScript(_ capabilities: EngineCapabilities, variant: String) -> Gen<Script> {
        let nested = capabilities.contains(.nestedLayers)
        let add = Gen.zip(Gen.int(in: 0...(nested ? 1 : 0)), LawGen.timedAnimation(capabilities, negativeSpeeds: true))
        let timings = Gen.zip(
            LawGen.layerTiming(allowZero: false).optional,
            nested ? LawGen.layerTiming(allowZero: false).optional : Gen.constant(nil))
        return Gen.zip(
            Gen.zip(Gen.int(in: 1...(nested ? 3 : 1)), Gen.bool, timings), add.array(count: 1...3),
            Gen.zip(Gen.int(in: 0...3), Gen.bool), LawGen.techniqueTrip.array(count: 1...4)
        ).map { head, adds, removal, trips in
            let (preserve, withReinstall, timings) = head
            let hasChild = nested && (preserve & 2 != 0 || adds.contains { $0.0 == 1 } || timings.1 != nil)
            var steps: [Step] = [.makeView(parent: nil)]
            if hasChild { steps.append(.makeView(parent: 0)) }
            if let root = timings.0 { steps.append(.setTiming(view: 0, root)) }
            if hasChild, let own = timings.1 { steps.append(.setTiming(view: 1, own)) }
            func technique(_ operation: TechniqueStep.Operation, _ view: Int, animation: Animation? = nil) -> Step {
                .technique(TechniqueStep(operation, view: view, variant: variant, animation: animation))
            }
            // The root is always preserved (the closures' copies must survive the trips); the child maybe too.
            steps.append(technique(.preserve, 0))
            if hasChild && preserve & 2 != 0 { steps.append(technique(.preserve, 1)) }
            let keys = ["a", "b", "c"]
            for (index, (view, animation)) in adds.enumerated() {
                steps.append(technique(.addWithClosures(key: keys[index]), hasChild ? view : 0, animation: animation))
            }
            if withReinstall {
                var spinner = Animation.basic("y", from: 0, to: 1, duration: 1)
                spinner.timing.repeatCount = .infinity
                steps.append(technique(.reinstall(key: "r"), 0, animation: spinner))
            }
            steps.append(.advance(by: 0))
            // Maybe one closure animation is removed for good before the trips.
            if removal.1, removal.0 < adds.count {
                steps.append(.removeAnimation(view: hasChild ? adds[removal.0].0 : 0, key: keys[removal.0]))
            }
            for trip in trips {
                steps += trip.steps
                steps.append(.advance(by: 0.125))
            }
            return Script(steps + [.advance(by: closureDrain)])
        }
    }

    /// Counts each closure animation's closure calls over the whole run against what its copy
    /// must do (SEMANTICS §6.1–§6.2): one start unless it was removed for good before its
    /// active period began; one completion, finished false when it was removed for good before
    /// its active period ended, true when its period is finite, none when it runs forever.
    /// When and whether a copy had begun or ended at its removal comes from ``TechniqueOracle``.
    /// Every stored copy under a closure key carries the caller's fields (read with
    /// `animation(forKey:)` after each step); its begin time is the caller's unless that is 0.
    /// Without `inspectingCopies` the copies are not read and the run may come from the context's
    /// memo of traces.
    static func checkClosureCallbacks(
        _ script: Script, _ context: LawContext, startsToo: Bool = true, inspectingCopies: Bool = true
    ) throws {
        var mismatch: (step: Int, what: String)?
        let closures: [(view: Int, key: String, animation: Animation)] = script.steps.compactMap { step in
            guard case .technique(let technique) = step, case .addWithClosures(let key) = technique.operation,
                let animation = technique.animation
            else { return nil }
            return (technique.view, key, animation)
        }
        let inspect: (Int, Host<AnyTimingEngine>, [Host<AnyTimingEngine>.View]) -> Void = { index, host, views in
            guard mismatch == nil else { return }
            for closure in closures where closure.view < views.count {
                guard let stored = host.engine.animation(forKey: closure.key, of: views[closure.view].layer) else {
                    continue
                }
                let copy = stored.withoutIdentity
                var expected = closure.animation.withoutIdentity
                if expected.timing.beginTime == 0 { expected.timing.beginTime = copy.timing.beginTime }
                if copy != expected {
                    mismatch = (
                        index,
                        "the copy under \"\(closure.key)\" on v\(closure.view) is \(SwiftLiteral.animation(copy)), expected the caller's \(SwiftLiteral.animation(expected))"
                    )
                }
            }
        }
        let trace = try inspectingCopies ? context.run(script, inspect: inspect) : context.run(script)
        if let mismatch { throw LawViolation(mismatch.what, step: mismatch.step, observed: trace) }
        var oracle = TechniqueOracle(profile: context.profile)
        for (index, step) in script.steps.enumerated() {
            defer { if trace.steps[index].stepNote == nil { oracle.apply(step) } else { oracle.applyNoted(step) } }
            guard case .technique(let technique) = step, case .addWithClosures(let key) = technique.operation,
                trace.steps[index].stepNote == nil, let animation = technique.animation
            else { continue }
            // Where the copy stood when the app removed it for good, if it did.
            var removal: (begun: Bool, ended: Bool)?
            var ahead = oracle
            ahead.apply(step)
            for later in script.steps[(index + 1)...] {
                if later == .removeAnimation(view: technique.view, key: key) {
                    let now = ahead.localTime(technique.view)
                    if let copy = ahead.copy(technique.view, key), copy.isCommitted {
                        let elapsed = (now - copy.animation.timing.beginTime) * abs(copy.animation.timing.speed)
                        removal = (elapsed >= -1e-9, ahead.hasEnded(copy.animation, at: now))
                    } else {
                        // Gone already (it completed), or never committed.
                        removal = ahead.copy(technique.view, key) == nil ? (true, true) : (false, false)
                    }
                    break
                }
                ahead.apply(later)
            }
            let endless = ValueOracle.activeDuration(animation.timing, profile: context.profile).isInfinite
            let expectedStarts = removal.map { $0.begun ? 1 : 0 } ?? 1
            let expectedCompletions: [Bool] =
                removal.map { $0.ended ? [true] : [false] } ?? (endless ? [] : [true])
            let heard = trace.callbacks.filter { $0.copy == index && $0.viaClosure }
            context.count(.callbacks, max(heard.count, 1))
            let starts = heard.filter { $0.kind == .didStart }.count
            let completions = heard.compactMap { record -> Bool? in
                if case .didStop(let finished) = record.kind { return finished } else { return nil }
            }
            if startsToo && starts != expectedStarts {
                throw LawViolation(
                    "the closure animation \(key) added at step \(index) called its start closure \(starts) times, expected \(expectedStarts)",
                    step: index, observed: trace)
            }
            // A profile that reports a retained copy's end only at its removal may never report it.
            let unreported =
                context.profile.retainedCompletion == .atRemoval && !animation.isRemovedOnCompletion
                && expectedCompletions == [true] && completions.isEmpty
            if completions != expectedCompletions && !unreported {
                let why =
                    removal.map { $0.ended ? "it ended before its removal" : "it was removed for good" }
                    ?? (endless ? "it runs forever" : "it ran to its end")
                throw LawViolation(
                    "the closure animation \(key) added at step \(index) completed with finished \(completions), expected \(expectedCompletions) (\(why))",
                    step: index, observed: trace)
            }
        }
    }
}
