import MediaTiming
import ReferenceEngine

/// The reference engine keeping some timing fields or values in single precision, as Core
/// Animation does: right within what the inputs' precision allows, so the suite must pass it.
///
/// `CAMediaTiming` declares `speed` and `repeatCount` as `Float`; `CAMediaTimingFunction` keeps
/// its control points as `Float` and real engines solve the curve in `Float` to about 1e-6 in x;
/// a renderer may hold presentation values as `Float`.
final class SinglePrecisionEngine: ForwardingEngine<ReferenceEngine> {
    /// What the engine keeps in single precision.
    struct Fields: OptionSet, Sendable {
        let rawValue: Int
        /// `speed` and `repeatCount` of layers and animations, rounded on the way in.
        static let timing = Fields(rawValue: 1 << 0)
        /// Timing functions' control points, rounded on the way in.
        static let controlPoints = Fields(rawValue: 1 << 1)
        /// Presentation values, rounded on the way out.
        static let values = Fields(rawValue: 1 << 2)
        /// Timing curves solved in `Float` to 1e-6 in x (``SinglePrecisionCurve``).
        static let curveSolver = Fields(rawValue: 1 << 3)
        /// Everything above.
        static let all: Fields = [.timing, .controlPoints, .values, .curveSolver]
    }

    private let fields: Fields

    init(_ fields: Fields, profile: TimingProfile = .coreAnimation) {
        self.fields = fields
        super.init(
            fields.contains(.curveSolver)
                ? ReferenceEngine(profile: profile, _curveSolver: SinglePrecisionCurve.solve)
                : ReferenceEngine(profile: profile))
    }

    override func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
        var timing = timing
        if fields.contains(.timing) {
            timing.speed = Self.single(timing.speed)
            timing.repeatCount = Self.single(timing.repeatCount)
        }
        try super.setTiming(timing, of: layer)
    }

    override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer) throws(TimingEngineError) {
        try super.add(rounded(animation), forKey: key, to: layer)
    }

    override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
        let value = super.presentationValue(forKeyPath: keyPath, of: layer)
        return fields.contains(.values) ? Self.single(value) : value
    }

    /// `animation` with its single-precision fields rounded, children included.
    private func rounded(_ animation: Animation) -> Animation {
        var animation = animation
        if fields.contains(.timing) {
            animation.timing.speed = Self.single(animation.timing.speed)
            animation.timing.repeatCount = Self.single(animation.timing.repeatCount)
        }
        if fields.contains(.controlPoints) {
            animation.timingFunction = animation.timingFunction.map(Self.single)
            if case .keyframe(var keyframes) = animation.kind {
                keyframes.timingFunctions = keyframes.timingFunctions?.map(Self.single)
                animation.kind = .keyframe(keyframes)
            }
        }
        if case .group(let children) = animation.kind {
            animation.kind = .group(children.map(rounded))
        }
        return animation
    }

    /// `value` rounded to the nearest `Float` (an infinity beyond `Float`'s range, as a `Float` field holds it).
    static func single(_ value: Double) -> Double { Double(Float(value)) }

    /// `function` with its control points rounded to `Float`.
    static func single(_ function: TimingFunction) -> TimingFunction {
        TimingFunction(single(function.c1x), single(function.c1y), single(function.c2x), single(function.c2y))
    }
}
