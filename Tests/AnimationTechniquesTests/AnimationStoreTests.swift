import AnimationTechniques
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

@Suite("AnimationStore")
struct AnimationStoreTests {
    @Test("Store, background, restore: values equal those at the store, then continue")
    func roundTrip() throws {
        let (host, view, _) = try makeAttachedView()
        let child = try host.makeView(parent: view)
        let engine = host.engine
        try engine.add(ramp(), forKey: "a", to: view.layer)
        try engine.add(ramp(), forKey: "b", to: child.layer)
        try host.advance(to: 2)  // both stamped 0 at media 0; both show 2
        let store = AnimationStore(engine: engine)
        #expect(try store.store(view.layer))
        host.moveToBackground()
        #expect(engine.animationKeys(of: child.layer).isEmpty)
        try host.advance(to: 5)
        host.moveToForeground()
        #expect(try store.restore(view.layer))
        host.endTurn()
        // The view's local time was frozen at 2, so both show 2 again. (Their stamp 0 was re-added
        // as the smallest positive double: 2 − 5e-324 = 2.)
        #expect(close(opacity(engine, view.layer), 2) && close(opacity(engine, child.layer), 2))
        try host.advance(to: 7)
        // Resumed at 5 with b′ = 5 − 2 = 3: local (7 − 3) = 4.
        #expect(close(opacity(engine, view.layer), 4) && close(opacity(engine, child.layer), 4))
        #expect(try !store.restore(view.layer))
    }

    @Test("An animation added but not committed is kept with its stamp")
    func uncommittedAnimation() throws {
        let (host, view, _) = try makeAttachedView()
        let engine = host.engine
        try host.advance(to: 2)
        try engine.add(ramp(), forKey: "late", to: view.layer)
        let store = AnimationStore(engine: engine)
        try store.store(view.layer)
        // The store flushed: stamped with local time 2.
        #expect(store.storedAnimations(of: view.layer).first?.animation.timing.beginTime == 2)
        host.moveToBackground()
        try host.advance(to: 5)
        host.moveToForeground()
        try store.restore(view.layer)
        try host.advance(to: 6)
        // Frozen at 2 from 2 to 5, then 1 s of running: local 3, ramp 3 − 2 = 1.
        #expect(close(opacity(engine, view.layer), 1))
    }

    @Test("A store inside the app's nested transaction leaves that transaction open")
    func storeInsideNestedTransaction() throws {
        let (host, view, _) = try makeAttachedView()
        let engine = host.engine
        try host.advance(to: 1)
        try engine.beginTransaction()
        engine.transactionAnimationDuration = 2
        try AnimationStore(engine: engine).store(view.layer)
        // Still the app's nested transaction: its duration is the one the app set.
        #expect(engine.transactionAnimationDuration == 2)
        engine.commit()
        // Back at the top level, whose duration is the default 0.25.
        #expect(engine.transactionAnimationDuration == 0.25)
    }

    /// Store, background (removal), store again, restore; returns the keys and the value at the restore.
    func secondStore(_ variant: StoreVariant) throws -> ([String], Double) {
        let (host, view, _) = try makeAttachedView()
        try host.engine.add(ramp(), forKey: "a", to: view.layer)
        try host.advance(to: 2)
        let store = AnimationStore(engine: host.engine, variant: variant)
        try store.store(view.layer)
        host.moveToBackground()
        try store.store(view.layer)  // the layer is empty now
        host.moveToForeground()
        try store.restore(view.layer)
        host.endTurn()
        return (host.engine.animationKeys(of: view.layer), opacity(host.engine, view.layer))
    }

    @Test("A second store before a restore keeps what the first kept; the overwriting store loses it")
    func secondStoreMerges() throws {
        let (keys, value) = try secondStore(.correct)
        #expect(keys == ["a"] && close(value, 2))
        let (lostKeys, lostValue) = try secondStore(.overwritingStore)
        // Nothing re-added: the model value 0 shows.
        #expect(lostKeys.isEmpty && lostValue == 0)
    }

    /// Keys added "z" (the ramp) then "a" (constant 100): "a" applies last and wins.
    func order(_ variant: StoreVariant) throws -> ([String], Double) {
        let (host, view, _) = try makeAttachedView()
        try host.engine.add(ramp(), forKey: "z", to: view.layer)
        try host.engine.add(constant(100), forKey: "a", to: view.layer)
        try host.advance(to: 2)
        #expect(opacity(host.engine, view.layer) == 100)
        let store = AnimationStore(engine: host.engine, variant: variant)
        try store.store(view.layer)
        host.moveToBackground()
        host.moveToForeground()
        try store.restore(view.layer)
        host.endTurn()
        return (host.engine.animationKeys(of: view.layer), opacity(host.engine, view.layer))
    }

    @Test("Application order survives; the dictionary store restores sorted keys and composes differently")
    func applicationOrder() throws {
        let (keys, value) = try order(.correct)
        #expect(keys == ["z", "a"] && value == 100)
        let (sortedKeys, sortedValue) = try order(.unorderedDictionary)
        // Order a, z: the ramp applies last and shows its 2 s.
        #expect(sortedKeys == ["a", "z"] && close(sortedValue, 2))
    }

    @Test("Without a removal the restore leaves the copies alone: no stop callbacks")
    func intactLayerIsLeftAlone() throws {
        let (host, view, _) = try makeAttachedView()
        let recorder = RecordingDelegate()
        var animation = ramp()
        animation.delegate = recorder
        try host.engine.add(animation, forKey: "a", to: view.layer)
        try host.advance(to: 2)
        let store = AnimationStore(engine: host.engine)
        try store.store(view.layer)
        let kept = host.engine.animation(forKey: "a", of: view.layer)
        try host.advance(to: 3)
        try store.restore(view.layer)
        try host.advance(to: 4)
        #expect(host.engine.animation(forKey: "a", of: view.layer) == kept)
        #expect(recorder.events == ["start"])
        // Frozen 2 → 3, resumed at 3: local at 4 = 3.
        #expect(close(opacity(host.engine, view.layer), 3))
    }

    @Test("Restore without store does nothing; discard forgets and resumes")
    func restoreWithoutStoreAndDiscard() throws {
        let (host, view, _) = try makeAttachedView()
        let store = AnimationStore(engine: host.engine)
        #expect(try !store.restore(view.layer))
        #expect(engine(host).timing(of: view.layer) == .identity)
        try host.engine.add(ramp(), forKey: "a", to: view.layer)
        try host.advance(to: 2)
        try store.store(view.layer)
        #expect(store.hasStored(view.layer))
        #expect(try store.discard(view.layer))
        #expect(!store.hasStored(view.layer))
        #expect(host.engine.timing(of: view.layer).speed == 1)
    }

    private func engine(_ host: Host<ReferenceEngine>) -> ReferenceEngine { host.engine }
}
