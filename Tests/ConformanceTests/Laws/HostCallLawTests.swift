import Generators
import Lifecycle
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

@testable import Conformance

/// LIFE-4 on a hand-worked script, on the correct host and on hosts with planted faults.
@Suite struct HostCallLawTests {
    /// v0 a root of w0 with v1 inside; observers of v1 (step 2), of the app (steps 3 and 4) and of
    /// frames (step 5); a second window; v0 moved to it; a block for the next turn; a render; a
    /// trip to the background and back; a query about v1; an add and a resign.
    static var script: Script {
        Script([
            .makeView(parent: nil),  // 0: v0 in w0
            .makeView(parent: 0),  // 1: v1 in v0
            .host(.observe(view: 1)),  // 2
            .host(.observe(view: nil)),  // 3
            .host(.observe(view: nil)),  // 4
            .host(.observeFrames),  // 5
            .host(.makeWindow),  // 6: w1
            .add(view: 1, key: "a", animation: Animation.basic("x", from: 0, to: 1, duration: 4)),  // 7
            .host(.attach(view: 0, window: 1)),  // 8
            .host(.scheduleOnNextTurn),  // 9
            .advance(by: 0.5),  // 10
            .host(.moveToBackground),  // 11
            .host(.removeObserver(1)),  // 12: the first app observer (step 3's)
            .host(.moveToForeground),  // 13
            .host(.query(view: 1)),  // 14
            .add(view: 0, key: "b", animation: Animation.basic("x", from: 0, to: 1, duration: 4)),  // 15
            .resignActive,  // 16: v0 keeps "b" (SEMANTICS §7.1: only the background strips)
        ])
    }

    static func heard(_ trace: Trace, _ step: Int) -> [String] {
        trace.steps[step].callbacks.compactMap { record in
            if case .host(let text) = record.kind { return "#\(record.copy) \(text)" }
            return nil
        }
    }

    @Test func theDriverRecordsWhatTheHostSaysAsDocumented() {
        let trace = ScriptDriver.run(Self.script, on: ReferenceEngine())
        // Step 8: v0's subtree [v0, v1] leaves w0 (willMove(nil) each, removal, didMove(nil) each),
        // then joins w1 (willMove(w1) each, didMove(w1) each); only v1 is observed (by step 2).
        #expect(
            Self.heard(trace, 8) == ["#2 willMove(nil)", "#2 didMove(nil)", "#2 willMove(w1)", "#2 didMove(w1)"])
        // Leaving w0 removed v1's animation, although v1 is in a window again.
        #expect(trace.steps[8].keys(ofView: 1).isEmpty)
        // Step 10 renders at 0 + 0.5: the frame observer, then the block scheduled at step 9.
        #expect(Self.heard(trace, 10) == ["#5 frame 0.5", "#9 next turn"])
        // Step 11 from active: willResignActive then didEnterBackground, to both app observers in turn.
        #expect(
            Self.heard(trace, 11) == [
                "#3 willResignActive", "#4 willResignActive", "#3 didEnterBackground", "#4 didEnterBackground",
            ])
        // Step 13, after removing observer 1 (step 3's): only step 4's hears the way back.
        #expect(Self.heard(trace, 13) == ["#4 willEnterForeground", "#4 didBecomeActive"])
        let answers = Self.heard(trace, 14)
        for expected in [
            "#14 superview(of: v1) = v0", "#14 window(of: v1) = w1", "#14 rootViews(of: w0) = []",
            "#14 rootViews(of: w1) = [v0]", "#14 contains(w2) = false", "#14 layer(of: w2) = nil",
            "#14 subtree(of: v1) = [v1]", "#14 isInWindow(v1) = true",
        ] {
            #expect(answers.contains(expected), "\(expected) not in \(answers)")
        }
        #expect(Self.heard(trace, 16) == ["#4 willResignActive"])
        #expect(trace.steps[16].keys(ofView: 0) == ["b"])
    }

    @Test func theLawHoldsOnTheHostAndNamesPlantedHostFaults() throws {
        let law = try #require(LawCatalog.law("LIFE-4"))
        let correct = LawContext(engine: .reference(), reference: .reference(), tolerance: 1e-6)
        try law.verify(Self.script, in: correct)
        for fault: _HostFault in [
            .windowMovesSkipDescendants, .appObserversReversed, .nextTurnBlocksBeforeCommit, .removalOnResignActive,
        ] {
            let faulty = LawContext(
                engine: EngineFactory.reference().withHarnessFaults(host: fault, techniques: []),
                reference: .reference(), tolerance: 1e-6)
            #expect(throws: LawViolation.self, "fault \(fault.rawValue)") { try law.verify(Self.script, in: faulty) }
        }
    }
}
