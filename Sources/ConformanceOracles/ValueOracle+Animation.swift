import MediaTiming

extension ValueOracle {
    /// Gives an animation as stored on a layer its resolved durations: a duration of 0 or less
    /// becomes the transaction's (SEMANTICS §2.3), and a group child's the group's or the
    /// transaction default, as the profile reads it (SEMANTICS §5.5).
    package static func resolved(_ animation: Animation, transactionDuration: Double, profile: TimingProfile)
        -> Animation
    {
        var animation = animation
        if animation.timing.duration <= 0 { animation.timing.duration = transactionDuration }
        resolveChildren(of: &animation, profile: profile)
        return animation
    }

    private static func resolveChildren(of group: inout Animation, profile: TimingProfile) {
        guard case .group(var children) = group.kind else { return }
        for index in children.indices {
            if children[index].timing.duration <= 0 {
                children[index].timing.duration =
                    profile.groupChildDefaultDuration == .groupDuration
                    ? group.timing.duration : 0.25
            }
            resolveChildren(of: &children[index], profile: profile)
        }
        group.kind = .group(children)
    }

    /// The value of `keyPath` after applying `animation` (resolved, begin time stamped) seen at
    /// its parent's time `parentTime` to `value`, the value composed so far (SEMANTICS §5).
    package static func apply(
        _ animation: Animation, atParentTime parentTime: Double, keyPath: String, to value: Double,
        profile: TimingProfile
    ) -> Double {
        if case .group(let children) = animation.kind {
            guard let position = position(animation.timing, atParentTime: parentTime, profile: profile) else {
                return value
            }
            let groupTime = groupTime(animation, position)
            return children.reduce(value) {
                apply($1, atParentTime: groupTime, keyPath: keyPath, to: $0, profile: profile)
            }
        }
        guard animation.keyPath == keyPath,
            let position = position(animation.timing, atParentTime: parentTime, profile: profile)
        else { return value }
        let d = animation.timing.duration
        let progress = position.leg / d
        let paced = animation.timingFunction.map { ease($0, progress) } ?? progress
        var result: Double
        let cycleStart: Double
        let cycleEnd: Double
        // An additive animation's missing end is the value so far or 0, as the profile reads it.
        let underlying = animation.isAdditive && profile.additiveMissingEnd == .zero ? 0 : value
        switch animation.kind {
        case .basic(let values):
            guard let (start, end) = endpoints(values, underlying: underlying) else { return value }
            result = start + (end - start) * paced
            (cycleStart, cycleEnd) = (start, animation.timing.autoreverses ? start : end)
        case .spring(let spring):
            guard let (start, end) = endpoints(spring.endpoints, underlying: underlying) else { return value }
            // The oscillator runs on its own clock: the leg time in seconds, no timing function.
            result = start + (end - start) * (1 - springDisplacement(spring, at: position.leg, profile: profile))
            (cycleStart, cycleEnd) = (start, end)
        case .keyframe(let keyframes):
            guard let keyed = keyframeValue(keyframes, at: paced, profile: profile),
                let first = keyframes.values.first, let last = keyframes.values.last
            else { return value }
            result = keyed
            (cycleStart, cycleEnd) = (first, animation.timing.autoreverses ? first : last)
        case .group:
            return value
        }
        if animation.isCumulative && position.iteration > 0 {
            switch profile.cumulativeReading {
            case .addEndValue: result += position.iteration * cycleEnd
            case .addChange: result += position.iteration * (cycleEnd - cycleStart)
            }
        }
        return animation.isAdditive ? value + result : result
    }

    /// The time a group's children see at the group's cycle position: children run in the group's
    /// time space, paced by the group's timing function.
    private static func groupTime(_ group: Animation, _ position: CyclePosition) -> Double {
        let d = group.timing.duration
        return group.timingFunction.map { ease($0, position.leg / d) * d } ?? position.leg
    }

    /// Whether the value `animation` (resolved, begin time stamped) gives `keyPath` at parent time
    /// `parentTime` rests on an exact boundary instant under a negative speed, its own or a group
    /// child's (SEMANTICS §3.6: open, so the value laws do not compare it).
    package static func isAtOpenInstant(
        _ animation: Animation, atParentTime parentTime: Double, keyPath: String, profile: TimingProfile
    ) -> Bool {
        if case .group(let children) = animation.kind {
            if isAtOpenInstant(animation.timing, atParentTime: parentTime, iterationMatters: false, profile: profile) {
                return true
            }
            guard let position = position(animation.timing, atParentTime: parentTime, profile: profile) else {
                return false
            }
            let groupTime = groupTime(animation, position)
            return children.contains {
                isAtOpenInstant($0, atParentTime: groupTime, keyPath: keyPath, profile: profile)
            }
        }
        guard animation.keyPath == keyPath else { return false }
        return isAtOpenInstant(
            animation.timing, atParentTime: parentTime, iterationMatters: animation.isCumulative, profile: profile)
    }
}
