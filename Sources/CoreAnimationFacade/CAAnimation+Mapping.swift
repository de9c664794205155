#if !canImport(QuartzCore)
import Foundation
import MediaTiming

/// How Core Animation objects become engine descriptions on add, and stored copies become
/// objects again on read.
///
/// On add, the facade copies the caller's object, freezes the copy and tags the description it
/// gives the engine with the copy's serial number (in `userInfo`, under ``serialKey``), so that
/// the engine's stored copy leads back to that one object on every read and every callback. On
/// read, the object shows the engine's `beginTime` (stamped at commit) and `duration` (resolved
/// from the transaction); every other field is what the caller set, with its own types (a
/// `fromValue` set as `Double` reads back as that `Double`). Only a stored copy the facade did
/// not add (no tag) is rebuilt from its description, with `NSNumber` values.
extension CAAnimation {
    /// The `userInfo` key under which the facade tags a description with its copy's serial.
    package static let serialKey = "CAFacade.copy"

    /// The engine description of this animation.
    ///
    /// - Throws: ``TimingEngineError/invalidValue(_:)`` for a value with no engine mapping: a
    ///   non-numeric value, an unknown fill or calculation mode, a spring setting the engine's
    ///   profile reads otherwise.
    package func engineDescription(profile: TimingProfile) throws(TimingEngineError) -> Animation {
        var description = Animation(keyPath: nil, kind: .basic(BasicValues()))
        try describe(into: &description, profile: profile)
        return description
    }

    /// Fills `description` with the fields every animation has.
    func describeCommonFields(into description: inout Animation) throws(TimingEngineError) {
        guard let fill = fillMode.engineValue else {
            throw .invalidValue("fillMode \"\(fillMode.rawValue)\" is not one of QuartzCore's")
        }
        description.timing = AnimationTiming(
            beginTime: beginTime, duration: duration, speed: Double(speed), timeOffset: timeOffset,
            repeatCount: Self.engineRepeatCount(repeatCount), repeatDuration: repeatDuration,
            autoreverses: autoreverses, fillMode: fill)
        description.timingFunction = timingFunction?.curve
        description.isRemovedOnCompletion = isRemovedOnCompletion
        description.userInfo = keyedValues.compactMapValues { $0 as? String }
    }

    /// QuartzCore's "forever" (`Float.greatestFiniteMagnitude` or more) is the engine's `.infinity`.
    static func engineRepeatCount(_ count: Float) -> Double {
        count >= .greatestFiniteMagnitude ? .infinity : Double(count)
    }

    /// The number in `value`, nil for nil.
    ///
    /// - Throws: ``TimingEngineError/invalidValue(_:)`` when `value` is not a number.
    static func number(_ value: Any?, _ name: String) throws(TimingEngineError) -> Double? {
        guard let value else { return nil }
        guard let number = double(from: value) else {
            throw .invalidValue("\(name) is not a number: \(type(of: value))")
        }
        return number
    }

    /// The `Double` of a numeric value: `Double`, `Float`, `CGFloat`, `NSNumber` or any integer
    /// or floating-point type; nil for anything else.
    static func double(from value: Any) -> Double? {
        switch value {
        case let number as Double: return number
        case let number as Float: return Double(number)
        case let number as CGFloat: return Double(number)
        case let number as Int: return Double(number)
        case let number as NSNumber: return number.doubleValue
        case let number as any BinaryFloatingPoint: return Double(number)
        case let number as any BinaryInteger: return Double(number)
        default: return nil
        }
    }

    /// Shows the engine's stamped begin time and resolved duration of the stored copy.
    func refresh(from description: Animation) {
        thawed {
            beginTime = description.timing.beginTime
            duration = description.timing.duration
        }
    }

    /// An object rebuilt from a description the facade did not tag.
    package static func make(from description: Animation) -> CAAnimation {
        let object: CAAnimation
        switch description.kind {
        case .basic(let values):
            let basic = CABasicAnimation()
            basic.set(values)
            object = basic
        case .spring(let values):
            let spring = CASpringAnimation()
            spring.set(values.endpoints)
            spring.mass = CGFloat(values.mass)
            spring.stiffness = CGFloat(values.stiffness)
            spring.damping = CGFloat(values.damping)
            spring.initialVelocity = CGFloat(values.initialVelocity)
            object = spring
        case .keyframe(let values):
            let keyframe = CAKeyframeAnimation()
            keyframe.values = values.values.map { NSNumber(value: $0) }
            keyframe.keyTimes = values.keyTimes?.map { NSNumber(value: $0) }
            keyframe.timingFunctions = values.timingFunctions?.map { CAMediaTimingFunction(curve: $0) }
            keyframe.calculationMode = CAAnimationCalculationMode(rawValue: values.calculationMode.rawValue)
            object = keyframe
        case .group(let children):
            let group = CAAnimationGroup()
            group.animations = children.map(make(from:))
            object = group
        }
        if let property = object as? CAPropertyAnimation {
            property.keyPath = description.keyPath
            property.isAdditive = description.isAdditive
            property.isCumulative = description.isCumulative
        }
        let timing = description.timing
        object.beginTime = timing.beginTime
        object.duration = timing.duration
        object.speed = Float(timing.speed)
        object.timeOffset = timing.timeOffset
        object.repeatCount = timing.repeatCount == .infinity ? .greatestFiniteMagnitude : Float(timing.repeatCount)
        object.repeatDuration = timing.repeatDuration
        object.autoreverses = timing.autoreverses
        object.fillMode = CAMediaTimingFillMode(rawValue: timing.fillMode.rawValue)
        object.timingFunction = description.timingFunction.map { CAMediaTimingFunction(curve: $0) }
        object.isRemovedOnCompletion = description.isRemovedOnCompletion
        object.keyedValues = description.userInfo.filter { $0.key != serialKey }
        return object
    }
}

extension CABasicAnimation {
    /// Sets from, to and by as `NSNumber`s.
    fileprivate func set(_ values: BasicValues) {
        fromValue = values.from.map { NSNumber(value: $0) }
        toValue = values.to.map { NSNumber(value: $0) }
        byValue = values.by.map { NSNumber(value: $0) }
    }
}
#endif
