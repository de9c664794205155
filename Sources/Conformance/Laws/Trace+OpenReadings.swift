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

extension Script {
    /// This script without the transaction durations whose reading SEMANTICS §2.3 leaves open:
    /// each `setTransactionDuration` of 0 or less or not finite is dropped, reentrant ones
    /// included.
    ///
    /// What a copy added with a duration of 0 or less runs for under such a transaction duration
    /// is not asserted (an engine may keep it, clamp it or fall back to 0.25 s), so a whole-trace
    /// comparison never draws it. A positive finite duration keeps its step.
    package var withoutOpenTransactionDurations: Script {
        func kept(_ steps: [Step]) -> [Step] {
            steps.compactMap { step in
                switch step {
                case .setTransactionDuration(let duration):
                    return duration.isFinite && duration > 0 ? step : nil
                case .reentrant(let trigger, let inner):
                    let inside = kept(inner)
                    return inside.isEmpty ? nil : .reentrant(trigger, inside)
                default:
                    return step
                }
            }
        }
        return Script(kept(steps))
    }
}
