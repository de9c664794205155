import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

@testable import ConformanceOracles

/// The world model through a layer with the rest of `CAMediaTiming` (SEMANTICS.md §1.3): its
/// time wraps, mirrors and fills for its sublayers' animations, values the contract corrects are
/// read at their correction, and a value it refuses is refused.
@Suite struct WorldModelBoundedLayerTests {
    /// v0 is bounded: duration 2, autoreversing (one cycle of 4 s: §3.1, §3.2), filled forwards.
    /// v1 inside it holds "a": opacity from 2 to 6 over 4 s, so its value is 2 + (its time).
    ///
    /// - Step 4: the commit at media time 0 stamps "a" at v1's time then, 0 (§2.5); the render
    ///   at 0.5 hears its didStart; v0 gives 0.5, so opacity 2.5.
    /// - Step 5 (media 3): v0's time has passed its turn at 2 and mirrors, 4 − 3 = 1 (§3.5):
    ///   opacity 3. Every time v1 went through lies in [0, 2], before "a"'s end at 4: no callback.
    /// - Step 6 (media 5): v0 is past its active period (5 ≥ 4) and holds its last instant,
    ///   the end of the backward leg, 0 (§4.1, §4.2): opacity 2, still no callback.
    /// - Step 7: a NaN duration is refused, the layer unchanged (`setTiming`'s contract).
    /// - Step 8: a duration of −1 is read as unbounded (§1.3): v0 gives its linear time, 5, and
    ///   v1 too, past "a"'s active period; "a" is not filled, so opacity shows the model value 0.
    /// - Step 9: the render at 5 finds "a" over: didStop(true), and it leaves its layer (§4.3).
    static var script: Script {
        [
            .makeView(parent: nil),  // 0
            .setTiming(view: 0, LayerTiming(duration: 2, autoreverses: true, fillMode: .forwards)),  // 1
            .makeView(parent: 0),  // 2
            .add(view: 1, key: "a", animation: .basic("opacity", from: 2, to: 6, duration: 4)),  // 3
            .advance(by: 0.5),  // 4
            .advance(by: 2.5),  // 5
            .advance(by: 2),  // 6
            .setTiming(view: 0, LayerTiming(duration: .nan)),  // 7
            .setTiming(view: 0, LayerTiming(duration: -1)),  // 8
            .advance(by: 0),  // 9
        ]
    }

    @Test func valuesAndCallbacksFollowTheBoundedAncestor() throws {
        let model = WorldModel(profile: .coreAnimation)
        model.prepare(Self.script)
        let predictions = Self.script.steps.enumerated().map { model.apply($1, index: $0) }
        #expect(model.lostReason == nil)
        let expected: [Int: Double] = [4: 2.5, 5: 3, 6: 2, 7: 2, 8: 0]
        for (step, value) in expected {
            let predicted = try #require(predictions[step].values[1]["opacity"], "step \(step)")
            #expect(abs(predicted - value) < 1e-9, "step \(step): \(predicted)")
        }
        #expect(predictions[4].events?.count == 1)
        #expect(predictions[5].events == [])
        #expect(predictions[6].events == [])
        #expect(predictions[9].events?.count == 1)
        #expect(predictions[7].isNoOp == true)
        #expect(predictions[8].isNoOp == false)
        // convertTime stays linear through the bounded layer (§1.3): v1's local time is media time.
        #expect(predictions[6].localTimes[1] == 5)
        #expect(predictions[9].keys[1] == [])
    }

    @Test func theReferenceEngineIsHeardAsPredicted() {
        let run = WorldModelTrace(Self.script)
        #expect(run.lostReason == nil)
        #expect(run.observed[4] == ["didStart v1.a#3"])
        #expect(run.observed[9] == ["didStop(true) v1.a#3"])
        let trace = ScriptDriver.run(Self.script, on: ReferenceEngine())
        #expect(trace.steps[7].refusedByEngine)
        #expect(trace.steps[8].note == nil)
        #expect(abs(trace.steps[5].values[1][0] - 3) < 1e-9)
        for step in run.observed.indices {
            #expect(run.predicted[step] == run.observed[step], "step \(step)")
        }
    }

    /// A render across a turn of a bounded layer whose time does pass a copy's end there is not
    /// decided: v0 (duration 1, repeating forever) wraps at 1, and "a" (0.75 s) ends before it.
    @Test func aTurnThatAnEdgeLiesOnIsNotPredicted() {
        let script: Script = [
            .makeView(parent: nil),  // 0
            .setTiming(view: 0, LayerTiming(duration: 1, repeatCount: .infinity)),  // 1
            .add(view: 0, key: "a", animation: .basic("opacity", from: 0, to: 1, duration: 0.75)),  // 2
            .advance(by: 0.5),  // 3
            .advance(by: 1),  // 4: the time went 0.5 → 1 (turn) → 0.5, through "a"'s end at 0.75
        ]
        let model = WorldModel(profile: .coreAnimation)
        model.prepare(script)
        let predictions = script.steps.enumerated().map { model.apply($1, index: $0) }
        #expect(predictions[3].events?.count == 1)
        #expect(predictions[4].events == nil)
    }
}
