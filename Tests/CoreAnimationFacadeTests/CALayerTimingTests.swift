// On Apple platforms the module is QuartzCore itself, with no engine to test (FACADE.md).
#if !canImport(QuartzCore)
import CoreAnimationFacade
import Foundation
import MediaTiming
import Testing

@Suite("CALayer timing, tree and values")
struct CALayerTimingTests {
    @Test("speed and repeatCount are Floats: 1.1 reads back as Float(1.1)")
    func floatReadBack() {
        withFacade { engine in
            let layer = CALayer()
            layer.speed = 1.1
            layer.repeatCount = 2.3
            #expect(layer.speed == Float(1.1))
            #expect(layer.repeatCount == Float(2.3))
            // The engine holds the Float's exact Double, not 1.1.
            let handle = engine.handle(of: layer)!
            #expect(engine.base.timing(of: handle).speed == Double(Float(1.1)))
            #expect(engine.base.timing(of: handle).speed != 1.1)
        }
    }

    @Test("convertTime follows t = (tp − beginTime)·speed + timeOffset down the tree")
    func convertTime() {
        withFacade { engine in
            let root = CALayer()
            let child = CALayer()
            root.addSublayer(child)
            root.beginTime = 1
            root.speed = 2
            child.timeOffset = 3
            // Media 5 → root (5 − 1)·2 = 8 → child (8 − 0)·1 + 3 = 11.
            #expect(child.convertTime(5, from: nil) == 11)
            #expect(child.convertTime(11, to: nil) == 5)
            #expect(root.convertTime(11, from: child) == 8)
            #expect(engine.refusals.isEmpty)
        }
    }

    @Test("The tree returns the very objects added, of their own classes")
    func treeIdentity() throws {
        final class Marked: CALayer {}
        try withFacade { engine in
            let root = CALayer()
            let a = Marked()
            let b = CALayer()
            #expect(root.sublayers == nil)
            root.addSublayer(a)
            root.insertSublayer(b, at: 0)
            #expect(root.checkInvariants() == nil)
            #expect(root.sublayers?.count == 2)
            #expect(root.sublayers?[0] === b)
            #expect(root.sublayers?[1] === a)
            #expect(root.sublayers?[1] is Marked)
            #expect(a.superlayer === root)
            // The engine's tree agrees, in order.
            let handles = engine.base.sublayers(of: engine.handle(of: root)!)
            #expect(handles == [engine.handle(of: b)!, engine.handle(of: a)!])
            a.removeFromSuperlayer()
            #expect(a.superlayer == nil)
            #expect(root.sublayers?.count == 1)
            #expect(root.checkInvariants() == nil)
            root.insertSublayer(a, below: b)
            root.replaceSublayer(b, with: CALayer())
            #expect(root.sublayers?.first === a)
            #expect(b.superlayer == nil)
            #expect(root.checkInvariants() == nil)
            // Moving a sublayer within its superlayer: [a, x, c] → a above x → [x, a, c].
            let x = try #require(root.sublayers?[1])
            let c = CALayer()
            root.addSublayer(c)
            root.insertSublayer(a, above: x)
            #expect(root.sublayers?.map { ObjectIdentifier($0) } == [x, a, c].map { ObjectIdentifier($0) })
            #expect(root.checkInvariants() == nil)
            #expect(engine.refusals.isEmpty)
        }
    }

    @Test("A cycle and a layer of another engine are refused and recorded")
    func treeRefusals() {
        let other = withFacade { _ in CALayer() }
        withFacade { engine in
            let root = CALayer()
            let child = CALayer()
            root.addSublayer(child)
            child.addSublayer(root)
            root.addSublayer(other)
            #expect(engine.refusals.map(\.error) == [.cycle, .unknownLayer])
            #expect(root.superlayer == nil)
            #expect(root.sublayers?.count == 1)
            #expect(root.checkInvariants() == nil)
        }
    }

    @Test("presentation() is nil before the first commit, then a snapshot of the same class")
    func presentationSnapshot() throws {
        final class Custom: CALayer {}
        try withFacade { engine in
            let layer = Custom()
            #expect(layer.presentation() == nil)
            layer.setValue(4, forKeyPath: "x")
            layer.add(ramp(from: 10, to: 20, duration: 4), forKey: "k")
            CATransaction.flush()
            engine.render(atMediaTime: 1)
            let snapshot = try #require(layer.presentation())
            #expect(type(of: snapshot) == Custom.self)
            #expect(snapshot.model() === layer)
            #expect(layer.model() === layer)
            // Stamped at media time 0: a quarter of 10→20.
            #expect(number(snapshot.value(forKeyPath: "x")) == 12.5)
            // A snapshot: later renders do not move it.
            engine.render(atMediaTime: 3)
            #expect(number(snapshot.value(forKeyPath: "x")) == 12.5)
            let later = try #require(layer.presentation())
            #expect(number(later.value(forKeyPath: "x")) == 17.5)
        }
    }

    @Test("Key-value access takes any number and gives NSNumber; non-numbers are refused")
    func keyValueCoding() {
        withFacade { engine in
            let layer = CALayer()
            layer.setValue(Float(0.5), forKeyPath: "opacity")
            layer.setValue(CGFloat(3), forKeyPath: "position.x")
            layer.setValue(NSNumber(value: 7), forKey: "y")
            #expect(layer.value(forKeyPath: "opacity") as? Double == 0.5)
            #expect(layer.value(forKeyPath: "position.x") as? Float == 3)
            #expect(layer.value(forKey: "y") is NSNumber)
            #expect(number(layer.value(forKeyPath: "never")) == 0)
            layer.setValue("blue", forKeyPath: "opacity")
            layer.setValue(nil, forKeyPath: "opacity")
            #expect(engine.refusals.count == 2)
            #expect(number(layer.value(forKeyPath: "opacity")) == 0.5)
        }
    }

    @Test("A layer made outside any engine is inert and its calls are recorded, not trapped")
    func inertLayer() {
        let before = CAFacade.refusals.count
        let layer = CALayer()
        layer.speed = 2
        layer.add(ramp(), forKey: "k")
        #expect(layer.speed == 1)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation() == nil)
        #expect(CAFacade.refusals.count >= before + 3)
    }
}
#endif
