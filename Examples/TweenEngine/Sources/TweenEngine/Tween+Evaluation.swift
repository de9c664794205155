import MediaTiming

/// Where a tween stands at one instant of its node's local time.
enum TweenPhase: Equatable {
    /// Its begin time is still ahead.
    case before
    /// Inside its active period.
    case active
    /// Its active duration has elapsed.
    case after
}

extension TweenEngine.Tween {
    /// The active duration: `repeatDuration`, or one cycle times the repeat count (forever for an
    /// infinite count).
    var activeDuration: Double { animation.timing.activeDuration() }

    /// The phase at node time `nodeTime`. A tween with speed 0 is always active and never ends.
    func phase(atNodeTime nodeTime: Double) -> TweenPhase {
        let timing = animation.timing
        guard timing.speed != 0 else { return .active }
        let elapsed = nodeTime - timing.beginTime
        if elapsed < -TweenEngine.timeTolerance { return .before }
        return elapsed * timing.speed >= activeDuration - TweenEngine.timeTolerance ? .after : .active
    }

    /// The eased progress the tween shows at node time `nodeTime`, or `nil` when it shows nothing
    /// (outside its active period without a fill that holds it).
    func progress(atNodeTime nodeTime: Double) -> Double? {
        let timing = animation.timing
        switch phase(atNodeTime: nodeTime) {
        case .before:
            guard timing.fillMode.fillsBackwards else { return nil }
            return eased(iterationProgress(localTime: timing.timeOffset, closingEnd: false))
        case .after:
            // A forwards fill only shows while the tween stays on its node.
            guard timing.fillMode.fillsForwards, !animation.isRemovedOnCompletion else { return nil }
            return eased(iterationProgress(localTime: activeDuration + timing.timeOffset, closingEnd: true))
        case .active:
            let local = (nodeTime - timing.beginTime) * timing.speed + timing.timeOffset
            return eased(iterationProgress(localTime: local, closingEnd: false))
        }
    }

    /// Linear progress in [0, 1] at a tween-local time: wrapped into the active duration, then
    /// into one cycle, then mirrored on the backward leg of an autoreverse.
    ///
    /// With `closingEnd`, a time that lands exactly on a wrap point counts as the end of the
    /// period it closes, not the start of the next: that is how the value held after the active
    /// period is "endpoint-inclusive" (2 full iterations end at progress 1, not 0).
    func iterationProgress(localTime: Double, closingEnd: Bool) -> Double {
        let timing = animation.timing
        let duration = timing.duration
        guard duration > 0 else { return 1 }
        let inPeriod = Self.wrap(localTime, into: activeDuration, closingEnd: closingEnd)
        var position = Self.wrap(inPeriod, into: timing.cycleDuration, closingEnd: closingEnd)
        if timing.autoreverses && position > duration { position = 2 * duration - position }
        return position / duration
    }

    /// The timing function applied to a linear progress; no function means linear.
    func eased(_ progress: Double) -> Double {
        animation.timingFunction.map { $0(progress) } ?? progress
    }

    /// `value` wrapped into `[0, length)`, or into `(0, length]` with `closingEnd`; an infinite
    /// length leaves it as it is. A result within ``TweenEngine/timeTolerance`` of a wrap point
    /// snaps to it, so that rounding noise never turns "just started" into "just ended".
    static func wrap(_ value: Double, into length: Double, closingEnd: Bool) -> Double {
        guard length.isFinite, length > 0 else { return value }
        var wrapped = value - length * (value / length).rounded(.down)
        if abs(wrapped - length) <= TweenEngine.timeTolerance { wrapped = 0 }
        if wrapped <= TweenEngine.timeTolerance && value > TweenEngine.timeTolerance {
            wrapped = closingEnd ? length : 0
        }
        return wrapped
    }

    /// The start and end values: `from`, `to` and `by` as `CABasicAnimation` reads them, with the
    /// node's stored value `model` standing in for a missing end (a deliberate simplification:
    /// Core Animation uses the value composed so far).
    func endpoints(model: Double) -> (start: Double, end: Double) {
        guard case .basic(let values) = animation.kind else { return (model, model) }
        switch (values.from, values.to, values.by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return (from, from + by)
        case (nil, let to?, let by?): return (to - by, to)
        case (let from?, nil, nil): return (from, model)
        case (nil, let to?, nil): return (model, to)
        case (nil, nil, let by?): return (model, model + by)
        case (nil, nil, nil): return (model, model)
        }
    }
}
