import MediaTiming

/// The time a layer with the rest of `CAMediaTiming` gives its animations and sublayers, from
/// SEMANTICS.md §1.3 and §3 alone: the oracle of TIME-5, sharing no code with any engine.
///
/// A layer whose duration is unbounded passes its linear local time on. A bounded one wraps it
/// into iterations, mirrors the backward leg of an autoreversing cycle, and outside its active
/// period holds the first or last instant when its fill says so, else has no time at all (`nil`),
/// which silences its animations and its sublayers'.
package struct BoundedLayerOracle {
    /// An oracle that reads layer timing as `profile` does.
    package init(profile: TimingProfile) { self.profile = profile }

    package var profile: TimingProfile
    /// Rounding forgiven at every boundary (the edges of the active period and each turn).
    package var boundaryTolerance = 1e-9

    /// The time `timing` gives its content when its parent's time is `parentTime`.
    package func contentTime(_ timing: LayerTiming, parentTime: Double?) -> Double? {
        guard let parentTime else { return nil }
        let d = timing.duration
        let linear = (parentTime - timing.beginTime) * timing.speed + timing.timeOffset
        guard d.isFinite, d > 0 else { return linear }
        let cycle = timing.autoreverses ? d + d : d
        let span = activeSpan(timing, cycle: cycle)
        if timing.speed == 0 {
            // Frozen exactly on a turn: the next cycle's start, or the profile's other reading.
            let readsEnd = profile.frozenTurn == .previousCycleEnd && timing.timeOffset > 0
            return leg(timing.timeOffset, d: d, cycle: cycle, span: span, closedAtEnd: readsEnd, timing)
        }
        let elapsed = (parentTime - timing.beginTime) * abs(timing.speed)
        let direction: Double = timing.speed > 0 ? 1 : -1
        if elapsed < -boundaryTolerance {
            let fills = timing.fillMode == .backwards || timing.fillMode == .both
            return fills
                ? leg(timing.timeOffset, d: d, cycle: cycle, span: span, closedAtEnd: direction < 0, timing) : nil
        }
        if elapsed >= span - boundaryTolerance {
            let fills = timing.fillMode == .forwards || timing.fillMode == .both
            return fills
                ? leg(
                    direction * span + timing.timeOffset, d: d, cycle: cycle, span: span, closedAtEnd: direction > 0,
                    timing) : nil
        }
        return leg(
            direction * Swift.max(elapsed, 0) + timing.timeOffset, d: d, cycle: cycle, span: span,
            closedAtEnd: direction < 0, timing)
    }

    /// The active duration: the repeat duration when set, else the cycles the repeat count asks for.
    private func activeSpan(_ timing: LayerTiming, cycle: Double) -> Double {
        if timing.repeatDuration > 0 {
            let doubled = profile.repeatDurationUnderAutoreverse == .doubled && timing.autoreverses
            return doubled ? 2 * timing.repeatDuration : timing.repeatDuration
        }
        if timing.repeatCount == .infinity || timing.repeatCount == .greatestFiniteMagnitude { return .infinity }
        return cycle * (timing.repeatCount == 0 ? 1 : timing.repeatCount)
    }

    /// The time within the forward leg at local time `t`; `closedAtEnd` reads an exact turn as the
    /// end of the cycle before it rather than the start of the next.
    private func leg(_ t: Double, d: Double, cycle: Double, span: Double, closedAtEnd: Bool, _ timing: LayerTiming)
        -> Double
    {
        var position = t
        if profile.iterationWrap == .activeDurationThenCycle, span.isFinite, span > 0 {
            position = modulo(position, span, closedAtEnd: closedAtEnd)
        }
        position = modulo(position, cycle, closedAtEnd: closedAtEnd)
        return timing.autoreverses && position > d ? cycle - position : position
    }

    /// `t` reduced into `[0, p)`, or `(0, p]` when closed at the end, counting anything within the
    /// tolerance of a turn as the turn.
    private func modulo(_ t: Double, _ p: Double, closedAtEnd: Bool) -> Double {
        let turns = (t / p).rounded(.down)
        var r = t - turns * p
        if r < 0 { r += p }
        if r >= p { r -= p }
        if closedAtEnd {
            if r <= boundaryTolerance, p > 2 * boundaryTolerance { r = p }
        } else if p - r <= boundaryTolerance, p > 2 * boundaryTolerance {
            r = 0
        }
        return r
    }
}
