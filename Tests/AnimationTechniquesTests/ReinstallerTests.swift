import AnimationTechniques
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

@Suite("Reinstaller")
struct ReinstallerTests {
    @Test("Returning to a window re-adds the animation, which restarts from its beginning")
    func windowReturnRestarts() throws {
        let (host, view, window) = try makeAttachedView()
        let reinstaller = Reinstaller(host: host, view: view)
        try reinstaller.install(ramp(), forKey: "spin")
        try host.advance(to: 2)
        #expect(close(opacity(host.engine, view.layer), 2))
        try host.detach(view)
        try host.advance(to: 5)
        try host.attach(view, to: window)
        #expect(host.engine.animationKeys(of: view.layer) == ["spin"])
        try host.advance(to: 6)
        // Re-stamped at the commit at media 5: 6 − 5 = 1, not 2 + 1 (the documented trade-off).
        #expect(close(opacity(host.engine, view.layer), 1))
        withExtendedLifetime(reinstaller) {}
    }

    @Test("willEnterForeground re-adds on a sublayer that has no view")
    func foregroundOnSublayer() throws {
        let (host, view, _) = try makeAttachedView()
        let stroke = host.engine.makeLayer()
        try host.engine.addSublayer(stroke, to: view.layer)
        let reinstaller = Reinstaller(host: host, view: view)
        try reinstaller.install(ramp(), forKey: "spin", on: stroke)
        try host.advance(to: 2)
        host.moveToBackground()
        try host.advance(to: 5)
        host.moveToForeground()
        try host.advance(to: 7)
        // Stamped at 5: 7 − 5 = 2.
        #expect(close(opacity(host.engine, stroke), 2))
        withExtendedLifetime(reinstaller) {}
    }

    @Test("A completed animation is not re-added; a spared one is not restarted")
    func completedAndSpared() throws {
        let (host, view, window) = try makeAttachedView()
        host.removalPolicy = .onlyRemovedOnCompletion
        let reinstaller = Reinstaller(host: host, view: view)
        try reinstaller.install(ramp(), forKey: "done")
        var retained = ramp("position.x")
        retained.isRemovedOnCompletion = false
        retained.timing.duration = 100
        try reinstaller.install(retained, forKey: "kept")
        try host.advance(to: 12)  // "done" completed at 10 and was removed
        try host.detach(view)
        try host.attach(view, to: window)
        try host.advance(to: 13)
        #expect(host.engine.animationKeys(of: view.layer) == ["kept"])
        // Still the original copy stamped at 0: 13 s into a 100 s ramp from 0 to 10 → 1.3.
        #expect(close(host.engine.presentationValue(forKeyPath: "position.x", of: view.layer), 1.3))
        withExtendedLifetime(reinstaller) {}
    }

    @Test("A retained animation that completed before a trip is not re-added, though it was on its layer")
    func retainedCompletedStaysCompleted() throws {
        let (host, view, window) = try makeAttachedView()
        let reinstaller = Reinstaller(host: host, view: view)
        var held = ramp()
        held.isRemovedOnCompletion = false
        held.timing.fillMode = .forwards
        try reinstaller.install(held, forKey: "held")
        try host.advance(to: 12)
        // Stamped 0, active period [0, 10): at 12 it has ended and holds its end value 10.
        #expect(host.engine.animationKeys(of: view.layer) == ["held"])
        #expect(close(opacity(host.engine, view.layer), 10))
        try host.detach(view)
        try host.attach(view, to: window)
        try host.advance(to: 13)
        // The trip removed it; a re-added copy would be stamped 12 and show 13 − 12 = 1.
        #expect(host.engine.animationKeys(of: view.layer).isEmpty)
        #expect(close(opacity(host.engine, view.layer), host.engine.modelValue(forKeyPath: "opacity", of: view.layer)))
        withExtendedLifetime(reinstaller) {}
    }

    @Test("A copy whose period ended before any frame removed it is not running at the next removal")
    func endedBeforeAFrameIsNotReAdded() throws {
        let (host, view, window) = try makeAttachedView()
        let reinstaller = Reinstaller(host: host, view: view)
        var late = Animation.basic("opacity", from: 0, to: 10, duration: 1)
        late.timing.beginTime = 1  // explicit: never stamped, active over [1, 2) of the layer's time
        try reinstaller.install(late, forKey: "late")
        try host.advance(to: 1.5)  // running: 0.5 s in
        try host.detach(view)  // noted as running, removed
        try host.advance(to: 2)
        try host.attach(view, to: window)  // re-added as given, begin 1; no frame yet
        #expect(host.engine.animationKeys(of: view.layer) == ["late"])
        host.moveToBackground()  // layer time 2: (2 − 1)·1 ≥ 1, the period is over
        host.moveToForeground()
        #expect(host.engine.animationKeys(of: view.layer).isEmpty)
        withExtendedLifetime(reinstaller) {}
    }

    @Test("A retained animation still in its active period at a trip comes back and restarts")
    func retainedRunningComesBack() throws {
        let (host, view, window) = try makeAttachedView()
        let reinstaller = Reinstaller(host: host, view: view)
        var held = ramp()
        held.isRemovedOnCompletion = false
        try reinstaller.install(held, forKey: "held")
        try host.advance(to: 4)
        try host.detach(view)
        try host.advance(to: 5)
        try host.attach(view, to: window)
        try host.advance(to: 7)
        // Running at 4 (< 10), so re-added at 5; the advance commits before the clock moves, so
        // it is stamped 5: at 7 it is 2 s into the 0…10 ramp over 10 s, not 7 s (the first copy).
        #expect(host.engine.animationKeys(of: view.layer) == ["held"])
        #expect(close(opacity(host.engine, view.layer), 2))
        withExtendedLifetime(reinstaller) {}
    }
}

@Suite("Reinstaller with closures and repeated removals")
struct ReinstallerLifecycleTests {
    /// A ramp with a closure delegate installed at 0; the view leaves at 2 and returns at 3.
    func closureTrip(_ variant: CompletionVariant) throws -> ClosureDelegate {
        let (host, view, window) = try makeAttachedView()
        let reinstaller = Reinstaller(host: host, view: view)
        let delegate = ClosureDelegate(variant: variant)
        var animation = ramp()
        animation.delegate = delegate
        try reinstaller.install(animation, forKey: "spin")
        try host.advance(to: 2)
        try host.detach(view)
        try host.advance(to: 3)  // delivers the removal's didStop(false)
        try host.attach(view, to: window)
        try host.advance(to: 12)
        // Re-stamped at 3: local 12 − 3 = 9 < 10, not complete yet.
        #expect(delegate.completionCount == 0 || variant != .correct)
        try host.advance(to: 13)  // 13 − 3 = 10: complete
        withExtendedLifetime(reinstaller) {}
        return delegate
    }

    @Test("A closure delegate completes once with true across a reinstall; the published one twice")
    func closuresAcrossReinstall() throws {
        let correct = try closureTrip(.correct)
        #expect(correct.completionFlags == [true] && correct.startCount == 1)
        let published = try closureTrip(.forwardEveryStop)
        #expect(published.completionFlags == [false, true] && published.startCount == 2)
    }

    @Test("A closure animation that replaced an installed one under its key completes with false when removed")
    func foreignClosureCopyIsNotHeldBack() throws {
        let (host, view, window) = try makeAttachedView()
        let reinstaller = Reinstaller(host: host, view: view)
        try reinstaller.install(ramp(), forKey: "spin")
        try host.advance(to: 1)
        // Someone else's animation takes the key: it is not the installed animation, so its
        // removal is final for its delegate ("removed for good", ClosureDelegate's doc).
        let delegate = ClosureDelegate(variant: .correct)
        var replacement = ramp()
        replacement.delegate = delegate
        try host.engine.add(replacement, forKey: "spin", to: view.layer)
        try host.advance(to: 2)
        try host.detach(view)
        try host.advance(to: 3)  // delivers the removal's didStop(false)
        #expect(delegate.completionFlags == [false])
        try host.attach(view, to: window)  // the reinstaller brings its own animation back
        try host.advance(to: 20)
        #expect(delegate.completionFlags == [false])
        withExtendedLifetime(reinstaller) {}
    }

    @Test("Uninstall ends only the preservation the reinstaller began: a stop a store holds back stays held")
    func uninstallLeavesAStoresHeldBackStop() throws {
        let (host, view, _) = try makeAttachedView()
        let reinstaller = Reinstaller(host: host, view: view)
        try reinstaller.install(ramp(), forKey: "spin")
        // A closure animation takes the key, and a store preserves it: its delegate hears that
        // its stop at the coming removal is not final.
        let delegate = ClosureDelegate(variant: .correct)
        var replacement = ramp()
        replacement.delegate = delegate
        try host.engine.add(replacement, forKey: "spin", to: view.layer)
        try host.advance(to: 1)
        let store = AnimationStore(engine: host.engine)
        try store.store(view.layer)
        host.moveToBackground()
        try host.advance(to: 2)  // delivers the removal's didStop(false): held back for the store
        #expect(delegate.completionCount == 0)
        // The reinstaller noted the copy under its key, but told it nothing: ending its note is
        // not the end of the store's preservation.
        reinstaller.uninstall(forKey: "spin")
        #expect(delegate.completionCount == 0)
        // The store gives the copy up without a successor: now the stop is final, once.
        try store.discard(view.layer)
        #expect(delegate.completionFlags == [false])
        withExtendedLifetime(reinstaller) {}
    }

    @Test("Background then leaving the window: the first removal's note is kept")
    func notesAccumulate() throws {
        let (host, view, window) = try makeAttachedView()
        let reinstaller = Reinstaller(host: host, view: view)
        try reinstaller.install(ramp(), forKey: "spin")
        try host.advance(to: 2)
        host.moveToBackground()
        try host.detach(view)  // the layer is already empty here
        try host.advance(to: 4)
        host.moveToForeground()  // not in a window: nothing yet
        #expect(host.engine.animationKeys(of: view.layer).isEmpty)
        try host.attach(view, to: window)
        try host.advance(to: 5)
        // Stamped at the commit at 4: 5 − 4 = 1.
        #expect(close(opacity(host.engine, view.layer), 1))
        withExtendedLifetime(reinstaller) {}
    }

    @Test("An animation installed from inside a frame observer is running at a removal in that turn")
    func installedDuringAFrameRuns() throws {
        let (host, view, window) = try makeAttachedView()
        var reinstaller: Reinstaller<ReferenceEngine>?
        // Registered before the reinstaller, so it hears each frame first.
        let token = host.observeFrames { time in
            guard time == 12, let reinstaller else { return }
            try? reinstaller.install(ramp(), forKey: "spin")
        }
        reinstaller = Reinstaller(host: host, view: view)
        try host.advance(to: 12)
        // Added after the render's commit: not stamped, not begun, so running though 12 − 0 ≥ 10.
        try host.detach(view)
        try host.attach(view, to: window)
        #expect(host.engine.animationKeys(of: view.layer) == ["spin"])
        try host.advance(to: 13)
        // The re-added copy is stamped at the commit at media 12: 13 − 12 = 1.
        #expect(close(opacity(host.engine, view.layer), 1))
        host.removeObserver(token)
        withExtendedLifetime(reinstaller) {}
    }
}
