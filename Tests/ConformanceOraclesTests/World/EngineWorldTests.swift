import MediaTiming
import Scripts
import Testing

@testable import ConformanceOracles

/// EngineWorld against expectations worked by hand from SEMANTICS.md and the contract's docs.
@Suite struct EngineWorldTests {
    /// A world with `count` root layers (or a chain when `nested`), at media time 0.
    func world(_ count: Int = 1, profile: TimingProfile = .coreAnimation) -> EngineWorld {
        var world = EngineWorld(profile: profile)
        for _ in 0..<count { world.makeLayer(parent: nil) }
        return world
    }

    /// A copy heard by the listener the driver gives step `step`'s add.
    func copy(_ animation: Animation, step: Int, view: Int = 0, key: String) -> WorldCopy {
        WorldCopy(animation, listener: listener(step, view, key))
    }

    func listener(_ step: Int, _ view: Int, _ key: String) -> WorldCopy.Listener {
        WorldCopy.Listener(step: step, view: view, key: key)
    }

    func listener(_ step: Int, _ key: String) -> WorldCopy.Listener { listener(step, 0, key) }

    /// Renders `world` at `time` (a free function, so `#expect` can take it).
    func render(_ world: inout EngineWorld, _ time: Double) -> [WorldEvent]? {
        world.render(atMediaTime: time)
    }

    func basic(duration: Double, begin: Double = 0, retained: Bool = false) -> Animation {
        var animation = Animation.basic("opacity", from: 0, to: 10, duration: duration)
        animation.timing.beginTime = begin
        animation.isRemovedOnCompletion = !retained
        return animation
    }

    @Test func stampsAtTheCommitWithTheTimingAsItStandsThenUnderASpedLayer() throws {
        var world = world()
        #expect(render(&world, 3) == [])
        world.add(copy(basic(duration: 1), step: 1, key: "a"), forKey: "a", to: 0)
        // The timing changes after the add, before the commit: the stamp uses the new one (§2.5).
        world.setTiming(LayerTiming(beginTime: 1, speed: 4, timeOffset: 0.5), of: 0)
        #expect(world.storedCopy(forKey: "a", of: 0)?.animation.timing.beginTime == 0)
        world.commit()
        // t = (3 − 1)·4 + 0.5 = 8.5.
        let stored = try #require(world.storedCopy(forKey: "a", of: 0))
        #expect(stored.animation.timing.beginTime == 8.5)
        #expect(stored.animation.timing.duration == 1)
        #expect(world.storedCopyIsPredicted(forKey: "a", of: 0))
        // Local time 8.5 + 4·0.1 = 8.9: 0.4 of the way from 0 to 10.
        _ = render(&world, 3.1)
        #expect(abs((world.presentationValue("opacity", of: 0) ?? .nan) - 4) < 1e-9)
        // It ends at local time 9.5, media time 3.25: removed on completion (§4.3).
        #expect(render(&world, 3.5) == [.didStop(listener(1, "a"), finished: true)])
        #expect(world.predictedKeys(of: 0) == [])
        #expect(world.presentationValue("opacity", of: 0) == 0)
    }

    @Test func aFrozenLayerStampsItsOffsetSoProgressIsOffsetMinusStamp() {
        // §2.6: on a layer with speed 0, timeOffset = 0.5 set in the add's transaction stamps 0.5.
        var world = world()
        world.add(copy(basic(duration: 1), step: 1, key: "a"), forKey: "a", to: 0)
        world.setTiming(LayerTiming(speed: 0, timeOffset: 0.5), of: 0)
        world.commit()
        #expect(world.storedCopy(forKey: "a", of: 0)?.animation.timing.beginTime == 0.5)
        #expect(render(&world, 1) == [.didStart(listener(1, "a"))])
        #expect(world.presentationValue("opacity", of: 0) == 0)
        // Then timeOffset 0.8: progress 0.3.
        world.setTiming(LayerTiming(speed: 0, timeOffset: 0.8), of: 0)
        #expect(abs((world.presentationValue("opacity", of: 0) ?? .nan) - 3) < 1e-9)
    }

    @Test(arguments: [TimingProfile.ReplacementOrder.moveToEnd, .keepPosition])
    func replacementTakesItsPlaceAndTheReplacedCopyStopsAtTheNextRender(_ order: TimingProfile.ReplacementOrder) {
        var world = world(profile: TimingProfile(replacementOrder: order))
        world.add(copy(basic(duration: 5), step: 1, key: "a"), forKey: "a", to: 0)
        world.add(copy(basic(duration: 5), step: 2, key: "b"), forKey: "b", to: 0)
        world.commit()
        #expect(render(&world, 1) == [.didStart(listener(1, "a")), .didStart(listener(2, "b"))])
        world.add(copy(basic(duration: 5), step: 3, key: "a"), forKey: "a", to: 0)
        #expect(world.keys(of: 0) == (order == .moveToEnd ? ["b", "a"] : ["a", "b"]))
        world.commit()
        // The old a's stop and the new a's start fall on the render's first instant, t = 1: in
        // application order, the old copy (added first) before the new one (§6.3). Under
        // keepPosition the new copy sits where the old one sat, ahead of b though added after
        // it, so "application order" reads two ways for that instant: not predicted.
        let events = world.render(atMediaTime: 2)
        if order == .moveToEnd {
            #expect(events == [.didStop(listener(1, "a"), finished: false), .didStart(listener(3, "a"))])
        } else {
            #expect(events == nil)
        }
    }

    @Test func aRemovalsStopGoesAmongTheFirstInstantsCallbacksInApplicationOrder() {
        // §6.3: the stop of a removal and a start at the render's beginning are one instant;
        // a (added first) starts before b (added second) stops, not every stop first.
        var world = world()
        world.add(copy(basic(duration: 1), step: 1, key: "a"), forKey: "a", to: 0)
        world.commit()
        world.add(copy(basic(duration: 1), step: 3, key: "b"), forKey: "b", to: 0)
        world.commit()
        world.removeAnimation(forKey: "b", from: 0)
        #expect(render(&world, 0.5) == [.didStart(listener(1, "a")), .didStop(listener(3, "b"), finished: false)])
    }

    @Test func reverseOrderDeliversAnInstantsCallbacksLatestFirst() {
        var world = world(profile: TimingProfile(simultaneousCallbackOrder: .reverseApplicationOrder))
        world.add(copy(basic(duration: 5), step: 1, key: "a"), forKey: "a", to: 0)
        world.add(copy(basic(duration: 5), step: 2, key: "b"), forKey: "b", to: 0)
        world.commit()
        #expect(render(&world, 1) == [.didStart(listener(2, "b")), .didStart(listener(1, "a"))])
        world.removeAllAnimations(from: 0)
        #expect(world.keys(of: 0) == [])
        #expect(
            render(&world, 1) == [
                .didStop(listener(2, "b"), finished: false), .didStop(listener(1, "a"), finished: false),
            ])
    }

    @Test func nestedTransactionAppliesAtTheOutermostCommitWithItsOwnDuration() throws {
        var world = world()
        world.setTransactionAnimationDuration(2)
        let opened = world.beginTransaction()
        #expect(opened)
        // The nested level starts with the enclosing duration (§2.9).
        #expect(world.transactionAnimationDuration == 2)
        world.add(copy(basic(duration: 0), step: 1, key: "x"), forKey: "x", to: 0)
        world.setTransactionAnimationDuration(0.5)
        world.add(copy(basic(duration: -1), step: 2, key: "y"), forKey: "y", to: 0)
        world.commit()
        // The nested commit applies nothing and gives the enclosing duration back.
        #expect(world.transactionAnimationDuration == 2)
        #expect(world.storedCopy(forKey: "y", of: 0)?.animation.timing.beginTime == 0)
        world.add(copy(basic(duration: 0), step: 3, key: "z"), forKey: "z", to: 0)
        #expect(world.keys(of: 0) == ["x", "y", "z"])
        // A render with only the outermost open: nothing pending runs, the model value shows.
        world.setModelValue(7, forKeyPath: "opacity", of: 0)
        #expect(render(&world, 1) == [])
        #expect(world.presentationValue("opacity", of: 0) == 7)
        world.commit()
        #expect(world.transactionAnimationDuration == 0.25)
        // All three stamped at t = 1: x runs 2 s, y 0.5 s, z 2 s.
        #expect(world.storedCopy(forKey: "x", of: 0)?.animation.timing.duration == 2)
        #expect(world.storedCopy(forKey: "y", of: 0)?.animation.timing.duration == 0.5)
        #expect(world.storedCopy(forKey: "z", of: 0)?.animation.timing.duration == 2)
        #expect(world.storedCopy(forKey: "z", of: 0)?.animation.timing.beginTime == 1)
        #expect(
            render(&world, 1.5) == [
                .didStart(listener(1, "x")), .didStart(listener(2, "y")), .didStart(listener(3, "z")),
                .didStop(listener(2, "y"), finished: true),
            ])
        #expect(world.keys(of: 0) == ["x", "z"])
    }

    @Test func aFlushInsideANestedTransactionWaitsForItsCommit() {
        var world = world()
        #expect(render(&world, 2) == [])
        world.beginTransaction()
        world.add(copy(basic(duration: 1), step: 1, key: "a"), forKey: "a", to: 0)
        let flushedInside = world.flush()
        #expect(!flushedInside)
        #expect(world.storedCopy(forKey: "a", of: 0)?.animation.timing.beginTime == 0)
        world.commit()
        // The last nested commit is the flush's commit: stamped with t = 2.
        #expect(world.storedCopy(forKey: "a", of: 0)?.animation.timing.beginTime == 2)
        // No nested transaction open: a flush commits at once.
        world.add(copy(basic(duration: 1), step: 2, key: "b"), forKey: "b", to: 0)
        let flushedAtTop = world.flush()
        #expect(flushedAtTop)
        #expect(world.storedCopy(forKey: "b", of: 0)?.animation.timing.beginTime == 2)
    }

    @Test func aRenderWhileANestedTransactionIsOpenIsNotPredicted() {
        var world = world()
        world.beginTransaction()
        #expect(render(&world, 1) == nil)
    }

    @Test(arguments: [TimingProfile.RetainedCompletion.atEndOfActivePeriod, .atRemoval])
    func aRetainedCopyHearsDidStopOnceAsTheProfileReadsIt(_ reading: TimingProfile.RetainedCompletion) {
        var world = world(profile: TimingProfile(retainedCompletion: reading))
        world.add(copy(basic(duration: 1, retained: true), step: 1, key: "a"), forKey: "a", to: 0)
        world.commit()
        let atEnd = world.render(atMediaTime: 2)
        #expect(world.keys(of: 0) == ["a"])
        world.removeAnimation(forKey: "a", from: 0)
        let atRemoval = world.render(atMediaTime: 3)
        let stop = WorldEvent.didStop(listener(1, "a"), finished: true)
        if reading == .atEndOfActivePeriod {
            #expect(atEnd == [.didStart(listener(1, "a")), stop])
            #expect(atRemoval == [])
        } else {
            #expect(atEnd == [.didStart(listener(1, "a"))])
            #expect(atRemoval == [stop])
        }
    }

    @Test func aCopyRemovedBeforeItBeganHearsOnlyItsStop() {
        var world = world()
        world.add(copy(basic(duration: 1, begin: 5), step: 1, key: "a"), forKey: "a", to: 0)
        world.commit()
        #expect(render(&world, 1) == [])
        world.removeAnimation(forKey: "a", from: 0)
        #expect(render(&world, 6) == [.didStop(listener(1, "a"), finished: false)])
    }

    @Test func startsAndStopsOfTwoLayersGoInTimeOrder() {
        var world = world(2)
        world.setTiming(LayerTiming(speed: 2), of: 1)
        world.add(copy(basic(duration: 2), step: 1, key: "a"), forKey: "a", to: 0)
        world.add(copy(basic(duration: 1), step: 2, view: 1, key: "b"), forKey: "b", to: 1)
        world.commit()
        // Both start at 0; b's local time runs twice as fast, so its 1 s ends at media 0.5; a ends at 2.
        #expect(
            render(&world, 3) == [
                .didStart(listener(1, "a")), .didStart(listener(2, 1, "b")),
                .didStop(listener(2, 1, "b"), finished: true),
                .didStop(listener(1, "a"), finished: true),
            ])
    }

    @Test func aLongJumpDeliversAShortCopysStartAndStopInOrder() {
        var world = world()
        world.add(copy(basic(duration: 7), step: 1, key: "c"), forKey: "c", to: 0)
        world.add(copy(basic(duration: 0.5, begin: 5), step: 2, key: "s"), forKey: "s", to: 0)
        world.commit()
        // c: 0 → 7; s: 5 → 5.5.
        #expect(
            render(&world, 10) == [
                .didStart(listener(1, "c")), .didStart(listener(2, "s")), .didStop(listener(2, "s"), finished: true),
                .didStop(listener(1, "c"), finished: true),
            ])
        #expect(world.keys(of: 0) == [])
    }

    @Test func groupChildrenAreNeverHeard() {
        var world = world()
        let child = Animation.basic("opacity", from: 0, to: 1, duration: 0.5)
        world.add(copy(.group([child], duration: 1), step: 1, key: "g"), forKey: "g", to: 0)
        world.commit()
        #expect(render(&world, 2) == [.didStart(listener(1, "g")), .didStop(listener(1, "g"), finished: true)])
    }

    @Test func refusalsChangeNothing() {
        var world = world(profile: .coreAnimation)
        world.add(copy(basic(duration: 1), step: 1, key: "a"), forKey: "a", to: 0)
        var bad = basic(duration: 1)
        bad.timing.speed = .nan
        let added = world.add(copy(bad, step: 2, key: "a"), forKey: "a", to: 0)
        #expect(!added)
        #expect(world.storedCopy(forKey: "a", of: 0)?.listener == listener(1, "a"))
        let timingRefused = world.apply(.setTiming(view: 0, LayerTiming(speed: .infinity)), index: 3)
        #expect(timingRefused)
        #expect(world.timing(of: 0) == LayerTiming())
        let valueRefused = world.apply(.setModelValue(view: 0, keyPath: "", value: 1), index: 4)
        #expect(valueRefused)
        let missingViewIsNoOp = world.apply(.removeAnimation(view: 9, key: "a"), index: 5)
        #expect(missingViewIsNoOp)
        let missingKeyIsNoOp = world.apply(.removeAnimation(view: 0, key: "zz"), index: 6)
        #expect(!missingKeyIsNoOp)
        var flat = EngineWorld(profile: .coreAnimation, nestsTransactions: false)
        let beginRefused = flat.apply(.beginTransaction, index: 0)
        #expect(beginRefused)
        #expect(render(&world, 1) == [])
        #expect(render(&world, 0.5) == [])
        #expect(world.mediaTime == 1)
    }

    @Test func timeRunningBackwardsPastAnEdgeIsNotPredicted() {
        // Speed −1: the copy is stamped at local 0 and its time then runs below its begin.
        var world = world()
        world.setTiming(LayerTiming(speed: -1), of: 0)
        world.add(copy(basic(duration: 1), step: 1, key: "a"), forKey: "a", to: 0)
        world.commit()
        #expect(render(&world, 1) == nil)
        #expect(world.predictedKeys(of: 0) == nil)
    }

    @Test func aBoundedLayersTimeIsFollowedWithinACycleAndNotAcrossAWrap() {
        // The layer's time repeats every 2 s (§1.3); copies run in it.
        var world = world()
        world.setTiming(LayerTiming(duration: 2, repeatCount: 3), of: 0)
        world.add(copy(basic(duration: 1), step: 1, key: "a"), forKey: "a", to: 0)
        world.commit()
        // Stamped 0; within the first cycle the layer's time is media time: a runs 0 → 1.
        #expect(render(&world, 0.5) == [.didStart(listener(1, "a"))])
        #expect(render(&world, 1.5) == [.didStop(listener(1, "a"), finished: true)])
        world.add(copy(basic(duration: 0.25, begin: 1.75), step: 2, key: "b"), forKey: "b", to: 0)
        world.commit()
        // From 1.5 to 2.5 the layer's time runs 1.5 → 2, wraps to 0 and runs to 0.5: b (1.75 →
        // 2) ran on the way, which a render reading only its own instant does not see.
        #expect(render(&world, 2.5) == nil)
        #expect(world.predictedKeys(of: 0) == nil)
        #expect(world.presentationValue("opacity", of: 0) == nil)
    }

    @Test func convertingUpThroughASpeedOfZeroIsNotPredicted() {
        var world = world()
        world.makeLayer(parent: 0)
        world.setTiming(LayerTiming(beginTime: 1, speed: 0, timeOffset: 3), of: 0)
        world.setTiming(LayerTiming(speed: 2, timeOffset: 1), of: 1)
        // Down: (t − 1)·0 + 3 = 3, then 3·2 + 1 = 7.
        #expect(world.predictedLocalTime(of: 1, atMediaTime: 5) == 7)
        #expect(world.localTime(of: 1, atMediaTime: 5) == 7)
        #expect(world.predictedConvertTime(7, from: 1, to: nil) == nil)
        // Down from media time to the frozen parent needs no inverse: (3 − 1)·0 + 3 = 3.
        #expect(world.predictedConvertTime(3, from: nil, to: 0) == 3)
        #expect(world.parentTime(of: 1, atMediaTime: 5) == 3)
    }
}
