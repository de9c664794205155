import MediaTiming

extension ValueOracle {
    /// Where an animation's time stands inside one cycle: the time into the forward leg (after
    /// the autoreverse mirror) and how many whole cycles came before.
    package struct CyclePosition: Equatable {
        package var leg: Double
        package var iteration: Double
    }

    /// The active duration `D` (SEMANTICS §3.1–§3.2), with the profile's reading of
    /// `repeatDuration` under autoreverses.
    package static func activeDuration(_ timing: AnimationTiming, profile: TimingProfile) -> Double {
        let cycle = timing.autoreverses ? timing.duration * 2 : timing.duration
        if timing.repeatDuration > 0 {
            let doubled = profile.repeatDurationUnderAutoreverse == .doubled && timing.autoreverses
            return doubled ? timing.repeatDuration * 2 : timing.repeatDuration
        }
        if timing.repeatCount == .infinity || timing.repeatCount >= .greatestFiniteMagnitude { return .infinity }
        return timing.repeatCount > 0 ? cycle * timing.repeatCount : cycle
    }

    /// Whether an animation with `timing` (begin time resolved) has completed its active period
    /// at parent time `parentTime` (SEMANTICS §3.3); never with speed 0.
    package static func hasEnded(_ timing: AnimationTiming, atParentTime parentTime: Double, profile: TimingProfile)
        -> Bool
    {
        guard timing.speed != 0 else { return false }
        return (parentTime - timing.beginTime) * abs(timing.speed) >= activeDuration(timing, profile: profile)
    }

    /// The cycle position of an animation at parent time `parentTime`, or `nil` when it holds no
    /// value there (outside its active period without a fill that covers it).
    ///
    /// Inside the active period a boundary instant shows what the instant just after it shows
    /// (a new cycle starts at its turn); the fills hold the period's first and last instants, the
    /// last one being the limit from inside (SEMANTICS §3.3–§3.6, §4.1–§4.2).
    package static func position(_ timing: AnimationTiming, atParentTime parentTime: Double, profile: TimingProfile)
        -> CyclePosition?
    {
        let s = timing.speed
        let o = timing.timeOffset
        let total = activeDuration(timing, profile: profile)
        let local: Double
        // Whether `local` is approached from above (later active time means larger local time).
        let fromAbove: Bool
        if s == 0 {
            local = o
            // Frozen exactly on a turn after the start: the next cycle's start, or (the profile's
            // other reading, SEMANTICS §3.3) the end of the cycle it ends.
            fromAbove = profile.frozenTurn == .nextCycleStart || o <= 0
        } else {
            let elapsed = parentTime - timing.beginTime
            if elapsed < 0 {
                guard timing.fillMode == .backwards || timing.fillMode == .both else { return nil }
                local = o
                fromAbove = s > 0
            } else if elapsed * abs(s) >= total {
                guard timing.fillMode == .forwards || timing.fillMode == .both else { return nil }
                local = (s > 0 ? total : -total) + o
                fromAbove = s < 0
            } else {
                local = elapsed * s + o
                fromAbove = s > 0
            }
        }
        return cyclePosition(
            local: local, timing: timing, activeDuration: total, fromAbove: fromAbove, profile: profile)
    }

    /// Whether parent time `parentTime` is an exact boundary instant of a timed object with
    /// `timing` under a negative speed (SEMANTICS §3.6: open, so not asserted): inside the active
    /// period, where the local time reads one way approached from above and another from below.
    ///
    /// The leg is compared, and the iteration too when `iterationMatters` (a cumulative
    /// animation's value depends on it): an autoreversing cycle's turn shows the start value
    /// either way.
    package static func isAtOpenInstant(
        _ timing: AnimationTiming, atParentTime parentTime: Double, iterationMatters: Bool, profile: TimingProfile
    ) -> Bool {
        let s = timing.speed
        guard s < 0, timing.duration > 0 else { return false }
        let elapsed = parentTime - timing.beginTime
        let total = activeDuration(timing, profile: profile)
        guard elapsed >= 0, elapsed * abs(s) < total else { return false }
        let local = elapsed * s + timing.timeOffset
        let below = cyclePosition(
            local: local, timing: timing, activeDuration: total, fromAbove: false, profile: profile)
        let above = cyclePosition(
            local: local, timing: timing, activeDuration: total, fromAbove: true, profile: profile)
        return below.leg != above.leg || iterationMatters && below.iteration != above.iteration
    }

    /// Wraps a local time into the active duration (per the profile), then into one cycle, and
    /// mirrors the backward leg of an autoreversing cycle.
    package static func cyclePosition(
        local: Double, timing: AnimationTiming, activeDuration total: Double, fromAbove: Bool, profile: TimingProfile
    ) -> CyclePosition {
        let d = timing.duration
        let cycle = timing.autoreverses ? 2 * d : d
        var time = local
        if profile.iterationWrap == .activeDurationThenCycle, total.isFinite, total > 0 {
            time = reduce(time, period: total, fromAbove: fromAbove).remainder
        }
        let (inCycle, iteration) = reduce(time, period: cycle, fromAbove: fromAbove)
        let leg = timing.autoreverses && inCycle > d ? cycle - inCycle : inCycle
        return CyclePosition(leg: leg, iteration: iteration)
    }

    /// `value` modulo `period` with the count of whole periods below it: the remainder lies in
    /// `[0, period)` when approached from above and in `(0, period]` from below, so a boundary
    /// belongs to the side the time comes from.
    package static func reduce(_ value: Double, period: Double, fromAbove: Bool) -> (remainder: Double, count: Double) {
        var remainder = value.truncatingRemainder(dividingBy: period)
        if remainder < 0 { remainder += period }
        if remainder >= period { remainder = 0 }
        if !fromAbove && remainder == 0 { remainder = period }
        return (remainder, ((value - remainder) / period).rounded())
    }

    /// Whether the time a layer gives its content at parent time `parentTime` rests on an exact
    /// boundary instant under the layer's negative speed (SEMANTICS §3.6; see
    /// ``isAtOpenInstant(_:atParentTime:iterationMatters:profile:)``).
    package static func layerContentTimeIsOpen(_ timing: LayerTiming, parentTime: Double, profile: TimingProfile)
        -> Bool
    {
        guard timing.duration.isFinite, timing.duration > 0 else { return false }
        let asAnimation = AnimationTiming(
            beginTime: timing.beginTime, duration: timing.duration, speed: timing.speed, timeOffset: timing.timeOffset,
            repeatCount: timing.repeatCount, repeatDuration: timing.repeatDuration, autoreverses: timing.autoreverses,
            fillMode: timing.fillMode)
        return isAtOpenInstant(asAnimation, atParentTime: parentTime, iterationMatters: false, profile: profile)
    }

    /// The time a layer gives its animations and sublayers when its parent's time is `parentTime`
    /// (SEMANTICS §1.3): the linear local time while its duration is unbounded (infinite, 0 or
    /// less); with a finite duration, the position in the current iteration exactly as an
    /// animation's local time, or `nil` outside its active period without a fill.
    package static func layerContentTime(_ timing: LayerTiming, parentTime: Double, profile: TimingProfile) -> Double? {
        guard timing.duration.isFinite, timing.duration > 0 else {
            return (parentTime - timing.beginTime) * timing.speed + timing.timeOffset
        }
        let asAnimation = AnimationTiming(
            beginTime: timing.beginTime, duration: timing.duration, speed: timing.speed, timeOffset: timing.timeOffset,
            repeatCount: timing.repeatCount, repeatDuration: timing.repeatDuration, autoreverses: timing.autoreverses,
            fillMode: timing.fillMode)
        return position(asAnimation, atParentTime: parentTime, profile: profile)?.leg
    }
}
