import Foundation
import MediaTiming

/// The value oracle: SEMANTICS.md's formulas for presentation values, written from the rules.
///
/// It shares no code with the reference engine and calls none of the contract's helpers that the
/// reference engine computes with (`TimingFunction.callAsFunction`,
/// `AnimationTiming.activeDuration`, `LayerTiming.localTime`, `FillMode.fillsForwards`): where both would rely on one
/// helper, a bug in it would pass unseen. Its numerical methods differ on purpose (bisection
/// for timing curves, `fmod` for wrapping, Bézier form for splines) so that the two
/// implementations only agree where the rules do.
package enum ValueOracle {}

extension ValueOracle {
    /// The paced progress of a cubic Bézier timing curve at linear progress `x` (SEMANTICS §5.7).
    ///
    /// The input is clamped to [0, 1]; `x(u) = input` is solved for the curve parameter `u` by
    /// bisection (x(u) is non-decreasing because both control x values lie in [0, 1]), then
    /// `y(u)` is returned.
    package static func ease(_ curve: TimingFunction, _ input: Double) -> Double {
        let x = min(max(input, 0), 1)
        if x == 0 || x == 1 { return x }
        // Control points on the diagonal make y(u) = x(u): the curve is the identity.
        if curve.c1x == curve.c1y && curve.c2x == curve.c2y { return x }
        var low = 0.0
        var high = 1.0
        for _ in 0..<80 {
            let middle = 0.5 * (low + high)
            if bezierPower(middle, curve.c1x, curve.c2x) < x { low = middle } else { high = middle }
            if high - low < 1e-17 { break }
        }
        return bezierPower(0.5 * (low + high), curve.c1y, curve.c2y)
    }

    /// One coordinate of a cubic from 0 to 1 with inner control values `p1`, `p2`, in power form.
    package static func bezierPower(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * u + b) * u + c) * u
    }

    /// The start and end values a basic or spring animation's from/to/by select (SEMANTICS §5.1),
    /// or `nil` when none is set and the animation changes nothing.
    package static func endpoints(_ values: BasicValues, underlying: Double) -> (start: Double, end: Double)? {
        if let from = values.from {
            if let to = values.to { return (from, to) }
            if let by = values.by { return (from, from + by) }
            return (from, underlying)
        }
        if let to = values.to {
            if let by = values.by { return (to - by, to) }
            return (underlying, to)
        }
        if let by = values.by { return (underlying, underlying + by) }
        return nil
    }

    /// The displacement from the target, as a fraction of the distance, of a damped spring at time
    /// `t` (SEMANTICS §5.6): the solution of `m·x″ + c·x′ + k·x = 0` with `x(0) = 1` and
    /// `x′(0) = −v₀`, by the sign of the discriminant `c² − 4mk`.
    ///
    /// A positive discriminant (damping ratio above 1) is overdamped only when the profile allows
    /// it; otherwise the spring is critically damped, `c = 2√(mk)`, so `α = c/2m = √(k/m)`.
    package static func springDisplacement(_ spring: SpringValues, at t: Double, profile: TimingProfile) -> Double {
        let m = spring.mass
        let k = spring.stiffness
        let c = spring.damping
        let v0 = spring.initialVelocity
        let discriminant = c * c - 4 * m * k
        if discriminant > 0, profile.springOverdamping == .clampedToCritical {
            let alpha = (k / m).squareRoot()
            return exp(-alpha * t) * (1 + (alpha - v0) * t)
        }
        let alpha = c / (2 * m)
        if discriminant < 0 {
            // Underdamped: x = e^(−αt)·(cos ωt + B sin ωt), x′(0) = −α + Bω = −v₀.
            let omega = (-discriminant).squareRoot() / (2 * m)
            let b = (alpha - v0) / omega
            return exp(-alpha * t) * (cos(omega * t) + b * sin(omega * t))
        }
        if discriminant == 0 {
            // Critically damped: x = e^(−αt)·(1 + Bt), x′(0) = −α + B = −v₀.
            return exp(-alpha * t) * (1 + (alpha - v0) * t)
        }
        // Overdamped: x = A·e^(r₁t) + (1 − A)·e^(r₂t), r₁A + r₂(1 − A) = −v₀.
        let root = discriminant.squareRoot() / (2 * m)
        let r1 = -alpha + root
        let r2 = -alpha - root
        let a = (-v0 - r2) / (r1 - r2)
        return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
    }
}
