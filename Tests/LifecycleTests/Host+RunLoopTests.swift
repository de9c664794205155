import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

@Suite("Host run loop")
struct HostRunLoopTests {
    @Test("An animation added in a turn is stamped by the commit at the end of that turn")
    func commitAtTurnEnd() throws {
        let host = makeHost()
        let view = host.makeView()
        try host.advance(to: 2)
        try host.engine.add(ramp(), forKey: "a", to: view.layer)
        // Not committed yet: the stored copy still has beginTime 0.
        #expect(host.engine.animation(forKey: "a", of: view.layer)?.timing.beginTime == 0)
        host.endTurn()
        // Committed at media time 2 on a root layer with identity timing: local time 2.
        #expect(host.engine.animation(forKey: "a", of: view.layer)?.timing.beginTime == 2)
        // At media time 5 the ramp has run 5 − 2 = 3 s: value 3.
        try host.advance(to: 5)
        #expect(abs(host.engine.presentationValue(forKeyPath: "opacity", of: view.layer) - 3) < 1e-9)
    }

    @Test("Next-turn blocks run at the start of the next turn, in order, before its commit")
    func nextTurnOrder() throws {
        let host = makeHost()
        let view = host.makeView()
        var order: [String] = []
        host.scheduleOnNextTurn { order.append("first") }
        host.scheduleOnNextTurn {
            order.append("second@\(host.engine.mediaTime)")
            host.scheduleOnNextTurn { order.append("nested") }
            // Added at the start of the turn after media time 1's frame, so stamped by that turn's commit.
            try? host.engine.add(ramp(), forKey: "late", to: view.layer)
        }
        #expect(order.isEmpty)
        #expect(host.pendingNextTurnBlockCount == 2)
        try host.advance(to: 1)
        #expect(order == ["first", "second@1.0"])
        #expect(host.engine.animation(forKey: "late", of: view.layer)?.timing.beginTime == 0)
        try host.advance(to: 4)
        // advance(to: 4) first commits the turn the block ran in, at the engine's media time 1
        // (the turn runs after the frame at 1), then renders 4: stamped with local time 1.
        #expect(host.engine.animation(forKey: "late", of: view.layer)?.timing.beginTime == 1)
        #expect(order == ["first", "second@1.0", "nested"])
        #expect(host.turn == 2)
    }

    @Test("advance(to:) refuses a time that goes back or is not finite, and changes nothing")
    func invalidAdvance() throws {
        let host = makeHost()
        try host.advance(to: 3)
        host.clearLog()
        #expect(throws: HostError.self) { try host.advance(to: 2) }
        #expect(throws: HostError.self) { try host.advance(to: .nan) }
        #expect(throws: HostError.self) { try host.advance(to: .infinity) }
        #expect(host.log.isEmpty)
        #expect(host.engine.mediaTime == 3)
    }

    @Test("Observers are served in registration order and can be removed")
    func observerOrder() throws {
        let host = makeHost()
        let window = host.makeWindow()
        let view = host.makeView()
        var order: [String] = []
        let first = host.observeAppNotifications { _ in order.append("app1") }
        host.observeWindowMoves(of: view) { _ in order.append("view") }
        host.observeAppNotifications { _ in order.append("app2") }
        host.resignActive()
        try host.attach(view, to: window)
        #expect(order == ["app1", "app2", "view", "view"])
        host.removeObserver(first)
        host.removeObserver(first)
        order.removeAll()
        host.becomeActive()
        #expect(order == ["app2"])
        #expect(host.observerCount == 2)
    }
}
