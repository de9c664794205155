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

/// Descriptions into Core Animation objects: each field of ``Animation`` into the property that
/// holds it, and what no property holds into the ``AnimationExtras`` the object carries.
///
/// | description | Core Animation |
/// |---|---|
/// | `.basic`, `.keyframe`, `.group`, `.spring` | `CABasicAnimation`, `CAKeyframeAnimation`, `CAAnimationGroup`, `CASpringAnimation` |
/// | `keyPath`, `isAdditive`, `isCumulative` | `CAPropertyAnimation`'s; a group's in the extras |
/// | `timing` | `CAMediaTiming`'s, `speed` and `repeatCount` as `Float` (`.infinity` repeats forever) |
/// | `timingFunction`, keyframe `timingFunctions` | `CAMediaTimingFunction`: a named curve by its name, any other by its control points as `Float` |
/// | values | `NSNumber`s |
/// | `delegate` | a ``DelegateBridge`` as the animation's delegate, which holds it strongly |
/// | `userInfo` | the extras (`CAAnimation` has no `userInfo`) |
extension CALayerEngine {
    /// A Core Animation object for `description`, for an engine that reads the open points as
    /// `profile` says, or nil when the module declares no class for its kind (a module compiled
    /// with `CALAYERENGINE_NO_KEYFRAMES`, `CALAYERENGINE_NO_GROUPS` or `CALAYERENGINE_NO_SPRINGS`).
    static func makeAnimation(_ description: Animation, profile: TimingProfile) -> CAAnimation? {
        let animation: CAAnimation
        switch description.kind {
        case .basic(let values):
            let basic = CABasicAnimation(keyPath: description.keyPath)
            set(values, on: basic)
            animation = basic
        case .spring(let values):
            #if CALAYERENGINE_NO_SPRINGS
            _ = values
            return nil
            #else
            let spring = CASpringAnimation(keyPath: description.keyPath)
            set(values.endpoints, on: spring)
            spring.mass = CGFloat(values.mass)
            spring.stiffness = CGFloat(values.stiffness)
            spring.damping = CGFloat(values.damping)
            spring.initialVelocity = CGFloat(values.initialVelocity)
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
                // Core Animation clamps a damping ratio above 1 unless told otherwise; tell it what
                // the profile reads.
                spring.allowsOverdamping = profile.springOverdamping == .overdamped
            }
            animation = spring
            #endif
        case .keyframe(let values):
            #if CALAYERENGINE_NO_KEYFRAMES
            _ = values
            return nil
            #else
            let keyframe = CAKeyframeAnimation(keyPath: description.keyPath)
            keyframe.values = values.values.map { NSNumber(value: $0) }
            keyframe.keyTimes = values.keyTimes?.map { NSNumber(value: $0) }
            keyframe.calculationMode = CAAnimationCalculationMode(rawValue: values.calculationMode.rawValue)
            keyframe.timingFunctions = values.timingFunctions?.map(mediaTimingFunction)
            animation = keyframe
            #endif
        case .group(let children):
            #if CALAYERENGINE_NO_GROUPS
            _ = children
            return nil
            #else
            let made = children.compactMap { makeAnimation($0, profile: profile) }
            guard made.count == children.count else { return nil }
            let group = CAAnimationGroup()
            group.animations = made
            animation = group
            #endif
        }
        if let property = animation as? CAPropertyAnimation {
            property.isAdditive = description.isAdditive
            property.isCumulative = description.isCumulative
        }
        setTiming(description.timing, on: animation)
        animation.timingFunction = description.timingFunction.map(mediaTimingFunction)
        animation.isRemovedOnCompletion = description.isRemovedOnCompletion
        if let delegate = description.delegate {
            animation.delegate = DelegateBridge(delegate)
        }
        let isProperty = animation is CAPropertyAnimation
        let extras = AnimationExtras(
            keyPath: isProperty ? nil : description.keyPath, isAdditive: !isProperty && description.isAdditive,
            isCumulative: !isProperty && description.isCumulative, userInfo: description.userInfo)
        if !extras.isEmpty {
            animation.setValue(extras, forKey: AnimationExtras.key)
        }
        return animation
    }

    /// Sets `animation`'s `CAMediaTiming` properties from `timing`.
    static func setTiming(_ timing: AnimationTiming, on animation: CAAnimation) {
        animation.beginTime = timing.beginTime
        animation.duration = timing.duration
        animation.speed = Float(timing.speed)
        animation.timeOffset = timing.timeOffset
        animation.repeatCount = Float(timing.repeatCount)
        animation.repeatDuration = timing.repeatDuration
        animation.autoreverses = timing.autoreverses
        animation.fillMode = CAMediaTimingFillMode(rawValue: timing.fillMode.rawValue)
    }

    /// Sets from, to and by as `NSNumber`s, nil where the description has none.
    static func set(_ values: BasicValues, on animation: CABasicAnimation) {
        animation.fromValue = values.from.map { NSNumber(value: $0) }
        animation.toValue = values.to.map { NSNumber(value: $0) }
        animation.byValue = values.by.map { NSNumber(value: $0) }
    }

    /// A named curve by its name (so a module that keeps named curves exactly keeps them), any
    /// other by its control points rounded to `Float`, which is all Core Animation holds.
    static func mediaTimingFunction(_ function: TimingFunction) -> CAMediaTimingFunction {
        if let name = TimingFunction.named.first(where: { $0.function == function })?.name {
            return CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: name))
        }
        return CAMediaTimingFunction(
            controlPoints: Float(function.c1x), Float(function.c1y), Float(function.c2x), Float(function.c2y))
    }
}
