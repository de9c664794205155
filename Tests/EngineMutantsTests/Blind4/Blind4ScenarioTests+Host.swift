import AnimationTechniques
import EngineMutants
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// The round-4 host faults: moves within a window and into a windowed parent, frames and
/// next-turn blocks, retained animations and the removal policy on each removal path, sublayers
/// without views, and the foreground trip.
extension Blind4ScenarioTests {
    @Test func sameWindowMoveSendsMoves() throws {
        // The child moves from one parent to another in the same window: it hears no window
        // move (addSubview: "within the same window it hears none") and keeps its animation.
        let observed = try Self.bothHarness("blind4-same-window-move-sends-moves") { host, _ in
            let window = host.makeWindow()
            let first = host.makeView()
            let second = host.makeView()
            try host.attach(first, to: window)
            try host.attach(second, to: window)
            let child = try host.makeView(parent: first)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: child.layer)
            try host.advance(to: 1)
            host.clearLog()
            try host.addSubview(child, to: second)
            return (host.engine.animationKeys(of: child.layer), host.log.contains(.willMoveToWindow(child.id, nil)))
        }
        #expect(observed.reference.0 == ["a"] && !observed.reference.1)
        #expect(observed.mutant.0 == [] && observed.mutant.1)
    }

    @Test func subviewIntoWindowHearsNoMoves() throws {
        // A detached view added under a parent in a window hears willMove(toWindow: w) and
        // didMoveToWindow, as makeView(parent:) documents for a new view.
        let observed = try Self.bothHarness("blind4-subview-into-window-hears-no-moves") { host, _ in
            let window = host.makeWindow()
            let parent = host.makeView()
            try host.attach(parent, to: window)
            let child = host.makeView()
            var heard: [String] = []
            host.observeWindowMoves(of: child) { move in
                if case .willMove = move { heard.append("will") } else { heard.append("did") }
            }
            try host.addSubview(child, to: parent)
            return heard
        }
        #expect(observed.reference == ["will", "did"])
        #expect(observed.mutant == [])
    }

    @Test func nextTurnBlocksBeforeFrameObservers() throws {
        // A block scheduled in turn 0 sets y to 7. advance(to: 1) renders, then the frame
        // observers run, then the blocks: the observer sees y 0. Blocks first: it sees 7.
        let observed = try Self.bothHarness("blind4-next-turn-blocks-before-frame-observers") { host, _ in
            let view = host.makeView()
            var seen: [Double] = []
            host.observeFrames { _ in seen.append(host.engine.modelValue(forKeyPath: "y", of: view.layer)) }
            host.scheduleOnNextTurn { try? host.engine.setModelValue(7, forKeyPath: "y", of: view.layer) }
            try host.advance(to: 1)
            return (seen, host.engine.modelValue(forKeyPath: "y", of: view.layer))
        }
        #expect(observed.reference.0 == [0] && observed.reference.1 == 7)
        #expect(observed.mutant.0 == [7] && observed.mutant.1 == 7)
    }

    @Test func backgroundSparesRetained() throws {
        // Under the default policy (all) the background removal takes the retained "r" with "a".
        let observed = try Self.bothHarness("blind4-background-spares-retained") { host, _ in
            let window = host.makeWindow()
            let view = host.makeView()
            try host.attach(view, to: window)
            try host.engine.add(Self.retained(Self.ramp(0, 10, duration: 10)), forKey: "r", to: view.layer)
            try host.engine.add(Self.ramp("y", 0, 10, duration: 10), forKey: "a", to: view.layer)
            try host.advance(to: 1)
            host.moveToBackground()
            return host.engine.animationKeys(of: view.layer)
        }
        #expect(observed.reference == [])
        #expect(observed.mutant == ["r"])
    }

    @Test func windowLeaveSkipsViewlessSublayers() throws {
        // The app adds a bare sublayer under the view's layer; the view leaves its window and
        // the removal walks the layer tree, so the sublayer loses its animation too.
        let observed = try Self.bothHarness("blind4-window-leave-skips-viewless-sublayers") { host, _ in
            let window = host.makeWindow()
            let view = host.makeView()
            try host.attach(view, to: window)
            let bare = host.engine.makeLayer()
            try host.engine.addSublayer(bare, to: view.layer)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: bare)
            try host.advance(to: 1)
            try host.detach(view)
            return host.engine.animationKeys(of: bare)
        }
        #expect(observed.reference == [])
        #expect(observed.mutant == ["a"])
    }

    @Test func windowLeaveIgnoresRemovalPolicy() throws {
        // Under onlyRemovedOnCompletion a view leaving its window keeps its retained "r".
        let observed = try Self.bothHarness("blind4-window-leave-ignores-removal-policy") { host, _ in
            host.removalPolicy = .onlyRemovedOnCompletion
            let window = host.makeWindow()
            let view = host.makeView()
            try host.attach(view, to: window)
            try host.engine.add(Self.retained(Self.ramp(0, 10, duration: 10)), forKey: "r", to: view.layer)
            try host.engine.add(Self.ramp("y", 0, 10, duration: 10), forKey: "a", to: view.layer)
            try host.advance(to: 1)
            try host.detach(view)
            return host.engine.animationKeys(of: view.layer)
        }
        #expect(observed.reference == ["r"])
        #expect(observed.mutant == [])
    }

    @Test func moveToForegroundSkipsWillEnter() throws {
        // From the background, the way to active posts willEnterForeground, then didBecomeActive.
        let observed = try Self.bothHarness("blind4-move-to-foreground-skips-will-enter") { host, _ in
            var heard: [AppNotification] = []
            host.moveToBackground()
            host.observeAppNotifications { heard.append($0) }
            host.moveToForeground()
            return (heard, host.appState)
        }
        #expect(observed.reference.0 == [.willEnterForeground, .didBecomeActive] && observed.reference.1 == .active)
        #expect(observed.mutant.0 == [.didBecomeActive] && observed.mutant.1 == .active)
    }
}
