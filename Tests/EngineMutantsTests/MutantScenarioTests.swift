import Conformance
import EngineMutants
import Generators
import MediaTiming
import Scripts
import Testing

/// Catalog mutants show the behaviour their description states, through the public contract,
/// and differ from the correct engine and from each other there.
@Suite struct MutantScenarioTests {
    /// The keys listed on view 0 after each step of `script` on the named mutant (or the
    /// reference engine for `nil`).
    func keys(_ name: String?, _ script: Script) throws -> [[String]] {
        try trace(name, script).steps.map { $0.keys(ofView: 0) }
    }

    /// The trace of `script` on the named mutant, or on the reference engine for `nil`.
    func trace(_ name: String?, _ script: Script) throws -> Trace {
        guard let name else { return EngineFactory.reference().run(script) }
        let mutant = try #require(MutantCatalog.all.first { $0.name == name })
        return EngineFactory(name: name) { mutant.makeEngine() }.run(script)
    }

    /// The value of `keyPath` on view 0 after each step.
    func values(_ name: String?, _ script: Script, _ keyPath: String) throws -> [Double] {
        let trace = try trace(name, script)
        let k = try #require(trace.keyPaths.firstIndex(of: keyPath))
        return trace.steps.map { $0.viewCount > 0 ? $0.value(view: 0, keyPath: k) : .nan }
    }

    @Test func removalOneFrameLateRemovesAtTheNextRenderAndNeverDoesNot() throws {
        // One second from 0; the render at 1.5 completes it; the next render (even at the same
        // time) is "one render after".
        let script = Script([
            .makeView(parent: nil), .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 1)),
            .commit, .advance(by: 1.5), .advance(by: 0), .advance(by: 0.5),
        ])
        // Keys after each step: makeView, add, commit, render at 1.5, render at 1.5, render at 2.
        #expect(try keys(nil, script) == [[], ["a"], ["a"], [], [], []])
        #expect(try keys("removal-one-frame-late", script) == [[], ["a"], ["a"], ["a"], [], []])
        #expect(try keys("removal-never", script) == [[], ["a"], ["a"], ["a"], ["a"], ["a"]])
    }

    @Test func aPresentationCacheKeptOverTimingEditsShowsTheOldTimingUntilARender() throws {
        // Opacity 0 → 1 over 1 s from 0: at 0.5 it reads 0.5. The layer's speed set to 1.5 (its
        // begin and offset 0) puts its local time at 0.75 at once: 0.75. The cache kept over the
        // timing edit (written blind, the clone's bug) answers 0.5 until the render at the same
        // instant; the per-frame cache, dropped only at renders, is told apart by a model edit.
        let script = Script([
            .makeView(parent: nil), .add(view: 0, key: "a", animation: .basic("opacity", from: 0, to: 1, duration: 1)),
            .advance(by: 0.5), .setTiming(view: 0, LayerTiming(speed: 1.5)), .advance(by: 0),
            .setModelValue(view: 0, keyPath: "position.x", value: 3),
        ])
        #expect(try values(nil, script, "opacity").suffix(3) == [0.75, 0.75, 0.75])
        #expect(
            try values("blind-presentation-stale-after-timing-edit", script, "opacity").suffix(3) == [0.5, 0.75, 0.75])
        // The model edit drops this mutant's cache: position.x reads 3 at once.
        #expect(try values(nil, script, "position.x").last == 3)
        #expect(try values("blind-presentation-stale-after-timing-edit", script, "position.x").last == 3)
        // The per-frame cache keeps the model edit's old value until a render.
        #expect(try values("presentation-cached-per-frame", script, "position.x").last == 0)
    }

    @Test func aClearedCompletionBlockThatIsIgnoredWaitsForTheAnimationsAfterTheClear() throws {
        // A block, a one-second animation, a clear, a three-second animation, all at 0. The block
        // waits for the first alone: it runs at the render at 1.5. Ignoring the clear, it waits
        // for the second too and runs only at the render at 3.5.
        let script = Script([
            .makeView(parent: nil), .setCompletionBlock,
            .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 1, duration: 1)),
            .clearCompletionBlock, .add(view: 0, key: "b", animation: .basic("y", from: 0, to: 1, duration: 3)),
            .commit, .advance(by: 1.5), .advance(by: 2),
        ])
        func blockSteps(_ name: String?) throws -> [Int] {
            try trace(name, script).steps.indices.filter { index in
                try trace(name, script).steps[index].callbacks.contains { $0.kind == .transactionCompleted }
            }
        }
        #expect(try blockSteps(nil) == [6])
        #expect(try blockSteps("completion-block-clear-ignored") == [7])
    }

    @Test func nestedTransactionMutantsApplyAtTheNestedCommitOrKeepItsDuration() throws {
        // A nested transaction with duration 2 adds x 5 → 6 (duration 0: the transaction's); after
        // its commit the enclosing transaction adds y 0 → 1 (duration 0: 0.25 again); the outer
        // commit stamps both at 0. After the nested commit nothing shows yet: x is its model value
        // 0. At 0.5, x = 5 + 0.5/2 = 5.25 and y, over after 0.25, is gone: 0.
        let script = Script([
            .makeView(parent: nil), .beginTransaction, .setTransactionDuration(2),
            .add(view: 0, key: "a", animation: .basic("x", from: 5, to: 6, duration: 0)), .commit,
            .add(view: 0, key: "b", animation: .basic("y", from: 0, to: 1, duration: 0)), .commit, .advance(by: 0.5),
        ])
        #expect(try values(nil, script, "x")[4] == 0)
        #expect(try values(nil, script, "x").last == 5.25)
        #expect(try values(nil, script, "y").last == 0)
        // Nesting nothing, the nested commit commits: x shows its from value at once.
        #expect(try values("nested-transactions-flattened", script, "x")[4] == 5)
        // Keeping the nested duration, y runs for 2 s: at 0.5 it is 0.25.
        #expect(try values("nested-duration-kept", script, "y").last == 0.25)
        #expect(try values("nested-duration-kept", script, "x").last == 5.25)
    }
}
