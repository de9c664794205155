import MediaTiming

/// A cubic Bézier timing-curve solver in single precision, as Core Animation's and its clones'
/// are: the curve is evaluated in `Float` and `x(u) = x` solved only to 1e-6 in x.
enum SinglePrecisionCurve {
    /// The x-tolerance the solver stops at.
    static let xTolerance: Float = 1e-6

    /// The paced progress of `function` at linear progress `x`, clamped to [0, 1] first.
    ///
    /// Newton's method from `u = x` (at most 8 steps), then bisection, each stopping as soon as
    /// `|x(u) − x| < 1e-6`: the answer is `y(u)` for some `u` whose `x(u)` is within 1e-6 of
    /// the input, computed in `Float`.
    ///
    /// - Complexity: O(1): at most 8 Newton steps and 32 bisection steps.
    @Sendable
    static func solve(_ function: TimingFunction, _ x: Double) -> Double {
        guard !x.isNaN else { return x }
        let x = min(max(x, 0), 1)
        if x == 0 || x == 1 { return x }
        let target = Float(x)
        let (c1x, c1y) = (Float(function.c1x), Float(function.c1y))
        let (c2x, c2y) = (Float(function.c2x), Float(function.c2y))
        if c1x == c1y && c2x == c2y { return Double(target) }
        return Double(bezier(parameter(forX: target, c1x, c2x), c1y, c2y))
    }

    /// A `u` with `|x(u) − x| < 1e-6`, or the bisection's last midpoint.
    private static func parameter(forX x: Float, _ c1x: Float, _ c2x: Float) -> Float {
        var u = x
        for _ in 0..<8 {
            let error = bezier(u, c1x, c2x) - x
            if abs(error) < xTolerance { return u }
            let slope = derivative(u, c1x, c2x)
            if abs(slope) < 1e-6 { break }
            let next = u - error / slope
            if next < 0 || next > 1 { break }
            u = next
        }
        var low: Float = 0
        var high: Float = 1
        u = x
        for _ in 0..<32 {
            let value = bezier(u, c1x, c2x)
            if abs(value - x) < xTolerance { return u }
            if value < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return u
    }

    /// One coordinate of the curve at parameter `u` with end points 0 and 1, in power form.
    private static func bezier(_ u: Float, _ p1: Float, _ p2: Float) -> Float {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * u + b) * u + c) * u
    }

    /// The derivative of ``bezier(_:_:_:)`` with respect to `u`.
    private static func derivative(_ u: Float, _ p1: Float, _ p2: Float) -> Float {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * u + 2 * b) * u + c
    }
}
