import AnimationTechniques
import MediaTiming
import ReferenceEngine
import Testing

@Suite("LayerPauser")
struct LayerPauserTests {
    /// Parent P (b 0, s 2, o 0) with child L (b 1, s 0.5, o 3) carrying a ramp added at media 0.
    /// At the commit, media 0: P local = 0, L local = (0 − 1)·0.5 + 3 = 2.5, so the ramp's b = 2.5.
    func nestedFixture() throws -> (ReferenceEngine, parent: ReferenceLayer, child: ReferenceLayer) {
        let engine = ReferenceEngine()
        let parent = engine.makeLayer()
        let child = engine.makeLayer()
        try engine.addSublayer(child, to: parent)
        try engine.setTiming(LayerTiming(beginTime: 0, speed: 2, timeOffset: 0), of: parent)
        try engine.setTiming(LayerTiming(beginTime: 1, speed: 0.5, timeOffset: 3), of: child)
        try engine.add(ramp(), forKey: "ramp", to: child)
        engine.commit()
        return (engine, parent, child)
    }

    @Test("Resume keeps the layer's own speed and timeOffset and continues through the parent's time")
    func correctResumeOnNestedCustomTiming() throws {
        let (engine, _, child) = try nestedFixture()
        #expect(engine.animation(forKey: "ramp", of: child)?.timing.beginTime == 2.5)
        try engine.render(atMediaTime: 2)
        // P = 4, L = (4 − 1)·0.5 + 3 = 4.5, ramp = 4.5 − 2.5 = 2.
        #expect(close(opacity(engine, child), 2))
        let pauser = LayerPauser(engine: engine)
        #expect(try pauser.pause(child))
        try engine.render(atMediaTime: 6)
        #expect(close(opacity(engine, child), 2))
        #expect(try pauser.resume(child))
        // P = 12, b′ = 12 − (4.5 − 3)/0.5 = 9; speed 0.5 and timeOffset 3 are kept.
        let timing = engine.timing(of: child)
        #expect(close(timing.beginTime, 9) && timing.speed == 0.5 && timing.timeOffset == 3)
        #expect(close(opacity(engine, child), 2))
        try engine.render(atMediaTime: 8)
        // P = 16, L = (16 − 9)·0.5 + 3 = 6.5, ramp = 6.5 − 2.5 = 4.
        #expect(close(opacity(engine, child), 4))
    }

    @Test("Resume changes only beginTime, speed and timeOffset: the app's edit of the rest while paused stays")
    func resumeKeepsTheAppsOtherTimingEdits() throws {
        let (engine, _, child) = try nestedFixture()
        try engine.render(atMediaTime: 2)
        let pauser = LayerPauser(engine: engine)
        #expect(try pauser.pause(child))  // L frozen at 4.5
        // The app bounds the paused layer (SEMANTICS §1.3), keeping what the pause set.
        var edited = engine.timing(of: child)
        edited.duration = 3
        edited.repeatCount = 2
        edited.autoreverses = true
        edited.fillMode = .both
        try engine.setTiming(edited, of: child)
        #expect(try pauser.resume(child))
        // QA1673 assigns only the three (§8.1): P = 4, b′ = 4 − (4.5 − 3)/0.5 = 1, s 0.5, o 3.
        let timing = engine.timing(of: child)
        #expect(close(timing.beginTime, 1) && timing.speed == 0.5 && timing.timeOffset == 3)
        #expect(timing.duration == 3 && timing.repeatCount == 2 && timing.autoreverses && timing.fillMode == .both)
    }

    @Test("Pause twice is pause once; resume without a pause, or twice, is a no-op")
    func idempotence() throws {
        let (engine, parent, child) = try nestedFixture()
        let pauser = LayerPauser(engine: engine)
        // Resume without pause: nothing changes.
        #expect(try !pauser.resume(parent))
        #expect(engine.timing(of: parent) == LayerTiming(beginTime: 0, speed: 2, timeOffset: 0))
        try engine.render(atMediaTime: 2)
        #expect(try pauser.pause(child))
        try engine.render(atMediaTime: 4)
        #expect(try !pauser.pause(child))
        // Still frozen at the first pause's L = 4.5.
        #expect(engine.timing(of: child) == LayerTiming(beginTime: 1, speed: 0, timeOffset: 4.5))
        #expect(try pauser.resume(child))
        let resumed = engine.timing(of: child)
        #expect(try !pauser.resume(child))
        #expect(engine.timing(of: child) == resumed)
        // P = 8 at media 4: b′ = 8 − (4.5 − 3)/0.5 = 5.
        #expect(close(resumed.beginTime, 5))
    }

    @Test("Paused child under a paused parent: each resume continues exactly")
    func nestedPauses() throws {
        let (engine, parent, child) = try nestedFixture()
        let pauser = LayerPauser(engine: engine)
        try engine.render(atMediaTime: 2)
        try pauser.pause(child)  // L frozen at 4.5
        try engine.render(atMediaTime: 3)
        try pauser.pause(parent)  // P frozen at 6
        try engine.render(atMediaTime: 5)
        try pauser.resume(child)
        // Parent time is P's frozen 6: b′ = 6 − (4.5 − 3)/0.5 = 3; L stays (6 − 3)·0.5 + 3 = 4.5.
        #expect(close(engine.timing(of: child).beginTime, 3))
        try engine.render(atMediaTime: 7)
        #expect(close(opacity(engine, child), 2))
        try pauser.resume(parent)
        // b′_P = 7 − (6 − 0)/2 = 4.
        #expect(close(engine.timing(of: parent).beginTime, 4))
        try engine.render(atMediaTime: 8)
        // P = (8 − 4)·2 = 8, L = (8 − 3)·0.5 + 3 = 5.5, ramp = 3.
        #expect(close(opacity(engine, child), 3))
    }

    @Test("QA1673 verbatim resumes a speed-2 layer at speed 1; the correct pauser keeps speed 2")
    func qa1673ForcesSpeedOne() throws {
        func run(_ variant: PauseVariant) throws -> Double {
            let engine = ReferenceEngine()
            let layer = engine.makeLayer()
            try engine.setTiming(LayerTiming(beginTime: 0, speed: 2, timeOffset: 0), of: layer)
            try engine.add(ramp(), forKey: "ramp", to: layer)
            engine.commit()  // stamped at local 0
            try engine.render(atMediaTime: 1)  // local 2
            let pauser = LayerPauser(engine: engine, variant: variant)
            try pauser.pause(layer)
            try engine.render(atMediaTime: 3)
            try pauser.resume(layer)
            // Both continue from local 2 at the moment of resume.
            #expect(close(opacity(engine, layer), 2))
            try engine.render(atMediaTime: 4)
            return opacity(engine, layer)
        }
        // Verbatim: speed 1, b = 3 − 2 = 1, local at 4 = 3.
        #expect(close(try run(.qa1673Verbatim), 3))
        // Correct: speed 2, b′ = 3 − (2 − 0)/2 = 2, local at 4 = (4 − 2)·2 = 4.
        #expect(close(try run(.correct), 4))
    }

    @Test("QA1673 verbatim rewrites a running layer on resume without pause; correct does nothing")
    func qa1673ResumeWithoutPause() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        let original = LayerTiming(beginTime: 5, speed: 1, timeOffset: 0)
        try engine.setTiming(original, of: layer)
        try engine.render(atMediaTime: 7)
        try LayerPauser(engine: engine).resume(layer)
        #expect(engine.timing(of: layer) == original)
        try LayerPauser(engine: engine, variant: .qa1673Verbatim).resume(layer)
        // pausedTime = timeOffset = 0; b = 7 − 0 = 7: local time jumps from 7 − 5 = 2 to 0.
        #expect(engine.timing(of: layer) == LayerTiming(beginTime: 7, speed: 1, timeOffset: 0))
    }

    @Test("QA1673 verbatim survives nesting at speed 1: its media-time conversion lands on the parent's time")
    func qa1673NestedAtSpeedOne() throws {
        func run(_ variant: PauseVariant) throws -> Double {
            let engine = ReferenceEngine()
            let parent = engine.makeLayer()
            let child = engine.makeLayer()
            try engine.addSublayer(child, to: parent)
            try engine.setTiming(LayerTiming(beginTime: 0, speed: 2, timeOffset: 0), of: parent)
            try engine.add(ramp(), forKey: "ramp", to: child)
            engine.commit()  // stamped at child local 0
            try engine.render(atMediaTime: 1)  // child local 2
            let pauser = LayerPauser(engine: engine, variant: variant)
            try pauser.pause(child)
            try engine.render(atMediaTime: 3)
            try pauser.resume(child)
            try engine.render(atMediaTime: 4)
            return opacity(engine, child)
        }
        // Verbatim: with the child reset to identity, convertTime(3) = parent time 6, b = 6 − 2 = 4;
        // at 4 the parent is 8 and the child 8 − 4 = 4. Correct: b′ = 6 − (2 − 0)/1 = 4, the same.
        #expect(close(try run(.qa1673Verbatim), 4))
        #expect(close(try run(.correct), 4))
    }
}
