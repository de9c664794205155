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

    /// Resolves `keyframes`.
    init(_ keyframes: KeyframeValues, ignoreKeyTimes: Bool = false) {
        values = keyframes.values
        let count = values.count
        let mode = keyframes.calculationMode
        isDiscrete = mode == .discrete
        isCubic = mode == .cubic || mode == .cubicPaced
        let paced = mode == .paced || mode == .cubicPaced
        segmentFunctions = paced ? [] : (keyframes.timingFunctions ?? [])
        let needed = isDiscrete ? count + 1 : count
        if paced {
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

    /// The value at linear progress `progress` in [0, 1]; `nil` when there are no values.
    func value(at progress: Double) -> Double? {
        values.withUnsafeBufferPointer { values in
            keyTimes.withUnsafeBufferPointer { keyTimes in
                segmentFunctions.withUnsafeBufferPointer { functions in
                    KeyframeCurve(values: values, keyTimes: keyTimes, segmentFunctions: functions,
                                  isDiscrete: isDiscrete, isCubic: isCubic).value(at: progress)
                }
            }
        }
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
        let start = keyTimes[segment], end = keyTimes[segment + 1]
        var fraction = end > start ? (progress - start) / (end - start) : 1
        if segment < segmentFunctions.count { fraction = segmentFunctions[segment](fraction) }
        if isCubic { return cubicValue(segment: segment, fraction: fraction) }
        return Interpolation.lerp(values[segment], values[segment + 1], fraction)
    }

    /// A Catmull-Rom (Kochanek–Bartels with zero tension, continuity and bias) segment.
    ///
    /// Tangents are the average of the neighbouring chords, scaled for unequal key-time spacing;
    /// an end point's missing neighbour is the end point itself.
    private func cubicValue(segment i: Int, fraction f: Double) -> Double {
        let p0 = values[i], p1 = values[i + 1]
        let previous = i > 0 ? values[i - 1] : p0
        let next = i + 2 < values.count ? values[i + 2] : p1
        let span = keyTimes[i + 1] - keyTimes[i]
        let spanBefore = i > 0 ? keyTimes[i] - keyTimes[i - 1] : span
        let spanAfter = i + 2 < values.count ? keyTimes[i + 2] - keyTimes[i + 1] : span
        var outgoing = 0.5 * ((p0 - previous) + (p1 - p0))
        var incoming = 0.5 * ((p1 - p0) + (next - p1))
        if spanBefore + span > 0 { outgoing *= 2 * span / (spanBefore + span) }
        if span + spanAfter > 0 { incoming *= 2 * span / (span + spanAfter) }
        let f2 = f * f, f3 = f2 * f
        let h00 = 2 * f3 - 3 * f2 + 1, h10 = f3 - 2 * f2 + f
        let h01 = -2 * f3 + 3 * f2, h11 = f3 - f2
        return h00 * p0 + h10 * outgoing + h01 * p1 + h11 * incoming
    }
}
