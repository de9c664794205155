import AnimationTechniques
import EngineMutants
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// The round-3 technique faults: layers edited by someone else between a technique's calls,
/// speed changes around pauses, stores of paused trees, a trip inside a trip, uninstall after the
/// system acted, nested scrubbing, closure callbacks around stores, and invalidate.
extension Blind3ScenarioTests {
    @Test func resumeIgnoresExternalUnpause() throws {
        // Paused at media 2 (speed 0, timeOffset 2); at 3 the app sets speed 1 itself, so local
        // time is (t − 0)·1 + 2: 6 at media 4. The pauser's resume then does nothing (the layer
        // runs again). Resumed anyway from timeOffset 2, beginTime 4 − 2 = 2: local 2.
        let observed = try Self.bothHarness("blind3-resume-ignores-external-unpause") { host, kit in
            let layer = host.makeView().layer
            try host.advance(to: 2)
            try kit.pauser.pause(layer)
            try host.advance(to: 3)
            try host.engine.setTiming(LayerTiming(speed: 1, timeOffset: 2), of: layer)
            try host.advance(to: 4)
            let resumed = try kit.pauser.resume(layer)
            return (resumed, Self.localTime(of: layer, in: host.engine))
        }
        #expect(observed.reference.0 == false && observed.reference.1 == 6)
        #expect(observed.mutant.0 == true && observed.mutant.1 == 2)
    }

    @Test func resumeFromTimeAtPause() throws {
        // Paused at 2, then scrubbed by the app to timeOffset 7 (still speed 0); resumed at 3 it
        // continues from 7 (beginTime 3 − 7 = −4): local 8 at media 4. From the time at the
        // pause, 2 (beginTime 1): local 3.
        let observed = try Self.bothHarness("blind3-resume-from-time-at-pause") { host, kit in
            let layer = host.makeView().layer
            try host.advance(to: 2)
            try kit.pauser.pause(layer)
            try host.engine.setTiming(LayerTiming(speed: 0, timeOffset: 7), of: layer)
            try host.advance(to: 3)
            try kit.pauser.resume(layer)
            try host.advance(to: 4)
            return Self.localTime(of: layer, in: host.engine)
        }
        #expect(observed.reference == 8)
        #expect(observed.mutant == 3)
    }

    @Test func resumeBeginUsesSpeedAtPause() throws {
        // The layer runs with timeOffset 5: local 7 at media 2, where it is paused. A speed
        // change to 2 while paused is kept for the resume at 3: b′ = 3 − (7 − 5)/2 = 2, so local
        // (4 − 2)·2 + 5 = 9 at media 4. With the old speed 1, b′ = 1: local 11 (a jump of 2 at 3).
        let observed = try Self.bothHarness("blind3-resume-begin-uses-speed-at-pause") { host, kit in
            let layer = host.makeView().layer
            try host.engine.setTiming(LayerTiming(timeOffset: 5), of: layer)
            try host.advance(to: 2)
            try kit.pauser.pause(layer)
            try kit.speedChanger.setSpeed(2, of: layer)
            try host.advance(to: 3)
            try kit.pauser.resume(layer)
            try host.advance(to: 4)
            return Self.localTime(of: layer, in: host.engine)
        }
        #expect(observed.reference == 9)
        #expect(observed.mutant == 11)
    }

    @Test func speedChangeFromZeroKeepsBegin() throws {
        // Speed 0 at media 2 freezes local time at 2 (timeOffset 2). Speed 1 at 3 starts it from
        // there: beginTime 3, local (4 − 3) + 2 = 3 at media 4. Keeping beginTime 0: 4 + 2 = 6.
        let observed = try Self.bothHarness("blind3-speed-change-from-zero-keeps-begin") { host, kit in
            let layer = host.makeView().layer
            try host.advance(to: 2)
            try kit.speedChanger.setSpeed(0, of: layer)
            try host.advance(to: 3)
            try kit.speedChanger.setSpeed(1, of: layer)
            try host.advance(to: 4)
            return Self.localTime(of: layer, in: host.engine)
        }
        #expect(observed.reference == 3)
        #expect(observed.mutant == 6)
    }

    @Test func resumeUnfreezesFrozenLayer() throws {
        // The user pauses the layer at 2 (local 2); the store pauses it again at 3 and restores at
        // 4: it comes back still paused by the user, local 2 at media 5. Set running at speed 1
        // from 2 at 4 instead: local 3.
        let observed = try Self.bothHarness("blind3-resume-unfreezes-frozen-layer") { host, kit in
            let layer = host.makeView().layer
            try host.advance(to: 2)
            try kit.pauser.pause(layer)
            try host.advance(to: 3)
            try kit.store.store(layer)
            try host.advance(to: 4)
            try kit.store.restore(layer)
            try host.advance(to: 5)
            return (Self.localTime(of: layer, in: host.engine), kit.pauser.isPaused(layer))
        }
        #expect(observed.reference.0 == 2 && observed.reference.1)
        #expect(observed.mutant.0 == 3 && !observed.mutant.1)
    }

    @Test func discardLeavesRootPaused() throws {
        // Stored (paused) at local 2, discarded at media 3: the root resumes from 2, local 3 at
        // media 4 with speed 1. Left paused: local 2, speed 0.
        let observed = try Self.bothHarness("blind3-discard-leaves-root-paused") { host, kit in
            let layer = host.makeView().layer
            try host.advance(to: 2)
            try kit.store.store(layer)
            try host.advance(to: 3)
            try kit.store.discard(layer)
            try host.advance(to: 4)
            return (Self.localTime(of: layer, in: host.engine), host.engine.timing(of: layer).speed)
        }
        #expect(observed.reference.0 == 3 && observed.reference.1 == 1)
        #expect(observed.mutant.0 == 2 && observed.mutant.1 == 0)
    }

    @Test func restoreChecksFirstKeyOnly() throws {
        // "a" and "b" are stored; someone removes both and re-adds "a". Not every kept copy is on
        // the layer, so the restore re-adds both in order: a, b. Left alone: only "a".
        let observed = try Self.bothHarness("blind3-restore-checks-first-key-only") { host, kit in
            let layer = host.makeView().layer
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            try host.engine.add(Self.ramp("y", 0, 10, duration: 10), forKey: "b", to: layer)
            try host.advance(to: 1)
            try kit.store.store(layer)
            host.engine.removeAllAnimations(from: layer)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            try kit.store.restore(layer)
            return host.engine.animationKeys(of: layer)
        }
        #expect(observed.reference == ["a", "b"])
        #expect(observed.mutant == ["a"])
    }

    @Test func preserverActiveRestoreNeedsAppStore() throws {
        // The view leaves its window (stored at willMove), the app goes to the background, the
        // view returns while it is there (no restore: not active), and the app becomes active:
        // didBecomeActive restores the view in its window. Under the fault it stays stored.
        let observed = try Self.bothHarness("blind3-preserver-active-restore-needs-app-store") { host, kit in
            let window = host.makeWindow()
            let view = host.makeView()
            try host.attach(view, to: window)
            let preserver = kit.preserver(for: view)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: view.layer)
            try host.advance(to: 1)
            try host.detach(view)
            host.moveToBackground()
            try host.attach(view, to: window)
            host.moveToForeground()
            return (host.engine.animationKeys(of: view.layer), preserver.isHoldingAnimations)
        }
        #expect(observed.reference.0 == ["a"] && !observed.reference.1)
        #expect(observed.mutant.0 == [] && observed.mutant.1)
    }

    @Test func uninstallKeepsNote() throws {
        // An endless spinner is noted at willMove(toWindow: nil) and removed by the system; the
        // app uninstalls it while the view is out; the return re-adds nothing.
        let observed = try Self.bothHarness("blind3-uninstall-keeps-note") { host, kit in
            let window = host.makeWindow()
            let view = host.makeView()
            try host.attach(view, to: window)
            let reinstaller = kit.reinstaller(for: view)
            try reinstaller.install(
                Self.ramp(0, 10, duration: 10, AnimationTiming(repeatCount: .infinity)), forKey: "spin")
            try host.advance(to: 1)
            try host.detach(view)
            reinstaller.uninstall(forKey: "spin")
            try host.attach(view, to: window)
            return host.engine.animationKeys(of: view.layer)
        }
        #expect(observed.reference == [])
        #expect(observed.mutant == ["spin"])
    }

    @Test func releaseBeginsAtMediaTime() throws {
        // The scrubbed view's parent has timeOffset 10 (local = media + 10). Scrubbed to 0.5 of a
        // ramp 0→100 over 100 s (base 1: layer frozen at 1.5), released at media 2: beginTime is
        // the parent's time 12, so at 3 the layer's local time is 1 + 1.5 = 2.5, progress 1.5.
        // Begun at media time 2 instead: local 11 + 1.5 = 12.5, progress 11.5.
        let observed = try Self.bothHarness("blind3-release-begins-at-media-time") { host, kit in
            let window = host.makeWindow()
            let parent = host.makeView()
            try host.attach(parent, to: window)
            let child = try host.makeView(parent: parent)
            try host.engine.setTiming(LayerTiming(timeOffset: 10), of: parent.layer)
            let scrubber = kit.makeScrubber(for: child, animation: Self.ramp(0, 100, duration: 100), forKey: "s")
            try scrubber.install()
            try scrubber.setProgress(0.5)
            try host.advance(to: 2)
            try scrubber.release()
            try host.advance(to: 3)
            return host.engine.presentationValue(forKeyPath: "x", of: child.layer)
        }
        #expect(abs(observed.reference - 1.5) < 1e-9)
        #expect(abs(observed.mutant - 11.5) < 1e-9)
    }

    @Test func closureDiscardDropsCompletion() throws {
        // A store keeps the copy; someone removes it, and its didStop(false) is held back (it may
        // come back). The store then discards it: no successor will come, so the completion fires
        // once with false. Dropped, it never fires.
        let observed = try Self.bothHarness("blind3-closure-discard-drops-completion") { host, kit in
            let layer = host.makeView().layer
            var flags: [Bool] = []
            try kit.addAnimation(
                Self.ramp(0, 10, duration: 10), forKey: "a", to: layer,
                onCompletion: { _, finished in flags.append(finished) })
            try host.advance(to: 1)
            try kit.store.store(layer)
            host.engine.removeAllAnimations(from: layer)
            try host.advance(to: 2)
            let beforeDiscard = flags
            try kit.store.discard(layer)
            return (beforeDiscard, flags)
        }
        #expect(observed.reference.0 == [] && observed.reference.1 == [false])
        #expect(observed.mutant.0 == [] && observed.mutant.1 == [])
    }

    @Test func closureStartIgnoresRestoredCopies() throws {
        // A copy beginning at local 5 is stored at media 1 before it began, removed, and restored
        // at 2 (local time continues from 1, so local = media − 1). Its successor begins at media
        // 6: the animation's first start, so the start closure fires once by 7.
        let observed = try Self.bothHarness("blind3-closure-start-ignores-restored-copies") { host, kit in
            let layer = host.makeView().layer
            let delegate = try kit.addAnimation(
                Self.ramp(0, 10, duration: 10, AnimationTiming(beginTime: 5)), forKey: "a", to: layer)
            try host.advance(to: 1)
            try kit.store.store(layer)
            host.engine.removeAllAnimations(from: layer)
            try host.advance(to: 2)
            try kit.store.restore(layer)
            try host.advance(to: 7)
            return (delegate.startCount, Self.localTime(of: layer, in: host.engine))
        }
        #expect(observed.reference.0 == 1 && observed.reference.1 == 6)
        #expect(observed.mutant.0 == 0 && observed.mutant.1 == 6)
    }

    @Test func invalidateSkipsScrubbers() throws {
        // After the kit's invalidate no scrubber observes the host: the view's trip out of its
        // window and back leaves the scrubbed animation removed.
        let observed = try Self.bothHarness("blind3-invalidate-skips-scrubbers") { host, kit in
            let window = host.makeWindow()
            let view = host.makeView()
            try host.attach(view, to: window)
            let scrubber = kit.makeScrubber(for: view, animation: Self.ramp(0, 10, duration: 10), forKey: "s")
            try scrubber.install()
            try host.advance(to: 1)
            kit.invalidate()
            try host.detach(view)
            try host.attach(view, to: window)
            return scrubber.isInstalled
        }
        #expect(observed.reference == false)
        #expect(observed.mutant == true)
    }
}
