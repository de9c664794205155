// On Apple platforms `CALayerEngine.FacadePlatform` is not declared (FACADE.md).
#if !canImport(QuartzCore)
import CALayerEngine
import EngineMutants
import MediaTiming
import ReferenceEngine
import Testing

/// The adapter's own mappings, each worked by hand: what Core Animation holds, what reads back.
@Suite("CALayerEngine over the facade")
struct CALayerEngineTests {
    /// A round trip over a new reference engine.
    func makeEngine() -> CALayerEngine {
        CALayerEngine(platform: CALayerEngine.FacadePlatform(ReferenceEngine()))
    }

    @Test("A group's key path, flags and userInfo, which CAAnimationGroup has no place for, read back as added")
    func groupExtrasReadBack() throws {
        let engine = makeEngine()
        let layer = engine.makeLayer()
        try engine.render(atMediaTime: 1)
        var group = Animation.group([.basic("x", from: 0, to: 1, duration: 1)], duration: 2)
        group.keyPath = "g"
        group.isAdditive = true
        group.isCumulative = true
        group.userInfo = ["note": "kept"]
        try engine.add(group, forKey: "a", to: layer)
        engine.commit()
        // The commit at media time 1 stamps the zero begin time with the root's local time, 1.
        var expected = group
        expected.timing.beginTime = 1
        #expect(engine.animation(forKey: "a", of: layer) == expected)
    }

    @Test("speed and repeatCount read back as the Floats Core Animation keeps; forever stays forever")
    func floatReadBack() throws {
        let engine = makeEngine()
        let layer = engine.makeLayer()
        var animation = Animation.basic("x", from: 0, to: 1, duration: 1)
        animation.timing.speed = 1.1
        animation.timing.repeatCount = 2.5
        try engine.add(animation, forKey: "a", to: layer)
        let stored = try #require(engine.animation(forKey: "a", of: layer))
        // 1.1 is not a Float: the nearest one is 1.10000002384185791015625. 2.5 is one exactly.
        #expect(stored.timing.speed == 1.100_000_023_841_857_910_156_25)
        #expect(stored.timing.repeatCount == 2.5)

        try engine.setTiming(LayerTiming(speed: 0.3, repeatCount: .infinity), of: layer)
        let timing = engine.timing(of: layer)
        // The Float nearest 0.3 is 0.300000011920928955078125.
        #expect(timing.speed == 0.300_000_011_920_928_955_078_125)
        #expect(timing.repeatCount == .infinity)
    }

    @Test("A named curve reads back exactly; any other as its Float control points")
    func timingFunctionReadBack() throws {
        let engine = makeEngine()
        let layer = engine.makeLayer()
        var named = Animation.basic("x", from: 0, to: 1, duration: 1)
        named.timingFunction = .easeIn
        var custom = named
        custom.timingFunction = TimingFunction(0.1, 0.2, 0.3, 0.4)
        try engine.add(named, forKey: "named", to: layer)
        try engine.add(custom, forKey: "custom", to: layer)
        #expect(engine.animation(forKey: "named", of: layer)?.timingFunction == .easeIn)
        #expect(
            engine.animation(forKey: "custom", of: layer)?.timingFunction
                == TimingFunction(Double(Float(0.1)), Double(Float(0.2)), Double(Float(0.3)), Double(Float(0.4))))
    }

    @Test("The animation holds its delegate: one nobody else holds hears the start and the stop")
    func delegateHeldByTheAnimation() throws {
        let engine = makeEngine()
        let layer = engine.makeLayer()
        let heard = Heard()
        do {
            var animation = Animation.basic("x", from: 0, to: 1, duration: 1)
            animation.delegate = Recorder(heard)
            try engine.add(animation, forKey: "a", to: layer)
        }
        engine.commit()
        // Stamped at 0, active from 0 to 1: it starts by the render at 0.5 and ends by the one at 2.
        try engine.render(atMediaTime: 0.5)
        #expect(heard.events == ["start x 0.0"])
        try engine.render(atMediaTime: 2)
        #expect(heard.events == ["start x 0.0", "stop x 0.0 true"])
        #expect(engine.animationKeys(of: layer).isEmpty)
    }

    @Test("A nested transaction applies nothing until the outermost commits")
    func nestedTransactions() throws {
        let engine = makeEngine()
        let layer = engine.makeLayer()
        try engine.render(atMediaTime: 1)
        try engine.beginTransaction()
        try engine.add(.basic("x", from: 0, to: 1, duration: 1), forKey: "a", to: layer)
        engine.commit()
        // The nested commit stamps nothing; a flush inside no nesting commits at once.
        #expect(engine.animation(forKey: "a", of: layer)?.timing.beginTime == 0)
        try engine.render(atMediaTime: 2)
        #expect(engine.flush())
        #expect(engine.animation(forKey: "a", of: layer)?.timing.beginTime == 2)
    }

    @Test("Roots are the clock's sublayers, which the contract never sees; times convert through it")
    func rootsAndTime() throws {
        let engine = makeEngine()
        let parent = engine.makeLayer()
        let child = engine.makeLayer()
        #expect(engine.superlayer(of: parent) == nil)
        try engine.addSublayer(child, to: parent)
        #expect(engine.superlayer(of: child) == parent)
        #expect(engine.sublayers(of: parent) == [child])
        #expect(throws: TimingEngineError.cycle) { try engine.addSublayer(parent, to: child) }
        // Local time (t − beginTime)·speed + timeOffset: (3 − 1)·2 + 0.5 = 4.5 in the parent,
        // and the child (default timing) reads its parent's time.
        try engine.setTiming(LayerTiming(beginTime: 1, speed: 2, timeOffset: 0.5), of: parent)
        #expect(engine.convertTime(3, from: nil, to: child) == 4.5)
        #expect(engine.convertTime(4.5, from: child, to: nil) == 3)
        engine.removeFromSuperlayer(child)
        #expect(engine.superlayer(of: child) == nil)
        #expect(engine.sublayers(of: parent).isEmpty)
        #expect(engine.convertTime(3, from: nil, to: child) == 3)
    }

    @Test("What the contract refuses throws, and what the platform refuses is thrown too")
    func refusals() throws {
        let engine = makeEngine()
        let layer = engine.makeLayer()
        #expect(throws: TimingEngineError.self) { try engine.setTiming(LayerTiming(speed: .nan), of: layer) }
        #expect(engine.timing(of: layer) == LayerTiming())
        #expect(throws: TimingEngineError.self) { try engine.render(atMediaTime: -1) }

        // An engine without springs refuses one inside the facade, which records the refusal
        // instead of raising: the adapter throws it, and declares what the engine declares.
        let variant = try #require(PermittedCatalog.all.first { $0.name == "capabilities:without-springs" })
        let subset = CALayerEngine(platform: CALayerEngine.FacadePlatform(variant.makeEngine()))
        #expect(!subset.capabilities.contains(.springs))
        let springLayer = subset.makeLayer()
        let spring = Animation(keyPath: "x", kind: .spring(SpringValues(endpoints: BasicValues(from: 0, to: 1))))
        #expect(throws: TimingEngineError.self) { try subset.add(spring, forKey: "s", to: springLayer) }
        #expect(subset.animationKeys(of: springLayer).isEmpty)
    }
}

/// What a ``Recorder`` heard, kept apart so the test holds this and not the delegate.
final class Heard {
    var events: [String] = []
}

/// A delegate that writes each callback down.
final class Recorder: AnimationDelegate {
    let heard: Heard
    init(_ heard: Heard) { self.heard = heard }

    func animationDidStart(_ animation: Animation) {
        heard.events.append("start \(animation.keyPath ?? "-") \(animation.timing.beginTime)")
    }

    func animationDidStop(_ animation: Animation, finished: Bool) {
        heard.events.append("stop \(animation.keyPath ?? "-") \(animation.timing.beginTime) \(finished)")
    }
}
#endif
