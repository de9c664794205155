import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// One trip of a closure-callback script.
enum ClosureTrip {
    case background(Double?)
    case window(Double?)
    /// Leave the window, resign, come back while inactive, background, return.
    case mixed
}

extension LawCatalog {
    /// Closure callbacks across any number of trips.
    static let closureCallbacks: [Law] = [
        Law(
            id: "CB-7",
            statement:
                "A closure-callback animation calls its start closure exactly once and its completion closure exactly once across any number of trips: finished true when it ran to its end, false when it was removed for good.",
            evidence: .doc, source: "SEMANTICS §6.1–§6.2, §8.3, §8.6; seed \"Closure-based CAAnimationDelegate\"",
            rationale:
                "Completion closures chain app logic across every trip the app makes; a start that repeats after a restore, or a completion that fires on the second trip's removal, runs that logic twice.",
            generator:
                "a parent and maybe a child with preservers at one or two depths, closure-callback animations, a reinstalled animation, 1–4 background, window and mixed trips, maybe a removal for good, a drain",
            requires: [.delegates],
            catchesVariants: ["completion.forwardEveryStop"],
            { capabilities, variant in closureRepetitionScript(capabilities, variant: variant) },
            check: { script, context in try checkClosureCallbacks(script, context) }
        ).requiringEvidence(.callbacks)
    ]

    static func closureRepetitionScript(_ capabilities: EngineCapabilities, variant: String) -> Gen<Script> {
        let nested = capabilities.contains(.nestedLayers)
        let away = Gen.element(of: [0.5, 1, 0.25]).optional
        let trip: Gen<ClosureTrip> = Gen.frequency([
            (3, away.map { .background($0) }), (3, away.map { .window($0) }), (1, Gen.constant(.mixed)),
        ])
        let add = Gen.zip(Gen.int(in: 0...(nested ? 1 : 0)), LawGen.fromTo("x"))
        return Gen.zip(
            Gen.zip(Gen.int(in: 1...(nested ? 3 : 1)), Gen.bool), add.array(count: 1...3),
            Gen.zip(Gen.int(in: 0...3), Gen.bool), trip.array(count: 1...4)
        ).map { head, adds, removal, trips in
            let (preserve, withReinstall) = head
            let hasChild = nested && (preserve & 2 != 0 || adds.contains { $0.0 == 1 })
            var steps: [Step] = [.makeView(parent: nil)]
            if hasChild { steps.append(.makeView(parent: 0)) }
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
                switch trip {
                case .background(let away):
                    steps +=
                        [.resignActive, .enterBackground] + (away.map { [.advance(by: $0)] } ?? []) + [
                            .enterForeground, .becomeActive,
                        ]
                case .window(let away):
                    steps += [.detach(view: 0)] + (away.map { [.advance(by: $0)] } ?? []) + [.attach(view: 0)]
                case .mixed:
                    steps += [
                        .detach(view: 0), .resignActive, .attach(view: 0), .enterBackground, .enterForeground,
                        .becomeActive,
                    ]
                }
                steps.append(.advance(by: 0.125))
            }
            // Long enough for every closure animation (4 s at most, held still while away) to end.
            return Script(steps + [.advance(by: 20)])
        }
    }

    /// Counts each closure animation's closure calls over the whole run.
    static func checkClosureCallbacks(_ script: Script, _ context: LawContext) throws {
        let trace = try context.run(script)
        for (index, step) in script.steps.enumerated() {
            guard case .technique(let technique) = step, case .addWithClosures(let key) = technique.operation,
                trace.steps[index].stepNote == nil
            else { continue }
            let removedForGood = script.steps[index...].contains {
                $0 == .removeAnimation(view: technique.view, key: key)
            }
            let heard = trace.callbacks.filter { $0.copy == index && $0.viaClosure }
            context.count(.callbacks, max(heard.count, 1))
            let starts = heard.filter { $0.kind == .didStart }.count
            let completions = heard.compactMap { record -> Bool? in
                if case .didStop(let finished) = record.kind { return finished } else { return nil }
            }
            if starts != 1 {
                throw LawViolation(
                    "the closure animation \(key) added at step \(index) called its start closure \(starts) times, expected once",
                    step: index, observed: trace)
            }
            if completions != [!removedForGood] {
                throw LawViolation(
                    "the closure animation \(key) added at step \(index) completed with finished \(completions), expected once with finished \(!removedForGood)\(removedForGood ? " (it was removed for good)" : " (it ran to its end)")",
                    step: index, observed: trace)
            }
        }
    }
}
