import CoreAnimationFacade
import Foundation

// App code, written against Core Animation's API: `CAAnimation` compares objects by identity, and
// a layer's copy read twice may be two objects (a copy someone added again, as it was, is another
// object). A store that leaves alone what is still there, as it was, compares the fields.
extension CAAnimation {
    /// Whether `other` is the same animation as this one: the same class, timing, values and
    /// delegate (key-value entries aside).
    public func isEquivalent(to other: CAAnimation) -> Bool {
        if self === other { return true }
        guard type(of: self) == type(of: other), delegate === other.delegate else { return false }
        guard
            beginTime == other.beginTime && duration == other.duration && speed == other.speed
                && timeOffset == other.timeOffset && repeatCount == other.repeatCount
                && repeatDuration == other.repeatDuration && autoreverses == other.autoreverses
                && fillMode == other.fillMode && isRemovedOnCompletion == other.isRemovedOnCompletion
                && Self.same(timingFunction, other.timingFunction)
        else { return false }
        if let group = self as? CAAnimationGroup, let otherGroup = other as? CAAnimationGroup {
            let (mine, theirs) = (group.animations ?? [], otherGroup.animations ?? [])
            return mine.count == theirs.count && zip(mine, theirs).allSatisfy { $0.isEquivalent(to: $1) }
        }
        guard let property = self as? CAPropertyAnimation, let otherProperty = other as? CAPropertyAnimation else {
            return true
        }
        guard
            property.keyPath == otherProperty.keyPath && property.isAdditive == otherProperty.isAdditive
                && property.isCumulative == otherProperty.isCumulative
        else { return false }
        if let spring = self as? CASpringAnimation, let otherSpring = other as? CASpringAnimation {
            guard
                spring.mass == otherSpring.mass && spring.stiffness == otherSpring.stiffness
                    && spring.damping == otherSpring.damping && spring.initialVelocity == otherSpring.initialVelocity
            else { return false }
        }
        if let basic = self as? CABasicAnimation, let otherBasic = other as? CABasicAnimation {
            return Self.number(basic.fromValue) == Self.number(otherBasic.fromValue)
                && Self.number(basic.toValue) == Self.number(otherBasic.toValue)
                && Self.number(basic.byValue) == Self.number(otherBasic.byValue)
        }
        if let keyframe = self as? CAKeyframeAnimation, let otherKeyframe = other as? CAKeyframeAnimation {
            let functions = (keyframe.timingFunctions ?? [], otherKeyframe.timingFunctions ?? [])
            return (keyframe.values ?? []).map(Self.number) == (otherKeyframe.values ?? []).map(Self.number)
                && keyframe.keyTimes?.map(\.doubleValue) == otherKeyframe.keyTimes?.map(\.doubleValue)
                && keyframe.calculationMode == otherKeyframe.calculationMode
                && functions.0.count == functions.1.count
                && zip(functions.0, functions.1).allSatisfy { Self.same($0, $1) }
        }
        return true
    }

    /// The number in a value (`NSNumber`, `Double`, `Float`, `CGFloat`, `Int`), or `nil`.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as Double: return number
        case let number as Float: return Double(number)
        case let number as CGFloat: return Double(number)
        case let number as Int: return Double(number)
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }

    /// Whether two timing functions have the same control points (or are both absent).
    static func same(_ lhs: CAMediaTimingFunction?, _ rhs: CAMediaTimingFunction?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        if lhs === rhs { return true }
        for index in 1...2 {
            var (a, b): ([Float], [Float]) = ([0, 0], [0, 0])
            lhs.getControlPoint(at: index, values: &a)
            rhs.getControlPoint(at: index, values: &b)
            if a != b { return false }
        }
        return true
    }
}
