import Foundation
import MediaTiming

/// The damped harmonic oscillator of a spring animation, as `CASpringAnimation` models it.
///
/// The displacement `x(t)` from the target, in units of the start-to-end distance, solves
/// `m·x″ + c·x′ + k·x = 0` with `x(0) = 1` and `x′(0) = −initialVelocity`; the animated fraction is
/// `1 − x(t)`. The three regimes (under-, critically and over-damped) have closed forms. Unless
/// overdamping is allowed (`TimingProfile.springOverdamping`), a damping ratio above 1 is taken as
/// 1, as `CASpringAnimation` does while `allowsOverdamping` is false.
public struct SpringOscillator: Hashable, Sendable {
    /// The mass on the spring.
    public let mass: Double
    /// The spring constant.
    public let stiffness: Double
    /// The damping coefficient, as given.
    public let damping: Double
    /// The initial velocity towards the target, in distances per second.
    public let initialVelocity: Double
    /// Whether a damping ratio above 1 is kept (overdamped) instead of taken as 1.
    public let allowsOverdamping: Bool

    /// Creates the oscillator of `spring`'s physics, read as `profile` says.
    public init(_ spring: SpringValues, profile: TimingProfile = .coreAnimation) {
        mass = spring.mass
        stiffness = spring.stiffness
        damping = spring.damping
        initialVelocity = spring.initialVelocity
        allowsOverdamping = profile.springOverdamping == .overdamped
    }

    /// The undamped angular frequency `ω₀ = √(k/m)`.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio the spring moves with: `ζ = c / (2·√(k·m))`, at most 1 unless
    /// ``allowsOverdamping``.
    public var dampingRatio: Double {
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        return allowsOverdamping ? ratio : min(ratio, 1)
    }

    /// The displacement from the target at time `t ≥ 0`, as a fraction of the distance; 1 at `t = 0`.
    public func displacement(at t: Double) -> Double {
        let omega = naturalFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v0) / damped
            return exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
        }
        if zeta == 1 {
            return exp(-omega * t) * (1 + (omega - v0) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// The fraction of the way from start to end at time `t`: `1 − displacement(at: t)`.
    public func fraction(at t: Double) -> Double { 1 - displacement(at: t) }

    /// How long the oscillation takes to stay within `tolerance` of the target, in seconds.
    ///
    /// The answer comes from an envelope that bounds `|x(t)|` from above, so the spring is
    /// certainly settled after it; it is `.infinity` for an undamped spring. It follows the
    /// damping ratio the spring moves with, so a clamped overdamped spring settles as a
    /// critically damped one does.
    public func settlingDuration(tolerance: Double = 0.001) -> Double {
        guard tolerance > 0 else { return .infinity }
        guard damping > 0 else { return .infinity }
        var high = 1.0
        while envelope(at: high) > tolerance || envelopeStillRising(at: high) {
            high *= 2
            if high > 1e9 { return .infinity }
        }
        var low = 0.0
        for _ in 0..<100 where high - low > 1e-9 {
            let middle = (low + high) / 2
            if envelope(at: middle) > tolerance || envelopeStillRising(at: middle) {
                low = middle
            } else {
                high = middle
            }
        }
        return high
    }

    /// An upper bound of `|x(s)|` for every `s ≥ t` once the bound is falling.
    private func envelope(at t: Double) -> Double {
        let omega = naturalFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v0) / damped
            return exp(-zeta * omega * t) * (1 + b * b).squareRoot()
        }
        if zeta == 1 { return exp(-omega * t) * (1 + abs(omega - v0) * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        return abs(1 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    }

    /// Whether the envelope still grows after `t` (only the critically damped one can at first).
    private func envelopeStillRising(at t: Double) -> Bool {
        envelope(at: t + 1e-6) > envelope(at: t)
    }
}

extension SpringValues {
    /// How long this spring takes to stay within 0.1 % of its target, like `CASpringAnimation.settlingDuration`,
    /// with a damping ratio above 1 taken as 1 (the default profile).
    ///
    /// See ``SpringOscillator/settlingDuration(tolerance:)``; `.infinity` for an undamped spring.
    public var settlingDuration: Double { settlingDuration(profile: .coreAnimation) }

    /// How long this spring takes to stay within 0.1 % of its target under `profile`'s reading
    /// of overdamping.
    public func settlingDuration(profile: TimingProfile) -> Double {
        SpringOscillator(self, profile: profile).settlingDuration()
    }
}
