import MediaTiming
import Testing

@testable import ReferenceEngine

/// Transaction completion blocks (SEMANTICS §2.8), against timelines worked by hand.
@Suite struct CompletionBlockTests {
    @Test func runsAfterTheLastOfItsAnimationsFinishesAndAfterTheirCallbacks() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        let log = SharedLog()
        engine.setCompletionBlock { log.entries.append("block") }
        var a = Animation.basic("x", from: 0, to: 1, duration: 1)
        a.delegate = NamedDelegate("a", log: log)
        var b = Animation.basic("x", from: 0, to: 1, duration: 2)
        b.delegate = NamedDelegate("b", log: log)
        try engine.add(a, forKey: "a", to: layer)
        try engine.add(b, forKey: "b", to: layer)
        engine.commit()  // both stamped 0
        try engine.render(atMediaTime: 1)  // a ends at 1, b runs to 2
        #expect(log.entries == ["start a", "start b", "stop a true"])
        try engine.render(atMediaTime: 2)
        #expect(log.entries == ["start a", "start b", "stop a true", "stop b true", "block"])
        try engine.render(atMediaTime: 3)
        #expect(log.entries.filter { $0 == "block" }.count == 1)
    }

    @Test func aRemovalCountsAsAStopAndTheBlockWaitsForTheNextRender() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        var runs = 0
        engine.setCompletionBlock { runs += 1 }
        try engine.add(Animation.basic("x", from: 0, to: 1, duration: 5), forKey: "a", to: layer)
        engine.commit()
        try engine.render(atMediaTime: 1)
        #expect(runs == 0)
        engine.removeAnimation(forKey: "a", from: layer)
        #expect(runs == 0)  // never from a removal
        try engine.render(atMediaTime: 1)
        #expect(runs == 1)
    }

    @Test func aTransactionWithoutAnimationsRunsItsBlockAtTheNextRender() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        var order: [String] = []
        try engine.add(Animation.basic("x", from: 0, to: 1, duration: 5), forKey: "before", to: layer)
        engine.setCompletionBlock { order.append("first") }  // waits for nothing: "before" came earlier
        engine.setCompletionBlock { order.append("second") }  // replaces it; waits for "after"
        try engine.add(Animation.basic("x", from: 0, to: 1, duration: 1), forKey: "after", to: layer)
        engine.commit()
        #expect(order.isEmpty)  // never from a commit
        try engine.render(atMediaTime: 0.5)
        #expect(order == ["first"])
        try engine.render(atMediaTime: 1)
        #expect(order == ["first", "second"])
    }

    @Test func aBlockOnAFrozenLayerNeverRuns() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        try engine.setTiming(LayerTiming(beginTime: 0, speed: 0, timeOffset: 0), of: layer)
        var runs = 0
        engine.setCompletionBlock { runs += 1 }
        try engine.add(Animation.basic("x", from: 0, to: 1, duration: 1), forKey: "a", to: layer)
        engine.commit()
        try engine.render(atMediaTime: 10)
        #expect(runs == 0)
    }
}
