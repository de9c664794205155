import Foundation
import MediaTiming

#if CALAYERENGINE_OWN_NAMES
// Core Animation's names are the module's own: a target that compiles these files beside its
// `typealias`es of another module's names (Examples/LiteCA).
#elseif canImport(QuartzCore)
import QuartzCore
#else
import CoreAnimationFacade
#endif

/// Core Animation objects back into descriptions: the inverse of `CALayerEngine+Mapping.swift`,
/// read from the object's own properties wherever it has one.
///
/// So a stored copy reads back as Core Animation holds it: `speed` and `repeatCount` as the
/// `Float`s it keeps (1.1 reads back as 1.10000002384…), a custom timing curve's control points
/// as `Float`s, the stamped `beginTime` and the resolved `duration`. A curve whose `Float` control
/// points are a named curve's reads back as that named curve.
extension CALayerEngine {
    /// The description of `animation`, such as a layer's stored copy.
    public static func description(of animation: CAAnimation) -> Animation {
        let extras = animation.value(forKey: AnimationExtras.key) as? AnimationExtras
        let kind = kind(of: animation)
        let property = animation as? CAPropertyAnimation
        return Animation(
            keyPath: property?.keyPath ?? extras?.keyPath, kind: kind, timing: timing(of: animation),
            timingFunction: animation.timingFunction.map(timingFunction(of:)),
            isRemovedOnCompletion: animation.isRemovedOnCompletion,
            isAdditive: property?.isAdditive ?? extras?.isAdditive ?? false,
            isCumulative: property?.isCumulative ?? extras?.isCumulative ?? false,
            delegate: (animation.delegate as? DelegateBridge)?.delegate,
            userInfo: extras?.userInfo ?? [:])
    }

    /// The kind and values of `animation`, by its class; a class the module does not declare is
    /// never asked about.
    static func kind(of animation: CAAnimation) -> Animation.Kind {
        #if !CALAYERENGINE_NO_SPRINGS
        if let spring = animation as? CASpringAnimation {
            return .spring(
                SpringValues(
                    endpoints: basicValues(of: spring), mass: Double(spring.mass), stiffness: Double(spring.stiffness),
                    damping: Double(spring.damping), initialVelocity: Double(spring.initialVelocity)))
        }
        #endif
        if let basic = animation as? CABasicAnimation { return .basic(basicValues(of: basic)) }
        #if !CALAYERENGINE_NO_KEYFRAMES
        if let keyframe = animation as? CAKeyframeAnimation {
            return .keyframe(
                KeyframeValues(
                    values: (keyframe.values ?? []).map { number($0) ?? .nan },
                    keyTimes: keyframe.keyTimes?.map(\.doubleValue),
                    calculationMode: CalculationMode(rawValue: keyframe.calculationMode.rawValue) ?? .linear,
                    timingFunctions: keyframe.timingFunctions?.map(timingFunction(of:))))
        }
        #endif
        #if !CALAYERENGINE_NO_GROUPS
        if let group = animation as? CAAnimationGroup {
            return .group((group.animations ?? []).map(description(of:)))
        }
        #endif
        return .basic(BasicValues())
    }

    /// The `CAMediaTiming` properties of `animation`.
    static func timing(of animation: CAAnimation) -> AnimationTiming {
        AnimationTiming(
            beginTime: animation.beginTime, duration: animation.duration, speed: Double(animation.speed),
            timeOffset: animation.timeOffset, repeatCount: contractRepeatCount(animation.repeatCount),
            repeatDuration: animation.repeatDuration, autoreverses: animation.autoreverses,
            fillMode: FillMode(rawValue: animation.fillMode.rawValue) ?? .removed)
    }

    /// From, to and by, nil where the object has none or holds something that is not a number.
    static func basicValues(of animation: CABasicAnimation) -> BasicValues {
        BasicValues(from: number(animation.fromValue), to: number(animation.toValue), by: number(animation.byValue))
    }

    /// The curve of `function`: its control points widened from `Float`, or the named curve whose
    /// control points they are.
    static func timingFunction(of function: CAMediaTimingFunction) -> TimingFunction {
        var first: [Float] = [0, 0]
        var second: [Float] = [0, 0]
        first.withUnsafeMutableBufferPointer { function.getControlPoint(at: 1, values: $0.baseAddress!) }
        second.withUnsafeMutableBufferPointer { function.getControlPoint(at: 2, values: $0.baseAddress!) }
        let points = first + second
        let named = TimingFunction.named.first { entry in
            let curve = entry.function
            return [curve.c1x, curve.c1y, curve.c2x, curve.c2y].map { Float($0) } == points
        }
        return named?.function
            ?? TimingFunction(Double(points[0]), Double(points[1]), Double(points[2]), Double(points[3]))
    }
}
