import AnimationTechniques
import EngineMutants
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// The round-5 technique faults: layer timing the app edits between a pause and its resume, a
/// speed change under an ancestor with its own timing or to 0, a restore of an untouched layer,
/// the preserver out of its window and between app notifications, the reinstaller on retained
/// copies and plain sublayers, scrubbers across turns and windows, and closure callbacks across a
/// restore.
extension Blind5ScenarioTests {
    @Test func resumeRestoresTimingAtPause() throws {
        // Paused at 1; while paused the app bounds the layer's time to 3 s. The resume changes
        // only speed, timeOffset and beginTime, so the duration stays 3.
        let observed = try Self.bothHarness("blind5-resume-restores-timing-at-pause") { host, kit in
            let layer = host.makeView().layer
            try host.advance(to: 1)
            try kit.pauser.pause(layer)
            var timing = host.engine.timing(of: layer)
            timing.duration = 3
            try host.engine.setTiming(timing, of: layer)
            try host.advance(to: 2)
            try kit.pauser.resume(layer)
            return host.engine.timing(of: layer).duration
        }
        #expect(observed.reference == 3)
        #expect(observed.mutant == .infinity)
    }

    @Test func speedChangeIgnoresParentTime() throws {
        // The parent's timeOffset is 10, so at media 2 the child's parent time is 12 and its local
        // time 12. Speed 2: b′ = 12 − (12 − 0)·1/2 = 6, local (12 − 6)·2 = 12, continuous. With
        // media time as parent time: b′ = 2 − 2/2 = 1, local (12 − 1)·2 = 22.
        let observed = try Self.bothHarness("blind5-speed-change-ignores-parent-time") { host, kit in
            let parent = host.makeView()
            try host.engine.setTiming(LayerTiming(timeOffset: 10), of: parent.layer)
            let child = try host.makeView(parent: parent)
            try host.advance(to: 2)
            try kit.speedChanger.setSpeed(2, of: child.layer)
            return Self.localTime(of: child.layer, in: host.engine)
        }
        #expect(Self.close(observed.reference, 12))
        #expect(Self.close(observed.mutant, 22))
    }

    @Test func speedZeroKeepsOffset() throws {
        // At media 3 the layer's local time is 3; speed 0 freezes it there (timeOffset 3).
        // Keeping timeOffset 0 freezes it at 0.
        let observed = try Self.bothHarness("blind5-speed-zero-keeps-offset") { host, kit in
            let layer = host.makeView().layer
            try host.advance(to: 3)
            try kit.speedChanger.setSpeed(0, of: layer)
            try host.advance(to: 4)
            return Self.localTime(of: layer, in: host.engine)
        }
        #expect(Self.close(observed.reference, 3))
        #expect(Self.close(observed.mutant, 0))
    }

    @Test func restoreReaddsUntouchedLayer() throws {
        // A store at 1 keeps the ramp; nothing removes it, so the restore at 2 leaves it alone:
        // its delegate hears only its start. Re-added, it hears stop(false) and a second start.
        let observed = try Self.bothHarness("blind5-restore-readds-untouched-layer") { host, kit in
            let layer = host.makeView().layer
            let recorder = BlindRecorder()
            try host.engine.add(Self.heard(by: recorder, Self.ramp(0, 10, duration: 10)), forKey: "a", to: layer)
            try host.advance(to: 1)
            try kit.store.store(layer)
            try host.advance(to: 2)
            try kit.store.restore(layer)
            try host.advance(to: 3)
            return recorder.events
        }
        #expect(observed.reference == ["start"])
        #expect(observed.mutant == ["start", "stop(false)", "start"])
    }

    @Test func preserverStoresOutOfWindowOnResign() throws {
        // The view is in no window, so the background strips nothing and the preserver keeps
        // nothing: its 10 s ramp (stamped 0) runs on and shows 5 at 5. Stored (paused at 1) on
        // willResignActive and never restored while out of a window, it shows 1.
        let observed = try Self.bothHarness("blind5-preserver-stores-out-of-window-on-resign") { host, kit in
            let v = host.makeView()
            _ = kit.preserver(for: v)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: v.layer)
            try host.advance(to: 1)
            host.moveToBackground()
            try host.advance(to: 3)
            host.moveToForeground()
            try host.advance(to: 5)
            return host.engine.presentationValue(forKeyPath: "x", of: v.layer)
        }
        #expect(Self.close(observed.reference, 5))
        #expect(Self.close(observed.mutant, 1))
    }

    @Test func preserverRestoresOnWillEnterForeground() throws {
        // Stored at 1 (local 1) on the way to the background; willEnterForeground at 2, then
        // didBecomeActive at 4 restores and resumes: local 2 at 5, so 2. Restored at 2 already,
        // the time runs from 2: local 4 at 5, so 4.
        let observed = try Self.bothHarness("blind5-preserver-restores-on-will-enter-foreground") { host, kit in
            let window = host.makeWindow()
            let v = host.makeView()
            try host.attach(v, to: window)
            _ = kit.preserver(for: v)
            try host.engine.add(Self.ramp(0, 10, duration: 10), forKey: "a", to: v.layer)
            try host.advance(to: 1)
            host.moveToBackground()
            try host.advance(to: 2)
            host.enterForeground()
            try host.advance(to: 4)
            host.becomeActive()
            try host.advance(to: 5)
            return host.engine.presentationValue(forKeyPath: "x", of: v.layer)
        }
        #expect(Self.close(observed.reference, 2))
        #expect(Self.close(observed.mutant, 4))
    }

    @Test func reinstallReaddsFinishedRetained() throws {
        // A retained 1 s ramp has ended by 2 (still on the layer). Leaving the window strips it;
        // it was not running, so the return does not re-add it.
        let observed = try Self.bothHarness("blind5-reinstall-readds-finished-retained") { host, kit in
            let window = host.makeWindow()
            let v = host.makeView()
            try host.attach(v, to: window)
            try kit.reinstaller(for: v).install(Self.retained(Self.ramp(0, 10, duration: 1)), forKey: "a")
            try host.advance(to: 2)
            try host.detach(v)
            try host.attach(v, to: window)
            return host.engine.animationKeys(of: v.layer)
        }
        #expect(observed.reference.isEmpty)
        #expect(observed.mutant == ["a"])
    }

    @Test func reinstallNotesViewLayerOnly() throws {
        // A spinner installed on a sublayer that backs no view is running when the view leaves
        // its window (the removal strips the sublayer too), so the return re-adds it there.
        let observed = try Self.bothHarness("blind5-reinstall-notes-view-layer-only") { host, kit in
            let window = host.makeWindow()
            let v = host.makeView()
            try host.attach(v, to: window)
            let plain = host.engine.makeLayer()
            try host.engine.addSublayer(plain, to: v.layer)
            let spinner = Self.ramp(0, 10, duration: 1, AnimationTiming(repeatCount: .infinity))
            try kit.reinstaller(for: v).install(spinner, forKey: "spin", on: plain)
            try host.advance(to: 1)
            try host.detach(v)
            try host.attach(v, to: window)
            return host.engine.animationKeys(of: plain)
        }
        #expect(observed.reference == ["spin"])
        #expect(observed.mutant.isEmpty)
    }

    @Test func deferredScrubAppliesInstallProgress() throws {
        // Progress 0.2, install (layer time 0, the offset deferred), progress 0.5 in the same
        // turn; the next turn applies the progress last set, 0.5: the 1 s ramp 0 → 10 shows 5.
        // Applying the progress at the install, it shows 2.
        let observed = try Self.bothHarness("blind5-deferred-scrub-applies-install-progress") { host, kit in
            let v = host.makeView()
            let scrubber = Scrubber(
                host: host, layer: v.layer, animation: Self.ramp(0, 10, duration: 1), forKey: "s",
                strategy: .deferredOffset)
            scrubber._faults = kit._faults
            try scrubber.setProgress(0.2)
            try scrubber.install()
            try scrubber.setProgress(0.5)
            try host.advance(to: 1)
            return host.engine.presentationValue(forKeyPath: "x", of: v.layer)
        }
        #expect(Self.close(observed.reference, 5))
        #expect(Self.close(observed.mutant, 2))
    }

    @Test func closureCompletesHeldBackOnRestore() throws {
        // The preserver stores the closure animation when its view leaves at 1; the removal's
        // stop(false) is held back; the return at 2 restores a successor, which completes at
        // local 10 (media 11): one completion, true. Completing at the restore gives false only.
        let observed = try Self.bothHarness("blind5-closure-completes-held-back-on-restore") { host, kit in
            let window = host.makeWindow()
            let v = host.makeView()
            try host.attach(v, to: window)
            _ = kit.preserver(for: v)
            let delegate = try kit.addAnimation(Self.ramp(0, 10, duration: 10), forKey: "a", to: v.layer)
            try host.advance(to: 1)
            try host.detach(v)
            try host.advance(to: 2)
            try host.attach(v, to: window)
            try host.advance(to: 3)
            let early = delegate.completionFlags
            try host.advance(to: 20)
            return [early, delegate.completionFlags]
        }
        #expect(observed.reference == [[], [true]])
        #expect(observed.mutant == [[false], [false]])
    }

    @Test func scrubberReinstallsOutOfWindow() throws {
        // The view leaves its window (its scrubbed animation is stripped) and the app makes a
        // background trip: willEnterForeground reinstalls only a view in a window, so nothing.
        let observed = try Self.bothHarness("blind5-scrubber-reinstalls-out-of-window") { host, kit in
            let window = host.makeWindow()
            let v = host.makeView()
            try host.attach(v, to: window)
            let scrubber = kit.makeScrubber(for: v, animation: Self.ramp(0, 10, duration: 1), forKey: "s")
            try scrubber.install()
            try host.advance(to: 1)
            try host.detach(v)
            host.moveToBackground()
            host.moveToForeground()
            return scrubber.isInstalled
        }
        #expect(observed.reference == false)
        #expect(observed.mutant == true)
    }

    @Test func scrubResetsLayerTiming() throws {
        // The app bounds the layer's time to 2 s; a scrub sets only speed 0 and the timeOffset,
        // so the duration stays 2.
        let observed = try Self.bothHarness("blind5-scrub-resets-layer-timing") { host, kit in
            let v = host.makeView()
            try host.engine.setTiming(LayerTiming(duration: 2), of: v.layer)
            let scrubber = Scrubber(
                host: host, layer: v.layer, animation: Self.ramp(0, 10, duration: 1), forKey: "s",
                strategy: .explicitBeginTime)
            scrubber._faults = kit._faults
            try scrubber.install()
            try scrubber.setProgress(0.5)
            return host.engine.timing(of: v.layer).duration
        }
        #expect(observed.reference == 2)
        #expect(observed.mutant == .infinity)
    }
}
