#if !canImport(QuartzCore)
import AnimationTechniques
import FacadeTechniques
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// The `facade.app` families through the registry, as the script driver makes them, with numbers
/// worked by hand from rule 1 (local time `(tp − beginTime)·speed + timeOffset`).
@Suite("facade.app's families through the registry")
struct FacadeAppTechniquesTests {
    static var factory: any TechniqueFactory {
        get throws {
            let entry = try #require(FacadeTechniques.registry.implementation(named: "facade.app"))
            return try #require(entry.factory)
        }
    }

    /// A delegate that counts what it hears.
    final class Counter: AnimationDelegate {
        var starts = 0
        var stops: [Bool] = []
        func animationDidStart(_ animation: Animation) { starts += 1 }
        func animationDidStop(_ animation: Animation, finished: Bool) { stops.append(finished) }
    }

    static func ramp(_ key: String = "x", duration: Double = 10, speed: Double = 1) -> Animation {
        Animation(
            keyPath: key, kind: .basic(BasicValues(from: 0, to: 10)),
            timing: AnimationTiming(duration: duration, speed: speed))
    }

    @Test("Store and restore bring a sublayer's animation back, with its delegate and Double speed, where it was")
    func storeRestore() throws {
        let host = Host(engine: ReferenceEngine())
        let engine = host.engine
        let (parent, child) = (engine.makeLayer(), engine.makeLayer())
        try engine.addSublayer(child, to: parent)
        try engine.render(atMediaTime: 1)
        var animation = Self.ramp()
        let counter = Counter()
        animation.delegate = counter
        try engine.add(animation, forKey: "a", to: child)
        // 0.1 has no Float of its own: a round trip through CAAnimation's Float speed would change it.
        try engine.add(Self.ramp("y", speed: 0.1), forKey: "b", to: child)
        engine.commit()  // stamps both at the child's time 1
        try engine.render(atMediaTime: 3)
        #expect(engine.presentationValue(forKeyPath: "x", of: child) == 2)
        let store = try #require(try Self.factory.makeStore(host: host))
        #expect(try store.store(parent))
        #expect(store.hasStored(parent))
        #expect(store.storedAnimations(of: parent).map(\.key) == ["a", "b"])
        #expect(store.storedAnimations(of: parent).allSatisfy { $0.layer == child })
        // The system's removal; the frozen parent holds the child's time at 3.
        engine.removeAllAnimations(from: child)
        try engine.render(atMediaTime: 6)
        #expect(engine.presentationValue(forKeyPath: "x", of: child) == 0)
        #expect(try store.restore(parent))
        #expect(!store.hasStored(parent))
        engine.commit()
        try engine.render(atMediaTime: 6)
        // Time 3 again (frozen at the store): x = (3 − 1)·1 = 2; two seconds on, 4.
        #expect(engine.presentationValue(forKeyPath: "x", of: child) == 2)
        try engine.render(atMediaTime: 8)
        #expect(engine.presentationValue(forKeyPath: "x", of: child) == 4)
        let restored = try #require(engine.animation(forKey: "a", of: child))
        #expect(restored.delegate === counter)
        #expect(restored.timing.beginTime == 1)
        #expect(engine.animation(forKey: "b", of: child)?.timing.speed == 0.1)
        #expect(engine.animationKeys(of: child) == ["a", "b"])
        #expect(!(try store.restore(parent)), "nothing kept any more")
    }

    @Test("A scrubber shows its progress from the install on and plays on from it after a release")
    func scrub() throws {
        let host = Host(engine: ReferenceEngine())
        let engine = host.engine
        let view = host.makeView()
        _ = try host.attach(view, to: host.makeWindow())
        let scrubber = try #require(
            try Self.factory.makeScrubber(host: host, view: view, animation: Self.ramp(duration: 1), forKey: "s"))
        try scrubber.install()
        try scrubber.setProgress(0.25)
        // Speed 0, timeOffset 1 + 0.25, the copy begins at 1: active time 0.25 of 1 s, x = 2.5.
        #expect(engine.timing(of: view.layer).speed == 0 && engine.timing(of: view.layer).timeOffset == 1.25)
        engine.commit()
        try engine.render(atMediaTime: 2)
        #expect(engine.presentationValue(forKeyPath: "x", of: view.layer) == 2.5)
        #expect(engine.animation(forKey: "s", of: view.layer)?.timing.beginTime == 1)
        try scrubber.release()
        try engine.render(atMediaTime: 2.5)
        // Half a second on from 0.25: x = 7.5.
        #expect(abs(engine.presentationValue(forKeyPath: "x", of: view.layer) - 7.5) < 1e-12)
        #expect(throws: TechniqueError.self) { try scrubber.setProgress(.nan) }
        #expect(!(try scrubber.reinstallIfMissing()))
        engine.removeAllAnimations(from: view.layer)
        #expect(try scrubber.reinstallIfMissing())
    }

    /// The closure animation of one run over `host`, with the counts of its closures.
    final class Closures {
        var starts = 0
        var completions: [Bool] = []
    }

    func closureRun(discard: Bool) throws -> Closures {
        let host = Host(engine: ReferenceEngine())
        let engine = host.engine
        let view = host.makeView()
        _ = try host.attach(view, to: host.makeWindow())
        let heard = Closures()
        let animator = try #require(try Self.factory.makeClosureAnimator(host: host))
        try animator.addAnimation(
            Self.ramp(duration: 1), forKey: "c", to: view.layer, onStart: { _ in heard.starts += 1 },
            onCompletion: { _, finished in heard.completions.append(finished) })
        engine.commit()
        try engine.render(atMediaTime: 0.5)
        let store = try #require(try Self.factory.makeStore(host: host))
        #expect(try store.store(view.layer))
        engine.removeAllAnimations(from: view.layer)
        try engine.render(atMediaTime: 0.75)
        #expect(heard.completions.isEmpty, "a kept copy's removal is held back")
        if discard {
            #expect(try store.discard(view.layer))
        } else {
            #expect(try store.restore(view.layer))
            engine.commit()
        }
        try engine.render(atMediaTime: 3)
        return heard
    }

    @Test("A closure animation kept across a removal completes once: finished after a restore, not after a discard")
    func closures() throws {
        let restored = try closureRun(discard: false)
        #expect(restored.starts == 1 && restored.completions == [true])
        let discarded = try closureRun(discard: true)
        #expect(discarded.starts == 1 && discarded.completions == [false])
    }
}
#else
// Apple platforms: FacadeTechniques adds no entry there.
#endif
