/// Where two traces of the same script first disagree.
public struct TraceDifference: Equatable, Sendable, CustomStringConvertible {
    /// The step index.
    public var step: Int
    /// What differs, such as `"v1.opacity"` or `"keys v0"`.
    public var field: String
    /// The expected observation, printed.
    public var expected: String
    /// The observed one, printed.
    public var observed: String

    /// Creates a difference.
    public init(step: Int, field: String, expected: String, observed: String) {
        self.step = step
        self.field = field
        self.expected = expected
        self.observed = observed
    }

    /// A one-line summary; it says so when one side is a non-finite number and the other is not.
    public var description: String {
        "step \(step): \(field) expected \(expected), observed \(observed)\(Self.finitenessNote(expected, observed))"
    }

    /// Words for a comparison where exactly one side is NaN or an infinity.
    static func finitenessNote(_ expected: String, _ observed: String) -> String {
        let nonFinite: Set<String> = ["nan", "inf", "-inf"]
        switch (nonFinite.contains(expected), nonFinite.contains(observed)) {
        case (false, true): return " (a non-finite value where a finite one is expected)"
        case (true, false): return " (a finite value where a non-finite one is expected)"
        default: return ""
        }
    }
}

/// One number of a trace: a step's media time, a view's value of one key path, or a view's local time.
public enum TraceNumber: Hashable, Sendable {
    /// The media time of step `step`.
    case mediaTime(step: Int)
    /// The value of key path number `keyPath` on `view` at step `step`.
    case value(step: Int, view: Int, keyPath: Int)
    /// The local time of `view`'s layer at step `step`.
    case localTime(step: Int, view: Int)
    /// The begin time of the copy under `key` in read number `read` of step `step`'s reads of
    /// stored copies (``StepObservation/copyReads``).
    case storedBeginTime(step: Int, read: Int, key: String)
}

extension Trace {
    /// The first difference from `expected`, comparing numbers within `tolerance` (absolute or
    /// relative, whichever is looser), NaN equal to NaN, and everything else exactly.
    public func firstDifference(from expected: Trace, tolerance: Double) -> TraceDifference? {
        firstDifference(from: expected) { observed, wanted, _ in Self.agree(observed, wanted, tolerance: tolerance) }
    }

    /// The first difference from `expected`, asking `agrees` (observed, expected, which number)
    /// of each number, so that each may have its own allowance; NaN equals NaN and everything but
    /// numbers is compared exactly.
    public func firstDifference(
        from expected: Trace, agrees: (_ observed: Double, _ expected: Double, _ number: TraceNumber) -> Bool
    ) -> TraceDifference? {
        for (index, (want, got)) in zip(expected.steps, steps).enumerated() {
            if let difference = Self.difference(at: index, want, got, keyPaths: keyPaths, agrees: agrees) {
                return difference
            }
        }
        if expected.steps.count != steps.count {
            return TraceDifference(
                step: min(expected.steps.count, steps.count), field: "step count",
                expected: "\(expected.steps.count)", observed: "\(steps.count)")
        }
        return nil
    }

    /// Whether two numbers agree within `tolerance`, absolute or relative.
    ///
    /// A non-finite number agrees only with itself: NaN with NaN, each infinity with the same
    /// infinity, never with a finite number however large (a relative tolerance scaled by an
    /// infinite magnitude would otherwise accept anything).
    public static func agree(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
        if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
        if a.isInfinite || b.isInfinite { return a == b }
        if a == b { return true }
        let difference = abs(a - b)
        return difference <= tolerance || difference <= tolerance * max(abs(a), abs(b))
    }

    private static func difference(
        at index: Int, _ want: StepObservation, _ got: StepObservation, keyPaths: [String],
        agrees: (Double, Double, TraceNumber) -> Bool
    ) -> TraceDifference? {
        if !agrees(got.mediaTime, want.mediaTime, .mediaTime(step: index)) {
            return TraceDifference(
                step: index, field: "mediaTime", expected: format(want.mediaTime), observed: format(got.mediaTime))
        }
        for view in 0..<min(want.viewCount, got.viewCount) {
            for (k, path) in keyPaths.enumerated() where k < want.keyPathCount && k < got.keyPathCount {
                let (a, b) = (want.value(view: view, keyPath: k), got.value(view: view, keyPath: k))
                if !agrees(b, a, .value(step: index, view: view, keyPath: k)) {
                    return TraceDifference(
                        step: index, field: "v\(view).\(path)", expected: format(a), observed: format(b))
                }
            }
        }
        for view in 0..<min(want.viewCount, got.viewCount)
        where !agrees(got.localTime(ofView: view), want.localTime(ofView: view), .localTime(step: index, view: view)) {
            return TraceDifference(
                step: index, field: "local time v\(view)",
                expected: format(want.localTime(ofView: view)), observed: format(got.localTime(ofView: view)))
        }
        if !want.hasSameKeys(as: got) {
            let views = max(want.viewCount, got.viewCount)
            let view = (0..<views).first { want.keys(ofView: $0) != got.keys(ofView: $0) } ?? 0
            return TraceDifference(
                step: index, field: "keys v\(view)",
                expected: "\(want.keys(ofView: view))", observed: "\(got.keys(ofView: view))")
        }
        if !want.hasSameCallbacks(as: got) {
            return TraceDifference(
                step: index, field: "callbacks",
                expected: want.callbacks.map(\.description).joined(separator: ", "),
                observed: got.callbacks.map(\.description).joined(separator: ", "))
        }
        return nil
    }

    /// The first number of the trace that is NaN or infinite (media time, a presentation value or
    /// a local time), as a difference from the finite value the timing model gives there.
    ///
    /// Every observation of a valid script is finite in Core Animation's model: local times apply
    /// `(t − b)·s + o` down the tree, and values interpolate between finite ones.
    public func firstNonFiniteObservation() -> TraceDifference? {
        for (index, step) in steps.enumerated() {
            if !step.mediaTime.isFinite {
                return TraceDifference(
                    step: index, field: "mediaTime", expected: "a finite time", observed: Self.format(step.mediaTime))
            }
            for view in 0..<step.viewCount {
                for (k, path) in keyPaths.enumerated() where k < step.keyPathCount {
                    let value = step.value(view: view, keyPath: k)
                    if !value.isFinite {
                        return TraceDifference(
                            step: index, field: "v\(view).\(path)", expected: "a finite value",
                            observed: Self.format(value))
                    }
                }
                let local = step.localTime(ofView: view)
                if !local.isFinite {
                    return TraceDifference(
                        step: index, field: "local time v\(view)", expected: "a finite time",
                        observed: Self.format(local))
                }
            }
        }
        return nil
    }

    /// A number printed compactly and identically on every platform.
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let rounded = (value * 1e6).rounded() / 1e6
        if rounded != 0 && abs(rounded - value) < 1e-12 { return "\(rounded)" }
        return "\(value)"
    }
}

extension Trace {
    /// How many numbers a comparison of this trace looks at: each step's media time, every
    /// view's values and local time.
    public var comparedNumberCount: Int {
        steps.reduce(0) { $0 + 1 + $1.viewCount * ($1.keyPathCount + 1) }
    }
}
