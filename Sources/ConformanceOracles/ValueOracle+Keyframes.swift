import MediaTiming

extension ValueOracle {
    /// The value of a keyframe animation at (already paced) progress `p` in [0, 1], or `nil` when
    /// it has no values (SEMANTICS §5.4), with cubic curves shaped and cubic-paced ones spaced as
    /// `profile` reads those open points.
    package static func keyframeValue(_ keyframes: KeyframeValues, at p: Double, profile: TimingProfile) -> Double? {
        let values = keyframes.values
        guard let first = values.first, let last = values.last else { return nil }
        let n = values.count
        if n == 1 { return first }
        switch keyframes.calculationMode {
        case .discrete:
            let times = validKeyTimes(keyframes.keyTimes, count: n + 1) ?? evenKeyTimes(n + 1)
            // Value i holds over [k_i, k_{i+1}); the last instant shows the last value.
            return values[min(lastIndex(in: times, atOrBelow: p), n - 1)]
        case .paced:
            return pacedLinear(values, at: p)
        case .linear, .cubic, .cubicPaced:
            if p <= 0 { return first }
            if p >= 1 { return last }
            let paced = keyframes.calculationMode == .cubicPaced
            let pacedTimes =
                profile.cubicPacedSpacing == .splineArcLength
                ? arcLengthKeyTimes(values, profile: profile) : distanceKeyTimes(values)
            let times =
                paced
                ? (pacedTimes ?? evenKeyTimes(n))
                : (validKeyTimes(keyframes.keyTimes, count: n) ?? evenKeyTimes(n))
            let functions = paced ? [] : (keyframes.timingFunctions ?? [])
            let i = min(lastIndex(in: times, atOrBelow: p), n - 2)
            let span = times[i + 1] - times[i]
            var f = span > 0 ? (p - times[i]) / span : 1
            if i < functions.count { f = ease(functions[i], f) }
            if keyframes.calculationMode == .linear { return values[i] + (values[i + 1] - values[i]) * f }
            return splineValue(values, times, segment: i, fraction: f, profile: profile, paced: paced)
        }
    }

    /// The given key times when they follow the rules for `count` entries: first 0, last 1, never
    /// decreasing, inside [0, 1]; `nil` otherwise (they are then ignored).
    package static func validKeyTimes(_ times: [Double]?, count: Int) -> [Double]? {
        guard let times, times.count == count, times.first == 0, times.last == 1 else { return nil }
        for index in times.indices.dropFirst() where times[index] < times[index - 1] { return nil }
        return times.allSatisfy { $0 >= 0 && $0 <= 1 } ? times : nil
    }

    /// `count` key times spread evenly over [0, 1].
    package static func evenKeyTimes(_ count: Int) -> [Double] {
        (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Key times proportional to the distance travelled between values; `nil` when nothing moves.
    package static func distanceKeyTimes(_ values: [Double]) -> [Double]? {
        var travelled = [0.0]
        for index in values.indices.dropFirst() {
            travelled.append(travelled[index - 1] + abs(values[index] - values[index - 1]))
        }
        guard let total = travelled.last, total > 0 else { return nil }
        return travelled.map { $0 / total }
    }

    /// The largest index `i` with `times[i] <= p` (0 when none), by binary search.
    package static func lastIndex(in times: [Double], atOrBelow p: Double) -> Int {
        var low = 0
        var high = times.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if times[middle] <= p { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Paced linear keyframes: the point at distance `p · total` along the path of values.
    package static func pacedLinear(_ values: [Double], at p: Double) -> Double {
        let total = zip(values, values.dropFirst()).reduce(0) { $0 + abs($1.1 - $1.0) }
        guard total > 0 else { return values[0] }
        if p >= 1 { return values[values.count - 1] }
        var remaining = max(p, 0) * total
        for (a, b) in zip(values, values.dropFirst()) {
            let length = abs(b - a)
            if length > 0 && remaining <= length { return a + (b - a) * (remaining / length) }
            remaining -= length
        }
        return values[values.count - 1]
    }

    /// The Bézier control points of Catmull-Rom segment `i`, optionally with Kochanek–Bartels'
    /// adjustment for uneven key-time spacing (as the profile reads it for cubic curves, or for
    /// cubic-paced ones when `paced`).
    ///
    /// The tangent at a key is the mean of its two chords. A missing neighbour at either end is the
    /// end value itself, or its reflection `2p₀ − p₁` (SEMANTICS §5.4, `cubicEndTangent`). With
    /// `times` (and the `spacingAdjusted` reading of `cubicKeyTimeSpacing`, or of
    /// `cubicPacedKeyTimeSpacing` when `paced`) the tangent leaving key `i` is scaled by
    /// `2Δᵢ / (Δᵢ₋₁ + Δᵢ)`, the one arriving at key `i + 1` by `2Δᵢ / (Δᵢ + Δᵢ₊₁)`.
    package static func splineControls(
        _ values: [Double], _ times: [Double]?, segment i: Int, profile: TimingProfile, paced: Bool = false
    ) -> [Double] {
        let n = values.count
        let reflected = profile.cubicEndTangent == .reflectedNeighbour
        let p0 = values[i]
        let p1 = values[i + 1]
        let before = i > 0 ? values[i - 1] : (reflected ? p0 - (p1 - p0) : p0)
        let after = i + 2 < n ? values[i + 2] : (reflected ? p1 + (p1 - p0) : p1)
        var leaving = ((p0 - before) + (p1 - p0)) / 2
        var arriving = ((p1 - p0) + (after - p1)) / 2
        let spacing = paced ? profile.cubicPacedKeyTimeSpacing : profile.cubicKeyTimeSpacing
        if let times, spacing == .spacingAdjusted {
            let span = times[i + 1] - times[i]
            let spanBefore = i > 0 ? times[i] - times[i - 1] : span
            let spanAfter = i + 2 < n ? times[i + 2] - times[i + 1] : span
            if spanBefore + span > 0 { leaving *= 2 * span / (spanBefore + span) }
            if span + spanAfter > 0 { arriving *= 2 * span / (span + spanAfter) }
        }
        return [p0, p0 + leaving / 3, p1 - arriving / 3, p1]
    }

    /// A Bézier curve with `control` points at `f`, by de Casteljau's construction.
    package static func bezierValue(_ control: [Double], _ f: Double) -> Double {
        var points = control
        for level in 1..<points.count {
            for index in 0..<(points.count - level) { points[index] += (points[index + 1] - points[index]) * f }
        }
        return points[0]
    }

    /// A Catmull-Rom segment as the profile shapes it, evaluated as a Bézier curve by de
    /// Casteljau's construction.
    package static func splineValue(
        _ values: [Double], _ times: [Double], segment i: Int, fraction f: Double, profile: TimingProfile,
        paced: Bool = false
    ) -> Double {
        bezierValue(splineControls(values, times, segment: i, profile: profile, paced: paced), f)
    }

    /// Key times proportional to the arc length of each segment of the uniform Catmull-Rom spline
    /// through `values` (SEMANTICS §5.4, `cubicPacedSpacing`); `nil` when nothing moves.
    ///
    /// On a line a curve's arc length is its total variation: the distances between its values at
    /// the segment's ends and at the turning points between, where the derivative (a quadratic
    /// Bézier) changes sign. The turning points are found by bisection on either side of the
    /// derivative's own extremum.
    package static func arcLengthKeyTimes(_ values: [Double], profile: TimingProfile) -> [Double]? {
        var travelled = [0.0]
        for i in values.indices.dropLast() {
            let control = splineControls(values, nil, segment: i, profile: profile)
            let slope = [control[1] - control[0], control[2] - control[1], control[3] - control[2]].map { 3 * $0 }
            let derivative = { (u: Double) in bezierValue(slope, u) }
            // The derivative's own extremum splits [0, 1] into pieces where it is monotone.
            var cuts = [0.0, 1.0]
            let curvature = slope[0] - 2 * slope[1] + slope[2]
            if curvature != 0 {
                let vertex = (slope[0] - slope[1]) / curvature
                if vertex > 0 && vertex < 1 { cuts.insert(vertex, at: 1) }
            }
            var turns: [Double] = []
            for (low, high) in zip(cuts, cuts.dropFirst()) {
                var (a, b) = (low, high)
                let (da, db) = (derivative(a), derivative(b))
                guard da != 0, db != 0, (da < 0) != (db < 0) else { continue }
                for _ in 0..<200 where b - a > 1e-15 {
                    let middle = (a + b) / 2
                    if (derivative(middle) < 0) == (da < 0) { a = middle } else { b = middle }
                }
                turns.append((a + b) / 2)
            }
            var length = 0.0
            var previous = control[0]
            for u in turns + [1] {
                let x = bezierValue(control, u)
                length += abs(x - previous)
                previous = x
            }
            travelled.append(travelled[i] + length)
        }
        guard let total = travelled.last, total > 0, total.isFinite else { return nil }
        return travelled.map { $0 / total }
    }
}
