import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Laws that compare whole traces: determinism and agreement with the reference engine.
    static let agreement: [Law] = [
        Law(
            id: "DET-1",
            statement: "Running the same script twice on fresh engines gives identical traces.",
            evidence: .inferred, source: "SEMANTICS §1.2 (the caller owns the clock)",
            rationale:
                "Every failure this suite reports is replayed from a token; a nondeterministic engine makes failures unreproducible.",
            generator:
                "random lifecycle scripts of every step kind (the everything preset), mixed with the timing, callback and removal generators",
            { capabilities in mixedScript(capabilities) },
            check: { script, context in
                let first = try context.run(script)
                let second = try context.run(script)
                context.count(.values, first.comparedNumberCount)
                context.count(.callbacks, first.callbacks.count)
                if let difference = second.firstDifference(from: first, tolerance: 0) {
                    var violation = LawViolation(
                        "the second run differs: \(difference)", step: difference.step, expected: first,
                        observed: second)
                    // The table shows the two runs compared, not the reference engine's trace.
                    violation.observedLabel = "second run"
                    violation.expectedLabel = "first run"
                    violation.showsNondeterminism = true
                    throw violation
                }
            }),
        Law(
            id: "REF-1",
            statement:
                "The engine's trace equals the reference engine's (configured with the engine's profile) within the tolerance.",
            evidence: .inferred, source: "SEMANTICS (all rules); the reference engine",
            rationale:
                "The catch-all: any behaviour the targeted laws miss still shows as a disagreement with the reference model.",
            generator:
                "random lifecycle scripts of every step kind (the everything preset), mixed with the timing, callback and removal generators",
            // A transaction duration SEMANTICS §2.3 leaves open is never drawn (see
            // `Script.withoutOpenTransactionDurations`).
            { capabilities in mixedScript(capabilities).map(\.withoutOpenTransactionDurations) },
            check: { script, context in
                let observed = try context.run(script)
                var expected = context.runReference(script)
                // An exact turn under a negative speed (SEMANTICS §3.6) and a finished copy before
                // its removal (§4.3) are open, not asserted: where the traces differ, each step may
                // show either reading, so it is compared with the one it agrees with.
                if script.hasNegativeSpeed
                    || observed.firstDifference(from: expected, tolerance: context.tolerance) != nil
                {
                    let twins = context.engine.referenceTwinsReadingOpenPoints(
                        profile: context.profile, negativeSpeed: script.hasNegativeSpeed)
                    for twin in twins {
                        expected = expected.stepwise(
                            matching: observed, orElse: twin.run(script), tolerance: context.tolerance)
                    }
                }
                try context.expect(trace: observed, equals: expected, "disagrees with the reference", script: script)
            }),
    ]

    /// Random lifecycle scripts of every step kind the engine supports, mixed with the targeted
    /// generators, for whole-trace comparisons.
    static func mixedScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        Gen.frequency([
            // Ended by a render, so that every script's last changes are observed.
            (
                3,
                ScriptGenerators.script(ScriptOptions.everything.restricted(to: capabilities)).map {
                    Script($0.steps + [.advance(by: 0.5)])
                }
            ),
            (1, timingScript(capabilities, animated: true)),
            (1, callbackScript(capabilities)),
            (1, removalScript(capabilities, background: true)),
            (1, singleAnimationScript(futureBegin: false)),
            (
                capabilities.isSuperset(of: [.layerMediaTiming, .fillModes, .retainedAnimations]) ? 1 : 0,
                boundedLayerScript(capabilities)
            ),
        ])
    }
}
