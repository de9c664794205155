// On Apple platforms the module is QuartzCore itself, with no engine to test (FACADE.md).
#if !canImport(QuartzCore)
import CoreAnimationFacade
import Foundation
import MediaTiming
import Testing

@Suite("CALayer animations")
struct CALayerAnimationTests {
    @Test("A basic animation 0→10 over 2 s added at media time 1 shows 5 at media time 2")
    func basicValueThroughPresentation() throws {
        try withFacade { engine in
            let layer = CALayer()
            engine.render(atMediaTime: 1)
            layer.add(ramp(), forKey: "move")
            CATransaction.flush()
            engine.render(atMediaTime: 2)
            // Stamped at the commit: beginTime 1 (root layer, identity timing); (2 − 1) / 2 of 0→10.
            let presentation = try #require(layer.presentation())
            #expect(number(presentation.value(forKeyPath: "x")) == 5)
            #expect(number(layer.value(forKeyPath: "x")) == 0)
            #expect(engine.refusals.isEmpty)
        }
    }

    @Test("animationKeys() is nil on a bare layer and lists keys in order, never a nil-keyed one")
    func animationKeys() {
        withFacade { _ in
            let layer = CALayer()
            #expect(layer.animationKeys() == nil)
            layer.add(ramp(), forKey: "b")
            layer.add(ramp(), forKey: nil)
            layer.add(ramp(), forKey: "a")
            #expect(layer.animationKeys() == ["b", "a"])
            layer.removeAllAnimations()
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("animation(forKey:) returns one stamped, read-only object per stored copy")
    func storedCopyIdentity() throws {
        try withFacade { engine in
            let layer = CALayer()
            engine.render(atMediaTime: 3)
            let mine = ramp()
            layer.add(mine, forKey: "k")
            let before = try #require(layer.animation(forKey: "k"))
            #expect(before !== mine)
            #expect(before.beginTime == 0)
            CATransaction.flush()
            let after = try #require(layer.animation(forKey: "k"))
            // The same object, now showing the stamp: local time 3 on an identity root.
            #expect(after === before)
            #expect(after.beginTime == 3)
            #expect(mine.beginTime == 0)
            // The caller's own value types survive the trip.
            #expect((after as? CABasicAnimation)?.toValue as? Double == 10)
            // Read-only: the change is refused, recorded and undone.
            after.duration = 9
            #expect(after.duration == 2)
            #expect(engine.refusals.map(\.call) == ["CAAnimation.duration"])
            // A copy of it is an ordinary animation again.
            let copy = try #require(after.copy() as? CABasicAnimation)
            copy.duration = 9
            #expect(copy.duration == 9)
            // Replacing the key stores a new copy, so a new object.
            layer.add(ramp(), forKey: "k")
            #expect(layer.animation(forKey: "k") !== after)
            #expect(layer.checkInvariants() == nil)
        }
    }

    @Test("A duration of 0 reads back as the transaction's animation duration")
    func resolvedDuration() throws {
        try withFacade { _ in
            let layer = CALayer()
            CATransaction.setAnimationDuration(0.75)
            layer.add(ramp(duration: 0), forKey: "k")
            let stored = try #require(layer.animation(forKey: "k"))
            #expect(stored.duration == 0.75)
        }
    }

    @Test("A non-numeric fromValue is refused and recorded; nothing is added")
    func nonNumericValue() {
        withFacade { engine in
            let layer = CALayer()
            let animation = ramp()
            animation.fromValue = "red"
            layer.add(animation, forKey: "k")
            #expect(layer.animationKeys() == nil)
            #expect(engine.refusals.count == 1)
            #expect(engine.refusals.first?.call == "CALayer.add(_:forKey:)")
            #expect(engine.refusals.first?.error == .invalidValue("fromValue is not a number: String"))
        }
    }

    @Test("An engine refusal (NaN duration) is recorded, not trapped")
    func engineRefusal() {
        withFacade { engine in
            let layer = CALayer()
            layer.add(ramp(duration: .nan), forKey: "k")
            #expect(layer.animationKeys() == nil)
            #expect(engine.refusals.map(\.call) == ["CALayer.add(_:forKey:)"])
        }
    }

    @Test("Delegates receive the stored copy, the object animation(forKey:) returns")
    func delegateObject() throws {
        try withFacade { engine in
            let layer = CALayer()
            let delegate = RecordingDelegate()
            let animation = ramp(duration: 1)
            animation.delegate = delegate
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: "k")
            CATransaction.flush()
            let stored = try #require(layer.animation(forKey: "k"))
            engine.render(atMediaTime: 0.5)
            engine.render(atMediaTime: 2)
            #expect(delegate.log == ["start", "stop:true"])
            #expect(delegate.objects.count == 2)
            #expect(delegate.objects.allSatisfy { $0 === stored })
            #expect(delegate.objects.allSatisfy { $0 !== animation })
        }
    }

    @Test("Keyframes, groups and springs map to the engine and back")
    func otherKinds() throws {
        try withFacade { engine in
            let layer = CALayer()
            let keyframes = CAKeyframeAnimation(keyPath: "x")
            keyframes.values = [0, 4, 10] as [Any]
            keyframes.keyTimes = [0, 0.5, 1]
            keyframes.duration = 2
            let group = CAAnimationGroup()
            group.animations = [ramp("y", from: 0, to: 1, duration: 1)]
            group.duration = 4
            let spring = CASpringAnimation(keyPath: "opacity")
            spring.fromValue = Float(0)
            spring.toValue = CGFloat(1)
            spring.duration = 1
            layer.add(keyframes, forKey: "kf")
            layer.add(group, forKey: "g")
            layer.add(spring, forKey: "s")
            CATransaction.flush()
            engine.render(atMediaTime: 0.5)
            // Keyframes: at half of the first half, halfway 0→4. Group child: half of 0→1.
            let presentation = try #require(layer.presentation())
            #expect(number(presentation.value(forKeyPath: "x")) == 2)
            #expect(number(presentation.value(forKeyPath: "y")) == 0.5)
            #expect(layer.animation(forKey: "kf") is CAKeyframeAnimation)
            #expect((layer.animation(forKey: "g") as? CAAnimationGroup)?.animations?.count == 1)
            #expect(layer.animation(forKey: "s") is CASpringAnimation)
            #expect(engine.refusals.isEmpty)
        }
    }

    @Test("repeatCount .greatestFiniteMagnitude repeats forever in the engine")
    func repeatForever() throws {
        try withFacade { engine in
            let layer = CALayer()
            let animation = ramp(duration: 1)
            animation.repeatCount = .greatestFiniteMagnitude
            layer.add(animation, forKey: "k")
            CATransaction.flush()
            engine.render(atMediaTime: 1e6 + 0.25)
            let presentation = try #require(layer.presentation())
            #expect(number(presentation.value(forKeyPath: "x")) == 2.5)
            #expect(layer.animation(forKey: "k")?.repeatCount == .greatestFiniteMagnitude)
        }
    }
}
#endif
