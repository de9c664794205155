import Generators
import MediaTiming
import Scripts
import Testing

@testable import Conformance

/// While a failure shrinks, a script already run, or a prefix of one, costs the engine no run.
@Suite struct TraceMemoTests {
    static var script: Script {
        [
            .makeView(parent: nil),
            .add(view: 0, key: "a", animation: Animation.basic("x", from: 0, to: 4, duration: 2)),
            .advance(by: 0.5),
            .advance(by: 1),
            .setModelValue(view: 0, keyPath: "x", value: 3),
        ]
    }

    /// A context over the reference engine whose memo is on, with its ledger.
    func context() -> (LawContext, EvidenceLedger, TraceMemo) {
        let ledger = EvidenceLedger()
        let memo = TraceMemo()
        memo.setEnabled(true)
        let context = LawContext(
            engine: .reference(), reference: .reference(), tolerance: 1e-9, profile: nil, evidence: ledger, traces: memo
        )
        return (context, ledger, memo)
    }

    @Test func aPrefixOfAScriptRunBeforeIsItsTraceCutShort() throws {
        let (context, ledger, _) = context()
        _ = try context.run(Self.script)
        #expect(ledger.engineRuns == 1)
        let prefix = Script(Array(Self.script.steps.prefix(3)))
        let answered = try context.run(prefix)
        #expect(ledger.engineRuns == 1)
        // The prefix's own run, on a new engine outside the memo, is what the memo must give.
        #expect(answered == EngineFactory.reference().run(prefix))
        #expect(answered.steps.count == 3)
        // The value at 0.5 s into a 2 s animation from 0 to 4, worked by hand: 1.
        #expect(answered.steps[2].values[0][0] == 1)
    }

    @Test func theSameScriptInALaterCheckCostsNoRun() throws {
        let (context, ledger, memo) = context()
        let first = try context.run(Self.script)
        memo.beginCheck()
        let second = try context.run(Self.script)
        #expect(ledger.engineRuns == 1)
        #expect(first == second)
    }

    @Test func theSameScriptTwiceInOneCheckRunsTwice() throws {
        // DET-1 runs a script twice and compares: a memo answering the second run would make
        // every engine deterministic.
        let (context, ledger, memo) = context()
        _ = try context.run(Self.script)
        memo.beginCheck()
        _ = try context.run(Self.script)
        _ = try context.run(Self.script)
        #expect(ledger.engineRuns == 2)
    }

    @Test func aLongerScriptOrOneWithOtherStepsRuns() throws {
        let (context, ledger, _) = context()
        _ = try context.run(Script(Array(Self.script.steps.prefix(3))))
        _ = try context.run(Self.script)
        #expect(ledger.engineRuns == 2)
        var changed = Self.script.steps
        changed[2] = .advance(by: 0.25)
        _ = try context.run(Script(Array(changed.prefix(3))))
        #expect(ledger.engineRuns == 3)
    }

    @Test func aPrefixNamingOtherKeyPathsRuns() throws {
        // The driver reads every key path a script names after each step, and reads are calls
        // the engine sees: a prefix that names fewer is not the longer run cut short.
        let (context, ledger, _) = context()
        var longer = Self.script.steps
        longer.append(.setModelValue(view: 0, keyPath: "opacity", value: 0.5))
        _ = try context.run(Script(longer))
        _ = try context.run(Self.script)
        #expect(ledger.engineRuns == 2)
    }

    @Test func aFailureAboutToBeReportedNeedsARunOfExactlyItsScript() throws {
        // In whole-runs-only mode (the runner's last check of the script it reports) a prefix is
        // not answered from the longer run, while a script run whole before is.
        let (context, ledger, memo) = context()
        _ = try context.run(Self.script)
        memo.beginCheck()
        memo.setWholeRunsOnly(true)
        _ = try context.run(Script(Array(Self.script.steps.prefix(3))))
        #expect(ledger.engineRuns == 2)
        _ = try context.run(Self.script)
        #expect(ledger.engineRuns == 2)
    }

    @Test func anOffMemoRunsEveryScript() throws {
        let (context, ledger, memo) = context()
        memo.setEnabled(false)
        _ = try context.run(Self.script)
        _ = try context.run(Self.script)
        #expect(ledger.engineRuns == 2)
    }
}
