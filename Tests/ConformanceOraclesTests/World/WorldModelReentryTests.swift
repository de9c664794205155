import Generators
import MediaTiming
import Scripts
import Testing

@testable import ConformanceOracles

/// Divergences between the world model and the real run that `conformance model` found: a
/// closure copy under a reinstaller's key (CB-8), a reentry in a completion block of a render
/// whose callbacks' order is open (LIFE-4), and reentrant changes inside a window move.
@Suite struct WorldModelReentryTests {
    static var cb8: Script {
        [
            .makeView(parent: nil),  // 0
            .technique(
                TechniqueStep(
                    .installScrubber(key: "a"), view: 0,
                    animation: Animation(
                        keyPath: "opacity", kind: .spring(SpringValues(endpoints: BasicValues())),
                        timing: AnimationTiming(duration: 1)))),  // 1
            .detach(view: 0),  // 2
            .technique(
                TechniqueStep(
                    .reinstall(key: "b"), view: 0,
                    animation: Animation(
                        keyPath: "opacity", kind: .basic(BasicValues(from: 0, to: 0)),
                        timing: AnimationTiming(duration: 1)))
            ),  // 3
            .technique(
                TechniqueStep(
                    .addWithClosures(key: "b"), view: 0,
                    animation: Animation(
                        keyPath: "opacity", kind: .basic(BasicValues()), timing: AnimationTiming(duration: 1)))
            ),  // 4
            .attach(view: 0),  // 5
            .host(.moveToBackground),  // 6
            .advance(by: 0),  // 7
        ]
    }

    static var life4: Script {
        [
            .makeView(parent: nil),  // 0
            .setCompletionBlock,  // 1
            .reentrant(.completionBlock, [.beginTransaction, .commit]),  // 2
            .setTiming(view: 0, LayerTiming(speed: -1)),  // 3
            .advance(by: 0),  // 4
            .setCompletionBlock,  // 5
            .makeView(parent: 0),  // 6
            .add(
                view: 0, key: "a",
                animation: Animation(
                    keyPath: "opacity", kind: .spring(SpringValues(endpoints: BasicValues())),
                    timing: AnimationTiming(beginTime: -0.5, duration: 0.25))),  // 7
            .technique(
                TechniqueStep(
                    .reinstall(key: "a"), view: 0,
                    animation: Animation(
                        keyPath: "opacity", kind: .basic(BasicValues(from: 0, to: 0)),
                        timing: AnimationTiming(beginTime: -4, duration: 1)))),  // 8
            .makeView(parent: 0),  // 9
            .reentrant(.completionBlock, [.makeView(parent: 0)]),  // 10
            .advance(by: 0),  // 11
            .setCompletionBlock,  // 12
            .advance(by: 0),  // 13
        ]
    }

    /// CB-8: the closure's copy replaced the reinstaller's under its key, so the background's
    /// removal of it is final (ClosureDelegate: "the completion fires exactly once ... with
    /// `false` when the animation was removed for good"); the reinstaller holds back only the
    /// stop of "a ClosureDelegate on an installed animation". Worked by hand: a#1 left at the
    /// detach (2), b#3 was replaced by the closure's b#4 (4), the scrubber put a back at the
    /// attach (5), the background removed b#4 and a again (6); the stops come at the next
    /// render in application order (§6.3).
    @Test func aClosureCopyThatReplacedAReinstalledOneHearsItsRemoval() {
        let run = WorldModelTrace(Self.cb8)
        let expected = [
            "didStop(false) v0.a#1", "didStop(false) v0.b#3", "closure didStop(false) v0.b#4",
            "didStop(false) v0.a#1",
        ]
        #expect(run.observed[7] == expected)
        #expect(run.predicted[7] == expected)
        #expect(run.lostReason == nil)
    }

    /// LIFE-4: at step 11 the order of the stop of a#7 and the start of a#8 on a layer running
    /// backwards is not predicted, but completion block #5 runs after every callback of the
    /// render (§2.8), so the reentry armed at 10 fires in it whatever that order was, and block
    /// #12 runs alone at 13.
    @Test func aReentryInACompletionBlockFiresWhenOnlyTheCallbacksOrderIsOpen() {
        let run = WorldModelTrace(Self.life4)
        #expect(run.observed[11].suffix(2) == ["completion block #5", "host #10: reentry completion block"])
        #expect(run.predicted[11] == nil)
        #expect(run.observed[13] == ["completion block #12"])
        #expect(run.predicted[13] == ["completion block #12"])
        #expect(run.lostReason == nil)
        for step in run.observed.indices {
            if let predicted = run.predicted[step] { #expect(predicted == run.observed[step], "step \(step)") }
        }
    }

    /// TRANS-7 (seed 1): the only copy block #1 waits for is replaced from inside its own
    /// didStart. A block runs "after that render's delegate callbacks, at the first render by
    /// which every one of them has stopped: … been removed by the caller" (the contract's
    /// `setCompletionBlock(_:)`), so it runs at this render, though the replaced copy's
    /// didStop(false) waits for the next one.
    @Test func aCopyReplacedInsideItsDidStartStopsTheModelFollowing() {
        let script: Script = [
            .makeView(parent: nil),  // 0
            .setCompletionBlock,  // 1
            .technique(
                TechniqueStep(
                    .reinstall(key: "a"), view: 0,
                    animation: Animation(
                        keyPath: "opacity", kind: .basic(BasicValues()),
                        timing: AnimationTiming(duration: 1, repeatCount: 2)))),  // 2
            // 3: step 6 runs inside animationDidStart(_:) of v0's copy under "a".
            .reentrant(
                .didStart(view: 0, key: "a"),
                [
                    .add(
                        view: 0, key: "a",
                        animation: Animation(
                            keyPath: "opacity", kind: .basic(BasicValues()), timing: AnimationTiming(duration: 1)))
                ]),
            .advance(by: 0),  // 4
            .advance(by: 0.5),  // 5
        ]
        let run = WorldModelTrace(script)
        #expect(run.observed[4].first == "didStart v0.a#2")
        #expect(run.observed[4].last == "completion block #1")
        #expect(run.observed[5].contains("didStop(false) v0.a#2"))
        // A replacement made inside a callback of a copy a block waits for may change what the
        // rest of that render's delivery holds, which no document fixes: the model stops
        // following there rather than take the reference's reading (the block running at that
        // render) as the contract's.
        #expect(
            run.lostReason
                == "a callback took off, in the middle of its render's delivery, a copy that delivery or a block still waits for"
        )
        for step in run.observed.indices.prefix(4) {
            #expect(run.predicted[step] == run.observed[step], "step \(step)")
        }
    }

    /// A view made under the moving view by its willMove observer is in the layer subtree the
    /// rest of the move re-reads ("every step re-reads the tree", the host's doc), and ends
    /// detached under it. With no observer of its own, both readings of which views the
    /// didMove reaches agree, so the model predicts every event.
    @Test func aViewMadeInsideAWindowMoveMovesWithTheView() {
        let script: Script = [
            .makeView(parent: nil),  // 0
            .host(.observe(view: 0)),  // 1
            .reentrant(.windowMove(view: 0, didMove: false), [.makeView(parent: 0)]),  // 2: 5
            .detach(view: 0),  // 3
            .host(.query(view: 1)),  // 4
        ]
        let run = WorldModelTrace(script)
        #expect(run.lostReason == nil)
        #expect(run.observed[3].first == "host #1: willMove(nil)")
        #expect(run.observed[3].last == "host #1: didMove(nil)")
        #expect(run.observed[4].contains("host #4: superview(of: v1) = v0"))
        #expect(run.observed[4].contains("host #4: window(of: v1) = nil"))
        for step in run.observed.indices { #expect(run.predicted[step] == run.observed[step], "step \(step)") }
    }

    /// When the new view has an observer, whether the didMove(nil) reaches it ("each" of the
    /// view and its descendants: those at the move's start or those now) is not documented:
    /// the step's events are not predicted, and the model follows on from the tree, which is
    /// the same either way.
    @Test func whoHearsTheRestOfAMoveAfterTheSubtreeChangedIsOpen() {
        let script: Script = [
            .makeView(parent: nil),  // 0
            .host(.observe(view: 0)),  // 1
            // 2: steps 5 and 6 run inside v0's willMove.
            .reentrant(.windowMove(view: 0, didMove: false), [.makeView(parent: 0), .host(.observe(view: 1))]),
            .detach(view: 0),  // 3
            .host(.query(view: 1)),  // 4
        ]
        let run = WorldModelTrace(script)
        #expect(run.lostReason == nil)
        #expect(run.predicted[3] == nil)
        #expect(run.observed[4].contains("host #4: window(of: v1) = nil"))
        #expect(run.predicted[4] == run.observed[4])
    }

    /// An observer that detaches the moving view itself inside its willMove: whether the outer
    /// move still removes and sends didMove(nil) to a view already detached is not documented,
    /// so the model stops following there.
    @Test func anObserverThatMovesTheMovingViewStopsTheModel() {
        let script: Script = [
            .makeView(parent: nil),  // 0
            .host(.observe(view: 0)),  // 1
            .reentrant(.windowMove(view: 0, didMove: false), [.detach(view: 0)]),  // 2: 4
            .detach(view: 0),  // 3
        ]
        let run = WorldModelTrace(script)
        #expect(run.lostReason == "a window move's observer moved the view or its target")
        #expect(run.predicted[3] == nil)
        for step in 0..<3 { #expect(run.predicted[step] == run.observed[step], "step \(step)") }
    }
}
