import Generators
import Lifecycle
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

@testable import ConformanceOracles

/// A plain sublayer (`Step.makeSublayer`), a layer the app adds under a view's layer that backs
/// no view: timed through its parent's chain, stripped with its view's subtree when the view
/// leaves its window (the host walks the layer tree), under either removal policy.
@Suite struct WorldModelPlainSublayerTests {
    /// v0 a root, v1 its subview at speed 2, l2 a plain sublayer of v1, l3 a plain sublayer of l2;
    /// l2 holds "kept" (opacity 0 → 8 over 8 s, retained) and "gone" (position.x 0 → 8 over 8 s).
    ///
    /// Worked by hand (local time = (parent time − beginTime) × speed + timeOffset, SEMANTICS §1):
    /// - Step 8: the commit stamps both at l2's local time 0 (media 0: v0 0, v1 0 × 2 = 0, l2 0);
    ///   the render at media 1 puts v0 at 1, v1 at 2, l2 and l3 at 2: opacity 2/8 × 8 = 2, x 2.
    /// - Step 9: the pauser pauses v0 at its local time 1 (speed 0, timeOffset 1): a paused ancestor.
    /// - Step 10: the render at media 2 leaves every local time where it was: l2 at 2, opacity 2, x 2.
    /// - Step 11: v0 leaves its window; the system's removal walks the layer tree, so l2 is
    ///   stripped: under `sparesRetained` only "gone" goes (keys ["kept"], x back to its model
    ///   value 0, opacity still 2); under the default policy both go (keys [], opacity 0).
    /// - Step 12: the render at media 3 delivers "gone"'s didStop(false) (and "kept"'s under the
    ///   default policy); l2 is still at 2 behind its paused ancestor.
    static func script(sparesRetained: Bool) -> Script {
        var kept = Animation.basic("opacity", from: 0, to: 8, duration: 8)
        kept.isRemovedOnCompletion = false
        return [
            .makeView(parent: nil),  // 0: v0
            .makeView(parent: 0),  // 1: v1
            .setTiming(view: 1, LayerTiming(speed: 2)),  // 2
            .makeSublayer(parent: 1),  // 3: l2
            .makeSublayer(parent: 2),  // 4: l3
            .host(.setRemovalPolicy(sparesRetained: sparesRetained)),  // 5
            .add(view: 2, key: "kept", animation: kept),  // 6
            .add(view: 2, key: "gone", animation: .basic("position.x", from: 0, to: 8, duration: 8)),  // 7
            .advance(by: 1),  // 8
            .technique(TechniqueStep(.pause, view: 0)),  // 9
            .advance(by: 1),  // 10
            .detach(view: 0),  // 11
            .advance(by: 1),  // 12
        ]
    }

    @Test(arguments: [true, false]) func theModelTimesAndStripsAPlainSublayer(sparesRetained: Bool) throws {
        let script = Self.script(sparesRetained: sparesRetained)
        let model = WorldModel(profile: .coreAnimation)
        model.prepare(script)
        let predictions = script.steps.enumerated().map { model.apply($1, index: $0) }
        #expect(model.lostReason == nil)
        let times: [(step: Int, layer: Int, time: Double)] = [
            (8, 0, 1), (8, 1, 2), (8, 2, 2), (8, 3, 2), (10, 0, 1), (10, 1, 2), (10, 2, 2), (12, 2, 2), (12, 3, 2),
        ]
        for (step, layer, time) in times {
            let predicted = try #require(predictions[step].localTimes[layer], "step \(step) layer \(layer)")
            #expect(abs(predicted - time) < 1e-9, "step \(step) layer \(layer): \(predicted)")
        }
        let stripped = sparesRetained ? 2.0 : 0
        let values: [(step: Int, keyPath: String, value: Double)] = [
            (8, "opacity", 2), (8, "position.x", 2), (10, "opacity", 2), (10, "position.x", 2),
            (11, "opacity", stripped), (11, "position.x", 0), (12, "opacity", stripped),
        ]
        for (step, keyPath, value) in values {
            let predicted = try #require(predictions[step].values[2][keyPath], "step \(step) \(keyPath)")
            #expect(abs(predicted - value) < 1e-9, "step \(step) \(keyPath): \(predicted)")
        }
        #expect(predictions[10].keys[2] == ["kept", "gone"])
        #expect(predictions[11].keys[2] == (sparesRetained ? ["kept"] : []))
        // The plain layer is no view: a host call that needs one is a no-op on it.
        let query = model.apply(.host(.query(view: 2)), index: script.steps.count)
        #expect(query.isNoOp == true)
    }

    @Test(arguments: [true, false]) func theReferenceEngineAndHostShowWhatTheModelPredicts(sparesRetained: Bool) {
        let script = Self.script(sparesRetained: sparesRetained)
        let run = WorldModelTrace(script)
        #expect(run.lostReason == nil)
        #expect(run.observed[8] == ["didStart v2.kept#6", "didStart v2.gone#7"])
        #expect(
            run.observed[12]
                == (sparesRetained
                    ? ["didStop(false) v2.gone#7"] : ["didStop(false) v2.kept#6", "didStop(false) v2.gone#7"]))
        for step in run.observed.indices { #expect(run.predicted[step] == run.observed[step], "step \(step)") }
        let trace = ScriptDriver.run(script, on: ReferenceEngine())
        #expect(trace.steps[11].keys(ofView: 2) == (sparesRetained ? ["kept"] : []))
        #expect(trace.steps[12].localTime(ofView: 3) == 2)
    }

    /// A host whose window leave spares layers that back no view keeps "gone" (and "kept") on
    /// l2 at step 11, which the model does not predict: the fault shows at the leave itself.
    @Test(arguments: [true, false]) func aWindowLeaveThatSparesPlainLayersIsSeen(sparesRetained: Bool) {
        let script = Self.script(sparesRetained: sparesRetained)
        let model = WorldModel(profile: .coreAnimation)
        model.prepare(script)
        let predictions = script.steps.enumerated().map { model.apply($1, index: $0) }
        let faulty = ScriptDriver.run(script, on: ReferenceEngine(), hostFaults: .windowLeaveSkipsViewlessSublayers)
        #expect(faulty.steps[11].keys(ofView: 2) == ["kept", "gone"])
        #expect(predictions[11].keys[2] != faulty.steps[11].keys(ofView: 2))
    }
}
