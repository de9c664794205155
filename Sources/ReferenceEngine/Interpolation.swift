import MediaTiming

/// The pure value rules of basic animations: which range from, to and by select, and accumulation.
enum Interpolation {
    /// The start and end of a basic animation's range given the value composed so far.
    ///
    /// from+to: from…to; from+by: from…from+by; by+to: to−by…to; from only: from…underlying;
    /// to only: underlying…to; by only: underlying…underlying+by; none: `nil` (no visible change).
    @inline(__always)
    static func range(_ values: BasicValues, underlying: Double) -> (start: Double, end: Double)? {
        switch (values.from, values.to, values.by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return (from, from + by)
        case (nil, let to?, let by?): return (to - by, to)
        case (let from?, nil, nil): return (from, underlying)
        case (nil, let to?, nil): return (underlying, to)
        case (nil, nil, let by?): return (underlying, underlying + by)
        case (nil, nil, nil): return nil
        }
    }

    /// Straight-line interpolation, exact at both ends.
    @inline(__always)
    static func lerp(_ start: Double, _ end: Double, _ fraction: Double) -> Double {
        if fraction == 1 { return end }
        return start + (end - start) * fraction
    }

    /// What a cumulative animation adds in cycle `iteration` (0 for the first cycle).
    ///
    /// `cycleStart` and `cycleEnd` are the values at the first and last instant of one cycle (the
    /// end is the start value again when the cycle autoreverses).
    @inline(__always)
    static func accumulation(
        iteration: Double, cycleStart: Double, cycleEnd: Double, reading: TimingProfile.CumulativeReading
    ) -> Double {
        guard iteration > 0 else { return 0 }
        switch reading {
        case .addEndValue: return iteration * cycleEnd
        case .addChange: return iteration * (cycleEnd - cycleStart)
        }
    }
}
