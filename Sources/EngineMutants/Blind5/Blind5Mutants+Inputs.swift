import MediaTiming
import ReferenceEngine

/// Round-5 engine faults in inputs the contract corrects rather than refuses (key times out of
/// order or not from 0 to 1, timing functions on a paced animation, an endless repeat duration)
/// and in a group's children under the group's own speed.
///
/// Each is a decorator over the reference engine that adds a rewritten copy and answers the
/// caller's description back from ``TimingEngine/animation(forKey:of:)`` (with the stamp and
/// duration the engine gave), so that only the behaviour differs.
extension Blind5Mutants {
    /// Faults in corrected inputs and groups.
    static let inputs: [EngineMutant] = [
        EngineMutant(
            name: "blind5-unordered-key-times-sorted",
            bug:
                "Linear keyframes whose key times are out of order get them sorted instead of ignored (even spacing)."
        ) { UnorderedKeyTimesSorted(ReferenceEngine()) },
        EngineMutant(
            name: "blind5-key-times-not-from-zero-used",
            bug:
                "Linear keyframes whose key times do not start at 0 or end at 1 use them, holding the first and last values outside, instead of ignoring them."
        ) { KeyTimesNotFromZeroUsed(ReferenceEngine()) },
        EngineMutant(
            name: "blind5-paced-honours-timing-functions",
            bug: "A paced keyframe animation applies its per-segment timing functions instead of ignoring them."
        ) { PacedHonoursTimingFunctions(ReferenceEngine()) },
        EngineMutant(
            name: "blind5-infinite-repeat-duration-runs-once",
            bug: "An animation whose repeatDuration is infinite runs one cycle instead of repeating forever."
        ) { InfiniteRepeatDurationRunsOnce(ReferenceEngine()) },
        EngineMutant(
            name: "blind5-group-child-begin-in-layer-time",
            bug:
                "A child's beginTime in a group with a speed other than 1 is counted in the layer's time from the group's start, not in the group's time."
        ) { GroupChildBeginInLayerTime(ReferenceEngine()) },
    ]

    /// Adds a rewritten copy and answers the caller's description back.
    class RewritingEngine: ForwardingEngine<ReferenceEngine> {
        /// The caller's description of each rewritten copy, by layer and key.
        private var given: [ReferenceLayer: [String: Animation]] = [:]

        /// The copy to add instead of `animation`, or `nil` to add it as given.
        func rewrite(_ animation: Animation) -> Animation? { nil }

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            let rewritten = rewrite(animation)
            try super.add(rewritten ?? animation, forKey: key, to: layer)
            given[layer, default: [:]][key] = rewritten == nil ? nil : animation
        }

        override func animation(forKey key: String, of layer: ReferenceLayer) -> Animation? {
            guard let stored = base.animation(forKey: key, of: layer) else { return nil }
            guard var answer = given[layer]?[key] else { return stored }
            answer.timing.beginTime = stored.timing.beginTime
            answer.timing.duration = stored.timing.duration
            return answer
        }
    }

    /// Sorts out-of-order key times of linear keyframes.
    final class UnorderedKeyTimesSorted: RewritingEngine {
        override func rewrite(_ animation: Animation) -> Animation? {
            guard case .keyframe(var values) = animation.kind, values.calculationMode == .linear,
                let times = values.keyTimes, times.count == values.values.count, times != times.sorted()
            else { return nil }
            values.keyTimes = times.sorted()
            var copy = animation
            copy.kind = .keyframe(values)
            return copy
        }
    }

    /// Uses ordered key times that do not run from 0 to 1, holding the end values outside them.
    final class KeyTimesNotFromZeroUsed: RewritingEngine {
        override func rewrite(_ animation: Animation) -> Animation? {
            guard case .keyframe(var values) = animation.kind, values.calculationMode == .linear,
                var times = values.keyTimes, times.count == values.values.count, times.count >= 2,
                times == times.sorted(), let first = times.first, let last = times.last, first >= 0, last <= 1,
                first > 0 || last < 1
            else { return nil }
            var list = values.values
            if first > 0 {
                times.insert(0, at: 0)
                list.insert(list[0], at: 0)
            }
            if last < 1 {
                times.append(1)
                list.append(list[list.count - 1])
            }
            values.values = list
            values.keyTimes = times
            var copy = animation
            copy.kind = .keyframe(values)
            return copy
        }
    }

    /// Runs a paced animation as linear keyframes at its paced key times, keeping its timing functions.
    final class PacedHonoursTimingFunctions: RewritingEngine {
        override func rewrite(_ animation: Animation) -> Animation? {
            guard case .keyframe(var values) = animation.kind, values.calculationMode == .paced,
                let functions = values.timingFunctions, !functions.isEmpty, values.values.count >= 2
            else { return nil }
            var distances = [0.0]
            for index in 1..<values.values.count {
                distances.append(distances[index - 1] + abs(values.values[index] - values.values[index - 1]))
            }
            guard let total = distances.last, total > 0 else { return nil }
            values.keyTimes = distances.map { $0 / total }
            values.calculationMode = .linear
            var copy = animation
            copy.kind = .keyframe(values)
            return copy
        }
    }

    /// Reads an infinite repeatDuration as none.
    final class InfiniteRepeatDurationRunsOnce: RewritingEngine {
        override func rewrite(_ animation: Animation) -> Animation? {
            guard animation.timing.repeatDuration == .infinity else { return nil }
            var copy = animation
            copy.timing.repeatDuration = 0
            return copy
        }
    }

    /// Scales a group child's beginTime by the group's speed, as if it counted in the layer's time.
    final class GroupChildBeginInLayerTime: RewritingEngine {
        override func rewrite(_ animation: Animation) -> Animation? {
            guard case .group(let children) = animation.kind, animation.timing.speed != 1,
                children.contains(where: { $0.timing.beginTime != 0 })
            else { return nil }
            var copy = animation
            copy.kind = .group(
                children.map { child in
                    var moved = child
                    moved.timing.beginTime *= animation.timing.speed
                    return moved
                })
            return copy
        }
    }
}
