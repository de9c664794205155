import MediaTiming
import Testing

@testable import ReferenceEngine

/// SEMANTICS §5.4: keyframes. Each test animates over 1 s, so media time = progress.
@Suite struct KeyframePlanTests {
    private func value(
        _ keyframes: KeyframeValues, at time: Double, model: Double = 0, profile: TimingProfile = .coreAnimation
    ) throws -> Double {
        let (engine, layer) = engineWithLayer(profile: profile)
        try engine.setModelValue(model, forKeyPath: "x", of: layer)
        let animation = Animation(keyPath: "x", kind: .keyframe(keyframes), timing: AnimationTiming(duration: 1))
        try engine.install(animation, forKey: "k", on: layer)
        return try engine.value("x", of: layer, at: time)
    }

    // SEMANTICS §5.4: linear between values at their key times.
    @Test func section5_4_linearWithKeyTimes() throws {
        let frames = KeyframeValues(values: [0, 10, 30], keyTimes: [0, 0.25, 1])
        // p = 0.5: segment 1, f = (0.5 − 0.25)/0.75 = 1/3 → 10 + 20/3
        #expect(close(try value(frames, at: 0.5), 10 + 20.0 / 3))
        // p = 0.125: segment 0, f = 0.5 → 5
        #expect(try value(frames, at: 0.125) == 5)
    }

    // SEMANTICS §5.4: invalid key times (out of order, wrong count, not 0…1) are ignored: even spacing.
    @Test func section5_4_invalidKeyTimesAreIgnored() throws {
        // even: [0, 0.5, 1] → at 0.5 → 10
        #expect(try value(KeyframeValues(values: [0, 10, 30], keyTimes: [0, 0.75, 0.5]), at: 0.5) == 10)
        #expect(try value(KeyframeValues(values: [0, 10, 30], keyTimes: [0, 1]), at: 0.5) == 10)
        #expect(try value(KeyframeValues(values: [0, 10, 30], keyTimes: [0.1, 0.2, 1]), at: 0.5) == 10)
        #expect(try value(KeyframeValues(values: [0, 10, 30], keyTimes: [0, 0.2, 3]), at: 0.5) == 10)
        // at 0.75: segment 1, f = 0.5 → 20
        #expect(try value(KeyframeValues(values: [0, 10, 30], keyTimes: [0, 0.9, 0.2]), at: 0.75) == 20)
    }

    // SEMANTICS §5.4: discrete holds each value; it needs one more key time than values.
    @Test func section5_4_discrete() throws {
        let frames = KeyframeValues(values: [1, 2, 3], keyTimes: [0, 0.5, 0.75, 1], calculationMode: .discrete)
        #expect(try value(frames, at: 0.4) == 1)
        #expect(try value(frames, at: 0.6) == 2)
        #expect(try value(frames, at: 0.8) == 3)
        // Wrong count (3 for 3 values): even [0, 1/3, 2/3, 1] → 0.7 falls in the third value
        let invalid = KeyframeValues(values: [1, 2, 3], keyTimes: [0, 0.9, 1], calculationMode: .discrete)
        #expect(try value(invalid, at: 0.7) == 3)
        #expect(try value(invalid, at: 0.5) == 2)
    }

    // SEMANTICS §5.4: paced spaces by distance, ignoring key times and timing functions.
    @Test func section5_4_paced() throws {
        // distances 10 and 30 of 40 → key times [0, 0.25, 1]; at 0.5: 10 + 30·(0.25/0.75) = 20
        let frames = KeyframeValues(
            values: [0, 10, 40], keyTimes: [0, 0.9, 1], calculationMode: .paced,
            timingFunctions: [smoothstep, smoothstep])
        #expect(close(try value(frames, at: 0.5), 20))
    }

    // SEMANTICS §5.4: cubic is Catmull-Rom; it passes through the values at their key times.
    @Test func section5_4_cubicCatmullRom() throws {
        let frames = KeyframeValues(values: [0, 10, 0, 10], calculationMode: .cubic)
        // key times [0, 1/3, 2/3, 1]; at 1/6, segment 0 at f = 0.5; tangents: m0 = ½((0 − 0) + (10 − 0)) = 5,
        // m1 = ½((10 − 0) + (0 − 10)) = 0; Hermite: ½·0 + ⅛·5 + ½·10 − ⅛·0 = 5.625
        #expect(close(try value(frames, at: 1.0 / 6), 5.625))
        #expect(close(try value(frames, at: 1.0 / 3), 10))
    }

    // SEMANTICS §5.4: cubicPaced is Catmull-Rom at paced key times.
    @Test func section5_4_cubicPaced() throws {
        // values [0, 10, 40]: paced key times [0, 0.25, 1]; at 0.25 it passes through 10
        let frames = KeyframeValues(values: [0, 10, 40], keyTimes: [0, 0.9, 1], calculationMode: .cubicPaced)
        #expect(close(try value(frames, at: 0.25), 10))
        // at 0.625: segment 1 (0.25…1) at f = 0.5. Tangent at 10: ½((10 − 0) + (40 − 10)) = 20, scaled
        // for unequal spans by 2·0.75/(0.25 + 0.75) = 1.5 → 30; at 40: ½((40 − 10) + 0) = 15, scale 1.
        // Hermite: ½·10 + ⅛·30 + ½·40 − ⅛·15 = 5 + 3.75 + 20 − 1.875 = 26.875
        #expect(close(try value(frames, at: 0.625), 26.875))
    }

    // SEMANTICS §5.4 (open: cubicEndTangent): the missing outer neighbour of an end value.
    @Test func section5_4_cubicEndTangent() throws {
        let frames = KeyframeValues(values: [0, 10], calculationMode: .cubic)
        // the end is its own neighbour: both tangents ½·10 = 5; Hermite at ¼: h10 = 9/64, h01 = 10/64,
        // h11 = −3/64 → (9·5 + 10·10 − 3·5)/64 = 130/64 = 2.03125
        #expect(close(try value(frames, at: 0.25), 2.03125))
        // reflected, 2p₀ − p₁ = −10 and 2p₁ − p₀ = 20: both tangents 10 → (90 + 100 − 30)/64 = 2.5, the line
        #expect(close(try value(frames, at: 0.25, profile: TimingProfile(cubicEndTangent: .reflectedNeighbour)), 2.5))
    }

    // SEMANTICS §5.4 (open: cubicKeyTimeSpacing): tangents and uneven key times.
    @Test func section5_4_cubicKeyTimeSpacing() throws {
        let frames = KeyframeValues(values: [0, 10, 40], keyTimes: [0, 0.25, 1], calculationMode: .cubic)
        // at 0.625: segment 1 at f = ½; tangent at 10: ½(10 + 30) = 20, scaled by 2·0.75/(0.25 + 0.75)
        // = 1.5 → 30; at 40: ½(30 + 0) = 15. Hermite: ½·10 + ⅛·30 + ½·40 − ⅛·15 = 26.875
        #expect(close(try value(frames, at: 0.625), 26.875))
        // uniform tangents 20 and 15: 5 + 2.5 + 20 − 1.875 = 25.625
        #expect(close(try value(frames, at: 0.625, profile: TimingProfile(cubicKeyTimeSpacing: .uniform)), 25.625))
    }

    // SEMANTICS §5.4 (open: cubicPacedKeyTimeSpacing): cubic-paced tangents and their paced
    // spacing, a choice apart from cubic ones'.
    @Test func section5_4_cubicPacedKeyTimeSpacing() throws {
        let paced = KeyframeValues(values: [0, 0, 1], calculationMode: .cubicPaced)
        // by distance the key times are [0, 0, 1]: at ½, segment 1 at f = ½. Uniform tangents ½ and ½:
        // ⅛·½ + ½·1 − ⅛·½ = 0.5; adjusted (leaving ½ scaled by 2·1/(0 + 1) = 2 → 1): 0.5625
        let pacedUniform = TimingProfile(cubicPacedKeyTimeSpacing: .uniform)
        #expect(close(try value(paced, at: 0.5, profile: pacedUniform), 0.5))
        #expect(close(try value(paced, at: 0.5, profile: TimingProfile(cubicKeyTimeSpacing: .uniform)), 0.5625))
        // A cubic curve keeps its own reading: 26.875 with adjusted tangents (section5_4_cubicKeyTimeSpacing).
        let cubic = KeyframeValues(values: [0, 10, 40], keyTimes: [0, 0.25, 1], calculationMode: .cubic)
        #expect(close(try value(cubic, at: 0.625, profile: pacedUniform), 26.875))
    }

    // SEMANTICS §5.4 (open: cubicPacedSpacing): key times by straight distance or by arc length.
    @Test func section5_4_cubicPacedSpacing() throws {
        let frames = KeyframeValues(values: [0, 0, 1], calculationMode: .cubicPaced)
        // by distance: key times [0, 0, 1], so all of it is segment 1 (0 → 1); its leaving tangent
        // ½(0 + 1) = ½ is scaled by 2·1/(0 + 1) = 2 → 1, the arriving one ½(1 + 0) = ½.
        // At ½: ⅛·1 + ½·1 − ⅛·½ = 0.5625
        #expect(close(try value(frames, at: 0.5), 0.5625))
        // by arc length: segment 0 (0 → 0, tangents 0 and ½) is x = ½(u³ − u²), down to −2/27 at
        // u = ⅔ and back: length 4/27; segment 1 (tangents ½, ½) rises monotonically (x′ = −3u² + 3u
        // + ½ > 0): length 1. Key times [0, 4/31, 1].
        let arc = TimingProfile(cubicPacedSpacing: .splineArcLength)
        // at 2/31, segment 0 at f = ½: tangents 0 and ½ scaled by 2·(4/31)/1 → 4/31; −⅛·4/31 = −1/62
        #expect(close(try value(frames, at: 2.0 / 31, profile: arc), -1.0 / 62))
        // at 35/62, segment 1 at f = ½: leaving ½·2·(27/31) = 27/31, arriving ½:
        // ⅛·27/31 + ½ − ⅛·½ = 27/248 + 7/16 = 0.5463709677
        #expect(close(try value(frames, at: 35.0 / 62, profile: arc), 27.0 / 248 + 7.0 / 16))
    }

    // SEMANTICS §5.4: one timing function per segment.
    @Test func section5_4_segmentTimingFunctions() throws {
        let frames = KeyframeValues(values: [0, 10, 20], timingFunctions: [smoothstep, .linear])
        // p = 0.125: segment 0 at f = 0.25 → smoothstep 0.15625 → 1.5625
        #expect(close(try value(frames, at: 0.125), 1.5625))
        // p = 0.75: segment 1 at f = 0.5, linear → 15
        #expect(close(try value(frames, at: 0.75), 15))
    }

    // SEMANTICS §5.4 / bad input: empty values animate nothing; one value holds it.
    @Test func section5_4_emptyAndSingleValues() throws {
        #expect(try value(KeyframeValues(values: []), at: 0.5, model: 7) == 7)
        #expect(try value(KeyframeValues(values: [3]), at: 0.5, model: 7) == 3)
    }
}
