import MediaTiming
import Testing

@testable import ReferenceEngine

/// SEMANTICS §5.1–§5.3: basic values, composition and accumulation.
@Suite struct CompositionTests {
    /// The value at half-way (media 0.5 of a 1 s animation) over a model value of 4.
    private func halfway(_ values: BasicValues) throws -> Double {
        let (engine, layer) = engineWithLayer()
        try engine.setModelValue(4, forKeyPath: "x", of: layer)
        try engine.install(
            Animation(keyPath: "x", kind: .basic(values), timing: AnimationTiming(duration: 1)), forKey: "a", on: layer)
        return try engine.value("x", of: layer, at: 0.5)
    }

    // SEMANTICS §5.1: which of from, to and by are set decides the range; underlying = model 4 here.
    @Test func section5_1_fromToByRanges() throws {
        #expect(try halfway(BasicValues(from: 10, to: 20)) == 15)  // 10…20
        #expect(try halfway(BasicValues(from: 10, to: 20, by: 99)) == 15)  // by ignored with from+to
        #expect(try halfway(BasicValues(from: 10, by: 6)) == 13)  // 10…16
        #expect(try halfway(BasicValues(to: 20, by: 6)) == 17)  // 14…20
        #expect(try halfway(BasicValues(from: 10)) == 7)  // 10…4
        #expect(try halfway(BasicValues(to: 20)) == 12)  // 4…20
        #expect(try halfway(BasicValues(by: 6)) == 7)  // 4…10
        #expect(try halfway(BasicValues()) == 4)  // underlying, no change
    }

    // SEMANTICS §5.1–§5.2 (open: additiveMissingEnd): an additive animation's missing end.
    @Test func section5_2_additiveMissingEnd() throws {
        func halfway(_ values: BasicValues, _ profile: TimingProfile) throws -> Double {
            let (engine, layer) = engineWithLayer(profile: profile)
            try engine.setModelValue(4, forKeyPath: "x", of: layer)
            var animation = Animation(keyPath: "x", kind: .basic(values), timing: AnimationTiming(duration: 1))
            animation.isAdditive = true
            try engine.install(animation, forKey: "a", on: layer)
            return try engine.value("x", of: layer, at: 0.5)
        }
        let zero = TimingProfile(additiveMissingEnd: .zero)
        // to-only 20 over 4: the value so far gives 4…20 → 12, added: 16; zero gives 0…20 → 10, added: 14
        #expect(try halfway(BasicValues(to: 20), .coreAnimation) == 16)
        #expect(try halfway(BasicValues(to: 20), zero) == 14)
        // from-only 10: 10…4 → 7, added: 11; 10…0 → 5, added: 9
        #expect(try halfway(BasicValues(from: 10), .coreAnimation) == 11)
        #expect(try halfway(BasicValues(from: 10), zero) == 9)
        // by-only 6: 4…10 → 7, added: 11; 0…6 → 3, added: 7
        #expect(try halfway(BasicValues(by: 6), .coreAnimation) == 11)
        #expect(try halfway(BasicValues(by: 6), zero) == 7)
        // both ends set: the reading does not matter, 10…20 → 15, added: 19
        #expect(try halfway(BasicValues(from: 10, to: 20), zero) == 19)
    }

    // SEMANTICS §5.1: "underlying" is the value composed so far at render time, not a snapshot.
    @Test func section5_1_underlyingIsComposedAtRenderTime() throws {
        let (engine, layer) = engineWithLayer()
        try engine.setModelValue(4, forKeyPath: "x", of: layer)
        try engine.install(.basic("x", to: 20, duration: 1), forKey: "a", on: layer)
        try engine.setModelValue(8, forKeyPath: "x", of: layer)
        // 8…20 at p = 0.5 → 14 (a snapshot at add would give 12)
        #expect(try engine.value("x", of: layer, at: 0.5) == 14)
        // An earlier animation feeds the later one (both stamped b = 0.5 now): at media 1, e = 0.5;
        // first 0…100 → 50; then to-only 50…0 at p = 0.5 → 25
        try engine.install(.basic("y", from: 0, to: 100, duration: 1), forKey: "b", on: layer)
        try engine.install(.basic("y", to: 0, duration: 1), forKey: "c", on: layer)
        #expect(try engine.value("y", of: layer, at: 1) == 25)
    }

    // SEMANTICS §5.2: application order; non-additive replaces, additive adds.
    @Test func section5_2_additiveAndOrderedComposition() throws {
        let (engine, layer) = engineWithLayer()
        try engine.setModelValue(100, forKeyPath: "x", of: layer)
        var wobble = Animation.basic("x", from: 0, to: 10, duration: 1)
        wobble.isAdditive = true
        try engine.add(wobble, forKey: "wobble", to: layer)
        try engine.add(.basic("x", from: 50, to: 60, duration: 1), forKey: "move", to: layer)
        try engine.add(wobble, forKey: "wobble2", to: layer)
        engine.commit()
        // 100 + 5 = 105, replaced by 55, plus 5 = 60
        #expect(try engine.value("x", of: layer, at: 0.5) == 60)
        // Completed but retained animations still apply.
        let (other, otherLayer) = engineWithLayer()
        var held = Animation.basic("x", from: 0, to: 10, duration: 1).timed { $0.fillMode = .forwards }
        held.isRemovedOnCompletion = false
        held.isAdditive = true
        try other.setModelValue(1, forKeyPath: "x", of: otherLayer)
        try other.install(held, forKey: "a", on: otherLayer)
        #expect(try other.value("x", of: otherLayer, at: 5) == 11)
    }

    // SEMANTICS §5.3: cumulative, header reading: value = end of the previous cycle + current cycle.
    @Test func section5_3_cumulativeAddsTheEndValue() throws {
        let (engine, layer) = engineWithLayer()
        var animation = Animation.basic("x", from: 1, to: 2, duration: 1).timed { $0.repeatCount = 3 }
        animation.isCumulative = true
        try engine.install(animation, forKey: "a", on: layer)
        // iteration 1, p = 0.5: 1.5 + 1·2 = 3.5
        #expect(try engine.value("x", of: layer, at: 1.5) == 3.5)
        // iteration 2, p = 0.25: 1.25 + 2·2 = 5.25
        #expect(try engine.value("x", of: layer, at: 2.25) == 5.25)
    }

    // SEMANTICS §5.3 (open) profile addChange: each cycle adds end − start.
    @Test func section5_3_profileCumulativeAddChange() throws {
        let (engine, layer) = engineWithLayer(profile: TimingProfile(cumulativeReading: .addChange))
        var animation = Animation.basic("x", from: 1, to: 2, duration: 1).timed { $0.repeatCount = 3 }
        animation.isCumulative = true
        try engine.install(animation, forKey: "a", on: layer)
        // 1.5 + 1·(2 − 1) = 2.5
        #expect(try engine.value("x", of: layer, at: 1.5) == 2.5)
        // retained forwards fill at the end of rc = 3: iteration 2, p = 1: 2 + 2·1 = 4
        let (other, otherLayer) = engineWithLayer(profile: TimingProfile(cumulativeReading: .addChange))
        var held = animation.timed { $0.fillMode = .forwards }
        held.isRemovedOnCompletion = false
        try other.install(held, forKey: "a", on: otherLayer)
        #expect(try other.value("x", of: otherLayer, at: 10) == 4)
    }

    // SEMANTICS §5.7: the timing function paces each cycle (input clamped, x solved, y returned).
    @Test func section5_7_timingFunctionPacesProgress() throws {
        let (engine, layer) = engineWithLayer()
        var animation = Animation.basic("x", from: 0, to: 100, duration: 1)
        animation.timingFunction = smoothstep
        try engine.install(animation, forKey: "a", on: layer)
        // p = 0.25 → 3·0.0625 − 2·0.015625 = 0.15625 → 15.625
        #expect(close(try engine.value("x", of: layer, at: 0.25), 15.625))
        // The named curves are Core Animation's control points.
        #expect(TimingFunction.easeIn == TimingFunction(0.42, 0, 1, 1))
        #expect(TimingFunction.default == TimingFunction(0.25, 0.1, 0.25, 1))
        // Clamped input: below 0 → 0, above 1 → 1.
        #expect(smoothstep(-1) == 0 && smoothstep(2) == 1)
    }
}
