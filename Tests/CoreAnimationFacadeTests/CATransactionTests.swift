// On Apple platforms the module is QuartzCore itself, with no engine to test (FACADE.md).
#if !canImport(QuartzCore)
import CoreAnimationFacade
import Foundation
import MediaTiming
import ReferenceEngine
import Testing

@Suite("CATransaction")
struct CATransactionTests {
    @Test("begin with no transaction open commits at its own commit")
    func topLevelExplicit() {
        withFacade { engine in
            let layer = CALayer()
            engine.render(atMediaTime: 2)
            CATransaction.begin()
            layer.add(ramp(), forKey: "k")
            CATransaction.commit()
            #expect(layer.animation(forKey: "k")?.beginTime == 2)
        }
    }

    @Test("begin after a change nests in the implicit transaction: nothing applies until the turn ends")
    func nestedInImplicit() {
        withFacade { engine in
            let layer = CALayer()
            engine.render(atMediaTime: 2)
            layer.setValue(1, forKeyPath: "x")  // opens the implicit transaction
            CATransaction.begin()
            CATransaction.setAnimationDuration(3)
            layer.add(ramp(duration: 0), forKey: "k")
            #expect(CATransaction.animationDuration() == 3)
            CATransaction.commit()
            // The nested level's duration is gone; its animation waits for the outermost commit.
            #expect(CATransaction.animationDuration() == 0.25)
            #expect(layer.animation(forKey: "k")?.beginTime == 0)
            #expect(layer.animation(forKey: "k")?.duration == 3)
            engine.endTurn()
            #expect(layer.animation(forKey: "k")?.beginTime == 2)
            #expect(engine.refusals.isEmpty)
        }
    }

    @Test("flush() inside a nested level commits the implicit transaction when the nested one commits")
    func flushWaitsForNested() {
        withFacade { engine in
            let layer = CALayer()
            engine.render(atMediaTime: 1)
            layer.add(ramp(), forKey: "a")  // opens the implicit transaction
            CATransaction.begin()
            layer.add(ramp(), forKey: "b")
            CATransaction.flush()
            #expect(layer.animation(forKey: "a")?.beginTime == 0)
            CATransaction.commit()
            #expect(layer.animation(forKey: "a")?.beginTime == 1)
            #expect(layer.animation(forKey: "b")?.beginTime == 1)
            // The implicit transaction is closed again: a new begin is a top-level transaction.
            engine.render(atMediaTime: 2)
            CATransaction.begin()
            layer.add(ramp(), forKey: "c")
            CATransaction.commit()
            #expect(layer.animation(forKey: "c")?.beginTime == 2)
        }
    }

    @Test("commit() with nothing begun commits the implicit transaction")
    func commitWithoutBegin() {
        withFacade { engine in
            let layer = CALayer()
            engine.render(atMediaTime: 3)
            layer.add(ramp(), forKey: "k")
            CATransaction.commit()
            #expect(layer.animation(forKey: "k")?.beginTime == 3)
            #expect(engine.refusals.isEmpty)
        }
    }

    @Test("An engine without nested transactions refuses a nested begin; its commit does nothing")
    func engineWithoutNesting() {
        let engine = CAFacade.Engine(FlatEngine(ReferenceEngineFactory.make()))
        engine.perform {
            let layer = CALayer()
            engine.render(atMediaTime: 1)
            layer.add(ramp(), forKey: "a")
            CATransaction.begin()
            CATransaction.commit()
            // The refused level's commit applied nothing; the next commit is the implicit one's.
            #expect(layer.animation(forKey: "a")?.beginTime == 0)
            #expect(engine.refusals.map(\.call) == ["CATransaction.begin()"])
            CATransaction.commit()
            #expect(layer.animation(forKey: "a")?.beginTime == 1)
        }
    }

    @Test("Calls outside any engine are recorded, not trapped, and getters give the defaults")
    func outsideAnyEngine() {
        let before = CAFacade.refusals.count
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.completionBlock() == nil)
        #expect(CAFacade.refusals.count >= before + 3)
    }

    @Test("Each level has its own completion block, and the enclosing one is back after commit")
    func completionBlockLevels() {
        withFacade { _ in
            var ran: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran.append("outer") }
            CATransaction.begin()
            #expect(CATransaction.completionBlock() == nil)
            CATransaction.setCompletionBlock { ran.append("inner") }
            CATransaction.completionBlock()?()
            CATransaction.commit()
            CATransaction.completionBlock()?()
            CATransaction.commit()
            #expect(ran == ["inner", "outer"])
            #expect(CATransaction.completionBlock() == nil)
        }
    }

    @Test("The completion block runs after the delegate callbacks of the render that completes it")
    func completionAfterDelegates() {
        withFacade { engine in
            let layer = CALayer()
            let shared = SharedLog()
            let delegate = RecordingDelegate()
            delegate.shared = shared
            CATransaction.begin()
            CATransaction.setCompletionBlock { shared.append("completion") }
            let animation = ramp(duration: 1)
            animation.delegate = delegate
            layer.add(animation, forKey: "k")
            CATransaction.commit()
            engine.render(atMediaTime: 0.5)
            #expect(shared.entries == ["start"])
            engine.render(atMediaTime: 1.5)
            #expect(shared.entries == ["start", "stop:true", "completion"])
        }
    }

    @Test("CACurrentMediaTime() is the ambient engine's media time, 0 outside one")
    func mediaTime() {
        #expect(CACurrentMediaTime() == 0)
        withFacade { engine in
            engine.render(atMediaTime: 4.5)
            #expect(CACurrentMediaTime() == 4.5)
        }
    }

    @Test("Concurrent tasks with different ambient engines share nothing")
    func concurrentEngines() async {
        async let first = Self.runCase(time: 1, duration: 5)
        async let second = Self.runCase(time: 7, duration: 9)
        let results = await [first, second]
        #expect(results[0] == [1, 5, 0])
        #expect(results[1] == [7, 9, 0])
    }

    /// An engine that does not nest transactions: the contract's default `beginTransaction()`.
    private final class FlatEngine: ForwardingEngine<ReferenceEngine> {
        override func beginTransaction() throws(TimingEngineError) { throw .unsupported("nested transactions") }
        override func flush() -> Bool {
            base.commit()
            return true
        }
    }

    /// Opens a transaction, sets its duration, adds and commits; returns the media time, the
    /// resolved duration and the number of refusals the case saw.
    private static func runCase(time: Double, duration: Double) async -> [Double] {
        await CAFacade.$engine.withValue(CAFacade.Engine(ReferenceEngineFactory.make())) {
            let engine = CAFacade.engine!
            engine.render(atMediaTime: time)
            let layer = CALayer()
            CATransaction.begin()
            CATransaction.setAnimationDuration(duration)
            await Task.yield()
            layer.add(ramp(duration: 0), forKey: "k")
            CATransaction.commit()
            await Task.yield()
            return [
                CACurrentMediaTime(), layer.animation(forKey: "k")?.duration ?? -1, Double(CAFacade.refusals.count),
            ]
        }
    }
}
#endif
