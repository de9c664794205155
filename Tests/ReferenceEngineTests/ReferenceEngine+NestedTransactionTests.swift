import MediaTiming
import Testing

@testable import ReferenceEngine

/// Nested transactions and a cleared completion block (SEMANTICS §2.8, §2.9), worked by hand.
@Suite struct NestedTransactionTests {
    @Test func aNestedCommitAppliesNothingAndGivesTheDurationBack() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        engine.transactionAnimationDuration = 1
        try engine.beginTransaction()
        #expect(engine.transactionAnimationDuration == 1)  // the enclosing one's, inherited
        engine.transactionAnimationDuration = 4
        try engine.add(Animation.basic("x", from: 2, to: 6, duration: 0), forKey: "a", to: layer)
        engine.commit()  // nested: nothing shows yet
        #expect(engine.presentationValue(forKeyPath: "x", of: layer) == 0)
        #expect(engine.transactionAnimationDuration == 1)
        try engine.render(atMediaTime: 0.5)  // no outer commit yet: still nothing
        #expect(engine.presentationValue(forKeyPath: "x", of: layer) == 0)
        engine.commit()  // outermost: stamped at 0.5
        #expect(engine.transactionAnimationDuration == 0.25)
        try engine.render(atMediaTime: 1.5)  // 1 s of 4 into 2 → 6: 3
        #expect(engine.presentationValue(forKeyPath: "x", of: layer) == 3)
        #expect(engine.animation(forKey: "a", of: layer)?.timing.duration == 4)
    }

    @Test func aFlushCommitsAtTheTopLevelAndWaitsForTheNestedCommitInsideOne() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        try engine.render(atMediaTime: 1)
        // Top level: the flush commits at once; a stamp of 1 puts x at its from value 2.
        try engine.add(Animation.basic("x", from: 2, to: 6, duration: 4), forKey: "a", to: layer)
        #expect(engine.flush())
        #expect(engine.animation(forKey: "a", of: layer)?.timing.beginTime == 1)
        #expect(engine.presentationValue(forKeyPath: "x", of: layer) == 2)
        // Inside a nested transaction the flush waits: nothing is applied, the nested duration stays.
        try engine.beginTransaction()
        engine.transactionAnimationDuration = 2
        try engine.add(Animation.basic("y", from: 5, to: 7, duration: 0), forKey: "b", to: layer)
        #expect(!engine.flush())
        #expect(engine.transactionAnimationDuration == 2)
        #expect(engine.presentationValue(forKeyPath: "y", of: layer) == 0)
        // The nested commit ends the last nested transaction: the flush happens then, stamping b
        // at 1 with the nested duration 2; at 2, b is half way: 5 + 2 · 0.5 = 6.
        engine.commit()
        #expect(engine.animation(forKey: "b", of: layer)?.timing.beginTime == 1)
        #expect(engine.presentationValue(forKeyPath: "y", of: layer) == 5)
        try engine.render(atMediaTime: 2)
        #expect(engine.presentationValue(forKeyPath: "y", of: layer) == 6)
    }

    @Test func theEnclosingBlockWaitsForTheNestedAddsAndTheNestedBlockForItsOwn() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        var ran: [String] = []
        engine.setCompletionBlock { ran.append("outer") }
        try engine.add(Animation.basic("x", from: 0, to: 1, duration: 1), forKey: "a", to: layer)
        try engine.beginTransaction()
        engine.setCompletionBlock { ran.append("inner") }
        try engine.add(Animation.basic("y", from: 0, to: 1, duration: 2), forKey: "b", to: layer)
        engine.commit()
        engine.commit()  // both stamped at 0
        try engine.render(atMediaTime: 1)  // a stopped; b runs to 2
        #expect(ran.isEmpty)
        try engine.render(atMediaTime: 2)  // b stopped: both blocks, in the order their transactions ended
        #expect(ran == ["inner", "outer"])
    }

    @Test func aClearedBlockWaitsOnlyForWhatItCollected() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        var runs = 0
        engine.setCompletionBlock { runs += 1 }
        try engine.add(Animation.basic("x", from: 0, to: 1, duration: 1), forKey: "a", to: layer)
        engine.clearCompletionBlock()
        try engine.add(Animation.basic("y", from: 0, to: 1, duration: 3), forKey: "b", to: layer)
        engine.commit()
        try engine.render(atMediaTime: 1.5)  // a stopped at 1; b, after the clear, is not waited for
        #expect(runs == 1)
        try engine.render(atMediaTime: 3.5)
        #expect(runs == 1)
    }
}
