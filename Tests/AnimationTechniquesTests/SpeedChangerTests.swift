import AnimationTechniques
import MediaTiming
import ReferenceEngine
import Testing

@Suite("SpeedChanger")
struct SpeedChangerTests {
    /// Parent P (b 0, s 2) with an identity child L carrying a ramp stamped at local 0; rendered
    /// at media 1, where P = L = 2 and the ramp shows 2.
    func fixture() throws -> (ReferenceEngine, ReferenceLayer) {
        let engine = ReferenceEngine()
        let parent = engine.makeLayer()
        let child = engine.makeLayer()
        try engine.addSublayer(child, to: parent)
        try engine.setTiming(LayerTiming(beginTime: 0, speed: 2, timeOffset: 0), of: parent)
        try engine.add(ramp(), forKey: "ramp", to: child)
        engine.commit()
        try engine.render(atMediaTime: 1)
        return (engine, child)
    }

    @Test("The correct change keeps local time continuous under a fast parent")
    func correctNested() throws {
        let (engine, child) = try fixture()
        #expect(close(opacity(engine, child), 2))
        try SpeedChanger(engine: engine).setSpeed(0.5, of: child)
        // tp = 2: b′ = 2 − (2 − 0)·1/0.5 = −2; L = (2 + 2)·0.5 = 2, no jump.
        #expect(close(engine.timing(of: child).beginTime, -2))
        #expect(close(opacity(engine, child), 2))
        try engine.render(atMediaTime: 3)
        // P = 6, L = (6 + 2)·0.5 = 4.
        #expect(close(opacity(engine, child), 4))
    }

    @Test("The published change uses media time for beginTime and jumps under a fast parent")
    func publishedNestedJumps() throws {
        let (engine, child) = try fixture()
        try SpeedChanger(engine: engine, variant: .mediaTimeBeginTime).setSpeed(0.5, of: child)
        // timeOffset = 2, beginTime = media 1, speed 0.5: L = (2 − 1)·0.5 + 2 = 2.5 at the same instant.
        #expect(close(opacity(engine, child), 2.5))
    }

    @Test("A paused layer stays paused and resumes at the new speed")
    func pausedLayer() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        try engine.add(ramp(), forKey: "ramp", to: layer)
        engine.commit()
        try engine.render(atMediaTime: 2)
        let pauser = LayerPauser(engine: engine)
        try pauser.pause(layer)  // frozen at 2
        try SpeedChanger(engine: engine, pauser: pauser).setSpeed(3, of: layer)
        #expect(engine.timing(of: layer).speed == 0)
        #expect(pauser.resumeSpeed(of: layer) == 3)
        try engine.render(atMediaTime: 4)
        #expect(close(opacity(engine, layer), 2))
        try pauser.resume(layer)
        // b′ = 4 − (2 − 0)/3 = 10/3; at media 5: (5 − 10/3)·3 = 5.
        try engine.render(atMediaTime: 5)
        #expect(close(opacity(engine, layer), 5))
    }

    @Test("Speed 0 freezes in place; a later speed starts from the frozen time; NaN is refused")
    func zeroAndBack() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        try engine.add(ramp(), forKey: "ramp", to: layer)
        engine.commit()
        try engine.render(atMediaTime: 2)
        let changer = SpeedChanger(engine: engine)
        try changer.setSpeed(0, of: layer)
        #expect(engine.timing(of: layer) == LayerTiming(beginTime: 0, speed: 0, timeOffset: 2))
        try engine.render(atMediaTime: 5)
        try changer.setSpeed(2, of: layer)
        // From frozen 2: b′ = 5 − (5 − 0)·0/2 = 5; at media 6: (6 − 5)·2 + 2 = 4.
        try engine.render(atMediaTime: 6)
        #expect(close(opacity(engine, layer), 4))
        #expect(throws: TechniqueError.self) { try changer.setSpeed(.nan, of: layer) }
    }
}
