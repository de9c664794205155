import Testing
import MediaTiming
@testable import ReferenceEngine

@Suite struct SmokeTests {
    @Test func basicAnimationRunsAndCompletes() throws {
        let engine = ReferenceEngine()
        let layer = engine.makeLayer()
        let log = CallbackLog("a")
        try engine.add(Animation.basic("opacity", from: 0, to: 1, duration: 2).with(delegate: log), forKey: "a", to: layer)
        engine.commit()
        try engine.render(atMediaTime: 1)
        // b stamped 0; p = 1/2 → 0.5
        #expect(engine.presentationValue(forKeyPath: "opacity", of: layer) == 0.5)
        #expect(log.entries == ["start a"])
        try engine.render(atMediaTime: 3)
        #expect(log.entries == ["start a", "stop a true"])
        #expect(engine.animationKeys(of: layer) == [])
    }
}
