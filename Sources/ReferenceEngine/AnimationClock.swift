import MediaTiming

/// Where an animation stands relative to its active period.
enum ActivePhase: Equatable, Sendable {
    /// Before the active period begins.
    case before
    /// Inside the active period.
    case active
    /// After the active duration completed.
    case after
}

/// The position of an animation inside one cycle, ready for interpolation.
struct CycleSample: Equatable, Sendable {
    /// The time inside the forward leg, `0…d`, after the autoreverse mirror.
    var legTime: Double
    /// `legTime / d`: the linear progress before the timing function.
    var progress: Double
    /// Which cycle the position falls in, from 0; counts forward-and-back cycles.
    var iteration: Double
}

/// The pure timing of one animation: active period, iterations, direction and fill.
///
/// `e = tp − b` is measured in the parent's time (the layer's, or the group's for a child). With a
/// speed `s ≠ 0` the animation is before its active period while `e·|s| < 0`, after it once
/// `e·|s| ≥ D`, and active otherwise, at local time `t = e·s + o`. With `s = 0` it is always active
/// at local time `o` and never completes.
struct AnimationClock: Sendable {
    /// The begin time in the parent's time; stamped at commit for top-level animations.
    var beginTime: Double
    /// One forward leg.
    var duration: Double
    /// The rate relative to the parent's time.
    var speed: Double
    /// The local time at the begin time.
    var timeOffset: Double
    /// Whether each cycle plays forward then back.
    var autoreverses: Bool
    /// How the value is held outside the active period.
    var fillMode: FillMode
    /// One cycle, `L = d · (ar ? 2 : 1)`.
    var cycleDuration: Double
    /// The active duration `D`.
    var activeDuration: Double
    /// Whether the first wrap is modulo `D` (the default) or straight to the cycle.
    var wrapsActiveDurationFirst: Bool
    /// Deliberate faults, for mutation testing only.
    var faults: _EngineFault
    /// Whether an exact turn under a negative speed reads as the end of a cycle (SEMANTICS §3.6).
    var negativeTurnsReadCycleEnd: Bool
    /// Whether a positive time offset frozen by speed 0 exactly on a turn reads as the end of
    /// the cycle it ends (SEMANTICS §3.3, the profile's `frozenTurn`).
    var frozenTurnsReadCycleEnd: Bool

    /// Resolves `timing` (whose duration is already defaulted) under `configuration`.
    init(_ timing: AnimationTiming, configuration: EngineConfiguration) {
        var timing = timing
        if configuration.has(.fractionalRepeatCountTruncated), timing.repeatCount > 1,
            timing.repeatCount.isFinite
        {
            timing.repeatCount = timing.repeatCount.rounded(.towardZero)
        }
        if configuration.has(.repeatDurationIgnored) { timing.repeatDuration = 0 }
        if configuration.has(.negativeSpeedIgnored) { timing.speed = abs(timing.speed) }
        beginTime = timing.beginTime
        duration = max(timing.duration, 0)
        speed = timing.speed
        timeOffset = timing.timeOffset
        autoreverses = timing.autoreverses
        fillMode = timing.fillMode
        cycleDuration = timing.autoreverses ? 2 * duration : duration
        activeDuration = max(timing.activeDuration(profile: configuration.profile), 0)
        wrapsActiveDurationFirst = configuration.profile.iterationWrap == .activeDurationThenCycle
        faults = configuration.faults
        negativeTurnsReadCycleEnd = configuration.negativeSpeedTurns == .cycleEnd
        frozenTurnsReadCycleEnd = configuration.profile.frozenTurn == .previousCycleEnd
    }

    /// The parent-time length of the active period, `D / |s|`; infinite for speed 0.
    var activeSpan: Double { speed == 0 ? .infinity : activeDuration / abs(speed) }

    /// The parent time at which the active period ends.
    var endTime: Double { beginTime + activeSpan }

    /// How far inside its boundaries a time must be to count as inside: times are Doubles and
    /// speeds may come from Floats, so the boundary instants are compared within 1e-9.
    static let tolerance = 1e-9

    /// Where the animation stands at parent time `parentTime`.
    @inline(__always)
    func phase(atParentTime parentTime: Double) -> ActivePhase {
        if speed == 0 { return .active }
        let scaled = (parentTime - beginTime) * abs(speed)
        if scaled < -Self.tolerance { return .before }
        if scaled >= activeEnd - Self.tolerance { return .after }
        return .active
    }

    /// Where the active period ends in active time: `D`, or `D − o` under a deliberate fault.
    @inline(__always)
    var activeEnd: Double {
        faults.contains(.timeOffsetNotWrapped) && speed > 0 ? activeDuration - timeOffset : activeDuration
    }

    /// The cycle position at `parentTime`, or `nil` when the animation contributes nothing there.
    @inline(__always)
    func sample(atParentTime parentTime: Double) -> CycleSample? {
        let local: Double
        let upperClosed: Bool
        if speed == 0 {
            local = timeOffset
            // Time 0 begins the first cycle either way: only a later turn can read as an end.
            upperClosed = frozenTurnsReadCycleEnd && timeOffset > 0
        } else {
            let elapsed = parentTime - beginTime
            let scaled = elapsed * abs(speed)
            if !(scaled >= -Self.tolerance) {
                guard scaled < 0, fillMode.fillsBackwards, !faults.contains(.fillBackwardsIgnored) else {
                    return nil
                }
                // Backwards fill holds the first instant of the period; played backwards that is its end.
                local = timeOffset
                upperClosed = (speed < 0) != faults.contains(.negativeSpeedFillWrongEnd)
            } else if scaled >= activeEnd - Self.tolerance {
                guard fillMode.fillsForwards else { return nil }
                if faults.contains(.timingFunctionNotClamped) {
                    return unwrappedSample(local: elapsed * speed + timeOffset)
                }
                // The end value is endpoint-inclusive: the last instant of the period, not the next.
                local = (speed > 0 ? activeEnd : -activeDuration) + timeOffset
                upperClosed = speed > 0
            } else {
                // Within the tolerance of the begin counts as the begin itself.
                let inside = max(scaled, 0)
                local = (speed > 0 ? inside : -inside) + timeOffset
                upperClosed = speed < 0 && negativeTurnsReadCycleEnd
            }
        }
        return cycleSample(local: local, upperClosed: upperClosed)
    }

    /// Wraps a local time into one cycle and mirrors the backward leg.
    ///
    /// `upperClosed` picks the representative of a boundary: `(0, L]` instead of `[0, L)`, so the
    /// last instant of a forward period reads as the end of a cycle, not the start of the next.
    @inline(__always)
    func cycleSample(local: Double, upperClosed: Bool) -> CycleSample {
        guard cycleDuration > 0, local.isFinite else {
            let end: Double = local.isFinite ? (local > 0 || upperClosed ? 1 : 0) : 0
            return CycleSample(legTime: duration * end, progress: end, iteration: 0)
        }
        var time = local
        let upperClosed = upperClosed || (faults.contains(.turnShowsPreviousCycleEnd) && local > 0)
        if wrapsActiveDurationFirst, activeDuration.isFinite, activeDuration > 0,
            !faults.contains(.timeOffsetNotWrapped)
        {
            time = Self.wrap(time, activeDuration, upperClosed: upperClosed).remainder
        }
        let (cycleTime, iteration) = Self.wrap(time, cycleDuration, upperClosed: upperClosed)
        var leg = cycleTime
        if faults.contains(.laterIterationsLag), iteration > 0 { leg = max(0, leg - duration / 10) }
        if autoreverses {
            if faults.contains(.backwardLegSwapped) {
                leg = leg < duration ? duration - leg : leg - duration
            } else if leg > duration {
                leg = faults.contains(.backwardLegNotMirrored) ? leg - duration : 2 * duration - leg
            }
        }
        return CycleSample(legTime: leg, progress: leg / duration, iteration: iteration)
    }

    /// The sample of a fault that lets progress run past the cycle (mutation testing only).
    private func unwrappedSample(local: Double) -> CycleSample {
        CycleSample(legTime: local, progress: duration > 0 ? local / duration : 1, iteration: 0)
    }

    /// `value` modulo `period` with the quotient: in `[0, period)`, or `(0, period]` when upper-closed.
    @inline(__always)
    static func wrap(_ value: Double, _ period: Double, upperClosed: Bool) -> (remainder: Double, iteration: Double) {
        let ratio = value / period
        var quotient = upperClosed ? ratio.rounded(.up) - 1 : ratio.rounded(.down)
        var remainder = value - quotient * period
        // Rounding can leave the remainder a hair outside its interval.
        if upperClosed {
            if remainder <= 0 {
                remainder += period
                quotient -= 1
            }
            if remainder > period {
                remainder -= period
                quotient += 1
            }
            // Within the boundary tolerance past a turn is the turn itself: the previous cycle's end,
            // as the active period's edges forgive the same rounding.
            if remainder <= tolerance, period > 2 * tolerance {
                remainder = period
                quotient -= 1
            }
        } else {
            if remainder < 0 {
                remainder += period
                quotient -= 1
            }
            if remainder >= period {
                remainder -= period
                quotient += 1
            }
            // Within the boundary tolerance before a turn is the turn itself: the next cycle's start.
            if period - remainder <= tolerance, period > 2 * tolerance {
                remainder = 0
                quotient += 1
            }
        }
        return (remainder, quotient)
    }
}
