/// A cubic Bézier pacing curve from (0, 0) to (1, 1) with two control points.
///
/// Evaluating it clamps the input to [0, 1], solves `x(u) = input` for the curve parameter `u`,
/// and returns `y(u)`, as `CAMediaTimingFunction` does. Core Animation keeps the control points as
/// `Float`s and solves in single precision (to about 1e-6 in x), so its results differ from these
/// by about |dy/dx|·1e-6; the conformance suite derives its tolerance from that.
public struct TimingFunction: Hashable, Sendable {
    /// The first control point's x, in [0, 1].
    public var c1x: Double
    /// The first control point's y.
    public var c1y: Double
    /// The second control point's x, in [0, 1].
    public var c2x: Double
    /// The second control point's y.
    public var c2y: Double

    /// Creates a curve with control points (c1x, c1y) and (c2x, c2y); x values are clamped to [0, 1].
    public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = min(max(c1x, 0), 1)
        self.c1y = c1y
        self.c2x = min(max(c2x, 0), 1)
        self.c2y = c2y
    }

    /// Straight-line pacing, (0, 0) (1, 1).
    public static let linear = TimingFunction(0, 0, 1, 1)
    /// Slow start, (0.42, 0) (1, 1).
    public static let easeIn = TimingFunction(0.42, 0, 1, 1)
    /// Slow end, (0, 0) (0.58, 1).
    public static let easeOut = TimingFunction(0, 0, 0.58, 1)
    /// Slow start and end, (0.42, 0) (0.58, 1).
    public static let easeInEaseOut = TimingFunction(0.42, 0, 0.58, 1)
    /// The system default for implicit animations, (0.25, 0.1) (0.25, 1).
    public static let `default` = TimingFunction(0.25, 0.1, 0.25, 1)

    /// The named curves with their Core Animation names.
    public static let named: [(name: String, function: TimingFunction)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// The paced progress for a linear progress `x`, clamped to [0, 1] first.
    ///
    /// - Complexity: O(1): at most 8 Newton steps, then at most 60 bisection steps.
    public func callAsFunction(_ x: Double) -> Double {
        guard !x.isNaN else { return x }
        let x = min(max(x, 0), 1)
        if x == 0 || x == 1 { return x }
        if c1x == c1y && c2x == c2y { return x }
        let u = parameter(forX: x)
        return Self.bezier(u, c1y, c2y)
    }

    /// The curve parameter `u` with `x(u) == x`; x(u) is monotone because control x values are in [0, 1].
    private func parameter(forX x: Double) -> Double {
        var u = x
        for _ in 0..<8 {
            let error = Self.bezier(u, c1x, c2x) - x
            if abs(error) < 1e-12 { return u }
            let slope = Self.derivative(u, c1x, c2x)
            if abs(slope) < 1e-9 { break }
            let next = u - error / slope
            if next < 0 || next > 1 { break }
            u = next
        }
        var low = 0.0
        var high = 1.0
        u = x
        for _ in 0..<60 {
            let value = Self.bezier(u, c1x, c2x)
            if abs(value - x) < 1e-12 { return u }
            if value < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return u
    }

    /// One coordinate of the curve at parameter `u` with end points 0 and 1.
    private static func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
    }

    /// The derivative of ``bezier(_:_:_:)`` with respect to `u`.
    private static func derivative(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * p1 + 6 * v * u * (p2 - p1) + 3 * u * u * (1 - p2)
    }
}
