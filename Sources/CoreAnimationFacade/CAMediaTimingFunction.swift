#if !canImport(QuartzCore)
import Foundation
import MediaTiming

/// A function that defines the pacing of an animation as a timing curve, as QuartzCore's
/// `CAMediaTimingFunction`.
///
/// Core Animation keeps control points as `Float`s; so does ``init(controlPoints:_:_:_:)``. A
/// named function keeps the engine's exact curve for its name, so that naming a curve loses
/// nothing on the way to the engine and back.
open class CAMediaTimingFunction: NSObject {
    /// The curve the engine evaluates.
    let curve: TimingFunction

    /// Creates a timing function with the predefined curve `name`; an unknown name is linear.
    public convenience init(name: CAMediaTimingFunctionName) {
        let curve = TimingFunction.named.first { $0.name == name.rawValue }?.function ?? .linear
        self.init(curve: curve)
    }

    /// Creates a timing function modeled as a cubic Bézier curve with control points
    /// (c1x, c1y) and (c2x, c2y); the end points are (0, 0) and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = TimingFunction(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        super.init()
    }

    /// Wraps an engine curve.
    init(curve: TimingFunction) {
        self.curve = curve
        super.init()
    }

    /// Writes the x and y of control point `idx` (0 to 3) to `ptr[0]` and `ptr[1]`; an index out
    /// of range writes nothing.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Double, Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (curve.c1x, curve.c1y)
        case 2: point = (curve.c2x, curve.c2y)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }

    /// Two timing functions are equal when their control points are.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?.curve == curve
    }

    /// A hash of the control points.
    open override var hash: Int { curve.hashValue }

    /// The control points, for debugging.
    open override var description: String {
        "CAMediaTimingFunction(\(curve.c1x), \(curve.c1y), \(curve.c2x), \(curve.c2y))"
    }
}
#endif
