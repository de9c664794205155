import AnimationTechniques
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

@Suite("ClosureDelegate")
struct ClosureDelegateTests {
    @Test("Start and completion fire once, with finished = true at the end")
    func plain() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        var log: [String] = []
        let delegate = try engine.addAnimation(
            ramp(), forKey: "a", to: layer,
            onStart: { _ in log.append("start") }, onCompletion: { _, finished in log.append("done(\(finished))") })
        engine.commit()
        try engine.render(atMediaTime: 1)
        try engine.render(atMediaTime: 11)
        #expect(log == ["start", "done(true)"])
        #expect(delegate.completionCount == 1)
    }

    @Test("A removal completes with finished = false")
    func removal() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        let delegate = try engine.addAnimation(ramp(), forKey: "a", to: layer)
        engine.commit()
        try engine.render(atMediaTime: 1)
        engine.removeAnimation(forKey: "a", from: layer)
        try engine.render(atMediaTime: 2)
        #expect(delegate.completionFlags == [false])
    }

    /// Preserved across a background trip; returns the delegate after the ramp's end.
    func preservedTrip(_ variant: CompletionVariant) throws -> ClosureDelegate {
        let (host, view, _) = try makeAttachedView()
        let preserver = AnimationPreserver(host: host, view: view)
        let delegate = try host.engine.addAnimation(ramp(), forKey: "a", to: view.layer, variant: variant)
        try host.advance(to: 2)
        host.moveToBackground()
        try host.advance(to: 5)  // delivers the removal's didStop(false)
        host.moveToForeground()
        try host.advance(to: 12)
        // Frozen for 3 s: local 9 at media 12, not complete.
        #expect(delegate.completionCount == 0 || variant != .correct)
        try host.advance(to: 13)  // local 10: complete
        withExtendedLifetime(preserver) {}
        return delegate
    }

    @Test("Store/restore: correct completes once with true; the published delegate also reports the removal")
    func storeRestore() throws {
        let correct = try preservedTrip(.correct)
        #expect(correct.completionFlags == [true])
        #expect(correct.startCount == 1)
        let published = try preservedTrip(.forwardEveryStop)
        #expect(published.completionFlags == [false, true])
        // The restored copy hears its own didStart at the first frame after the restore.
        #expect(published.startCount == 2)
    }

    @Test("A discarded store completes with false, once")
    func discarded() throws {
        let (host, view, _) = try makeAttachedView()
        let store = AnimationStore(engine: host.engine)
        let delegate = try host.engine.addAnimation(ramp(), forKey: "a", to: view.layer)
        try host.advance(to: 2)
        try store.store(view.layer)
        host.moveToBackground()
        try host.advance(to: 3)
        #expect(delegate.completionCount == 0)
        try store.discard(view.layer)
        #expect(delegate.completionFlags == [false])
        try host.advance(to: 20)
        #expect(delegate.completionFlags == [false])
    }
}
