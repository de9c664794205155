import MediaTiming
import Testing

@testable import ReferenceEngine

/// SEMANTICS §8 on the reference engine: the published techniques behave as described.
@Suite struct TechniqueSmokeTests {
    // SEMANTICS §8.1: QA1673 pause and resume keep local time continuous.
    @Test func section8_1_pauseAndResume() throws {
        let (engine, layer) = engineWithLayer()
        try engine.install(.basic("x", from: 0, to: 10, duration: 10), forKey: "a", on: layer)
        #expect(try engine.value("x", of: layer, at: 2) == 2)
        // pause at media 2: pausedTime = local 2; speed 0, timeOffset 2
        let paused = engine.convertTime(2, from: nil, to: layer)
        try engine.setTiming(LayerTiming(beginTime: 0, speed: 0, timeOffset: paused), of: layer)
        #expect(try engine.value("x", of: layer, at: 5) == 2)  // frozen
        // resume at 5: speed 1, offset 0, begin 0; then begin = convertTime(5) − 2 = 5 − 2 = 3
        try engine.setTiming(LayerTiming(beginTime: 0, speed: 1, timeOffset: 0), of: layer)
        let begin = engine.convertTime(5, from: nil, to: layer) - paused
        try engine.setTiming(LayerTiming(beginTime: begin, speed: 1, timeOffset: 0), of: layer)
        // media 6: local (6 − 3)·1 = 3 → 3
        #expect(try engine.value("x", of: layer, at: 6) == 3)
    }

    // SEMANTICS §8.2: a speed change with b′ = tp − (tp − b)·s_old/s_new keeps local time continuous.
    @Test func section8_2_speedChangeKeepsLocalTime() throws {
        let (engine, layer) = engineWithLayer()
        try engine.install(.basic("x", from: 0, to: 100, duration: 100), forKey: "a", on: layer)
        #expect(try engine.value("x", of: layer, at: 10) == 10)
        // tp = 10, b = 0, s 1 → 2: b′ = 10 − 10·1/2 = 5; local at 10 = (10 − 5)·2 = 10, unchanged
        try engine.setTiming(LayerTiming(beginTime: 5, speed: 2, timeOffset: 0), of: layer)
        #expect(engine.presentationValue(forKeyPath: "x", of: layer) == 10)
        // media 12: (12 − 5)·2 = 14 → 14
        #expect(close(try engine.value("x", of: layer, at: 12), 14))
    }

    // SEMANTICS §8.3: store/restore on a paused layer: re-added copies keep their stamped begin time.
    @Test func section8_3_storeAndRestore() throws {
        let (engine, layer) = engineWithLayer()
        try engine.install(.basic("x", from: 0, to: 10, duration: 10), forKey: "a", on: layer)
        try engine.render(atMediaTime: 4)
        try engine.setTiming(LayerTiming(speed: 0, timeOffset: engine.convertTime(4, from: nil, to: layer)), of: layer)
        let stored = try #require(engine.animation(forKey: "a", of: layer))
        engine.removeAllAnimations(from: layer)
        try engine.render(atMediaTime: 5)
        try engine.install(stored, forKey: "a", on: layer)
        // beginTime 0 (the original stamp at media 0) is stamped again with local time 4 — so a
        // copy stamped 0 restarts; this is the fragility §8.3 relies on the stamp to avoid.
        #expect(engine.animation(forKey: "a", of: layer)?.timing.beginTime == 4)
        #expect(try engine.value("x", of: layer, at: 6) == 0)
    }

    // SEMANTICS §3.6 / §4.2: a negative-speed animation's forwards fill holds its start value.
    @Test func section3_6_negativeSpeedForwardsFillHoldsTheStart() throws {
        let (engine, layer) = engineWithLayer()
        var animation = Animation.basic("x", from: 0, to: 10, duration: 1).timed {
            $0.speed = -1
            $0.fillMode = .both
        }
        animation.isRemovedOnCompletion = false
        try engine.install(animation.timed { $0.beginTime = 1 }, forKey: "a", on: layer)
        #expect(try engine.value("x", of: layer, at: 0.5) == 10)  // backwards fill: played backwards, the end
        #expect(try engine.value("x", of: layer, at: 5) == 0)  // forwards fill: the start
    }
}
