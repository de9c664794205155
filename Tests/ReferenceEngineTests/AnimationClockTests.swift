import MediaTiming
import Testing

@testable import ReferenceEngine

/// SEMANTICS §3: active duration, iteration and direction. Values are from 0 to 10 with a linear
/// timing function, so the value is 10·p.
@Suite struct AnimationClockTests {
    /// Installs `timing` on a fresh layer at media 0 (stamped beginTime 0 unless given).
    private func engine(
        _ edit: (inout AnimationTiming) -> Void, profile: TimingProfile = .coreAnimation
    ) throws -> (ReferenceEngine, ReferenceLayer) {
        let (engine, layer) = engineWithLayer(profile: profile)
        try engine.install(Animation.basic("x", from: 0, to: 10, duration: 1).timed(edit), forKey: "a", on: layer)
        return (engine, layer)
    }

    // SEMANTICS §3.1: one cycle L = d·(ar ? 2 : 1); repeatCount counts forward+backward cycles.
    @Test func section3_1_autoreverseDoublesTheCycle() throws {
        let (engine, layer) = try engine {
            $0.autoreverses = true
            $0.repeatCount = 2
        }
        // L = 2, D = 4. At 1.5: second leg of cycle 0, tb = 2·1 − 1.5 = 0.5 → 5
        #expect(try engine.value("x", of: layer, at: 1.5) == 5)
        // At 2.25: cycle 1, forward leg 0.25 → 2.5
        #expect(try engine.value("x", of: layer, at: 2.25) == 2.5)
        // At 3.9 still active (D = 4): tb = 2 − 1.9 = 0.1 → 1
        #expect(close(try engine.value("x", of: layer, at: 3.9), 1))
        #expect(engine.animationKeys(of: layer) == ["a"])
        try engine.render(atMediaTime: 4)
        #expect(engine.animationKeys(of: layer).isEmpty)
    }

    // SEMANTICS §3.2: D = rd > 0 ? rd : L·(rc > 0 ? rc : 1); fractional and infinite counts.
    @Test func section3_2_activeDuration() throws {
        var (engine, layer) = try engine { $0.repeatCount = 2.5 }
        // D = 1·2.5: still there at 2.4 (p = 0.4 → 4), gone at 2.5
        #expect(close(try engine.value("x", of: layer, at: 2.4), 4))
        try engine.render(atMediaTime: 2.5)
        #expect(engine.animationKeys(of: layer).isEmpty)
        (engine, layer) = try self.engine {
            $0.repeatCount = 5
            $0.repeatDuration = 1.5
        }
        // rd wins: D = 1.5; at 1.25 p = 0.25 → 2.5; gone at 1.5
        #expect(try engine.value("x", of: layer, at: 1.25) == 2.5)
        try engine.render(atMediaTime: 1.5)
        #expect(engine.animationKeys(of: layer).isEmpty)
        (engine, layer) = try self.engine { $0.repeatCount = .infinity }
        // Forever: at 1e6 + 0.5, p = 0.5 → 5
        #expect(try engine.value("x", of: layer, at: 1e6 + 0.5) == 5)
        (engine, layer) = try self.engine { $0.repeatCount = .greatestFiniteMagnitude }
        #expect(try engine.value("x", of: layer, at: 1e6 + 0.25) == 2.5)
    }

    // SEMANTICS §3.2 (open): rd is not doubled by autoreverses; profile `doubled` doubles it.
    @Test func section3_2_profileRepeatDurationUnderAutoreverse() throws {
        // Default: d = 1, ar, rd = 1.5 → D = 1.5: gone at 2.5, model 0 shows.
        var (engine, layer) = try engine {
            $0.autoreverses = true
            $0.repeatDuration = 1.5
        }
        #expect(try engine.value("x", of: layer, at: 2.5) == 0)
        #expect(engine.animationKeys(of: layer).isEmpty)
        // doubled: D = 3; at 2.5 the cycle position is 2.5 mod 2 = 0.5 → 5
        (engine, layer) = try self.engine(
            {
                $0.autoreverses = true
                $0.repeatDuration = 1.5
            },
            profile: TimingProfile(repeatDurationUnderAutoreverse: .doubled))
        #expect(try engine.value("x", of: layer, at: 2.5) == 5)
    }

    // SEMANTICS §3.3: e = tp − b; before while e·|s| < 0, after once e·|s| ≥ D; t = e·s + o.
    @Test func section3_3_activePeriodAndAnimationSpeed() throws {
        let (engine, layer) = try engine {
            $0.beginTime = 2
            $0.speed = 2
            $0.duration = 4
        }
        try engine.setModelValue(-1, forKeyPath: "x", of: layer)
        // Before: e = 1 − 2 < 0 → model −1
        #expect(try engine.value("x", of: layer, at: 1) == -1)
        // e = 3 − 2 = 1, t = 2, p = 2/4 → 5
        #expect(try engine.value("x", of: layer, at: 3) == 5)
        // D = 4, so after once e·2 ≥ 4, e ≥ 2: at media 4 it is gone
        try engine.render(atMediaTime: 4)
        #expect(engine.animationKeys(of: layer).isEmpty)
    }

    // SEMANTICS §3.3: speed 0 is always active at local time o and never completes.
    @Test func section3_3_speedZeroIsFrozenAndNeverCompletes() throws {
        let log = CallbackLog("a")
        let (engine, layer) = engineWithLayer()
        var animation = Animation.basic("x", from: 0, to: 10, duration: 1).with(delegate: log)
        animation.timing.speed = 0
        animation.timing.timeOffset = 0.3
        animation.timing.beginTime = 5
        try engine.install(animation, forKey: "a", on: layer)
        // Active even before b: local time o = 0.3 → 3
        #expect(try engine.value("x", of: layer, at: 1) == 3)
        #expect(try engine.value("x", of: layer, at: 1000) == 3)
        #expect(log.entries == ["start a"])
        #expect(engine.animationKeys(of: layer) == ["a"])
    }

    // SEMANTICS §3.3 (open: frozenTurn): speed 0 with the offset exactly on a turn.
    @Test func section3_3_frozenTurnFollowsTheProfile() throws {
        let end = TimingProfile(frozenTurn: .previousCycleEnd)
        func frozen(_ profile: TimingProfile, _ edit: @escaping (inout AnimationTiming) -> Void) throws -> Double {
            let (engine, layer) = try self.engine(
                {
                    $0.speed = 0
                    edit(&$0)
                }, profile: profile)
            return try engine.value("x", of: layer, at: 1)
        }
        // o = d = D = 1: the next cycle's start, 0, or the end of the period, 10.
        #expect(try frozen(.coreAnimation) { $0.timeOffset = 1 } == 0)
        #expect(try frozen(end) { $0.timeOffset = 1 } == 10)
        // A turn inside the period (rc = 2, o = 1): 0 against 10.
        #expect(
            try frozen(.coreAnimation) {
                $0.timeOffset = 1
                $0.repeatCount = 2
            } == 0)
        #expect(
            try frozen(end) {
                $0.timeOffset = 1
                $0.repeatCount = 2
            } == 10)
        // Autoreversing with rc = 1.5 (L = 2, D = 3), o = 3: the start, 0, or the end of the
        // period half-way through a cycle, the forward leg's end, 10.
        #expect(
            try frozen(.coreAnimation) {
                $0.timeOffset = 3
                $0.autoreverses = true
                $0.repeatCount = 1.5
            } == 0)
        #expect(
            try frozen(end) {
                $0.timeOffset = 3
                $0.autoreverses = true
                $0.repeatCount = 1.5
            } == 10)
        // Time 0 begins the first cycle under either reading; off a turn the readings agree.
        #expect(try frozen(end) { $0.timeOffset = 0 } == 0)
        #expect(try frozen(end) { $0.timeOffset = 0.3 } == 3)
    }

    // SEMANTICS §3.4: the position wraps; duration 3, timeOffset 1 starts at 1/3, jumps to 0 at 2 s.
    @Test func section3_4_timeOffsetWrapsWithinTheCycle() throws {
        let (engine, layer) = try engine {
            $0.duration = 3
            $0.timeOffset = 1
            $0.fillMode = .forwards
        }
        // media 0: t = 1 → p = 1/3 → 3.333…
        #expect(close(try engine.value("x", of: layer, at: 0), 10.0 / 3))
        // media 1.5: t = 2.5 → 25/3
        #expect(close(try engine.value("x", of: layer, at: 1.5), 25.0 / 3))
        // media 2: t = 3 → wraps to 0 → 0
        #expect(close(try engine.value("x", of: layer, at: 2), 0))
        // media 2.5: t = 3.5 mod 3 = 0.5 → 5/3
        #expect(close(try engine.value("x", of: layer, at: 2.5), 5.0 / 3))
    }

    // SEMANTICS §3.4 (open): the first wrap is mod D (default) or straight mod L (cycleOnly).
    @Test func section3_4_profileIterationWrap() throws {
        // d = 1, rc = 1.5 (D = 1.5), o = 1; at media 0.6, t = 1.6
        // default: 1.6 mod 1.5 = 0.1 → mod 1 = 0.1 → 1
        var (engine, layer) = try engine {
            $0.repeatCount = 1.5
            $0.timeOffset = 1
        }
        #expect(close(try engine.value("x", of: layer, at: 0.6), 1))
        // cycleOnly: 1.6 mod 1 = 0.6 → 6
        (engine, layer) = try self.engine(
            {
                $0.repeatCount = 1.5
                $0.timeOffset = 1
            }, profile: TimingProfile(iterationWrap: .cycleOnly))
        #expect(close(try engine.value("x", of: layer, at: 0.6), 6))
    }

    // SEMANTICS §3.5: the backward leg mirrors (tb > d ⇒ 2d − tb); then the timing function.
    @Test func section3_5_backwardLegMirrorsThenTimingFunction() throws {
        let (engine, layer) = engineWithLayer()
        var animation = Animation.basic("x", from: 0, to: 100, duration: 2)
        animation.timing.autoreverses = true
        animation.timingFunction = smoothstep
        try engine.install(animation, forKey: "a", on: layer)
        // media 3.5: tc = 3.5, tb = 4 − 3.5 = 0.5, p = 0.25, smoothstep 0.15625 → 15.625
        #expect(close(try engine.value("x", of: layer, at: 3.5), 15.625))
        // media 0.5: same p on the forward leg → 15.625
        let (other, otherLayer) = engineWithLayer()
        try other.install(animation, forKey: "a", on: otherLayer)
        #expect(close(try other.value("x", of: otherLayer, at: 0.5), 15.625))
    }

    // SEMANTICS §3.6: negative speed plays the active period backwards over |D/s|.
    @Test func section3_6_negativeSpeedPlaysBackwards() throws {
        let (engine, layer) = try engine {
            $0.speed = -1
            $0.duration = 2
        }
        // At the first instant (open boundary, reference reading): the end, 10.
        #expect(try engine.value("x", of: layer, at: 0) == 10)
        // media 0.5: t = −0.5, upper-closed wrap → 1.5 → p = 0.75 → 7.5
        #expect(try engine.value("x", of: layer, at: 0.5) == 7.5)
        // media 1.5: t = −1.5 → 0.5 → 2.5
        #expect(try engine.value("x", of: layer, at: 1.5) == 2.5)
        // |D/s| = 2: gone at 2
        try engine.render(atMediaTime: 2)
        #expect(engine.animationKeys(of: layer).isEmpty)
    }

    // SEMANTICS §3.6: a negative layer speed runs local time backwards, so a stamped animation never starts.
    @Test func section3_6_negativeLayerSpeed() throws {
        let (engine, layer) = engineWithLayer()
        try engine.setTiming(LayerTiming(beginTime: 0, speed: -1, timeOffset: 10), of: layer)
        // Explicit begin 5 in layer time: local at media 4 = −4 + 10 = 6 → e = 1 → 0…10 over 2 s → 5
        try engine.install(
            Animation.basic("x", from: 0, to: 10, duration: 2).timed { $0.beginTime = 5 }, forKey: "a", on: layer)
        #expect(try engine.value("x", of: layer, at: 4) == 5)
        // local at media 4.5 = 5.5 → e = 0.5 → 2.5
        #expect(try engine.value("x", of: layer, at: 4.5) == 2.5)
    }
}
