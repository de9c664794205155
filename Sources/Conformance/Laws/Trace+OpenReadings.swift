import Generators
import MediaTiming
import Scripts

extension Trace {
    /// This trace with each step replaced by `other`'s where `observed` agrees with `other` there
    /// and not with this trace: the expected trace of a point with two permitted readings, each
    /// step held to whichever reading the engine shows at it.
    ///
    /// Both traces must come from the same script; a step count that differs keeps this trace.
    func stepwise(matching observed: Trace, orElse other: Trace, tolerance: Double) -> Trace {
        guard other.steps.count == steps.count, other.keyPaths == keyPaths, observed.keyPaths == keyPaths else {
            return self
        }
        var chosen: [StepObservation] = []
        var changed = false
        for index in steps.indices {
            let mine = steps[index]
            let theirs = other.steps[index]
            guard index < observed.steps.count, mine != theirs else {
                chosen.append(mine)
                continue
            }
            let seen = Trace(keyPaths: keyPaths, steps: [observed.steps[index]])
            let agreesWithMine =
                seen.firstDifference(from: Trace(keyPaths: keyPaths, steps: [mine]), tolerance: tolerance) == nil
            let agreesWithTheirs =
                seen.firstDifference(from: Trace(keyPaths: keyPaths, steps: [theirs]), tolerance: tolerance) == nil
            if !agreesWithMine && agreesWithTheirs {
                chosen.append(theirs)
                changed = true
            } else {
                chosen.append(mine)
            }
        }
        return changed ? Trace(keyPaths: keyPaths, steps: chosen) : self
    }
}

extension Script {
    /// Whether any layer or animation (a group's children included) the script sets has a
    /// negative speed, so that exact turns may be open points (SEMANTICS §3.6).
    var hasNegativeSpeed: Bool {
        func negative(_ animation: Animation) -> Bool {
            animation.timing.speed < 0 || animation.children.contains(where: negative)
        }
        return steps.contains { step in
            switch step {
            case .setTiming(_, let timing): return timing.speed < 0
            case .add(_, _, let animation): return negative(animation)
            case .technique(let technique):
                if case .changeSpeed(let speed) = technique.operation, speed < 0 { return true }
                return technique.animation.map(negative) ?? false
            default: return false
            }
        }
    }
}
