import AnimationTechniques
import EngineMutants
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// The round-4 technique faults: layer timing under pause, resume and speed changes; stores in
/// the adding turn and around a replacement; a trip inside a trip and invalidate for the
/// preserver; returns after the app acted for the reinstaller; scrubs and releases after a
/// release; closure callbacks after a left-alone restore and an uninstall.
extension Blind4ScenarioTests {
    @Test func resumeDropsLayerTimeOffset() throws {
        // timeOffset 5: local 7 at media 2, where it is paused. Resumed at 3 with its offset:
        // b′ = 3 − (7 − 5)/1 = 1, so local (4 − 1) + 5 = 8 at media 4. With offset 0: 3.
        let observed = try Self.bothHarness("blind4-resume-drops-layer-time-offset") { host, kit in
            let layer = host.makeView().layer
            try host.engine.setTiming(LayerTiming(timeOffset: 5), of: layer)
            try host.advance(to: 2)
            try kit.pauser.pause(layer)
            try host.advance(to: 3)
            try kit.pauser.resume(layer)
            try host.advance(to: 4)
            return Self.localTime(of: layer, in: host.engine)
        }
        #expect(observed.reference == 8)
        #expect(observed.mutant == 3)
    }

    @Test func repeatedPauseRecordsFrozenTiming() throws {
        // Paused at 2 (local 2); a second pause at 3 does nothing; the resume at 3 lets it run:
        // b′ = 3 − 2 = 1, local 3 at media 4, speed 1. Recording the frozen timing, the resume
        // gives it back frozen: local 2, speed 0.
        let observed = try Self.bothHarness("blind4-repeated-pause-records-frozen-timing") { host, kit in
            let layer = host.makeView().layer
            try host.advance(to: 2)
            try kit.pauser.pause(layer)
            try host.advance(to: 3)
            let second = try kit.pauser.pause(layer)
            try kit.pauser.resume(layer)
            try host.advance(to: 4)
            return (second, Self.localTime(of: layer, in: host.engine), host.engine.timing(of: layer).speed)
        }
        #expect(observed.reference == (false, 3, 1))
        #expect(observed.mutant == (false, 2, 0))
    }

    @Test func speedChangeResetsLayerDuration() throws {
        // The layer's time is bounded to 4 s. At media 1 (local 1) its speed becomes 2:
        // b′ = 1 − (1 − 0)·1/2 = 0.5, so local (3 − 0.5)·2 = 5 at media 3, past its 4 s: the ramp
        // 0→10 over 10 s contributes nothing (model 0). Unbounded by the reset: local 5 shows 5.
        let observed = try Self.bothHarness("blind4-speed-change-resets-layer-duration") { host, kit in
            let layer = host.makeView().layer
            try host.engine.setTiming(LayerTiming(duration: 4), of: layer)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            try host.advance(to: 1)
            try kit.speedChanger.setSpeed(2, of: layer)
            try host.advance(to: 3)
            return (host.engine.timing(of: layer).duration, host.engine.presentationValue(forKeyPath: "x", of: layer))
        }
        #expect(observed.reference.0 == 4 && observed.reference.1 == 0)
        #expect(observed.mutant.0 == .infinity && Self.close(observed.mutant.1, 5))
    }

    @Test func storeSkipsFlush() throws {
        // At media 2 a ramp 0→10 over 10 s is added and stored in the same turn: the store's
        // flush stamps it 2 and pauses at local 2. The system strips it; restored at 3 the root
        // resumes (b′ = 1), so at media 4 (local 3) it shows 1. Kept unstamped, it comes back
        // from local 0: 3.
        let observed = try Self.bothHarness("blind4-store-skips-flush") { host, kit in
            let layer = host.makeView().layer
            try host.advance(to: 2)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            try kit.store.store(layer)
            host.engine.removeAllAnimations(from: layer)
            try host.advance(to: 3)
            try kit.store.restore(layer)
            try host.advance(to: 4)
            return host.engine.presentationValue(forKeyPath: "x", of: layer)
        }
        #expect(Self.close(observed.reference, 1))
        #expect(Self.close(observed.mutant, 3))
    }

    @Test func secondStoreKeepsOlderCopy() throws {
        // "a" (0→10, stamp 0) is stored at 1 (paused, local 1). The app replaces it with 100→110
        // (stamped 1 on the frozen layer at 2) and stores again: the newer copy is kept. Stripped
        // and restored at 3 (b′ = 2), at media 4 (local 2) it shows 101. The older copy: 2.
        let observed = try Self.bothHarness("blind4-second-store-keeps-older-copy") { host, kit in
            let layer = host.makeView().layer
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            try host.advance(to: 1)
            try kit.store.store(layer)
            try host.engine.add(Self.ramp(100, 110, duration: 10), forKey: "a", to: layer)
            try host.advance(to: 2)
            try kit.store.store(layer)
            host.engine.removeAllAnimations(from: layer)
            try host.advance(to: 3)
            try kit.store.restore(layer)
            try host.advance(to: 4)
            return host.engine.presentationValue(forKeyPath: "x", of: layer)
        }
        #expect(Self.close(observed.reference, 101))
        #expect(Self.close(observed.mutant, 2))
    }

    @Test func restoreIgnoresReplacedCopy() throws {
        // "a" (0→10, stamp 0) is stored at 1; the app replaces it under the same key (100→110,
        // stamped 1 at 2). The copy on the layer is not the kept one, so the restore at 2 re-adds
        // the kept copy and resumes (b′ = 1): at media 3 (local 2) 2. Left alone: 101.
        let observed = try Self.bothHarness("blind4-restore-ignores-replaced-copy") { host, kit in
            let layer = host.makeView().layer
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: layer)
            try host.advance(to: 1)
            try kit.store.store(layer)
            try host.engine.add(Self.ramp(100, 110, duration: 10), forKey: "a", to: layer)
            try host.advance(to: 2)
            try kit.store.restore(layer)
            try host.advance(to: 3)
            return host.engine.presentationValue(forKeyPath: "x", of: layer)
        }
        #expect(Self.close(observed.reference, 2))
        #expect(Self.close(observed.mutant, 101))
    }

    @Test func preserverRestoresOutOfWindowOnActive() throws {
        // Stored at willResignActive (local 1); the view leaves its window while inactive; the app
        // becomes active at 2 with the view away: no restore (it is not in a window). Back in its
        // window at 4 it is restored, resuming from 1 (b′ = 3): x 2 at media 5. Restored while
        // away at 2 (b′ = 1), it ran on: x 4 at 5, and nothing is held at the return.
        let observed = try Self.bothHarness("blind4-preserver-restores-out-of-window-on-active") { host, kit in
            let window = host.makeWindow()
            let view = host.makeView()
            try host.attach(view, to: window)
            let preserver = kit.preserver(for: view)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: view.layer)
            try host.advance(to: 1)
            host.resignActive()
            try host.detach(view)
            try host.advance(to: 2)
            host.becomeActive()
            let holdingWhileAway = preserver.isHoldingAnimations
            try host.advance(to: 4)
            try host.attach(view, to: window)
            try host.advance(to: 5)
            return (holdingWhileAway, host.engine.presentationValue(forKeyPath: "x", of: view.layer))
        }
        #expect(observed.reference.0 && Self.close(observed.reference.1, 2))
        #expect(!observed.mutant.0 && Self.close(observed.mutant.1, 4))
    }

    @Test func preserverInvalidateDiscardsKept() throws {
        // The view leaves its window (stored, then stripped); invalidate stops observing and
        // keeps what is kept, so a restore by hand brings "a" back.
        let observed = try Self.bothHarness("blind4-preserver-invalidate-discards-kept") { host, kit in
            let window = host.makeWindow()
            let view = host.makeView()
            try host.attach(view, to: window)
            let preserver = kit.preserver(for: view)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: view.layer)
            try host.advance(to: 1)
            try host.detach(view)
            preserver.invalidate()
            let holding = preserver.isHoldingAnimations
            try preserver.store.restore(view.layer)
            return (holding, host.engine.animationKeys(of: view.layer))
        }
        #expect(observed.reference.0 && observed.reference.1 == ["a"])
        #expect(!observed.mutant.0 && observed.mutant.1 == [])
    }

    @Test func reinstallReplacesPresentKey() throws {
        // A spinner is noted and stripped when the view leaves at media 1; while away the app adds
        // its own copy under "spin" (100→110), stamped 1 by the commit that opens the frame at 2
        // (a commit stamps at the media time of the last render). On the return the key is there,
        // so nothing is re-added: at 3 it shows 102. Re-added anyway at 2 (stamped 2 by the next
        // frame's commit), the spinner shows 1 at 3.
        let observed = try Self.bothHarness("blind4-reinstall-replaces-present-key") { host, kit in
            let window = host.makeWindow()
            let view = host.makeView()
            try host.attach(view, to: window)
            let reinstaller = kit.reinstaller(for: view)
            try reinstaller.install(
                Self.ramp(0, 10, duration: 10, AnimationTiming(repeatCount: .infinity)), forKey: "spin")
            try host.advance(to: 1)
            try host.detach(view)
            try host.engine.add(Self.ramp(100, 110, duration: 10), forKey: "spin", to: view.layer)
            try host.advance(to: 2)
            try host.attach(view, to: window)
            try host.advance(to: 3)
            return host.engine.presentationValue(forKeyPath: "x", of: view.layer)
        }
        #expect(Self.close(observed.reference, 102))
        #expect(Self.close(observed.mutant, 1))
    }

    @Test func reinstallSkipsForegroundReturn() throws {
        // The spinner is noted at didEnterBackground and stripped; willEnterForeground, with the
        // view in its window, re-adds it.
        let observed = try Self.bothHarness("blind4-reinstall-skips-foreground-return") { host, kit in
            let window = host.makeWindow()
            let view = host.makeView()
            try host.attach(view, to: window)
            let reinstaller = kit.reinstaller(for: view)
            try reinstaller.install(
                Self.ramp(0, 10, duration: 10, AnimationTiming(repeatCount: .infinity)), forKey: "spin")
            try host.advance(to: 1)
            host.moveToBackground()
            host.moveToForeground()
            return host.engine.animationKeys(of: view.layer)
        }
        #expect(observed.reference == ["spin"])
        #expect(observed.mutant == [])
    }

    @Test func scrubAfterReleaseKeepsRunning() throws {
        // A ramp 0→100 over 100 s scrubbed to 10 (base 1: frozen at 11), released at 2 (plays
        // on), then scrubbed to 20 at 3: the scrub takes over and freezes it, x 20 at 5, speed 0.
        // Left running from 21 at 3: local 23 at 5, x 22.
        let observed = try Self.bothHarness("blind4-scrub-after-release-keeps-running") { host, kit in
            let view = host.makeView()
            let scrubber = kit.makeScrubber(for: view, animation: Self.ramp(0, 100, duration: 100), forKey: "s")
            try scrubber.install()
            try scrubber.setProgress(10)
            try host.advance(to: 2)
            try scrubber.release()
            try host.advance(to: 3)
            try scrubber.setProgress(20)
            try host.advance(to: 5)
            return (
                host.engine.presentationValue(forKeyPath: "x", of: view.layer), host.engine.timing(of: view.layer).speed
            )
        }
        #expect(Self.close(observed.reference.0, 20) && observed.reference.1 == 0)
        #expect(Self.close(observed.mutant.0, 22) && observed.mutant.1 == 1)
    }

    @Test func secondReleaseRestartsFromScrub() throws {
        // Scrubbed to 10 (frozen at 11), released at 2: local 11 + (t − 2). A second release at 5
        // does nothing: x 14 at 6. Restarted from the scrub at 5: local 11 + (t − 5), x 11 at 6.
        let observed = try Self.bothHarness("blind4-second-release-restarts-from-scrub") { host, kit in
            let view = host.makeView()
            let scrubber = kit.makeScrubber(for: view, animation: Self.ramp(0, 100, duration: 100), forKey: "s")
            try scrubber.install()
            try scrubber.setProgress(10)
            try host.advance(to: 2)
            try scrubber.release()
            try host.advance(to: 5)
            try scrubber.release()
            try host.advance(to: 6)
            return host.engine.presentationValue(forKeyPath: "x", of: view.layer)
        }
        #expect(Self.close(observed.reference, 14))
        #expect(Self.close(observed.mutant, 11))
    }

    @Test func closureKeepsPreservationAfterLeftAloneRestore() throws {
        // Stored at 1 and restored at 2 with the copy still on the layer: the restore leaves it
        // alone and tells the delegate no successor comes. The app then removes it for good: the
        // completion fires once with false by the render at 3. Still marked preserved, the stop
        // is held back and the completion never fires.
        let observed = try Self.bothHarness("blind4-closure-keeps-preservation-after-left-alone-restore") { host, kit in
            let layer = host.makeView().layer
            var flags: [Bool] = []
            try kit.addAnimation(
                Self.ramp(0, 10, duration: 10), forKey: "a", to: layer,
                onCompletion: { _, finished in flags.append(finished) })
            try host.advance(to: 1)
            try kit.store.store(layer)
            try host.advance(to: 2)
            try kit.store.restore(layer)
            host.engine.removeAnimation(forKey: "a", from: layer)
            try host.advance(to: 3)
            return flags
        }
        #expect(observed.reference == [false])
        #expect(observed.mutant == [])
    }

    @Test func uninstallSkipsPreservationEnd() throws {
        // An installed animation with a closure delegate is noted and stripped when the view
        // leaves; its didStop(false) (render at 2) is held back, since it may come back. The app
        // uninstalls it while away: no copy will come, so the completion fires with false.
        let observed = try Self.bothHarness("blind4-uninstall-skips-preservation-end") { host, kit in
            let window = host.makeWindow()
            let view = host.makeView()
            try host.attach(view, to: window)
            let reinstaller = kit.reinstaller(for: view)
            var flags: [Bool] = []
            let delegate = ClosureDelegate(onCompletion: { _, finished in flags.append(finished) })
            delegate._faults = kit._faults
            try reinstaller.install(Self.heard(by: delegate, Self.ramp(0, 10, duration: 10)), forKey: "a")
            try host.advance(to: 1)
            try host.detach(view)
            try host.advance(to: 2)
            let beforeUninstall = flags
            reinstaller.uninstall(forKey: "a")
            return (beforeUninstall, flags)
        }
        #expect(observed.reference.0 == [] && observed.reference.1 == [false])
        #expect(observed.mutant.0 == [] && observed.mutant.1 == [])
    }

    @Test func discardAfterSecondStoreLeavesPaused() throws {
        // Stored at 2 (paused at local 2), stored again at 3 (already paused: nothing more to
        // pause), discarded at 4: the root resumes from 2 (b′ = 4 − 2 = 2), local 3 at media 5 with
        // speed 1. Left paused: local 2, speed 0.
        let observed = try Self.bothHarness("blind4-discard-after-second-store-leaves-paused") { host, kit in
            let layer = host.makeView().layer
            try host.advance(to: 2)
            try kit.store.store(layer)
            try host.advance(to: 3)
            try kit.store.store(layer)
            try host.advance(to: 4)
            try kit.store.discard(layer)
            try host.advance(to: 5)
            return (Self.localTime(of: layer, in: host.engine), host.engine.timing(of: layer).speed)
        }
        #expect(observed.reference == (3, 1))
        #expect(observed.mutant == (2, 0))
    }
}
