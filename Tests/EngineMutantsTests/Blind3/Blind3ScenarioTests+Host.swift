import AnimationTechniques
import EngineMutants
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// The round-3 host faults: observers registered and removed during delivery, chained next-turn
/// blocks, moves between windows, the background removal, frames and several windows.
extension Blind3ScenarioTests {
    @Test func observerAddedDuringDeliveryHearsIt() throws {
        // The first window-move observer registers a second one while willMove(toWindow: nil) is
        // delivered; the second first hears the next move, didMoveToWindow: 1w, 1d, 2d. An app
        // observer registered during willResignActive first hears didEnterBackground. Under the
        // fault each also hears what was being delivered when it registered.
        let observed = try Self.bothHarness("blind3-observer-added-during-delivery-hears-it") { host, _ in
            let window = host.makeWindow()
            let view = host.makeView()
            try host.attach(view, to: window)
            var moves: [String] = []
            var registered = false
            host.observeWindowMoves(of: view) { move in
                if case .willMove = move { moves.append("1w") } else { moves.append("1d") }
                guard !registered else { return }
                registered = true
                host.observeWindowMoves(of: view) { move in
                    if case .willMove = move { moves.append("2w") } else { moves.append("2d") }
                }
            }
            try host.detach(view)
            var heard: [AppNotification] = []
            var listening = false
            host.observeAppNotifications { _ in
                guard !listening else { return }
                listening = true
                host.observeAppNotifications { heard.append($0) }
            }
            host.moveToBackground()
            return (moves, heard)
        }
        #expect(observed.reference.0 == ["1w", "1d", "2d"] && observed.reference.1 == [.didEnterBackground])
        #expect(
            observed.mutant.0 == ["1w", "2w", "1d", "2d"]
                && observed.mutant.1 == [.willResignActive, .didEnterBackground])
    }

    @Test func removedAppObserverHearsCurrent() throws {
        // The first app observer removes the second while willResignActive is delivered: the
        // second hears nothing ("one removed during delivery hears no more").
        let observed = try Self.bothHarness("blind3-removed-app-observer-hears-current") { host, _ in
            var heard: [AppNotification] = []
            var second: ObserverToken?
            host.observeAppNotifications { _ in if let second { host.removeObserver(second) } }
            second = host.observeAppNotifications { heard.append($0) }
            host.resignActive()
            return heard
        }
        #expect(observed.reference == [])
        #expect(observed.mutant == [.willResignActive])
    }

    @Test func nextTurnBlocksChain() throws {
        // A next-turn block schedules another: the second waits for the turn after, so one turn
        // end runs one block and a second turn end the other.
        let observed = try Self.bothHarness("blind3-next-turn-blocks-chain") { host, _ in
            let ran = BlindCounter()
            host.scheduleOnNextTurn {
                ran.value += 1
                host.scheduleOnNextTurn { ran.value += 1 }
            }
            host.endTurn()
            let afterOne = ran.value
            host.endTurn()
            return [afterOne, ran.value]
        }
        #expect(observed.reference == [1, 2])
        #expect(observed.mutant == [2, 2])
    }

    @Test func windowToWindowSkipsDetach() throws {
        // Moving a view from one window to another is a detach then an attach: it hears
        // willMove(toWindow: nil) and the system removes its animations.
        let observed = try Self.bothHarness("blind3-window-to-window-skips-detach") { host, _ in
            let first = host.makeWindow()
            let second = host.makeWindow()
            let view = host.makeView()
            try host.attach(view, to: first)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: view.layer)
            try host.advance(to: 1)
            host.clearLog()
            try host.attach(view, to: second)
            return (
                host.engine.animationKeys(of: view.layer), host.log.contains(.willMoveToWindow(view.id, nil))
            )
        }
        #expect(observed.reference.0 == [] && observed.reference.1)
        #expect(observed.mutant.0 == ["a"] && !observed.mutant.1)
    }

    @Test func backgroundRemovalListsKeysFirst() throws {
        // An observer adds "late" during didEnterBackground; the removal comes after the
        // observers (SEMANTICS §7.2), so it goes with "a". Listed before the post, it survives.
        let observed = try Self.bothHarness("blind3-background-removal-lists-keys-first") { host, _ in
            let window = host.makeWindow()
            let view = host.makeView()
            try host.attach(view, to: window)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: view.layer)
            try host.advance(to: 1)
            host.observeAppNotifications { notification in
                guard notification == .didEnterBackground else { return }
                try? host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "late", to: view.layer)
            }
            host.moveToBackground()
            return host.engine.animationKeys(of: view.layer)
        }
        #expect(observed.reference == [])
        #expect(observed.mutant == ["late"])
    }

    @Test func didMoveBeforeLink() throws {
        // Attach: willMove(toWindow: w) → link → didMoveToWindow, so a handler of the didMove
        // finds the view in its window.
        let observed = try Self.bothHarness("blind3-did-move-before-link") { host, _ in
            let window = host.makeWindow()
            let view = host.makeView()
            var seen: [Bool] = []
            host.observeWindowMoves(of: view) { move in
                if case .didMove = move { seen.append(host.isInWindow(view)) }
            }
            try host.attach(view, to: window)
            return seen
        }
        #expect(observed.reference == [true])
        #expect(observed.mutant == [false])
    }

    @Test func frameObserversBeforeRender() throws {
        // A ramp 0→10 over 10 s committed at 0: the frames at 1 and 2 show 1 and 2. Seen before
        // each render, the observer reads the frame before: 0 (nothing committed yet), then 1.
        let observed = try Self.bothHarness("blind3-frame-observers-before-render") { host, _ in
            let view = host.makeView()
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: view.layer)
            var seen: [Double] = []
            host.observeFrames { _ in seen.append(host.engine.presentationValue(forKeyPath: "x", of: view.layer)) }
            try host.advance(to: 1)
            try host.advance(to: 2)
            return seen
        }
        #expect(zip(observed.reference, [1.0, 2.0]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(zip(observed.mutant, [0.0, 1.0]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func backgroundStripsFirstWindowOnly() throws {
        // Entering the background removes the animations of every window's layers (§7.1), the
        // second window's too.
        let observed = try Self.bothHarness("blind3-background-strips-first-window-only") { host, _ in
            let first = host.makeWindow()
            let second = host.makeWindow()
            let one = host.makeView()
            let two = host.makeView()
            try host.attach(one, to: first)
            try host.attach(two, to: second)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: one.layer)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: two.layer)
            try host.advance(to: 1)
            host.moveToBackground()
            return (host.engine.animationKeys(of: one.layer), host.engine.animationKeys(of: two.layer))
        }
        #expect(observed.reference.0 == [] && observed.reference.1 == [])
        #expect(observed.mutant.0 == [] && observed.mutant.1 == ["a"])
    }
}
