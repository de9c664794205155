import AnimationTechniques
import EngineMutants
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// The round-5 host faults: the order and the removal of a window leave, seen from observers;
/// a subview's removal; retained animations in the background; a return from a resign alone;
/// blocks a frame observer schedules; a refused advance.
extension Blind5ScenarioTests {
    @Test func windowLeaveMovesInReverseOrder() throws {
        // v (in a window) with subview c leaves: each hears willMove(nil) in pre-order, v then
        // c, then each hears didMoveToWindow, v then c.
        let observed = try Self.bothHarness("blind5-window-leave-moves-in-reverse-order") { host, _ in
            let window = host.makeWindow()
            let v = host.makeView()
            try host.attach(v, to: window)
            let c = try host.makeView(parent: v)
            var heard: [String] = []
            for (name, view) in [("v", v), ("c", c)] {
                host.observeWindowMoves(of: view) { move in
                    if case .willMove = move { heard.append("\(name)-will") } else { heard.append("\(name)-did") }
                }
            }
            try host.detach(v)
            return heard
        }
        #expect(observed.reference == ["v-will", "c-will", "v-did", "c-did"])
        #expect(observed.mutant == ["c-will", "v-will", "c-did", "v-did"])
    }

    @Test func subviewDetachSkipsRemoval() throws {
        // A subview of a view in a window is removed from its superview: it leaves the window,
        // so the system removes its animations.
        let observed = try Self.bothHarness("blind5-subview-detach-skips-removal") { host, _ in
            let window = host.makeWindow()
            let root = host.makeView()
            try host.attach(root, to: window)
            let sub = try host.makeView(parent: root)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: sub.layer)
            try host.advance(to: 1)
            try host.detach(sub)
            return host.engine.animationKeys(of: sub.layer)
        }
        #expect(observed.reference.isEmpty)
        #expect(observed.mutant == ["a"])
    }

    @Test func windowLeaveRemovalAfterDidMove() throws {
        // willMove(nil) → unlink → removal → didMoveToWindow: "a" is removed before the observer
        // adds "b" in didMoveToWindow, so "b" stays. Removing after didMoveToWindow takes both.
        let observed = try Self.bothHarness("blind5-window-leave-removal-after-did-move") { host, _ in
            let window = host.makeWindow()
            let v = host.makeView()
            try host.attach(v, to: window)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: v.layer)
            try host.advance(to: 1)
            host.observeWindowMoves(of: v) { move in
                if case .didMove(toWindow: nil) = move {
                    try? host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "b", to: v.layer)
                }
            }
            try host.detach(v)
            return host.engine.animationKeys(of: v.layer)
        }
        #expect(observed.reference == ["b"])
        #expect(observed.mutant.isEmpty)
    }

    @Test func backgroundIgnoresRemovalPolicy() throws {
        // Under onlyRemovedOnCompletion the background removal takes "n" and spares the retained "r".
        let observed = try Self.bothHarness("blind5-background-ignores-removal-policy") { host, _ in
            host.removalPolicy = .onlyRemovedOnCompletion
            let window = host.makeWindow()
            let v = host.makeView()
            try host.attach(v, to: window)
            try host.engine.add(Self.retained(Self.ramp(0, 10, duration: 10)), forKey: "r", to: v.layer)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "n", to: v.layer)
            try host.advance(to: 1)
            host.moveToBackground()
            return host.engine.animationKeys(of: v.layer)
        }
        #expect(observed.reference == ["r"])
        #expect(observed.mutant.isEmpty)
    }

    @Test func resignReturnPostsWillEnterForeground() throws {
        // Active → inactive → active without the background: willResignActive, didBecomeActive.
        let observed = try Self.bothHarness("blind5-resign-return-posts-will-enter-foreground") { host, _ in
            var heard: [AppNotification] = []
            host.observeAppNotifications { heard.append($0) }
            host.resignActive()
            try host.advance(to: 1)
            host.becomeActive()
            return heard
        }
        #expect(observed.reference == [.willResignActive, .didBecomeActive])
        #expect(observed.mutant == [.willResignActive, .willEnterForeground, .didBecomeActive])
    }

    @Test func frameObserverBlocksWaitATurn() throws {
        // A frame observer schedules a block at the frame of 1; the next turn begins right after
        // the frame observers, so the block has run when advance(to: 1) returns, in turn 1.
        let observed = try Self.bothHarness("blind5-frame-observer-blocks-wait-a-turn") { host, _ in
            var ranInTurn: [Int] = []
            var scheduled = false
            host.observeFrames { _ in
                guard !scheduled else { return }
                scheduled = true
                host.scheduleOnNextTurn { ranInTurn.append(host.turn) }
            }
            try host.advance(to: 1)
            return (ranInTurn, host.pendingNextTurnBlockCount)
        }
        #expect(observed.reference == ([1], 0))
        #expect(observed.mutant == ([], 1))
    }

    @Test func refusedAdvanceCommits() throws {
        // At 2 a ramp is added; advance(to: 1) is refused and does nothing, so the copy is still
        // pending with beginTime 0. Committed by the refused call, it is stamped 2.
        let observed = try Self.bothHarness("blind5-refused-advance-commits") { host, _ in
            let v = host.makeView()
            try host.advance(to: 2)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: v.layer)
            var refused = false
            do { try host.advance(to: 1) } catch { refused = true }
            return (refused, host.engine.animation(forKey: "a", of: v.layer)?.timing.beginTime)
        }
        #expect(observed.reference == (true, 0))
        #expect(observed.mutant == (true, 2))
    }
}
