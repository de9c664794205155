import Foundation
import MediaTiming
import Testing

@testable import ReferenceEngine

/// SEMANTICS §5.6: springs are damped harmonic oscillators evaluated at active time.
@Suite struct SpringOscillatorTests {
    private func spring(mass: Double = 1, stiffness: Double = 100, damping: Double, velocity: Double = 0)
        -> SpringValues
    {
        SpringValues(
            endpoints: BasicValues(from: 0, to: 100), mass: mass, stiffness: stiffness, damping: damping,
            initialVelocity: velocity)
    }

    // SEMANTICS §5.6: the three regimes in closed form.
    @Test func section5_6_regimes() {
        // critical: ζ = 20/(2·√100) = 1, ω₀ = 10; x(0.1) = e^{−1}·(1 + 1) = 0.7357588823428847
        let critical = SpringOscillator(spring(damping: 20))
        #expect(critical.dampingRatio == 1)
        #expect(close(critical.displacement(at: 0.1), 0.7357588823428847, 1e-12))
        // undamped: x = cos(10t); t = π/10 → −1, so the fraction is 2
        let undamped = SpringOscillator(spring(damping: 0))
        #expect(close(undamped.fraction(at: Double.pi / 10), 2, 1e-12))
        // overdamped, when the profile allows it: ζ = 25/20 = 1.25, r₁ = −5, r₂ = −20, c₂ = −1/3, c₁ = 4/3;
        // x(0.1) = 4/3·e^{−0.5} − 1/3·e^{−2} = 4/3·0.6065306597 − 0.1353352832/3
        //        = 0.8087075463 − 0.0451117611 = 0.7635957852
        let over = SpringOscillator(spring(damping: 25), profile: TimingProfile(springOverdamping: .overdamped))
        #expect(over.dampingRatio == 1.25)
        #expect(close(over.displacement(at: 0.1), 4.0 / 3 * exp(-0.5) - exp(-2.0) / 3, 1e-12))
        #expect(close(over.displacement(at: 0.1), 0.7635957852, 1e-9))
        // by default ζ = 1.25 is taken as 1 (allowsOverdamping false): the critical spring above,
        // x(0.1) = e^{−1}·(1 + 10·0.1) = 2/e = 0.7357588823
        let clamped = SpringOscillator(spring(damping: 25))
        #expect(clamped.dampingRatio == 1)
        #expect(close(clamped.displacement(at: 0.1), 0.7357588823428847, 1e-12))
        // initial velocity: critical with v₀ = 10: x = e^{−10t}(1 + (10 − 10)t) = e^{−1} at 0.1
        #expect(close(SpringOscillator(spring(damping: 20, velocity: 10)).displacement(at: 0.1), exp(-1.0), 1e-12))
    }

    // SEMANTICS §5.6: the engine evaluates the spring at active time.
    @Test func section5_6_springAnimationInTheEngine() throws {
        let (engine, layer) = engineWithLayer()
        let animation = Animation(
            keyPath: "x", kind: .spring(spring(damping: 20)), timing: AnimationTiming(duration: 2))
        try engine.install(animation, forKey: "s", on: layer)
        // t = 0.1: fraction 1 − 0.7357588823 = 0.2642411177 → 26.42411177
        #expect(close(try engine.value("x", of: layer, at: 0.1), 26.42411176571153, 1e-9))
    }

    // SEMANTICS §5.6: a damping ratio above 1 moves as 1 unless the profile allows overdamping.
    @Test func section5_6_overdampingFollowsTheProfile() throws {
        let animation = Animation(
            keyPath: "x", kind: .spring(spring(damping: 25)), timing: AnimationTiming(duration: 2))
        let (engine, layer) = engineWithLayer()
        try engine.install(animation, forKey: "s", on: layer)
        // clamped to ζ = 1: fraction 1 − 2/e = 0.2642411177 → 26.42411177, as the critical spring
        #expect(close(try engine.value("x", of: layer, at: 0.1), 26.42411176571153, 1e-9))
        let (overdamped, overdampedLayer) = engineWithLayer(profile: TimingProfile(springOverdamping: .overdamped))
        try overdamped.install(animation, forKey: "s", on: overdampedLayer)
        // ζ = 1.25: fraction 1 − 0.7635957852 = 0.2364042148 → 23.64042148
        #expect(close(try overdamped.value("x", of: overdampedLayer, at: 0.1), 23.64042148, 1e-7))
    }

    // SEMANTICS §5.6: settlingDuration is when the spring stays within the band.
    @Test func section5_6_settlingDuration() {
        // critical ω₀ = 10: envelope (1 + 10t)e^{−10t}: at 0.9 it is 10e^{−9} ≈ 1.23e−3 > 0.001;
        // at 0.95 it is 10.5e^{−9.5} ≈ 7.86e−4 < 0.001 → settles in (0.9, 0.95)
        let settle = SpringOscillator(spring(damping: 20)).settlingDuration(tolerance: 0.001)
        #expect(settle > 0.9 && settle < 0.95)
        #expect(spring(damping: 20).settlingDuration == settle)  // the default band is 0.001
        // undamped never settles
        #expect(SpringOscillator(spring(damping: 0)).settlingDuration() == .infinity)
        // underdamped ζ = 0.5: envelope √(1 + b²)e^{−5t} with b = ζω₀/ω_d = 5/√75; band 0.001:
        // t = ln(√(1 + 1/3)/0.001)/5 = (ln 1.1547 + 6.9078)/5 ≈ 1.4103
        let under = SpringOscillator(spring(damping: 10)).settlingDuration(tolerance: 0.001)
        #expect(close(under, (log((4.0 / 3).squareRoot()) - log(0.001)) / 5, 1e-6))
        // ζ = 1.25 clamped to 1 settles as the critical spring does, in (0.9, 0.95)
        #expect(spring(damping: 25).settlingDuration == settle)
        // overdamped ζ = 1.25: envelope ⁴⁄₃e^{−5t} + ⅓e^{−20t}; the first term alone reaches 0.001 at
        // t = ln(4000/3)/5 = (0.28768 + 6.90776)/5 = 1.43909, where the second is ⅓e^{−28.78} ≈ 1e−13
        let over = spring(damping: 25).settlingDuration(profile: TimingProfile(springOverdamping: .overdamped))
        #expect(close(over, 1.43909, 1e-4))
    }
}
