import Generators
import Lifecycle
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

/// Reentrant steps run at the moment of their trigger, on the reference engine; every expected
/// value is worked by hand from SEMANTICS.md and the host's documentation.
@Suite struct ReentrantStepTests {
    static var oneSecond: Animation {
        Animation(
            keyPath: "opacity", kind: .basic(BasicValues(from: 0, to: 1)), timing: AnimationTiming(duration: 1))
    }

    static func hostTexts(_ trace: Trace, step: Int) -> [String] {
        trace.steps[step].callbacks.map(\.description)
    }

    /// An add inside `animationDidStop` of a 1 s animation at t = 1 is stamped at the next
    /// commit with the layer's local time then, 1 (§2.5), and begins there (§6.1).
    @Test func addInsideDidStopIsStampedAtTheNextCommit() throws {
        let script: Script = [
            .makeView(parent: nil),  // 0
            .add(view: 0, key: "a", animation: Self.oneSecond),  // 1
            // 2; the add inside is step #5.
            .reentrant(.didStop(view: 0, key: "a"), [.add(view: 0, key: "b", animation: Self.oneSecond)]),
            .advance(by: 1),  // 3: commit at 0 stamps a at 0; the render at 1 ends it
            .advance(by: 0.5),  // 4: commit at 1 stamps b at 1; the render at 1.5 starts it
        ]
        var stampOfB: [Int: Double] = [:]
        let trace = ScriptDriver.run(script, on: ReferenceEngine()) { step, host, views in
            stampOfB[step] = host.engine.animation(forKey: "b", of: views[0].layer)?.timing.beginTime
        }
        #expect(
            Self.hostTexts(trace, step: 3) == [
                "didStart v0.a#1", "didStop(true) v0.a#1", "host #2: reentry didStop v0.a",
            ])
        #expect(stampOfB[2] == nil)
        #expect(stampOfB[4] == 1)
        // The copy added inside the callback is known by its nested number, 5 (after the five steps).
        #expect(Self.hostTexts(trace, step: 4) == ["didStart v0.b#5"])
        // b runs from 1: at 1.5 it is halfway from 0 to 1.
        #expect(trace.steps[4].values[0][0] == 0.5)
        #expect(trace.steps.allSatisfy { $0.note == nil })
    }

    /// A query inside `willMove(toWindow: nil)` sees the view still in its window (§7.2: will
    /// move, then the removal, then did move), and the reentry's records sit between the two.
    @Test func queryInsideWillMoveSeesTheViewBeforeItMoves() {
        let script: Script = [
            .makeView(parent: nil),  // 0
            .host(.observe(view: 0)),  // 1
            .reentrant(.windowMove(view: 0, didMove: false), [.host(.query(view: 0))]),  // 2, inner #4
            .detach(view: 0),  // 3
        ]
        let texts = Self.hostTexts(ScriptDriver.run(script, on: ReferenceEngine()), step: 3)
        #expect(texts.first == "host #1: willMove(nil)")
        #expect(texts.dropFirst().first == "host #2: reentry willMove v0")
        #expect(texts.contains("host #4: isInWindow(v0) = true"))
        #expect(texts.contains("host #4: window(of: v0) = w0"))
        #expect(texts.last == "host #1: didMove(nil)")
    }

    /// A next-turn block that schedules another: the second waits for the turn after (the host's
    /// documented rule for blocks scheduled by a running block).
    @Test func nextTurnBlockSchedulingAnotherRunsItOneTurnLater() {
        let script: Script = [
            .makeView(parent: nil),  // 0
            .host(.scheduleOnNextTurn),  // 1
            .reentrant(.nextTurn, [.host(.scheduleOnNextTurn)]),  // 2, inner #5
            .host(.endTurn),  // 3
            .host(.endTurn),  // 4
        ]
        let trace = ScriptDriver.run(script, on: ReferenceEngine())
        #expect(Self.hostTexts(trace, step: 3) == ["host #1: next turn", "host #2: reentry next turn"])
        #expect(Self.hostTexts(trace, step: 4) == ["host #5: next turn"])
    }

    /// A reentry fires once; a step inside it that the host refuses is recorded with its number.
    @Test func reentryFiresOnceAndRecordsItsStepsNotes() {
        let script: Script = [
            .makeView(parent: nil),  // 0
            .host(.observe(view: nil)),  // 1
            .reentrant(.appNotification("willResignActive"), [.detach(view: 7)]),  // 2, inner #6
            .resignActive,  // 3
            .becomeActive,  // 4
            .resignActive,  // 5
        ]
        let trace = ScriptDriver.run(script, on: ReferenceEngine())
        #expect(
            Self.hostTexts(trace, step: 3) == [
                "host #1: willResignActive", "host #2: reentry willResignActive", "host #6: step #6: no-op: no view 7",
            ])
        #expect(Self.hostTexts(trace, step: 5) == ["host #1: willResignActive"])
    }

    /// A script without reentrant steps numbers its steps by index only.
    @Test func numberingLeavesTopLevelIndicesAlone() {
        let script: Script = [
            .makeView(parent: nil),
            .reentrant(.frame, [.commit, .reentrant(.nextTurn, [.advance(by: 1)]), .commit]),
            .advance(by: 1),
        ]
        let numbers = script.numberedSteps.map { [$0.number, $0.parent ?? -1] }
        #expect(numbers == [[0, -1], [1, -1], [2, -1], [3, 1], [4, 1], [5, 1], [6, 4]])
        #expect(Script([.makeView(parent: nil), .commit]).numberedSteps.map(\.number) == [0, 1])
    }
}
