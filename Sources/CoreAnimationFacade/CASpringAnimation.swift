#if !canImport(QuartzCore)
import Foundation
import MediaTiming

/// An animation that applies a spring-like force to a layer property, as QuartzCore's
/// `CASpringAnimation`.
///
/// The engine moves the value as a damped harmonic oscillator from the start to the end value.
/// `init(perceptualDuration:bounce:)`, `perceptualDuration` and `bounce` are not provided.
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object attached to the spring; greater than 0, 1 by default.
    open var mass: CGFloat = 1 { didSet { guardFrozen(&mass, oldValue, "mass") } }
    /// The spring stiffness coefficient; greater than 0, 100 by default.
    open var stiffness: CGFloat = 100 { didSet { guardFrozen(&stiffness, oldValue, "stiffness") } }
    /// The damping coefficient; 0 or more, 10 by default.
    open var damping: CGFloat = 10 { didSet { guardFrozen(&damping, oldValue, "damping") } }
    /// The initial velocity, in start-to-end distances per second; 0 by default.
    open var initialVelocity: CGFloat = 0 {
        didSet { guardFrozen(&initialVelocity, oldValue, "initialVelocity") }
    }
    /// Whether a damping ratio above 1 overdamps; when false it is taken as 1 (critical).
    ///
    /// The engine reads ratios above 1 as its profile says (`TimingProfile.springOverdamping`);
    /// adding a spring whose ratio is above 1 with a different setting is refused and recorded.
    open var allowsOverdamping: Bool = false {
        didSet { guardFrozen(&allowsOverdamping, oldValue, "allowsOverdamping") }
    }

    /// An estimate of how long the spring takes to stay within 0.1 % of the distance from its
    /// target; `.infinity` for an undamped spring.
    ///
    /// QuartzCore does not document its estimate; the facade bounds the oscillator's envelope,
    /// so its figure may differ from Apple's by the part of a period.
    open var settlingDuration: CFTimeInterval {
        SpringSettling(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping
        ).duration(tolerance: 0.001)
    }

    override func describe(into description: inout Animation, profile: TimingProfile) throws(TimingEngineError) {
        try super.describe(into: &description, profile: profile)
        let ratio = Double(damping) / (2 * (Double(stiffness) * Double(mass)).squareRoot())
        if ratio > 1 && allowsOverdamping != (profile.springOverdamping == .overdamped) {
            throw .invalidValue(
                "allowsOverdamping \(allowsOverdamping) with a damping ratio above 1: the engine reads it as "
                    + profile.springOverdamping.rawValue)
        }
        description.kind = .spring(
            SpringValues(
                endpoints: try basicValues(), mass: Double(mass), stiffness: Double(stiffness),
                damping: Double(damping), initialVelocity: Double(initialVelocity)))
    }

    override func makeBlank() -> CAAnimation { CASpringAnimation() }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }
}

/// The settling time of `m·x″ + c·x′ + k·x = 0` with `x(0) = 1`, `x′(0) = −v`, from the envelope.
struct SpringSettling {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var initialVelocity: Double
    var allowsOverdamping: Bool

    /// The time after which the envelope of |x| stays below `tolerance`.
    func duration(tolerance: Double) -> Double {
        guard mass > 0, stiffness > 0, damping >= 0 else { return 0 }
        let omega = (stiffness / mass).squareRoot()
        var zeta = damping / (2 * (stiffness * mass).squareRoot())
        if !allowsOverdamping { zeta = min(zeta, 1) }
        guard zeta > 0 else { return .infinity }
        let x0 = 1.0
        let v0 = -initialVelocity
        if zeta < 1 {
            // |x| ≤ A·e^(−ζω t) with A the amplitude of the underdamped solution.
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * omega * x0) / omegaD
            let amplitude = (x0 * x0 + b * b).squareRoot()
            return max(0, Foundation.log(amplitude / tolerance) / (zeta * omega))
        }
        if zeta == 1 {
            // x = (a + b·t)·e^(−ω t); its bound (|a| + |b|·t)·e^(−ω t) decreases after its peak.
            let a = abs(x0)
            let b = abs(v0 + omega * x0)
            let peak = b > 0 ? max(0, (b - omega * a) / (omega * b)) : 0
            return Self.crossing(from: peak, tolerance: tolerance) { t in (a + b * t) * Foundation.exp(-omega * t) }
        }
        // Overdamped: x = c1·e^(r1 t) + c2·e^(r2 t) with r1, r2 < 0; the bound decreases throughout.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        let c1 = x0 - c2
        return Self.crossing(from: 0, tolerance: tolerance) { t in
            abs(c1) * Foundation.exp(r1 * t) + abs(c2) * Foundation.exp(r2 * t)
        }
    }

    /// The time at which a function decreasing from `start` falls to `tolerance`.
    private static func crossing(from start: Double, tolerance: Double, _ bound: (Double) -> Double) -> Double {
        guard bound(start) > tolerance else { return start }
        var low = start
        var high = start + 1
        var doublings = 0
        while bound(high) > tolerance {
            low = high
            high = start + 2 * (high - start)
            doublings += 1
            if doublings > 60 { return .infinity }
        }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if bound(middle) > tolerance { low = middle } else { high = middle }
        }
        return high
    }
}
#endif
