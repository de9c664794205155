/// The name of one of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The curve's Core Animation name.
    public let rawValue: String
    /// Makes the name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even pace.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), its two control points held as `Float`s.
public final class CAMediaTimingFunction {
    /// The control points c1x, c1y, c2x, c2y.
    let points: [Float]

    /// The predefined curve `name` (SEMANTICS §5.7); an unknown name is linear.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// The curve with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = [c1x, c1y, c2x, c2y]
    }

    /// Writes control point `index` (0 and 3 are the curve's ends) into `values` as x, y.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch index {
        case 1: point = (points[0], points[1])
        case 2: point = (points[2], points[3])
        case 3: point = (1, 1)
        default: point = (0, 0)
        }
        values[0] = point.0
        values[1] = point.1
    }

    /// The eased progress for a linear progress `x`, clamped to [0, 1]: solve x(t) = x, give y(t).
    func progress(_ x: Double) -> Double {
        // The curve's ends are exact: a flat end solved by halving would stop short of it.
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let (ax, ay, bx, by) = (Double(points[0]), Double(points[1]), Double(points[2]), Double(points[3]))
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        // Bisection only: the curve's x is monotonic on [0, 1] for control points in [0, 1], and 50
        // halvings reach Double's resolution, so no Newton step is needed in so small an engine.
        var (low, high) = (0.0, 1.0)
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if bezier(middle, ax, bx) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, ay, by)
    }
}
