import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

@testable import ConformanceOracles

/// `flush()` as the app calls it (SEMANTICS.md §2.4, §2.9): at the top level it commits at
/// once; inside a nested transaction it waits for the last nested commit, which then commits
/// the outermost transaction with the layer's timing as it stands then; inside a next-turn
/// block it commits what the block added.
@Suite struct WorldModelFlushTests {
    /// v0 (linear, timeOffset 1 from step 5 on, so its local time is media time + 1).
    ///
    /// - Step 4: "a" (opacity 1 → 5 over 4 s) was added inside a nested transaction; the flush
    ///   waits, so nothing is applied: opacity 0, the model value.
    /// - Step 6: the nested commit is the last one, so the flush commits now, at media 1, with
    ///   the timing set at step 5: "a" is stamped at 1 + 1 = 2 and shows its start, 1.
    /// - Step 7 (media 2, local 3): "a" is 1 s in: 1 + 4 · 1/4 = 2.
    /// - Step 9: "b" (position.x 10 → 20 over 2 s) flushed at the top level, at media 2: stamped
    ///   at local 3, it shows 10 at once (without the flush it would wait for step 10's commit).
    /// - Step 10 (media 3, local 4): "a" 2 s in, 1 + 4 · 2/4 = 3; "b" 1 s in, 10 + 10 · 1/2 = 15.
    /// - Step 13 (media 4, local 5): "a" 3 s in, 4; "b" is over and leaves (position.x 0); the
    ///   next-turn block, run after the render, adds "c" (position.y 7 → 9) and flushes it:
    ///   stamped at local 5, it shows 7 in the step's observation.
    static var script: Script {
        [
            .makeView(parent: nil),  // 0
            .advance(by: 1),  // 1
            .beginTransaction,  // 2
            .add(view: 0, key: "a", animation: .basic("opacity", from: 1, to: 5, duration: 4)),  // 3
            .flush,  // 4
            .setTiming(view: 0, LayerTiming(timeOffset: 1)),  // 5
            .commit,  // 6
            .advance(by: 1),  // 7
            .add(view: 0, key: "b", animation: .basic("position.x", from: 10, to: 20, duration: 2)),  // 8
            .flush,  // 9
            .advance(by: 1),  // 10
            .host(.scheduleOnNextTurn),  // 11
            .reentrant(
                .nextTurn,
                [.add(view: 0, key: "c", animation: .basic("position.y", from: 7, to: 9, duration: 2)), .flush]),  // 12
            .advance(by: 1),  // 13
        ]
    }

    @Test func theModelPredictsEachFlush() throws {
        let model = WorldModel(profile: .coreAnimation)
        model.prepare(Self.script)
        let predictions = Self.script.steps.enumerated().map { model.apply($1, index: $0) }
        #expect(model.lostReason == nil)
        let expected: [(step: Int, keyPath: String, value: Double)] = [
            (4, "opacity", 0), (6, "opacity", 1), (7, "opacity", 2), (9, "position.x", 10), (10, "opacity", 3),
            (10, "position.x", 15), (13, "opacity", 4), (13, "position.x", 0), (13, "position.y", 7),
        ]
        for (step, keyPath, value) in expected {
            let predicted = try #require(predictions[step].values[0][keyPath], "step \(step) \(keyPath)")
            #expect(abs(predicted - value) < 1e-9, "step \(step) \(keyPath): \(predicted)")
        }
    }

    @Test func theReferenceEngineIsHeardAsPredicted() throws {
        let run = WorldModelTrace(Self.script)
        #expect(run.lostReason == nil)
        for step in run.observed.indices {
            #expect(run.predicted[step] == run.observed[step], "step \(step)")
        }
        let trace = ScriptDriver.run(Self.script, on: ReferenceEngine())
        let opacity = try #require(trace.keyPaths.firstIndex(of: "opacity"))
        let y = try #require(trace.keyPaths.firstIndex(of: "position.y"))
        #expect(trace.steps[4].values[0][opacity] == 0)
        #expect(abs(trace.steps[6].values[0][opacity] - 1) < 1e-9)
        #expect(abs(trace.steps[13].values[0][y] - 7) < 1e-9)
    }
}
