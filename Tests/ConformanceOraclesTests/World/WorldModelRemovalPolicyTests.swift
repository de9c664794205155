import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

@testable import ConformanceOracles

/// The host's removal policy as the app sets it (SEMANTICS.md §7.1): the system's removals take
/// every animation, or spare the retained ones; the model follows the setting as it stands at
/// each removal.
@Suite struct WorldModelRemovalPolicyTests {
    /// v0 holds "kept" (opacity 0 → 4 over 4 s, retained) and "gone" (position.x 0 → 8 over 4 s).
    ///
    /// - Step 4: both start at the render at 1 (application order, §6.3): opacity 1, x 2.
    /// - Step 5: v0 leaves its window while the policy spares retained animations: only "gone"
    ///   is taken (keys ["kept"]; x back to its model value 0, opacity still 1).
    /// - Step 6: "gone" hears didStop(false) at the next render's beginning (§6.2); "kept" is
    ///   2 s in: opacity 2.
    /// - Steps 7–9: the policy back to all, a trip takes "kept" too (keys []), which hears
    ///   didStop(false) at step 10.
    static var script: Script {
        var kept = Animation.basic("opacity", from: 0, to: 4, duration: 4)
        kept.isRemovedOnCompletion = false
        return [
            .makeView(parent: nil),  // 0
            .host(.setRemovalPolicy(sparesRetained: true)),  // 1
            .add(view: 0, key: "kept", animation: kept),  // 2
            .add(view: 0, key: "gone", animation: .basic("position.x", from: 0, to: 8, duration: 4)),  // 3
            .advance(by: 1),  // 4
            .detach(view: 0),  // 5
            .advance(by: 1),  // 6
            .host(.setRemovalPolicy(sparesRetained: false)),  // 7
            .attach(view: 0),  // 8
            .detach(view: 0),  // 9
            .advance(by: 0),  // 10
        ]
    }

    @Test func theModelFollowsThePolicyAtEachRemoval() throws {
        let model = WorldModel(profile: .coreAnimation)
        model.prepare(Self.script)
        let predictions = Self.script.steps.enumerated().map { model.apply($1, index: $0) }
        #expect(model.lostReason == nil)
        let expected: [(step: Int, keyPath: String, value: Double)] = [
            (4, "opacity", 1), (4, "position.x", 2), (5, "opacity", 1), (5, "position.x", 0), (6, "opacity", 2),
            (9, "opacity", 0),
        ]
        for (step, keyPath, value) in expected {
            let predicted = try #require(predictions[step].values[0][keyPath], "step \(step) \(keyPath)")
            #expect(abs(predicted - value) < 1e-9, "step \(step) \(keyPath): \(predicted)")
        }
        #expect(predictions[5].keys[0] == ["kept"])
        #expect(predictions[9].keys[0] == [])
    }

    @Test func theReferenceEngineAndHostAreHeardAsPredicted() {
        let run = WorldModelTrace(Self.script)
        #expect(run.lostReason == nil)
        #expect(run.observed[4] == ["didStart v0.kept#2", "didStart v0.gone#3"])
        #expect(run.observed[6] == ["didStop(false) v0.gone#3"])
        #expect(run.observed[10] == ["didStop(false) v0.kept#2"])
        for step in run.observed.indices {
            #expect(run.predicted[step] == run.observed[step], "step \(step)")
        }
    }
}
