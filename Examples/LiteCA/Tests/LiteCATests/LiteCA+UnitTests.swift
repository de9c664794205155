import LiteCA
import LiteCAAdapter
import MediaTiming
import Testing

/// LiteCA's own rules and the adapter's refusals, with numbers worked by hand from SEMANTICS.md.
@Suite("LiteCA")
struct LiteCAUnitTests {
    /// What every delegate of a test heard, in order.
    final class Heard {
        var lines: [String] = []
    }

    /// A delegate that writes what it hears, under its name, into a shared ``Heard``.
    final class Log: LiteCA.CAAnimationDelegate {
        let name: String
        let heard: Heard
        init(_ name: String, into heard: Heard) { (self.name, self.heard) = (name, heard) }
        func animationDidStart(_ anim: LiteCA.CAAnimation) { heard.lines.append("start \(name)") }
        func animationDidStop(_ anim: LiteCA.CAAnimation, finished flag: Bool) {
            heard.lines.append("stop \(name) \(flag)")
        }
    }

    /// A basic animation of `x` from `from` to `to` over `duration`.
    func move(_ from: Double, _ to: Double, duration: Double) -> LiteCA.CABasicAnimation {
        let animation = LiteCA.CABasicAnimation(keyPath: "x")
        (animation.fromValue, animation.toValue, animation.duration) = (from, to, duration)
        return animation
    }

    /// Stamped at the commit with the layer's time (§2.5): added at media time 1 on a layer with
    /// speed 2 and beginTime 0, the layer's time is 2; at media time 1.5 it is 3, one second into
    /// a two-second move from 0 to 10: 5.
    @Test func aZeroBeginTimeIsStampedWithTheLayersTimeAtTheCommit() {
        let server = RenderServer()
        server.perform {
            let layer = LiteCA.CALayer()
            layer.speed = 2
            server.render(atMediaTime: 1)
            layer.add(move(0, 10, duration: 2), forKey: "a")
            LiteCA.CATransaction.flush()
            #expect(layer.animation(forKey: "a")?.beginTime == 2)
            server.render(atMediaTime: 1.5)
            #expect(layer.presentation()?.value(forKeyPath: "x") as? Double == 5)
        }
    }

    /// The last instant of the period (§4.2) read from below: duration 0.5, timeOffset −0.5, a
    /// forwards fill. Local time at the end is 0.5 − 0.5 = 0, the turn reached from below: the end
    /// of a cycle, so the value held is the end value, 16.
    @Test func aFilledEndIsTheLastInstantOfThePeriod() {
        let server = RenderServer()
        server.perform {
            let layer = LiteCA.CALayer()
            let animation = move(0, 16, duration: 0.5)
            (animation.timeOffset, animation.fillMode, animation.isRemovedOnCompletion) = (-0.5, .both, false)
            layer.add(animation, forKey: "a")
            LiteCA.CATransaction.flush()
            server.render(atMediaTime: 3)
            #expect(layer.presentation()?.value(forKeyPath: "x") as? Double == 16)
        }
    }

    /// The simplified rule: `a` (1 s) added at 0 and `b` (1 s) at 0.5; the render at 1 finds `b`
    /// started (at 0.5) and `a` ended (at 1). Core Animation tells `b`'s start first; LiteCA tells
    /// a frame's callbacks in application order.
    @Test func aFramesCallbacksGoInApplicationOrder() {
        let server = RenderServer()
        let heard = Heard()
        server.perform {
            let layer = LiteCA.CALayer()
            let first = move(0, 1, duration: 1)
            first.delegate = Log("a", into: heard)
            layer.add(first, forKey: "a")
            LiteCA.CATransaction.flush()
            server.render(atMediaTime: 0.5)
            let second = move(0, 1, duration: 1)
            second.delegate = Log("b", into: heard)
            layer.add(second, forKey: "b")
            LiteCA.CATransaction.flush()
            server.render(atMediaTime: 1)
            #expect(heard.lines == ["start a", "stop a true", "start b"])
        }
    }

    /// The eased curve's ends are exact (x = 1 gives y = 1), and easeIn (0.42, 0, 1, 1) at x = 0.5
    /// gives y ≈ 0.3154 (x(u) = 0.5 at u ≈ 0.3743, and y(u) = 3(1 − u)u² + u³).
    @Test func timingCurvesKeepTheirEndsAndShape() {
        let easeIn = LiteCA.CAMediaTimingFunction(name: .easeIn)
        let server = RenderServer()
        server.perform {
            let layer = LiteCA.CALayer()
            let animation = move(0, 1, duration: 1)
            animation.timingFunction = easeIn
            (animation.fillMode, animation.isRemovedOnCompletion) = (.forwards, false)
            layer.add(animation, forKey: "a")
            LiteCA.CATransaction.flush()
            server.render(atMediaTime: 0.5)
            let middle = layer.presentation()?.value(forKeyPath: "x") as? Double ?? .nan
            #expect(abs(middle - 0.3153) < 1e-3)
            server.render(atMediaTime: 2)
            #expect(layer.presentation()?.value(forKeyPath: "x") as? Double == 1)
        }
    }

    /// Through the adapter, a kind LiteCA declares no class for is refused, never trapped on.
    @Test func aKindWithNoClassIsRefusedAsUnsupported() {
        let engine = CALayerEngine(platform: LiteCAPlatform())
        let layer = engine.makeLayer()
        let keyframes = Animation(
            keyPath: "x", kind: .keyframe(KeyframeValues(values: [0, 1])), timing: AnimationTiming(duration: 1))
        #expect(throws: TimingEngineError.self) { try engine.add(keyframes, forKey: "k", to: layer) }
        #expect(engine.animationKeys(of: layer).isEmpty)
    }
}
