import MediaTiming

/// A keyframe animation resolved at add time: its values with valid key times and segment pacing.
///
/// Key times that break the mode's rules are ignored and the values spaced evenly; paced modes
/// space them by distance and ignore key times and timing functions.
struct KeyframePlan: Sendable {
    /// The values passed through.
    var values: [Double]
    /// One key time per value, or one more than values for discrete mode; ascending in [0, 1].
    var keyTimes: [Double]
    /// Whether each value is held until the next key time.
    var isDiscrete: Bool
    /// Whether segments are Catmull-Rom curves instead of straight lines.
    var isCubic: Bool
    /// One timing function per segment, or empty.
    var segmentFunctions: [TimingFunction]
    /// The profile's readings of cubic curves' end tangents and key-time spacing.
    var cubicShape: CubicShape

    /// Resolves `keyframes`, reading the open points of cubic curves as `profile` says.
    init(_ keyframes: KeyframeValues, ignoreKeyTimes: Bool = false, profile: TimingProfile = .coreAnimation) {
        values = keyframes.values
        let count = values.count
        let mode = keyframes.calculationMode
        isDiscrete = mode == .discrete
        isCubic = mode == .cubic || mode == .cubicPaced
        cubicShape = CubicShape(profile, paced: mode == .cubicPaced)
        let paced = mode == .paced || mode == .cubicPaced
        segmentFunctions = paced ? [] : (keyframes.timingFunctions ?? [])
        let needed = isDiscrete ? count + 1 : count
        if mode == .cubicPaced, profile.cubicPacedSpacing == .splineArcLength {
            keyTimes = Self.arcLengthKeyTimes(values, reflectsEnds: cubicShape.reflectsEnds)
        } else if paced {
            keyTimes = Self.pacedKeyTimes(values)
        } else if !ignoreKeyTimes, let given = keyframes.keyTimes, Self.isValid(given, count: needed) {
            keyTimes = given
        } else {
            keyTimes = Self.evenKeyTimes(count: needed)
        }
    }

    /// Whether `times` has `count` entries, starts at 0, ends at 1 and never goes down.
    static func isValid(_ times: [Double], count: Int) -> Bool {
        guard times.count == count, count >= 1, times.first == 0, times.last == 1 || count == 1 else {
            return false
        }
        for (earlier, later) in zip(times, times.dropFirst()) where !(earlier <= later) { return false }
        return times.allSatisfy { $0 >= 0 && $0 <= 1 }
    }

    /// `count` key times spaced evenly from 0 to 1.
    static func evenKeyTimes(count: Int) -> [Double] {
        guard count > 1 else { return count == 1 ? [0] : [] }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Key times proportional to the distance travelled; even when nothing moves.
    static func pacedKeyTimes(_ values: [Double]) -> [Double] {
        guard values.count > 1 else { return evenKeyTimes(count: values.count) }
        var distances = [0.0]
        for (a, b) in zip(values, values.dropFirst()) { distances.append(distances.last! + abs(b - a)) }
        let total = distances.last!
        guard total > 0, total.isFinite else { return evenKeyTimes(count: values.count) }
        return distances.map { $0 / total }
    }

    /// Key times in proportion to the arc length of each segment of the uniform Catmull-Rom
    /// spline through `values`; even when nothing moves.
    ///
    /// A segment's arc length on a line is its total variation: the sum of the distances between
    /// the values at its ends and at the zeros of its derivative, a quadratic solved in closed form.
    static func arcLengthKeyTimes(_ values: [Double], reflectsEnds: Bool) -> [Double] {
        guard values.count > 1 else { return evenKeyTimes(count: values.count) }
        let shape = CubicShape(reflectsEnds: reflectsEnds, adjustsForSpacing: false)
        var distances = [0.0]
        for segment in 0..<(values.count - 1) {
            let (p0, p1, m0, m1) = values.withUnsafeBufferPointer {
                shape.hermite(values: $0, keyTimes: nil, segment: segment)
            }
            // x′(u) = a·u² + b·u + c for the Hermite form of the segment.
            let a = 6 * p0 + 3 * m0 - 6 * p1 + 3 * m1
            let b = -6 * p0 - 4 * m0 + 6 * p1 - 2 * m1
            let c = m0
            var roots: [Double] = []
            if a == 0 {
                if b != 0 { roots.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant > 0 {
                    let root = discriminant.squareRoot()
                    roots += [(-b - root) / (2 * a), (-b + root) / (2 * a)]
                }
            }
            var previous = p0
            var length = 0.0
            for u in roots.filter({ $0 > 0 && $0 < 1 }).sorted() + [1] {
                let x = CubicShape.hermiteValue(p0, m0, p1, m1, u)
                length += abs(x - previous)
                previous = x
            }
            distances.append(distances.last! + length)
        }
        let total = distances.last!
        guard total > 0, total.isFinite else { return evenKeyTimes(count: values.count) }
        return distances.map { $0 / total }
    }

    /// The value at linear progress `progress` in [0, 1]; `nil` when there are no values.
    func value(at progress: Double) -> Double? {
        values.withUnsafeBufferPointer { values in
            keyTimes.withUnsafeBufferPointer { keyTimes in
                segmentFunctions.withUnsafeBufferPointer { functions in
                    KeyframeCurve(
                        values: values, keyTimes: keyTimes, segmentFunctions: functions,
                        isDiscrete: isDiscrete, isCubic: isCubic, cubicShape: cubicShape
                    ).value(at: progress)
                }
            }
        }
    }
}

/// How a cubic keyframe curve reads the open points of its shape (SEMANTICS §5.4): the missing
/// neighbour of an end value and whether tangents follow uneven key times.
struct CubicShape: Sendable {
    /// Whether an end's missing neighbour is reflected (`2p₀ − p₁`) rather than the end itself.
    var reflectsEnds: Bool
    /// Whether tangents are scaled for uneven key-time spacing.
    var adjustsForSpacing: Bool

    /// The reading of `profile` for a `cubic` curve, or a `cubicPaced` one when `paced`: each
    /// mode has its own reading of key-time spacing.
    init(_ profile: TimingProfile, paced: Bool) {
        reflectsEnds = profile.cubicEndTangent == .reflectedNeighbour
        let spacing = paced ? profile.cubicPacedKeyTimeSpacing : profile.cubicKeyTimeSpacing
        adjustsForSpacing = spacing == .spacingAdjusted
    }

    init(reflectsEnds: Bool, adjustsForSpacing: Bool) {
        self.reflectsEnds = reflectsEnds
        self.adjustsForSpacing = adjustsForSpacing
    }

    /// Segment `i`'s end values and tangents (Catmull-Rom: each tangent the mean of the key's two
    /// chords), the tangents scaled for uneven `keyTimes` when it adjusts for spacing.
    @inline(__always)
    func hermite(
        values: UnsafeBufferPointer<Double>, keyTimes: UnsafeBufferPointer<Double>?, segment i: Int
    ) -> (p0: Double, p1: Double, m0: Double, m1: Double) {
        let count = values.count
        let p0 = values[i]
        let p1 = values[i + 1]
        let previous = i > 0 ? values[i - 1] : (reflectsEnds ? 2 * p0 - p1 : p0)
        let next = i + 2 < count ? values[i + 2] : (reflectsEnds ? 2 * p1 - p0 : p1)
        var outgoing = 0.5 * ((p0 - previous) + (p1 - p0))
        var incoming = 0.5 * ((p1 - p0) + (next - p1))
        if adjustsForSpacing, let keyTimes {
            let span = keyTimes[i + 1] - keyTimes[i]
            let spanBefore = i > 0 ? keyTimes[i] - keyTimes[i - 1] : span
            let spanAfter = i + 2 < count ? keyTimes[i + 2] - keyTimes[i + 1] : span
            if spanBefore + span > 0 { outgoing *= 2 * span / (spanBefore + span) }
            if span + spanAfter > 0 { incoming *= 2 * span / (span + spanAfter) }
        }
        return (p0, p1, outgoing, incoming)
    }

    /// The cubic Hermite curve from `p0` (tangent `m0`) to `p1` (tangent `m1`) at `f` in [0, 1].
    @inline(__always)
    static func hermiteValue(_ p0: Double, _ m0: Double, _ p1: Double, _ m1: Double, _ f: Double) -> Double {
        let f2 = f * f
        let f3 = f2 * f
        let h00 = 2 * f3 - 3 * f2 + 1
        let h10 = f3 - 2 * f2 + f
        let h01 = -2 * f3 + 3 * f2
        let h11 = f3 - f2
        return h00 * p0 + h10 * m0 + h01 * p1 + h11 * m1
    }
}

/// A keyframe curve over borrowed storage: the evaluation of ``KeyframePlan``, shared with the
/// copies a layer's ``LiveTable`` keeps inline.
struct KeyframeCurve {
    /// The values passed through.
    var values: UnsafeBufferPointer<Double>
    /// Valid key times: one per value, or one more for discrete mode.
    var keyTimes: UnsafeBufferPointer<Double>
    /// One timing function per segment, or none.
    var segmentFunctions: UnsafeBufferPointer<TimingFunction>
    /// Whether each value is held until the next key time.
    var isDiscrete: Bool
    /// Whether segments are Catmull-Rom curves.
    var isCubic: Bool
    /// The profile's reading of cubic curves.
    var cubicShape: CubicShape
    /// The engine's timing-curve solver, when it is not the curves' own.
    var curveSolver: Unmanaged<CurveSolver>? = nil

    /// The value at linear progress `progress` in [0, 1]; `nil` when there are no values.
    @inline(__always)
    func value(at progress: Double) -> Double? {
        guard let first = values.first else { return nil }
        let count = values.count
        if count == 1 { return first }
        if isDiscrete {
            // Value i holds over [k_i, k_{i+1}); the end of the period shows the last value.
            var index = 0
            while index + 1 < count, progress >= keyTimes[index + 1] { index += 1 }
            return values[index]
        }
        guard progress > 0 else { return first }
        guard progress < 1 else { return values[count - 1] }
        var segment = 0
        while segment + 2 < count, progress >= keyTimes[segment + 1] { segment += 1 }
        let start = keyTimes[segment]
        let end = keyTimes[segment + 1]
        var fraction = end > start ? (progress - start) / (end - start) : 1
        if segment < segmentFunctions.count {
            fraction =
                curveSolver?.takeUnretainedValue().solve(segmentFunctions[segment], fraction)
                ?? segmentFunctions[segment](fraction)
        }
        if isCubic { return cubicValue(segment: segment, fraction: fraction) }
        return Interpolation.lerp(values[segment], values[segment + 1], fraction)
    }

    /// A Catmull-Rom (Kochanek–Bartels with zero tension, continuity and bias) segment.
    ///
    /// Tangents are the average of the neighbouring chords, scaled for unequal key-time spacing
    /// and with the end points' missing neighbours as ``cubicShape`` reads them.
    private func cubicValue(segment i: Int, fraction f: Double) -> Double {
        let (p0, p1, m0, m1) = cubicShape.hermite(values: values, keyTimes: keyTimes, segment: i)
        return CubicShape.hermiteValue(p0, m0, p1, m1, f)
    }
}
