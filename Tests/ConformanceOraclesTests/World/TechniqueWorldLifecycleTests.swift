import MediaTiming
import Scripts
import Testing

@testable import ConformanceOracles

/// The techniques that observe the host (preserver, reinstaller, scrubber) and the closure
/// delegate, against SEMANTICS.md §7.2, §8.3–§8.6 and the techniques' documentation.
@Suite struct TechniqueWorldLifecycleTests {
    /// A spinner-like animation that never ends.
    static var endless: Animation {
        var animation = Animation.basic("x", from: 0, to: 1, duration: 1)
        animation.timing.repeatCount = .infinity
        return animation
    }

    @Test func aPreserverKeepsTheTreeAcrossTheBackgroundAndAWindowTrip() {
        var bench = TechniqueBench()
        let made = bench.run(.preserve)
        #expect(made.registered.map(\.subject) == [.appNotifications, .windowMoves])
        #expect(bench.run(.preserve).registered.isEmpty)  // made once
        bench.engine.advance(to: 1)
        _ = bench.engine.add(WorldCopy(Self.endless, listener: nil), forKey: "a", to: 0)
        bench.engine.advance(to: 2)  // stamped at local time 1
        // willResignActive while in the window: store (flush, pause at local 2, keep a).
        bench.appActive = false
        bench.post(.willResignActive)
        #expect(bench.engine.timings[0] == LayerTiming(speed: 0, timeOffset: 2))
        #expect(bench.world.debts(view: 0, engine: bench.engine).preserved == ["v0.a"])
        bench.post(.didEnterBackground)
        bench.engine.strip([0])  // the system's removal comes after the observers (§7.2)
        bench.engine.advance(to: 7)
        bench.post(.willEnterForeground)
        #expect(bench.engine.keys(of: 0).isEmpty)  // nothing before didBecomeActive
        bench.appActive = true
        bench.post(.didBecomeActive)
        // Back at local time 2: b′ = 7 − 2 = 5; a comes back with its stamp 1.
        #expect(bench.engine.keys(of: 0) == ["a"])
        #expect(bench.engine.timings[0] == LayerTiming(beginTime: 5, speed: 1, timeOffset: 0))
        #expect(bench.engine.storedCopy(forKey: "a", of: 0)?.animation.timing.beginTime == 1)
        // A window trip while active: willMove(nil) stores, didMoveToWindow restores at once.
        bench.engine.advance(to: 8)
        bench.post(.willMove(toWindow: false), about: 0)  // frozen at local 8 − 5 = 3
        bench.engine.strip([0])
        bench.engine.advance(to: 9)
        bench.post(.didMove(toWindow: true), about: 0)
        #expect(bench.engine.keys(of: 0) == ["a"])
        #expect(bench.local(0) == 3)  // resumed with b′ = 9 − 3 = 6
        #expect(bench.engine.timings[0].beginTime == 6)
    }

    @Test func aWindowReturnWhileInactiveWaitsForDidBecomeActive() {
        var bench = TechniqueBench()
        bench.run(.preserve)
        _ = bench.engine.add(WorldCopy(Self.endless, listener: nil), forKey: "a", to: 0)
        bench.engine.advance(to: 1)
        bench.post(.willMove(toWindow: false), about: 0)
        bench.outOfWindow = [0]
        bench.engine.strip([0])
        bench.appActive = false
        bench.post(.willResignActive)  // out of the window: nothing more to keep
        bench.outOfWindow = []
        bench.post(.didMove(toWindow: true), about: 0)
        #expect(bench.engine.keys(of: 0).isEmpty)  // §8.3: not while inactive
        bench.appActive = true
        bench.post(.didBecomeActive)
        #expect(bench.engine.keys(of: 0) == ["a"])
        #expect(bench.world.debts(view: 0, engine: bench.engine).preserved == nil)
    }

    @Test func aReinstallerBringsBackWhatRanAndNotWhatFinished() {
        var bench = TechniqueBench(parents: [nil, nil])
        var once = Animation.basic("y", from: 0, to: 1, duration: 1)
        once.isRemovedOnCompletion = false  // still on the layer after it ends
        #expect(bench.run(.reinstall(key: "r"), on: 0, animation: Self.endless, number: 4).registered.count == 2)
        bench.run(.reinstall(key: "f"), on: 1, animation: once, number: 5)
        bench.engine.advance(to: 0.5)  // both stamped at 0
        bench.world.didRenderFrame()
        bench.engine.advance(to: 2)  // f ended at 1
        bench.post(.willMove(toWindow: false), about: 0)
        bench.post(.willMove(toWindow: false), about: 1)
        #expect(bench.world.debts(view: 0, engine: bench.engine).noted == ["r"])
        #expect(bench.world.debts(view: 1, engine: bench.engine).noted == [])
        bench.engine.strip([0, 1])
        bench.post(.didMove(toWindow: true), about: 0)
        bench.post(.didMove(toWindow: true), about: 1)
        // r comes back as given (begin 0, to be stamped afresh) heard as step 4's copy; f does not.
        let back = bench.engine.storedCopy(forKey: "r", of: 0)
        #expect(back?.listener == WorldCopy.Listener(step: 4, view: 0, key: "r"))
        #expect(back?.animation.timing.beginTime == 0)
        #expect(bench.engine.keys(of: 1).isEmpty)
        #expect(TechniqueBench.answers(bench.run(.reinstallMissing, on: 1)) == ["reinstalled 0"])
        bench.run(.uninstall(key: "r"), on: 0)
        #expect(bench.engine.keys(of: 0).isEmpty)
        #expect(bench.run(.uninstall(key: "r"), on: 2).status == .noOp(note: "no-op: no view 2"))
    }

    @Test func reinstallMissingCountsWhatARemovalNotedAndNeedsAReinstaller() {
        var bench = TechniqueBench()
        #expect(bench.run(.reinstallMissing).status == .noOp(note: "no-op: no reinstaller on view 0"))
        bench.run(.reinstall(key: "r"), animation: Self.endless)
        bench.appActive = false
        // Unstamped before any frame: not started, so running (the documented corner).
        bench.post(.didEnterBackground)
        bench.engine.strip([0])
        #expect(TechniqueBench.answers(bench.run(.reinstallMissing)) == ["reinstalled 1"])
        #expect(TechniqueBench.answers(bench.run(.reinstallMissing)) == ["reinstalled 0"])
        #expect(bench.engine.keys(of: 0) == ["r"])
    }

    @Test func aScrubberFreezesAtItsProgressPlaysOnAndComesBack() {
        var bench = TechniqueBench()
        bench.engine.advance(to: 3)
        let animation = Animation.basic("x", from: 0, to: 4, duration: 4)
        #expect(bench.run(.scrub(to: 1)).status == .noOp(note: "no-op: no scrubber on view 0"))
        bench.run(.installScrubber(key: "s"), animation: animation, number: 7)
        // Base 1: the copy begins at 1 and the layer is frozen at 1 + 0, active time 0.
        #expect(bench.engine.storedCopy(forKey: "s", of: 0)?.animation.timing.beginTime == 1)
        #expect(bench.engine.timings[0].speed == 0 && bench.engine.timings[0].timeOffset == 1)
        bench.run(.scrub(to: 0.5))
        #expect(bench.engine.timings[0].timeOffset == 1.5)
        bench.engine.advance(to: 4)
        bench.run(.releaseScrub)  // speed 1, beginTime 4 (media time), offset 1.5 stays
        #expect(bench.engine.timings[0] == LayerTiming(beginTime: 4, speed: 1, timeOffset: 1.5))
        bench.engine.advance(to: 5)
        #expect(bench.local(0) - 1 == 1.5)  // the copy's active time went on from 0.5
        bench.run(.scrub(to: 2))
        #expect(bench.local(0) == 3)  // frozen again at 1 + 2
        #expect(TechniqueBench.answers(bench.run(.reinstallScrubber)) == ["reinstalledIfMissing = false"])
        bench.engine.strip([0])
        bench.post(.didMove(toWindow: true), about: 0)
        #expect(bench.engine.storedCopy(forKey: "s", of: 0)?.listener == WorldCopy.Listener(step: 7, view: 0, key: "s"))
        bench.run(.invalidate)
        bench.engine.strip([0])
        bench.post(.didMove(toWindow: true), about: 0)
        #expect(bench.engine.keys(of: 0).isEmpty)  // invalidated: no longer by itself
        #expect(TechniqueBench.answers(bench.run(.reinstallScrubber)) == ["reinstalledIfMissing = true"])
        #expect(bench.local(0) == 3)
    }

    @Test func aDeferredScrubberSetsItsProgressOnTheNextTurn() {
        var bench = TechniqueBench()
        var install = TechniqueStep(.installScrubber(key: "s"), view: 0, variant: "scrub.deferredOffset")
        install.animation = .basic("x", from: 0, to: 4, duration: 4)
        let made = bench.world.apply(install, index: 2, engine: &bench.engine, appActive: true, inWindow: { _ in true })
        // Frozen at 0 with the copy at begin 0 (the commit stamps 0); the progress waits for a turn.
        #expect(bench.engine.timings[0].speed == 0 && bench.engine.timings[0].timeOffset == 0)
        #expect(bench.engine.storedCopy(forKey: "s", of: 0)?.animation.timing.beginTime == 0)
        #expect(made.scheduled.count == 1)
        var scrub = TechniqueStep(.scrub(to: 2), view: 0, variant: "correct")
        _ = bench.world.apply(scrub, index: 3, engine: &bench.engine, appActive: true, inWindow: { _ in true })
        #expect(bench.engine.timings[0].timeOffset == 0)  // remembered only
        #expect(bench.world.debts(view: 0, engine: bench.engine).isScrubDeferred)
        _ = bench.world.runScheduledBlock(made.scheduled[0], engine: &bench.engine)
        #expect(bench.engine.timings[0].timeOffset == 2)  // no base: the layer time is the progress
        scrub.operation = .scrub(to: 3)
        _ = bench.world.apply(scrub, index: 4, engine: &bench.engine, appActive: true, inWindow: { _ in true })
        #expect(bench.engine.timings[0].timeOffset == 3)
        // A new install replaces the driver's only reference: the deferred scrubber stops observing.
        let again = bench.run(.installScrubber(key: "t"), animation: .basic("y", to: 1, duration: 1))
        #expect(Set(again.unregistered) == Set(made.registered.map(\.id)))
        _ = bench.world.runScheduledBlock(made.scheduled[0], engine: &bench.engine)
        #expect(bench.engine.timings[0].timeOffset == 1)  // the new scrubber's base + 0
    }

    @Test func closuresHearOneStartAndOneCompletionAcrossAStoreAndRestore() {
        var bench = TechniqueBench()
        bench.run(.addWithClosures(key: "c"), animation: Self.endless, number: 3)
        let listener = WorldCopy.Listener(step: 3, view: 0, key: "c", viaClosure: true)
        bench.engine.advance(to: 1)
        let original = bench.engine.storedCopy(forKey: "c", of: 0)!
        #expect(original.listener == listener)
        #expect(bench.world.closureCallback(.didStart(listener), of: original) == [.didStart(listener)])
        bench.run(.store)
        bench.engine.strip([0])
        // The removal's stop of a kept copy is held back.
        #expect(bench.world.closureCallback(.didStop(listener, finished: false), of: original).isEmpty)
        #expect(bench.world.debts(view: 0, engine: bench.engine).heldBackStops == [listener])
        #expect(bench.run(.restore).events == [])
        let successor = bench.engine.storedCopy(forKey: "c", of: 0)!
        #expect(successor.animation.userInfo["mediaTiming.preservedGeneration"] == "1")
        #expect(bench.world.closureCallback(.didStart(listener), of: successor).isEmpty)  // once only
        #expect(
            bench.world.closureCallback(.didStop(listener, finished: true), of: successor) == [
                .didStop(listener, finished: true)
            ])
        #expect(bench.world.closureCallback(.didStop(listener, finished: true), of: successor).isEmpty)
    }

    @Test func aDiscardMakesAHeldBackStopFinal() {
        var bench = TechniqueBench()
        bench.run(.addWithClosures(key: "c"), animation: Self.endless, number: 3)
        let listener = WorldCopy.Listener(step: 3, view: 0, key: "c", viaClosure: true)
        bench.engine.advance(to: 1)
        let copy = bench.engine.storedCopy(forKey: "c", of: 0)!
        bench.run(.store)
        bench.engine.strip([0])
        _ = bench.world.closureCallback(.didStop(listener, finished: false), of: copy)
        #expect(bench.run(.discard).events == [.didStop(listener, finished: false)])
        #expect(bench.engine.keys(of: 0).isEmpty)  // re-adds nothing
        #expect(
            bench.run(.addWithClosures(key: "d")).status == .noOp(note: "no-op: addWithClosures needs an animation"))
    }

    @Test func invalidationStopsEveryObserverOfTheVariant() {
        var bench = TechniqueBench()
        bench.run(.preserve)
        bench.run(.reinstall(key: "r"), animation: Self.endless)
        #expect(bench.world.observers.count == 4)
        let outcome = bench.run(.invalidateAll)
        #expect(outcome.unregistered.count == 4 && bench.world.observers.isEmpty)
        bench.engine.advance(to: 1)
        bench.post(.willMove(toWindow: false), about: 0)
        #expect(bench.engine.timings[0].speed == 1)  // no store
        #expect(bench.run(.pause, on: 0).status == .done)
        var other = TechniqueStep(.pause, view: 0)
        other.variant = "pause.qa1673Verbatim"
        let unknown = bench.world.apply(
            other, index: 99, engine: &bench.engine, appActive: true, inWindow: { _ in true })
        #expect(unknown.status == .unknown && !bench.world.isExact)
    }
}
