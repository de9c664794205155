// On Apple platforms the module is QuartzCore itself, with no engine to test (FACADE.md).
#if !canImport(QuartzCore)
import CoreAnimationFacade
import Foundation
import MediaTiming
import Testing

@Suite("CAAnimation objects and their mapping")
struct CAAnimationTests {
    @Test("A named timing function reaches the engine as its exact curve and gives Float control points")
    func namedTimingFunction() throws {
        try withFacade { engine in
            let function = CAMediaTimingFunction(name: .easeIn)
            var point: [Float] = [-1, -1]
            function.getControlPoint(at: 1, values: &point)
            #expect(point == [0.42, 0])
            function.getControlPoint(at: 3, values: &point)
            #expect(point == [1, 1])
            point = [-1, -1]
            function.getControlPoint(at: 4, values: &point)
            #expect(point == [-1, -1])
            // Equal control points, equal functions: 0.42 as a Float is not 0.42, so these differ.
            #expect(function == CAMediaTimingFunction(name: .easeIn))
            #expect(function != CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
            let layer = CALayer()
            let animation = ramp()
            animation.timingFunction = function
            layer.add(animation, forKey: "k")
            let handle = try #require(engine.handle(of: layer))
            let stored = try #require(engine.base.animation(forKey: "k", of: handle))
            #expect(stored.timingFunction == TimingFunction(0.42, 0, 1, 1))
        }
    }

    @Test("Control points given as Floats reach the engine as those Floats")
    func floatControlPoints() throws {
        try withFacade { engine in
            let layer = CALayer()
            let animation = ramp()
            animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
            layer.add(animation, forKey: "k")
            let handle = try #require(engine.handle(of: layer))
            let curve = try #require(engine.base.animation(forKey: "k", of: handle)?.timingFunction)
            #expect(curve.c1x == Double(Float(0.1)))
            #expect(curve.c2y == Double(Float(0.4)))
        }
    }

    @Test("The default spring settles by the envelope bound: ln(A/0.001)/(ζω₀) ≈ 1.4103 s")
    func springSettling() {
        // m 1, k 100, c 10: ω₀ = 10, ζ = 0.5, ω_d = 10·√0.75; x(0) = 1, v(0) = 0:
        // A = √(1 + (ζω₀/ω_d)²) = √(4/3); t = ln(1154.70…)/5 = 7.0516/5.
        let spring = CASpringAnimation(keyPath: "x")
        #expect(abs(spring.settlingDuration - 1.410319) < 1e-4)
        spring.damping = 0
        #expect(spring.settlingDuration == .infinity)
    }

    @Test("A spring whose overdamping the engine reads otherwise is refused and recorded")
    func springOverdamping() {
        withFacade { engine in
            let layer = CALayer()
            let spring = CASpringAnimation(keyPath: "x")
            spring.fromValue = 0
            spring.toValue = 1
            spring.damping = 50  // ζ = 2.5
            spring.allowsOverdamping = true  // the reference engine's profile clamps to critical
            layer.add(spring, forKey: "k")
            #expect(layer.animationKeys() == nil)
            #expect(engine.refusals.count == 1)
            spring.allowsOverdamping = false
            layer.add(spring, forKey: "k")
            #expect(layer.animationKeys() == ["k"])
        }
    }

    @Test("copy() copies every field and a group's children; the copy is independent")
    func copying() throws {
        let child = ramp("y")
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 3
        group.speed = 0.5
        group.repeatCount = 2
        group.fillMode = .both
        group.setValue("tag", forKey: "name")
        let copy = try #require(group.copy() as? CAAnimationGroup)
        #expect(copy.duration == 3 && copy.speed == 0.5 && copy.repeatCount == 2 && copy.fillMode == .both)
        #expect(copy.value(forKey: "name") as? String == "tag")
        let copiedChild = try #require(copy.animations?.first as? CABasicAnimation)
        #expect(copiedChild !== child)
        #expect(copiedChild.keyPath == "y")
        child.keyPath = "z"
        #expect(copiedChild.keyPath == "y")
    }

    @Test("String key-value entries reach the engine's userInfo and come back on the stored copy")
    func keyValueEntries() throws {
        try withFacade { engine in
            let layer = CALayer()
            let animation = ramp()
            animation.setValue("7", forKey: "generation")
            animation.setValue(7, forKey: "number")
            layer.add(animation, forKey: "k")
            let handle = try #require(engine.handle(of: layer))
            let stored = try #require(engine.base.animation(forKey: "k", of: handle))
            #expect(stored.userInfo["generation"] == "7")
            #expect(stored.userInfo["number"] == nil)
            let object = try #require(layer.animation(forKey: "k"))
            #expect(object.value(forKey: "generation") as? String == "7")
            object.setValue("8", forKey: "generation")
            #expect(object.value(forKey: "generation") as? String == "7")
            #expect(engine.refusals.map(\.call) == ["CAAnimation.setValue(_:forKey:)"])
        }
    }

    @Test("Unknown fill and calculation modes are refused at add")
    func unknownModes() {
        withFacade { engine in
            let layer = CALayer()
            let basic = ramp()
            basic.fillMode = CAMediaTimingFillMode("sideways")
            layer.add(basic, forKey: "a")
            let keyframes = CAKeyframeAnimation(keyPath: "x")
            keyframes.values = [0, 1]
            keyframes.calculationMode = CAAnimationCalculationMode("wobbly")
            layer.add(keyframes, forKey: "b")
            keyframes.calculationMode = .discrete
            keyframes.values = [0, "one"]
            layer.add(keyframes, forKey: "c")
            #expect(layer.animationKeys() == nil)
            #expect(engine.refusals.count == 3)
        }
    }
}
#endif
