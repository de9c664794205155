import MediaTiming

extension EngineWorld {
    /// The times a layer gives its animations over a stretch of its parent's (or media) time:
    /// a range holding every one of them, or none when it has no time at any instant.
    struct ContentRange {
        /// The least and greatest time, or `nil` when the layer has no time throughout.
        var bounds: (low: Double, high: Double)?
    }

    /// A range holding every time `view`'s layer gives its animations at the media times of
    /// `[from, to]`, through every bounded layer on the way (§1.3); `nil` bounds when it has no
    /// time at any of them.
    ///
    /// It is exact where each layer's time moves without a turn, an edge of its active period or
    /// a fill on the way (the time is then monotonic in media time, so its ends bound it), and
    /// otherwise widens to the whole of the layer's iteration `[0, duration]`: a superset, which
    /// is all a render needs to know that a copy's time stayed clear of its edges.
    func contentRange(of view: Int, from: Double, to: Double) -> ContentRange {
        var range = ContentRange(bounds: (Swift.min(from, to), Swift.max(from, to)))
        for index in chain(view) {
            guard let (low, high) = range.bounds else { return range }
            range = Self.contentRange(layers[index].timing, parentLow: low, parentHigh: high, profile: profile)
        }
        return range
    }

    /// The range of times `timing` gives its content while its parent's time stays in `[low, high]`.
    static func contentRange(
        _ timing: LayerTiming, parentLow low: Double, parentHigh high: Double, profile: TimingProfile
    )
        -> ContentRange
    {
        let first = ValueOracle.layerContentTime(timing, parentTime: low, profile: profile)
        let last = ValueOracle.layerContentTime(timing, parentTime: high, profile: profile)
        let isBounded = timing.duration.isFinite && timing.duration > 0
        guard isBounded, timing.speed != 0, high > low else {
            // Linear (unbounded), frozen, or a single instant: the ends bound it.
            switch (first, last) {
            case (let a?, let b?): return ContentRange(bounds: (Swift.min(a, b), Swift.max(a, b)))
            case (let a?, nil), (nil, let a?): return ContentRange(bounds: (a, a))
            case (nil, nil): return ContentRange(bounds: nil)
            }
        }
        if !hasBreak(timing, parentLow: low, parentHigh: high, profile: profile) {
            switch (first, last) {
            case (let a?, let b?): return ContentRange(bounds: (Swift.min(a, b), Swift.max(a, b)))
            case (nil, nil): return ContentRange(bounds: nil)
            default: break
            }
        }
        return ContentRange(bounds: (0, timing.duration))
    }

    /// Whether a bounded layer's time turns, wraps, or crosses an edge of its active period at
    /// a parent time after `low` and up to `high` (or within rounding of one).
    private static func hasBreak(
        _ timing: LayerTiming, parentLow low: Double, parentHigh high: Double, profile: TimingProfile
    ) -> Bool {
        let asAnimation = AnimationTiming(
            beginTime: timing.beginTime, duration: timing.duration, speed: timing.speed, timeOffset: timing.timeOffset,
            repeatCount: timing.repeatCount, repeatDuration: timing.repeatDuration, autoreverses: timing.autoreverses,
            fillMode: timing.fillMode)
        let total = ValueOracle.activeDuration(asAnimation, profile: profile)
        let speed = timing.speed
        let tolerance = boundaryTolerance * Swift.max(1, abs(low), abs(high), abs(timing.timeOffset))
        // The edges of the active period, in parent time.
        var edges = [timing.beginTime]
        if total.isFinite { edges.append(timing.beginTime + total / abs(speed)) }
        if edges.contains(where: { $0 > low - tolerance && $0 <= high + tolerance && abs($0 - low) > tolerance }) {
            return true
        }
        // The turns: local time on a multiple of the duration (a cycle's end or its mirror) or
        // of the active duration (the first wrap's period under `activeDurationThenCycle`).
        let localLow = (low - timing.beginTime) * speed + timing.timeOffset
        let localHigh = (high - timing.beginTime) * speed + timing.timeOffset
        let (a, b) = (Swift.min(localLow, localHigh), Swift.max(localLow, localHigh))
        for period in [timing.duration, total] where period.isFinite && period > 0 {
            let firstTurn = (a / period).rounded(.up) * period
            let nearest = (localLow / period).rounded() * period
            // A turn strictly after the start (a start on a turn is read at the turn already).
            let startsOnTurn = abs(localLow - nearest) <= tolerance
            for turn in [firstTurn, firstTurn + period, firstTurn - period]
            where turn >= a - tolerance && turn <= b + tolerance {
                if startsOnTurn && abs(turn - nearest) <= tolerance { continue }
                return true
            }
        }
        return false
    }

    /// Whether a committed copy with `timing` neither starts nor ends while its layer's time
    /// stays in `range`: it has not started and every time is before its begin time, or it has
    /// started and every time is before its end, or the layer has no time at all (§1.3: none of
    /// its animations starts or ends then).
    static func staysClear(_ timing: AnimationTiming, hasStarted: Bool, in range: ContentRange, profile: TimingProfile)
        -> Bool
    {
        guard let (_, high) = range.bounds else { return true }
        let tolerance = boundaryTolerance * Swift.max(1, abs(high))
        guard hasStarted else { return timing.speed != 0 && high < timing.beginTime - tolerance }
        guard timing.speed != 0 else { return true }
        let end = timing.beginTime + ValueOracle.activeDuration(timing, profile: profile) / abs(timing.speed)
        return high < end - tolerance
    }
}
