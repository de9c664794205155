import MediaTiming
import Scripts
import Testing

@testable import ConformanceOracles

/// What EngineWorld leaves open (SEMANTICS §9): predictions it does not make, worked by hand.
extension EngineWorldTests {
    @Test func aPredictionLeavesOutWhatIsOpen() {
        var world = world(2)
        world.setModelValue(3, forKeyPath: "opacity", of: 0)
        world.setTiming(LayerTiming(speed: -1), of: 1)
        world.add(copy(basic(duration: 1), step: 1, view: 1, key: "a"), forKey: "a", to: 1)
        world.commit()
        let events = world.render(atMediaTime: 1)
        let prediction = world.prediction(keyPaths: ["opacity"], events: events, isNoOp: false)
        #expect(prediction.events == nil)
        #expect(prediction.keys == [[], nil])
        // v1: (1 − 0)·(−1) + 0 = −1.
        #expect(prediction.localTimes == [1, -1])
        #expect(prediction.values == [["opacity": 3], [:]])
        #expect(prediction.isNoOp == false)
    }
}

extension EngineWorldTests {
    @Test func blocksOfOneRenderRunInTheOrderSetWhenTheirTransactionsEndedInThatOrder() {
        var world = world()
        world.setCompletionBlock(step: 1)
        world.setCompletionBlock(step: 2)
        world.commit()
        #expect(render(&world, 1) == [.completionBlock(step: 1), .completionBlock(step: 2)])
    }

    @Test func blocksOfOneRenderWhoseTransactionsEndedInAnotherOrderAreNotPredicted() {
        // Block 1 is set first but its transaction ends after the nested one of block 3.
        var world = world()
        world.setCompletionBlock(step: 1)
        world.beginTransaction()
        world.setCompletionBlock(step: 3)
        world.commit()
        world.commit()
        #expect(render(&world, 1) == nil)
        #expect(render(&world, 2) == [])
    }

    @Test func replacingACopyWhoseEndIsOpenLeavesItsPlaceOpenUnderKeepPosition() {
        var world = world(profile: TimingProfile(replacementOrder: .keepPosition))
        world.setTiming(LayerTiming(speed: -1), of: 0)
        world.add(copy(basic(duration: 1), step: 1, key: "a"), forKey: "a", to: 0)
        world.add(copy(basic(duration: 9, begin: -5), step: 2, key: "b"), forKey: "b", to: 0)
        world.commit()
        #expect(render(&world, 1) == nil)
        world.add(copy(basic(duration: 1), step: 3, key: "a"), forKey: "a", to: 0)
        // a may have left already (then the new a goes last) or not (then it keeps a's place).
        #expect(world.predictedKeys(of: 0) == nil)
    }

    @Test func aGroupChildWithoutDurationUnderTheTransactionDefaultReadingFollowsOnlyTheDefault() {
        let profile = TimingProfile(groupChildDefaultDuration: .transactionDefault)
        var world = world(profile: profile)
        let child = Animation.basic("opacity", from: 0, to: 1, duration: 0)
        world.add(copy(.group([child], duration: 1), step: 1, key: "g"), forKey: "g", to: 0)
        #expect(world.storedCopyIsPredicted(forKey: "g", of: 0))
        #expect(world.storedCopy(forKey: "g", of: 0)?.animation.children.first?.timing.duration == 0.25)
        // With the transaction's duration set to 2, "the transaction's default" reads two ways.
        world.setTransactionAnimationDuration(2)
        world.add(copy(.group([child], duration: 1), step: 2, key: "h"), forKey: "h", to: 0)
        #expect(!world.storedCopyIsPredicted(forKey: "h", of: 0))
    }
}

/// SEMANTICS §4.3's open point: the world predicts no value of a filled copy past its period
/// before the render that removes it, and predicts again from that render on.
@Suite struct EngineWorldFinishedCopyTests {
    @Test func noValueIsPredictedBetweenTheEndAndTheRemovingRender() {
        var world = EngineWorld(profile: .coreAnimation)
        world.makeLayer(parent: nil)
        var animation = Animation.basic("opacity", from: 0, to: 10, duration: 1)
        animation.timing.beginTime = -2.5
        animation.timing.fillMode = .forwards
        world.add(WorldCopy(animation, listener: WorldCopy.Listener(step: 1, view: 0, key: "f")), forKey: "f", to: 0)
        world.commit()
        #expect(world.predictedKeys(of: 0) == ["f"])
        #expect(world.presentationValue("opacity", of: 0) == nil)
        #expect(world.presentationValue("x", of: 0) == 0)
        _ = world.render(atMediaTime: 0.25)
        #expect(world.predictedKeys(of: 0) == [])
        #expect(world.presentationValue("opacity", of: 0) == 0)
    }
}
