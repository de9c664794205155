import Foundation
import MediaTiming
import Scripts
import Testing

@testable import ConformanceOracles

/// The value oracle against numbers worked by hand from SEMANTICS.md's formulas.
@Suite struct ValueOracleTests {
    let profile = TimingProfile.coreAnimation

    @Test func timingCurves() {
        // easeInEaseOut is point-symmetric about (½, ½).
        #expect(abs(ValueOracle.ease(.easeInEaseOut, 0.5) - 0.5) < 1e-12)
        // easeIn: x(u) = 1.26u + 0.48u² − 0.74u³ = ½ at u ≈ 0.37425, y = 3u² − 2u³ ≈ 0.31535.
        #expect(abs(ValueOracle.ease(.easeIn, 0.5) - 0.31535) < 1e-4)
        // Control x values ⅓ and ⅔ make x(u) = u, so y = 3u² − 2u³ for (⅓, 0)(⅔, 1): at ¼, 3/16 − 2/64.
        let straight = TimingFunction(1.0 / 3, 0, 2.0 / 3, 1)
        #expect(abs(ValueOracle.ease(straight, 0.25) - 0.15625) < 1e-12)
        // y overshoots with control y beyond [0, 1]: (⅓, 2)(⅔, 2) at ½ is 3·¼·½·2·2 + ⅛ = 1.625.
        #expect(abs(ValueOracle.ease(TimingFunction(1.0 / 3, 2, 2.0 / 3, 2), 0.5) - 1.625) < 1e-12)
        // The input is clamped, the ends are exact, the diagonal is the identity.
        #expect(ValueOracle.ease(.easeOut, -1) == 0)
        #expect(ValueOracle.ease(.easeOut, 2) == 1)
        #expect(ValueOracle.ease(.linear, 0.375) == 0.375)
    }

    @Test func fromToByRanges() {
        let u = 7.0
        func range(_ from: Double?, _ to: Double?, _ by: Double?) -> [Double]? {
            ValueOracle.endpoints(BasicValues(from: from, to: to, by: by), underlying: u).map { [$0.start, $0.end] }
        }
        #expect(range(1, 3, nil) == [1, 3])
        #expect(range(1, nil, 2) == [1, 3])
        #expect(range(nil, 3, 2) == [1, 3])
        #expect(range(1, nil, nil) == [1, 7])
        #expect(range(nil, 3, nil) == [7, 3])
        #expect(range(nil, nil, 2) == [7, 9])
        #expect(range(nil, nil, nil) == nil)
        #expect(range(1, 3, 100) == [1, 3])  // from and to win over by
    }

    @Test func springClosedForms() {
        func x(
            _ m: Double, _ k: Double, _ c: Double, _ v: Double, _ t: Double, _ profile: TimingProfile = .coreAnimation
        ) -> Double {
            ValueOracle.springDisplacement(
                SpringValues(endpoints: BasicValues(), mass: m, stiffness: k, damping: c, initialVelocity: v), at: t,
                profile: profile)
        }
        let overdamping = TimingProfile(springOverdamping: .overdamped)
        // Underdamped ζ = ½ (m 1, k 100, c 10): half a damped period later the overshoot is
        // exp(−πζ/√(1 − ζ²)) = exp(−1.8138) = 0.16303, on the far side.
        let omega = 300.0.squareRoot() / 2
        #expect(abs(x(1, 100, 10, 0, Double.pi / omega) + 0.163033) < 1e-5)
        // Critical (c 20): e^(−10t)(1 + (10 − v₀)t); at t = 0.1, 2/e with v₀ = 0 and 1/e with v₀ = 10.
        #expect(abs(x(1, 100, 20, 0, 0.1) - 2 * exp(-1)) < 1e-12)
        #expect(abs(x(1, 100, 20, 10, 0.1) - exp(-1)) < 1e-12)
        // Overdamped (m 1, k 16, c 10, ζ = 10/(2·4) = 1.25), when the profile allows it: roots −2
        // and −8, x = ⁴⁄₃e^(−2t) − ⅓e^(−8t); at ½: 0.484400.
        #expect(abs(x(1, 16, 10, 0, 0.5, overdamping) - (4.0 / 3 * exp(-1) - exp(-4) / 3)) < 1e-12)
        // By default ζ = 1.25 is taken as 1 (CASpringAnimation.allowsOverdamping false): α = √(k/m)
        // = 4, x = e^(−4t)(1 + 4t); at ½: 3e^(−2) = 0.406006.
        #expect(abs(x(1, 16, 10, 0, 0.5) - 3 * exp(-2)) < 1e-12)
        #expect(abs(x(1, 16, 10, 0, 0.5) - 0.406006) < 1e-6)
        // With v₀ = 4 the clamped spring is e^(−4t)(1 + (4 − 4)t) = e^(−4t): e^(−2) at ½.
        #expect(abs(x(1, 16, 10, 4, 0.5) - exp(-2)) < 1e-12)
        // Undamped (m 1, k 4): x = cos 2t − (v₀/2) sin 2t; with v₀ = 2 at π/4 it is −1.
        #expect(abs(x(1, 4, 0, 2, Double.pi / 4) + 1) < 1e-12)
        // Every regime starts at 1 with slope −v₀ (and mass and stiffness scale the same way).
        for (m, k, c) in [(2.0, 50.0, 5.0), (0.5, 200, 20), (4, 4, 24)] {
            for profile in [TimingProfile.coreAnimation, overdamping] {
                #expect(x(m, k, c, 3, 0, profile) == 1)
                #expect(abs((x(m, k, c, 3, 1e-7, profile) - x(m, k, c, 3, 0, profile)) / 1e-7 + 3) < 1e-4)
            }
        }
    }

    @Test func linearAndDiscreteKeyframes() {
        let linear = KeyframeValues(values: [0, 10, 20], keyTimes: [0, 0.25, 1])
        #expect(ValueOracle.keyframeValue(linear, at: 0.125, profile: .coreAnimation) == 5)
        #expect(ValueOracle.keyframeValue(linear, at: 0.625, profile: .coreAnimation) == 15)
        let discrete = KeyframeValues(values: [0, 5, 9], keyTimes: [0, 0.5, 0.75, 1], calculationMode: .discrete)
        #expect(ValueOracle.keyframeValue(discrete, at: 0.5, profile: .coreAnimation) == 5)
        #expect(ValueOracle.keyframeValue(discrete, at: 0.74, profile: .coreAnimation) == 5)
        #expect(ValueOracle.keyframeValue(discrete, at: 0.75, profile: .coreAnimation) == 9)
        #expect(ValueOracle.keyframeValue(discrete, at: 1, profile: .coreAnimation) == 9)
        // Invalid key times (first not 0) are ignored: four even times ⅓ apart for three values.
        var invalid = discrete
        invalid.keyTimes = [0.25, 0.5, 0.75, 1]
        #expect(ValueOracle.keyframeValue(invalid, at: 0.5, profile: .coreAnimation) == 5)
        #expect(ValueOracle.keyframeValue(invalid, at: 0.25, profile: .coreAnimation) == 0)
        // A segment's curve reshapes only its own segment: easeInEaseOut at the middle is ½.
        let eased = KeyframeValues(
            values: [0, 10, 20], keyTimes: [0, 0.5, 1], timingFunctions: [.easeIn, .easeInEaseOut])
        #expect(abs(ValueOracle.keyframeValue(eased, at: 0.75, profile: .coreAnimation)! - 15) < 1e-12)
        #expect(
            abs(
                ValueOracle.keyframeValue(eased, at: 0.25, profile: .coreAnimation)! - 10
                    * ValueOracle.ease(.easeIn, 0.5)) < 1e-12)
        #expect(ValueOracle.keyframeValue(KeyframeValues(values: []), at: 0.5, profile: .coreAnimation) == nil)
    }

    @Test func pacedAndCubicKeyframes() {
        // Paced over 0 → 10 → 5: 15 units; half way is 7.5, 80 % is 12 units: 10 − 2 = 8.
        let paced = KeyframeValues(values: [0, 10, 5], keyTimes: [0, 0.9, 1], calculationMode: .paced)
        #expect(ValueOracle.keyframeValue(paced, at: 0.5, profile: .coreAnimation) == 7.5)
        #expect(ValueOracle.keyframeValue(paced, at: 0.8, profile: .coreAnimation) == 8)
        // Cubic 0 → 1 → 0, even: the first segment leaves with tangent ½ (the end is its own
        // neighbour) and arrives with 0; Hermite at ½: ⅛·½ + ½·1 = 0.5625.
        let cubic = KeyframeValues(values: [0, 1, 0], calculationMode: .cubic)
        #expect(abs(ValueOracle.keyframeValue(cubic, at: 0.25, profile: .coreAnimation)! - 0.5625) < 1e-12)
        #expect(ValueOracle.keyframeValue(cubic, at: 0.5, profile: .coreAnimation) == 1)
        // Cubic paced 0 → 10 → 5 reaches 10 at ⅔ of the way (10 of 15 units).
        let cubicPaced = KeyframeValues(values: [0, 10, 5], calculationMode: .cubicPaced)
        #expect(abs(ValueOracle.keyframeValue(cubicPaced, at: 2.0 / 3, profile: .coreAnimation)! - 10) < 1e-12)
    }

    @Test func cubicReadingsFollowTheProfile() {
        func value(_ keyframes: KeyframeValues, _ p: Double, _ profile: TimingProfile) -> Double {
            ValueOracle.keyframeValue(keyframes, at: p, profile: profile) ?? .nan
        }
        // End tangents, 0 → 10: the end as its own neighbour gives tangents 5, 5; Bézier controls
        // 0, 5/3, 25/3, 10, at ¼: (27·0 + 27·5/3 + 9·25/3 + 10)/64 = (45 + 75 + 10)/64 = 2.03125.
        // Reflected neighbours give tangents 10, 10: controls 0, 10/3, 20/3, 10, a line: 2.5.
        let two = KeyframeValues(values: [0, 10], calculationMode: .cubic)
        #expect(abs(value(two, 0.25, profile) - 2.03125) < 1e-12)
        #expect(abs(value(two, 0.25, TimingProfile(cubicEndTangent: .reflectedNeighbour)) - 2.5) < 1e-12)
        // Uneven key times [0, ¼, 1] over 0, 10, 40, at 0.625 (segment 1, f = ½): tangents 20·1.5 = 30
        // and 15 give controls 10, 20, 35, 40: (10 + 3·20 + 3·35 + 40)/8 = 26.875; uniform tangents 20
        // and 15: controls 10, 50/3, 35, 40: (10 + 50 + 105 + 40)/8 = 25.625.
        let uneven = KeyframeValues(values: [0, 10, 40], keyTimes: [0, 0.25, 1], calculationMode: .cubic)
        #expect(abs(value(uneven, 0.625, profile) - 26.875) < 1e-12)
        #expect(abs(value(uneven, 0.625, TimingProfile(cubicKeyTimeSpacing: .uniform)) - 25.625) < 1e-12)
        // Cubic paced 0, 0, 1: by distance the key times are [0, 0, 1]; by arc length segment 0
        // (controls 0, 0, −⅙, 0) dips to −2/27 at u = ⅔ and back (4/27), segment 1 rises by 1: [0, 4/31, 1].
        let arc = TimingProfile(cubicPacedSpacing: .splineArcLength)
        #expect(
            ValueOracle.arcLengthKeyTimes([0, 0, 1], profile: arc).map { $0.map { ($0 * 31 * 1e9).rounded() / 1e9 } }
                == [0, 4, 31])
        let paced = KeyframeValues(values: [0, 0, 1], calculationMode: .cubicPaced)
        // by distance at ½: segment 1 with tangents ½·2 = 1 and ½: controls 0, ⅓, 5/6, 1: (1 + 2.5 + 1)/8 = 0.5625
        #expect(abs(value(paced, 0.5, profile) - 0.5625) < 1e-12)
        // by arc length at 2/31 (segment 0, f = ½): tangents 0 and ½·8/31 = 4/31 (scaled for the
        // spans 4/31 and 27/31): controls 0, 0, −4/93, 0: 3·(−4/93)/8 = −1/62
        #expect(abs(value(paced, 2.0 / 31, arc) + 1.0 / 62) < 1e-12)
        // Cubic-paced tangents have their own reading: uniform ones at ½ (tangents ½ and ½, controls
        // 0, ⅙, ⅚, 1) give (3/6 + 15/6 + 1)/8 = 0.5; the cubic reading leaves them adjusted.
        let pacedUniform = TimingProfile(cubicPacedKeyTimeSpacing: .uniform)
        #expect(abs(value(paced, 0.5, pacedUniform) - 0.5) < 1e-12)
        #expect(abs(value(paced, 0.5, TimingProfile(cubicKeyTimeSpacing: .uniform)) - 0.5625) < 1e-12)
        #expect(abs(value(uneven, 0.625, pacedUniform) - 26.875) < 1e-12)
    }

    @Test func additiveMissingEndFollowsTheProfile() {
        var animation = Animation.basic("x", to: 20, duration: 1)
        animation.isAdditive = true
        // Over 4 at ½: the value so far gives 4…20 → 12, added to 4: 16; zero gives 0…20 → 10: 14.
        #expect(ValueOracle.apply(animation, atParentTime: 0.5, keyPath: "x", to: 4, profile: profile) == 16)
        #expect(
            ValueOracle.apply(
                animation, atParentTime: 0.5, keyPath: "x", to: 4, profile: TimingProfile(additiveMissingEnd: .zero))
                == 14)
        // A spring's endpoints read the same way: by 6 over 4 from 0 at t = 0 is 4 + 0 either way.
        animation.kind = .spring(SpringValues(endpoints: BasicValues(by: 6)))
        #expect(
            ValueOracle.apply(
                animation, atParentTime: 0, keyPath: "x", to: 4, profile: TimingProfile(additiveMissingEnd: .zero)) == 4
        )
        #expect(ValueOracle.apply(animation, atParentTime: 0, keyPath: "x", to: 4, profile: profile) == 8)
    }

    @Test func exactBoundariesUnderANegativeSpeedAreOpen() {
        // Speed −1, two cycles of 1 s from 0: local time 0 at the begin, −1 at 1 s (a turn), −2 at the end.
        let backwards = AnimationTiming(duration: 1, speed: -1, repeatCount: 2, fillMode: .both)
        func open(_ t: Double, cumulative: Bool = false) -> Bool {
            ValueOracle.isAtOpenInstant(backwards, atParentTime: t, iterationMatters: cumulative, profile: profile)
        }
        #expect(open(0))  // the begin: the end of a cycle from below, its start from above
        #expect(open(1))  // the turn
        #expect(!open(0.5))  // inside a cycle
        #expect(!open(2))  // the end: after the period, the fill's limit from inside
        #expect(!open(-0.5))  // before: the backwards fill
        // Positive speeds settle their turns (the next cycle starts): never open.
        #expect(
            !ValueOracle.isAtOpenInstant(
                AnimationTiming(duration: 1, repeatCount: 2), atParentTime: 1, iterationMatters: true, profile: profile)
        )
        // An autoreversing turn shows the start value from either side: open only for a cumulative one.
        let reversing = AnimationTiming(duration: 1, speed: -1, repeatCount: 2, autoreverses: true)
        #expect(!ValueOracle.isAtOpenInstant(reversing, atParentTime: 2, iterationMatters: false, profile: profile))
        #expect(ValueOracle.isAtOpenInstant(reversing, atParentTime: 2, iterationMatters: true, profile: profile))
    }

    @Test func timeOffsetWrapsWithinTheActivePeriod() {
        // SEMANTICS §3.4: duration 3, timeOffset 1 starts at ⅓, jumps to 0 at 2 s, ends at 3 s.
        let timing = AnimationTiming(duration: 3, timeOffset: 1, fillMode: .forwards)
        func progress(_ t: Double) -> Double? {
            ValueOracle.position(timing, atParentTime: t, profile: profile).map { $0.leg / 3 }
        }
        #expect(progress(0) == 1.0 / 3)
        #expect(progress(2) == 0)
        #expect(progress(2.5) == 0.5 / 3)
        #expect(progress(3) == 1.0 / 3)  // the last instant, held by the forwards fill
        #expect(ValueOracle.hasEnded(timing, atParentTime: 3, profile: profile))
        #expect(!ValueOracle.hasEnded(timing, atParentTime: 2.75, profile: profile))
    }

    @Test func turnsEndsAndNegativeSpeeds() {
        func position(_ timing: AnimationTiming, _ t: Double) -> ValueOracle.CyclePosition? {
            ValueOracle.position(timing, atParentTime: t, profile: profile)
        }
        // A turn starts the next cycle; the end is the last instant of the last cycle.
        let repeating = AnimationTiming(duration: 1, repeatCount: 2, fillMode: .both)
        #expect(position(repeating, 1) == .init(leg: 0, iteration: 1))
        #expect(position(repeating, 2) == .init(leg: 1, iteration: 1))
        #expect(position(repeating, -1) == .init(leg: 0, iteration: 0))
        // Autoreverse, 1.5 cycles of 4 s: 3 s in is the backward leg at 1; the end is the turn.
        let reversing = AnimationTiming(duration: 2, repeatCount: 1.5, autoreverses: true, fillMode: .forwards)
        #expect(position(reversing, 3) == .init(leg: 1, iteration: 0))
        #expect(position(reversing, 6)?.leg == 2)
        // Speed −1 plays from the end: 1 at the begin (and before, filled), ¾ a quarter in, 0 after.
        let backwards = AnimationTiming(duration: 1, speed: -1, fillMode: .both)
        #expect(position(backwards, 0)?.leg == 1)
        #expect(position(backwards, -1)?.leg == 1)
        #expect(position(backwards, 0.25)?.leg == 0.75)
        #expect(position(backwards, 1)?.leg == 0)
        // Speed 0 stays at the offset and never ends.
        let frozen = AnimationTiming(duration: 2, speed: 0, timeOffset: 0.5)
        #expect(position(frozen, 1000)?.leg == 0.5)
        #expect(!ValueOracle.hasEnded(frozen, atParentTime: 1000, profile: profile))
        // Without a fill nothing shows outside the period.
        #expect(position(AnimationTiming(duration: 1), 1) == nil)
        #expect(position(AnimationTiming(beginTime: 1, duration: 1), 0.5) == nil)
    }

    @Test func frozenTurnsFollowTheProfile() {
        let end = TimingProfile(frozenTurn: .previousCycleEnd)
        func position(_ timing: AnimationTiming, _ profile: TimingProfile) -> ValueOracle.CyclePosition? {
            ValueOracle.position(timing, atParentTime: 7, profile: profile)
        }
        // Speed 0 with the offset on the end of the period (d = D = 1): 1 mod D wraps to the first
        // cycle's start (the wrap modulo D comes first, §3.4), or the end of the one it ends.
        let onEnd = AnimationTiming(duration: 1, speed: 0, timeOffset: 1)
        #expect(position(onEnd, profile) == .init(leg: 0, iteration: 0))
        #expect(position(onEnd, end) == .init(leg: 1, iteration: 0))
        // A turn inside the period: rc = 2, o = 1.
        let onTurn = AnimationTiming(duration: 1, speed: 0, timeOffset: 1, repeatCount: 2)
        #expect(position(onTurn, profile) == .init(leg: 0, iteration: 1))
        #expect(position(onTurn, end) == .init(leg: 1, iteration: 0))
        // Time 0 begins the first cycle under either reading.
        let atStart = AnimationTiming(duration: 1, speed: 0)
        #expect(position(atStart, end) == .init(leg: 0, iteration: 0))
        // A bounded layer frozen on its turn (d = 2, o = 2): 0 or 2.
        let layer = LayerTiming(speed: 0, timeOffset: 2, duration: 2)
        #expect(ValueOracle.layerContentTime(layer, parentTime: 5, profile: profile) == 0)
        #expect(ValueOracle.layerContentTime(layer, parentTime: 5, profile: end) == 2)
        #expect(BoundedLayerOracle(profile: profile).contentTime(layer, parentTime: 5) == 0)
        #expect(BoundedLayerOracle(profile: end).contentTime(layer, parentTime: 5) == 2)
    }

    @Test func activeDurationReadings() {
        let timing = AnimationTiming(duration: 2, repeatDuration: 3, autoreverses: true)
        #expect(ValueOracle.activeDuration(timing, profile: profile) == 3)
        #expect(
            ValueOracle.activeDuration(timing, profile: TimingProfile(repeatDurationUnderAutoreverse: .doubled)) == 6)
        #expect(
            ValueOracle.activeDuration(
                AnimationTiming(duration: 2, repeatCount: 1.5, autoreverses: true), profile: profile) == 6)
        #expect(
            ValueOracle.activeDuration(AnimationTiming(duration: 2, repeatCount: .infinity), profile: profile)
                == .infinity)
    }

    @Test func cumulativeReadings() {
        var animation = Animation.basic("x", from: 2, to: 10, duration: 1)
        animation.timing.repeatCount = 3
        animation.isCumulative = true
        // 1.5 s in: the second cycle at ½ is 6; the header's reading adds the end value 10, the
        // other reading the change 8.
        #expect(ValueOracle.apply(animation, atParentTime: 1.5, keyPath: "x", to: 0, profile: profile) == 16)
        let change = TimingProfile(cumulativeReading: .addChange)
        #expect(ValueOracle.apply(animation, atParentTime: 1.5, keyPath: "x", to: 0, profile: change) == 14)
        // Additive adds to the value so far; another key path is untouched.
        animation.isAdditive = true
        #expect(ValueOracle.apply(animation, atParentTime: 0.5, keyPath: "x", to: 100, profile: profile) == 106)
        #expect(ValueOracle.apply(animation, atParentTime: 0.5, keyPath: "y", to: 100, profile: profile) == 100)
    }

    @Test func groupsClipAndPaceTheirChildren() {
        // Child: begins 0.5 s into a 2 s group, runs 0 → 4 over 1 s with speed 2 (so 0.5 s).
        var child = Animation.basic("x", from: 0, to: 4, duration: 1)
        child.timing.beginTime = 0.5
        child.timing.speed = 2
        child.timing.fillMode = .forwards
        let group = ValueOracle.resolved(
            Animation.group([child], duration: 2), transactionDuration: 0.25, profile: profile)
        func value(_ t: Double) -> Double {
            ValueOracle.apply(group, atParentTime: t, keyPath: "x", to: -1, profile: profile)
        }
        #expect(value(0.25) == -1)  // before the child begins
        #expect(value(0.75) == 2)  // e = 0.25 · 2 = ½ of the child
        #expect(value(1.5) == 4)  // child ended, filled forwards inside the group
        #expect(value(2.5) == -1)  // the group's period is over: clipped
        // A child without a duration takes the group's (or 0.25 s in the other profile reading).
        let open = Animation.group([Animation.basic("x", from: 0, to: 1, duration: 0)], duration: 2)
        #expect(
            ValueOracle.resolved(open, transactionDuration: 0.25, profile: profile).children[0].timing.duration == 2)
        let other = TimingProfile(groupChildDefaultDuration: .transactionDefault)
        #expect(
            ValueOracle.resolved(open, transactionDuration: 0.25, profile: other).children[0].timing.duration == 0.25)
    }

    @Test func boundedLayersWrapTheirContentTime() throws {
        // Duration 2, autoreverses, twice (D = 8), fill both, begin 1, speed 1 (SEMANTICS §1.3).
        let layer = LayerTiming(beginTime: 1, duration: 2, repeatCount: 2, autoreverses: true, fillMode: .both)
        func time(_ t: Double) -> Double? { ValueOracle.layerContentTime(layer, parentTime: t, profile: profile) }
        #expect(time(0) == 0)  // before: holds the first instant
        #expect(time(2.5) == 1.5)  // forward leg
        #expect(time(4) == 1)  // backward leg: 3 into the cycle mirrors to 1
        #expect(time(5) == 0)  // a turn starts the next cycle
        #expect(time(10) == 0)  // after: the last instant of an autoreversed cycle
        var unfilled = layer
        unfilled.fillMode = .removed
        #expect(ValueOracle.layerContentTime(unfilled, parentTime: 10, profile: profile) == nil)
        // An unbounded layer is rule 1 alone.
        #expect(
            ValueOracle.layerContentTime(
                LayerTiming(beginTime: 1, speed: 2, timeOffset: 3), parentTime: 2, profile: profile) == 5)
        // A layer without time shows model values below it.
        var model = ValueModel(profile: profile)
        let steps: [Step] = [
            .makeView(parent: nil), .makeView(parent: 0),
            .setTiming(view: 0, LayerTiming(duration: 1, fillMode: .backwards)),
            .setModelValue(view: 1, keyPath: "x", value: 3),
            .add(view: 1, key: "a", animation: .basic("x", from: 0, to: 8, duration: 4)),
            .advance(by: 0.5), .advance(by: 1),
        ]
        for (index, step) in steps.enumerated() { try model.apply(step, index: index) }
        #expect(model.contentTime(1) == nil)
        #expect(model.presentationValue("x", of: 1) == 3)
        #expect(model.keys(of: 1) == ["a"])  // nothing ends without time
    }

    @Test func scriptModelStampsThroughLayerTiming() throws {
        var model = ValueModel(profile: profile)
        let steps: [Step] = [
            .makeView(parent: nil), .makeView(parent: 0),
            .setTiming(view: 0, LayerTiming(beginTime: 1, speed: 2, timeOffset: 0.5)),
            .setModelValue(view: 1, keyPath: "x", value: 3),
            .advance(by: 2),
            .add(view: 1, key: "a", animation: .basic("x", from: 0, to: 8, duration: 4)),
            .advance(by: 1),
        ]
        for (index, step) in steps.enumerated() { try model.apply(step, index: index) }
        // v1's time at media 2 is (2 − 1)·2 + 0.5 = 2.5: the stamp. At media 3 it is 4.5: e = 2, p = ½.
        #expect(model.localTime(1) == 4.5)
        #expect(model.presentationValue("x", of: 1) == 4)
        #expect(model.keys(of: 1) == ["a"])
        try model.apply(.advance(by: 1), index: 7)  // e = 4 = D: removed
        #expect(model.keys(of: 1) == [])
        #expect(model.presentationValue("x", of: 1) == 3)
        // A step without a value rule is an error, never a silent pass.
        #expect(throws: ValueModel.Unreadable.self) { try model.apply(.enterBackground, index: 8) }
    }
}

/// The value oracle stays independent of the reference engine. The module cannot import it (the
/// compiler checks that); this test checks what the compiler cannot: that the value oracle's files
/// call none of the contract's helpers that the reference engine also computes with.
@Suite struct ValueOracleIndependenceTests {
    @Test func oracleFilesUseNoSharedTimingHelpers() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ConformanceOracles")
        let names = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasPrefix("ValueOracle") || $0 == "ValueModel.swift" }
        #expect(names.count >= 5)
        let forbidden = [
            ".activeDuration(profile:", ".cycleDuration", ".repeatsForever", "localTime(fromParentTime",
            "parentTime(fromLocalTime", ".fillsForwards", ".fillsBackwards", ".hasBoundedDuration", "callAsFunction",
        ]
        for name in names {
            let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
                .joined(separator: "\n")
            for pattern in forbidden { #expect(!code.contains(pattern), "\(name) uses \(pattern)") }
        }
    }
}
