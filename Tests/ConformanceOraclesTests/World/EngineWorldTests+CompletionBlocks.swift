import MediaTiming
import Scripts
import Testing

@testable import ConformanceOracles

/// Completion blocks (§2.8, §2.9) in EngineWorld, worked by hand.
extension EngineWorldTests {
    @Test func aBlockRunsAfterTheRendersCallbacksOnceItsCopiesStopped() {
        var world = world()
        world.setCompletionBlock(step: 1)
        world.add(copy(basic(duration: 1), step: 2, key: "a"), forKey: "a", to: 0)
        world.commit()
        #expect(render(&world, 0.5) == [.didStart(listener(2, "a"))])
        #expect(render(&world, 1) == [.didStop(listener(2, "a"), finished: true), .completionBlock(step: 1)])
        #expect(render(&world, 2) == [])
    }

    @Test func aBlockWithNoCopiesRunsAtTheFirstRenderAfterItsTransactionEnds() {
        var world = world()
        world.setCompletionBlock(step: 4)
        // Not ended yet: a render before the commit does not run it.
        #expect(render(&world, 0.5) == [])
        world.commit()
        #expect(render(&world, 0.5) == [.completionBlock(step: 4)])
        #expect(render(&world, 1) == [])
    }

    @Test func aClearedBlockWaitsOnlyForWhatItCollectedBeforeTheClear() {
        var world = world()
        world.setCompletionBlock(step: 1)
        world.add(copy(basic(duration: 1), step: 2, key: "a"), forKey: "a", to: 0)
        world.clearCompletionBlock()
        world.add(copy(basic(duration: 3), step: 4, key: "b"), forKey: "b", to: 0)
        world.commit()
        // a ends at 1 and the block runs then; b, added after the clear, is waited for by none.
        #expect(
            render(&world, 2) == [
                .didStart(listener(2, "a")), .didStart(listener(4, "b")), .didStop(listener(2, "a"), finished: true),
                .completionBlock(step: 1),
            ])
        #expect(render(&world, 3) == [.didStop(listener(4, "b"), finished: true)])
    }

    @Test func aBlockWhoseCopyIsRemovedRunsWhenTheStopIsHeard() {
        var world = world()
        world.setCompletionBlock(step: 1)
        world.add(copy(basic(duration: 5), step: 2, key: "a"), forKey: "a", to: 0)
        world.commit()
        #expect(render(&world, 1) == [.didStart(listener(2, "a"))])
        world.beginTransaction()
        world.removeAnimation(forKey: "a", from: 0)
        world.commit()
        #expect(render(&world, 1) == [.didStop(listener(2, "a"), finished: false), .completionBlock(step: 1)])
    }

    @Test func aBlockOnAFrozenLayerNeverRuns() {
        var world = world()
        world.setTiming(LayerTiming(speed: 0), of: 0)
        world.setCompletionBlock(step: 1)
        world.add(copy(basic(duration: 1), step: 2, key: "a"), forKey: "a", to: 0)
        world.commit()
        #expect(render(&world, 1) == [.didStart(listener(2, "a"))])
        #expect(render(&world, 100) == [])
    }

    @Test func whetherAnEnclosingBlockWaitsForANestedAddIsNotPredictedWhereItMatters() {
        var world = world()
        world.setCompletionBlock(step: 1)
        world.add(copy(basic(duration: 1), step: 2, key: "a"), forKey: "a", to: 0)
        world.beginTransaction()
        world.add(copy(basic(duration: 3), step: 4, key: "b"), forKey: "b", to: 0)
        world.commit()
        world.commit()
        #expect(render(&world, 0.5) == [.didStart(listener(2, "a")), .didStart(listener(4, "b"))])
        // At 1, a stopped: one reading runs the block now, the other at 3 (§9: not asserted).
        #expect(render(&world, 1) == nil)
        #expect(render(&world, 2) == [])
        #expect(render(&world, 3) == nil)
        #expect(render(&world, 4) == [])
    }
}
