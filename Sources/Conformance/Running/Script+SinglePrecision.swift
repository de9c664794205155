import MediaTiming
import Scripts

extension Script {
    /// The script with `visit` applied to every field Core Animation holds in single precision,
    /// in a fixed order: each layer timing's and each animation's (group children included)
    /// `speed` and `repeatCount`, and each technique's speed change.
    ///
    /// Counting the calls numbers the fields, so a caller can move one of them alone.
    func visitingSinglePrecisionFields(_ visit: (inout Double) -> Void) -> Script {
        func visitAnimation(_ animation: inout Animation) {
            visit(&animation.timing.speed)
            visit(&animation.timing.repeatCount)
            if case .group(var children) = animation.kind {
                for index in children.indices { visitAnimation(&children[index]) }
                animation.kind = .group(children)
            }
        }
        return withSteps(
            steps.map { step in
                switch step {
                case .setTiming(let view, var timing):
                    visit(&timing.speed)
                    visit(&timing.repeatCount)
                    return .setTiming(view: view, timing)
                case .add(let view, let key, var animation):
                    visitAnimation(&animation)
                    return .add(view: view, key: key, animation: animation)
                case .technique(var technique):
                    if case .changeSpeed(var speed) = technique.operation {
                        visit(&speed)
                        technique.operation = .changeSpeed(speed)
                    }
                    if var animation = technique.animation {
                        visitAnimation(&animation)
                        technique.animation = animation
                    }
                    return .technique(technique)
                default:
                    return step
                }
            })
    }

    /// Every distinct timing function the script's animations use (their own, their keyframe
    /// segments', their children's), in order of first use.
    var timingFunctions: [TimingFunction] {
        var seen: Set<TimingFunction> = []
        var ordered: [TimingFunction] = []
        func note(_ function: TimingFunction) {
            if seen.insert(function).inserted { ordered.append(function) }
        }
        func noteAnimation(_ animation: Animation) {
            animation.timingFunction.map(note)
            switch animation.kind {
            case .keyframe(let keyframes): keyframes.timingFunctions?.forEach(note)
            case .group(let children): children.forEach(noteAnimation)
            case .basic, .spring: break
            }
        }
        for step in steps {
            switch step {
            case .add(_, _, let animation): noteAnimation(animation)
            case .technique(let technique): technique.animation.map(noteAnimation)
            default: break
            }
        }
        return ordered
    }

    /// How far the animations on `view` can move `keyPath`, summed over them: each basic or
    /// spring animation's span of its from, to and by ends (with the view's model values for an
    /// end it leaves to the value below), each keyframe animation's span of its values, a
    /// group's children's; what "the value's range" is for a value they compose.
    func declaredRange(view: Int, keyPath: String) -> Double {
        var models: [Double] = [0]
        for step in steps {
            if case .setModelValue(view, keyPath, let value) = step { models.append(value) }
        }
        func span(_ numbers: [Double]) -> Double {
            let finite = numbers.filter(\.isFinite)
            guard let low = finite.min(), let high = finite.max() else { return 0 }
            return high - low
        }
        func ends(_ values: BasicValues) -> [Double] {
            var ends = [values.from, values.to].compactMap { $0 }
            if let by = values.by {
                if let from = values.from { ends.append(from + by) }
                if let to = values.to { ends.append(to - by) }
                if values.from == nil && values.to == nil { ends += models.flatMap { [$0, $0 + by] } }
            }
            return ends.count < 2 ? ends + models : ends
        }
        func range(_ animation: Animation) -> Double {
            switch animation.kind {
            case .group(let children): return children.map(range).reduce(0, +)
            case _ where animation.keyPath != keyPath: return 0
            case .basic(let values): return span(ends(values))
            case .spring(let spring): return span(ends(spring.endpoints))
            case .keyframe(let keyframes): return span(keyframes.values)
            }
        }
        return steps.reduce(0) { total, step in
            switch step {
            case .add(view, _, let animation): return total + range(animation)
            case .technique(let technique) where technique.view == view:
                return total + (technique.animation.map(range) ?? 0)
            default: return total
            }
        }
    }
}
