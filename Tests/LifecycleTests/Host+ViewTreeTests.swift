import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

@Suite("Host view tree and window moves")
struct HostViewTreeTests {
    @Test("The layer tree mirrors the view tree, under the window's layer")
    func layerTreeMirrorsViewTree() throws {
        let host = makeHost()
        let window = host.makeWindow()
        let root = host.makeView()
        let child = try host.makeView(parent: root)
        let grandchild = try host.makeView(parent: child)
        try host.attach(root, to: window)
        let engine = host.engine
        #expect(engine.superlayer(of: root.layer) == host.layer(of: window))
        #expect(engine.sublayers(of: root.layer) == [child.layer])
        #expect(engine.sublayers(of: child.layer) == [grandchild.layer])
        #expect(host.isInWindow(grandchild))
        #expect(host.window(of: grandchild) == window)
        #expect(host.subtree(of: root) == [root, child, grandchild])
        try host.detach(child)
        #expect(engine.superlayer(of: child.layer) == nil)
        #expect(engine.sublayers(of: root.layer).isEmpty)
        #expect(!host.isInWindow(grandchild))
        #expect(host.viewsInWindows == [root])
    }

    @Test("Detach: willMove(nil) to the subtree, removal, then didMoveToWindow(nil)")
    func detachOrder() throws {
        let host = makeHost()
        let window = host.makeWindow()
        let root = host.makeView()
        let child = try host.makeView(parent: root)
        try host.attach(root, to: window)
        try host.engine.add(ramp(), forKey: "a", to: child.layer)
        host.endTurn()
        var seen: [String] = []
        host.observeWindowMoves(of: child) { move in
            seen.append("\(move):\(host.engine.animationKeys(of: child.layer).count)")
        }
        host.clearLog()
        #expect(try host.detach(root))
        #expect(
            story(host) == [
                .willMoveToWindow(root.id, nil), .willMoveToWindow(child.id, nil),
                .systemRemoval(.leftWindow(root.id), count: 1),
                .didMoveToWindow(root.id, nil), .didMoveToWindow(child.id, nil),
            ])
        // The observer sees the animation before the removal and not after it.
        #expect(seen == ["willMove(toWindow: nil):1", "didMove(toWindow: nil):0"])
    }

    @Test("Attach: willMove(toWindow: w) then didMoveToWindow, no removal")
    func attachOrder() throws {
        let host = makeHost()
        let window = host.makeWindow()
        let view = host.makeView()
        var seen: [WindowMove] = []
        host.observeWindowMoves(of: view) { seen.append($0) }
        #expect(try host.attach(view, to: window))
        #expect(seen == [.willMove(toWindow: window), .didMove(toWindow: window)])
        #expect(story(host) == [.willMoveToWindow(view.id, window), .didMoveToWindow(view.id, window)])
    }

    @Test("Attaching an attached view and detaching a detached view are no-ops")
    func repeatedMovesAreNoOps() throws {
        let host = makeHost()
        let window = host.makeWindow()
        let view = host.makeView()
        #expect(try !host.detach(view))
        #expect(try host.attach(view, to: window))
        #expect(try !host.attach(view, to: window))
        #expect(try host.detach(view))
        #expect(try !host.detach(view))
        #expect(
            story(host) == [
                .willMoveToWindow(view.id, window), .didMoveToWindow(view.id, window),
                .willMoveToWindow(view.id, nil), .systemRemoval(.leftWindow(view.id), count: 0),
                .didMoveToWindow(view.id, nil),
            ])
    }

    @Test("Moving to another window is a detach followed by an attach")
    func windowToWindow() throws {
        let host = makeHost()
        let first = host.makeWindow()
        let second = host.makeWindow()
        let view = host.makeView()
        try host.attach(view, to: first)
        host.clearLog()
        try host.attach(view, to: second)
        #expect(
            story(host) == [
                .willMoveToWindow(view.id, nil), .systemRemoval(.leftWindow(view.id), count: 0),
                .didMoveToWindow(view.id, nil),
                .willMoveToWindow(view.id, second), .didMoveToWindow(view.id, second),
            ])
        #expect(host.rootViews(of: first).isEmpty)
        #expect(host.rootViews(of: second) == [view])
    }

    @Test("Moving within one window sends no window moves")
    func sameWindowMoveIsSilent() throws {
        let host = makeHost()
        let window = host.makeWindow()
        let a = host.makeView()
        let b = host.makeView()
        try host.attach(a, to: window)
        try host.attach(b, to: window)
        host.clearLog()
        #expect(try host.addSubview(b, to: a))
        #expect(story(host).isEmpty)
        #expect(try !host.addSubview(b, to: a))
        #expect(host.superview(of: b) == a)
    }

    @Test("Bad handles and cycles throw and change nothing")
    func errors() throws {
        let host = makeHost()
        let other = makeHost()
        let foreign = other.makeView()
        let foreignWindow = other.makeWindow()
        _ = other.makeWindow()
        let view = host.makeView()
        let child = try host.makeView(parent: view)
        #expect(throws: HostError.unknownView(foreign.id)) { try host.makeView(parent: foreign) }
        #expect(throws: HostError.cycle(view.id)) { try host.addSubview(view, to: child) }
        #expect(throws: HostError.cycle(view.id)) { try host.addSubview(view, to: view) }
        #expect(throws: HostError.unknownWindow(WindowID(index: 1))) {
            try host.attach(view, to: WindowID(index: 1))
        }
        _ = foreignWindow
        #expect(host.views.count == 2)
        #expect(host.superview(of: child) == view)
    }
}
