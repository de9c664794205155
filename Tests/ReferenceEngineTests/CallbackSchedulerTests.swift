import MediaTiming
import Testing

@testable import ReferenceEngine

/// SEMANTICS §6: delegate callbacks.
@Suite struct CallbackSchedulerTests {
    // SEMANTICS §6.1: didStart when the active period begins (a future beginTime), not at add; once.
    @Test func section6_1_startAtTheActivePeriodOnce() throws {
        let (engine, layer) = engineWithLayer()
        let log = CallbackLog("a")
        try engine.add(
            Animation.basic("x", from: 0, to: 1, duration: 1).timed { $0.beginTime = 5 }.with(delegate: log),
            forKey: "a", to: layer)
        #expect(log.entries.isEmpty)  // nothing at add
        engine.commit()
        #expect(log.entries.isEmpty)  // nothing at commit either: only render delivers
        try engine.render(atMediaTime: 4.9)
        #expect(log.entries.isEmpty)
        try engine.render(atMediaTime: 5.5)
        #expect(log.entries == ["start a"])
        try engine.render(atMediaTime: 5.7)
        #expect(log.entries == ["start a"])
        try engine.render(atMediaTime: 6)
        #expect(log.entries == ["start a", "stop a true"])
        try engine.render(atMediaTime: 9)
        #expect(log.entries == ["start a", "stop a true"])
    }

    // SEMANTICS §6.1: the delegate receives the stored, stamped copy.
    @Test func section6_1_delegateGetsTheStampedCopy() throws {
        final class BeginTimes: AnimationDelegate {
            var seen: [Double] = []
            func animationDidStart(_ animation: Animation) { seen.append(animation.timing.beginTime) }
        }
        let (engine, layer) = engineWithLayer()
        let probe = BeginTimes()
        try engine.render(atMediaTime: 3)
        try engine.install(
            Animation.basic("x", from: 0, to: 1, duration: 1).with(delegate: probe), forKey: "a", on: layer)
        try engine.render(atMediaTime: 3.1)
        #expect(probe.seen == [3])  // stamped with the local time 3 at the commit
    }

    // SEMANTICS §6.2: finished = true on completion, false on each kind of removal; exactly once.
    @Test func section6_2_finishedFlagPerKindOfStop() throws {
        let (engine, layer) = engineWithLayer()
        let log = SharedLog()
        let animation = Animation.basic("x", from: 0, to: 1, duration: 1)
        try engine.add(animation.with(delegate: NamedDelegate("completes", log: log)), forKey: "c", to: layer)
        try engine.add(
            animation.timed { $0.duration = 10 }.with(delegate: NamedDelegate("removed", log: log)), forKey: "r",
            to: layer)
        try engine.add(
            animation.timed { $0.duration = 10 }.with(delegate: NamedDelegate("replaced", log: log)), forKey: "p",
            to: layer)
        engine.commit()
        try engine.render(atMediaTime: 0.5)
        log.entries.removeAll()
        engine.removeAnimation(forKey: "r", from: layer)
        try engine.add(animation.timed { $0.duration = 10 }, forKey: "p", to: layer)
        #expect(log.entries.isEmpty)  // stops wait for the next render
        engine.commit()
        try engine.render(atMediaTime: 2)
        // removals at media 0.5 come first (application order r, p), then the completion at 1
        #expect(log.entries == ["stop removed false", "stop replaced false", "stop completes true"])
        try engine.render(atMediaTime: 30)
        #expect(log.entries.count == 3)
    }

    // SEMANTICS §6.2: removeAllAnimations stops every copy with finished = false, in application order.
    @Test func section6_2_removeAllStopsEveryCopy() throws {
        let (engine, layer) = engineWithLayer()
        let log = SharedLog()
        for name in ["a", "b", "c"] {
            try engine.add(
                Animation.basic(name, from: 0, to: 1, duration: 5).with(delegate: NamedDelegate(name, log: log)),
                forKey: name, to: layer)
        }
        engine.commit()
        try engine.render(atMediaTime: 1)
        engine.removeAllAnimations(from: layer)
        try engine.render(atMediaTime: 2)
        #expect(log.entries == ["start a", "start b", "start c", "stop a false", "stop b false", "stop c false"])
        #expect(engine.animationKeys(of: layer).isEmpty)
    }

    // SEMANTICS §6.2: a copy removed before it began gets didStop(false) and no didStart.
    @Test func section6_2_removedBeforeItBegan() throws {
        let (engine, layer) = engineWithLayer()
        let early = CallbackLog("early")
        let pending = CallbackLog("pending")
        try engine.install(
            Animation.basic("x", from: 0, to: 1, duration: 1).timed { $0.beginTime = 5 }.with(delegate: early),
            forKey: "a", on: layer)
        try engine.add(
            Animation.basic("y", from: 0, to: 1, duration: 1).with(delegate: pending), forKey: "b", to: layer)
        try engine.render(atMediaTime: 1)
        engine.removeAnimation(forKey: "a", from: layer)
        engine.removeAnimation(forKey: "b", from: layer)  // never committed
        try engine.render(atMediaTime: 6)
        #expect(early.entries == ["stop early false"])
        #expect(pending.entries == ["stop pending false"])
    }

    // SEMANTICS §6.2 (open): a retained copy hears didStop(true) at the end, nothing on removal.
    @Test func section6_2_retainedCopyStopsAtTheEnd() throws {
        let (engine, layer) = engineWithLayer()
        let log = CallbackLog("a")
        var animation = Animation.basic("x", from: 0, to: 1, duration: 1).with(delegate: log)
        animation.isRemovedOnCompletion = false
        try engine.install(animation, forKey: "a", on: layer)
        try engine.render(atMediaTime: 2)
        #expect(log.entries == ["start a", "stop a true"])
        engine.removeAnimation(forKey: "a", from: layer)
        try engine.render(atMediaTime: 3)
        #expect(log.entries == ["start a", "stop a true"])
    }

    // SEMANTICS §6.2 profile atRemoval: nothing at the end; didStop(true) when removed.
    @Test func section6_2_profileRetainedCompletionAtRemoval() throws {
        let (engine, layer) = engineWithLayer(profile: TimingProfile(retainedCompletion: .atRemoval))
        let log = CallbackLog("a")
        let early = CallbackLog("early")
        var animation = Animation.basic("x", from: 0, to: 1, duration: 1).with(delegate: log)
        animation.isRemovedOnCompletion = false
        try engine.install(animation, forKey: "a", on: layer)
        var long = animation.timed { $0.duration = 10 }.with(delegate: early)
        long.isRemovedOnCompletion = false
        try engine.install(long, forKey: "b", on: layer)
        try engine.render(atMediaTime: 2)
        #expect(log.entries == ["start a"])
        engine.removeAllAnimations(from: layer)
        try engine.render(atMediaTime: 3)
        #expect(log.entries == ["start a", "stop a true"])
        #expect(early.entries == ["start early", "stop early false"])  // removed before completing
    }

    // SEMANTICS §6.1–6.3: a copy that begins and ends within one render gets both, in time order.
    @Test func section6_3_timeOrderWithinOneRender() throws {
        let (engine, layer) = engineWithLayer()
        let log = SharedLog()
        let base = Animation.basic("x", from: 0, to: 1, duration: 1)
        try engine.add(base.with(delegate: NamedDelegate("a", log: log)), forKey: "a", to: layer)  // 0…1
        try engine.add(
            base.timed { $0.duration = 3 }.with(delegate: NamedDelegate("b", log: log)), forKey: "b", to: layer)  // 0…3
        try engine.add(
            base.timed {
                $0.beginTime = 2
                $0.duration = 0.5
            }.with(delegate: NamedDelegate("c", log: log)), forKey: "c", to: layer)  // 2…2.5
        engine.commit()
        try engine.render(atMediaTime: 4)
        // times: a 0, b 0 (tie: application order), a stops 1, c 2, c stops 2.5, b stops 3
        #expect(log.entries == ["start a", "start b", "stop a true", "start c", "stop c true", "stop b true"])
    }

    // SEMANTICS §6.3: transition times account for the layer's speed across layers.
    @Test func section6_3_orderAcrossLayersUsesMediaTime() throws {
        let engine = ReferenceEngine()
        let slow = engine.makeLayer()
        let fast = engine.makeLayer()
        try engine.setTiming(LayerTiming(speed: 0.5), of: slow)
        try engine.setTiming(LayerTiming(speed: 2), of: fast)
        let log = SharedLog()
        // slow: local 1 at media 2 (ends at media 2); fast: local 3 at media 1.5 (ends at media 1.5)
        try engine.add(
            Animation.basic("x", from: 0, to: 1, duration: 1).with(delegate: NamedDelegate("slow", log: log)),
            forKey: "a", to: slow)
        try engine.add(
            Animation.basic("x", from: 0, to: 1, duration: 3).with(delegate: NamedDelegate("fast", log: log)),
            forKey: "a", to: fast)
        engine.commit()
        try engine.render(atMediaTime: 5)
        #expect(log.entries == ["start slow", "start fast", "stop fast true", "stop slow true"])
    }

    // SEMANTICS §6.3: delegates may re-enter the engine; a completion may add a new animation.
    @Test func section6_3_reentrantCompletionAddsAnAnimation() throws {
        let (engine, layer) = engineWithLayer()
        let first = CallbackLog("first")
        let second = CallbackLog("second")
        first.onStop = { _, _ in
            // The state is already updated: the finished copy is gone.
            #expect(engine.animationKeys(of: layer).isEmpty)
            try? engine.add(
                Animation.basic("x", from: 5, to: 6, duration: 1).with(delegate: second), forKey: "next", to: layer)
            engine.commit()
        }
        try engine.install(
            Animation.basic("x", from: 0, to: 1, duration: 1).with(delegate: first), forKey: "a", on: layer)
        try engine.render(atMediaTime: 1.5)
        #expect(first.entries == ["start first", "stop first true"])
        #expect(engine.animationKeys(of: layer) == ["next"])
        // stamped at the media time of the re-entrant commit, 1.5: at 2, p = 0.5 → 5.5
        #expect(try engine.value("x", of: layer, at: 2) == 5.5)
        #expect(second.entries == ["start second"])
    }

    // SEMANTICS §6.3: re-entrant removal of an animation during delivery hears its stop at the next render.
    @Test func section6_3_reentrantRemoval() throws {
        let (engine, layer) = engineWithLayer()
        let short = CallbackLog("short")
        let long = CallbackLog("long")
        short.onStop = { _, _ in engine.removeAnimation(forKey: "long", from: layer) }
        try engine.add(
            Animation.basic("x", from: 0, to: 1, duration: 1).with(delegate: short), forKey: "short", to: layer)
        try engine.add(
            Animation.basic("y", from: 0, to: 1, duration: 9).with(delegate: long), forKey: "long", to: layer)
        engine.commit()
        try engine.render(atMediaTime: 2)
        #expect(long.entries == ["start long"])
        try engine.render(atMediaTime: 2)
        #expect(long.entries == ["start long", "stop long false"])
    }

    // SEMANTICS §6.3: the delegate is held strongly by the stored copy.
    @Test func section6_3_delegateIsRetained() throws {
        final class Counter: AnimationDelegate {
            nonisolated(unsafe) static var stops = 0
            func animationDidStop(_ animation: Animation, finished: Bool) { Counter.stops += 1 }
        }
        let (engine, layer) = engineWithLayer()
        weak var weakDelegate: Counter?
        do {
            let delegate = Counter()
            weakDelegate = delegate
            try engine.install(
                Animation.basic("x", from: 0, to: 1, duration: 1).with(delegate: delegate), forKey: "a", on: layer)
        }
        #expect(weakDelegate != nil)  // only the engine's copy holds it now
        try engine.render(atMediaTime: 2)
        #expect(Counter.stops == 1)
    }

    // The crossing time of a transition is interpolated inside the rendered interval.
    @Test func crossingTimeInterpolatesAndClamps() {
        // local 0 → 10 over media 0 → 5; target 4 → 40 % → media 2
        #expect(
            CallbackScheduler.crossingTime(target: 4, localAtPrevious: 0, localAtCurrent: 10, previous: 0, current: 5)
                == 2)
        // already past at the start → the start of the interval
        #expect(
            CallbackScheduler.crossingTime(target: -3, localAtPrevious: 0, localAtCurrent: 10, previous: 0, current: 5)
                == 0)
        // frozen layer → the start of the interval
        #expect(
            CallbackScheduler.crossingTime(target: 4, localAtPrevious: 1, localAtCurrent: 1, previous: 7, current: 9)
                == 7)
    }
}
