import MediaTiming
import Testing

@testable import ReferenceEngine

/// SEMANTICS §4: fill and removal. Values from 0 to 10; the model value is −1 so "nothing" shows.
@Suite struct FillTests {
    private func install(
        _ edit: (inout AnimationTiming) -> Void, retained: Bool = false
    ) throws -> (ReferenceEngine, ReferenceLayer) {
        let (engine, layer) = engineWithLayer()
        try engine.setModelValue(-1, forKeyPath: "x", of: layer)
        var animation = Animation.basic("x", from: 0, to: 10, duration: 1).timed(edit)
        animation.isRemovedOnCompletion = !retained
        try engine.install(animation, forKey: "a", on: layer)
        return (engine, layer)
    }

    // SEMANTICS §4.1: outside the active period nothing shows unless fillMode holds it.
    @Test func section4_1_fillModes() throws {
        // removed: before b = 2 the model −1 shows; after (retained so it stays) the model too.
        var (engine, layer) = try install({ $0.beginTime = 2 }, retained: true)
        #expect(try engine.value("x", of: layer, at: 1) == -1)
        #expect(try engine.value("x", of: layer, at: 5) == -1)
        // backwards: start value 0 before b
        (engine, layer) = try install(
            {
                $0.beginTime = 2
                $0.fillMode = .backwards
            }, retained: true)
        #expect(try engine.value("x", of: layer, at: 1) == 0)
        #expect(try engine.value("x", of: layer, at: 5) == -1)
        // forwards: end value 10 after
        (engine, layer) = try install(
            {
                $0.beginTime = 2
                $0.fillMode = .forwards
            }, retained: true)
        #expect(try engine.value("x", of: layer, at: 1) == -1)
        #expect(try engine.value("x", of: layer, at: 5) == 10)
        // both
        (engine, layer) = try install(
            {
                $0.beginTime = 2
                $0.fillMode = .both
            }, retained: true)
        #expect(try engine.value("x", of: layer, at: 1) == 0)
        #expect(try engine.value("x", of: layer, at: 5) == 10)
    }

    // SEMANTICS §4.2: the end value is endpoint-inclusive.
    @Test func section4_2_endValueIsEndpointInclusive() throws {
        // integer rc = 2, no autoreverse: ends at p = 1 → 10
        var (engine, layer) = try install(
            {
                $0.repeatCount = 2
                $0.fillMode = .forwards
            }, retained: true)
        #expect(try engine.value("x", of: layer, at: 9) == 10)
        // autoreverse, rc = 1: ends at p = 0 → 0
        (engine, layer) = try install(
            {
                $0.autoreverses = true
                $0.fillMode = .forwards
            }, retained: true)
        #expect(try engine.value("x", of: layer, at: 9) == 0)
        // rc = 1.5: ends at p = 0.5 → 5
        (engine, layer) = try install(
            {
                $0.repeatCount = 1.5
                $0.fillMode = .forwards
            }, retained: true)
        #expect(try engine.value("x", of: layer, at: 9) == 5)
        // backwards fill of timeOffset 0.25 shows the first instant, p = 0.25 → 2.5
        (engine, layer) = try install({
            $0.beginTime = 3
            $0.timeOffset = 0.25
            $0.fillMode = .backwards
        })
        #expect(try engine.value("x", of: layer, at: 1) == 2.5)
    }

    // SEMANTICS §4.3: removed on completion by default, so a forwards fill shows only when retained.
    @Test func section4_3_removalOnCompletion() throws {
        var (engine, layer) = try install({ $0.fillMode = .forwards })
        #expect(try engine.value("x", of: layer, at: 2) == -1)
        #expect(engine.animationKeys(of: layer).isEmpty)
        (engine, layer) = try install({ $0.fillMode = .forwards }, retained: true)
        #expect(try engine.value("x", of: layer, at: 2) == 10)
        #expect(engine.animationKeys(of: layer) == ["a"])
    }
}
