import Generators

/// A picture of one presentation value over a failing script: expected against observed.
///
/// Rows are steps around the first bad one; each row places `e` (expected) and `o` (observed) on a
/// scale between the smallest and largest value shown, `*` where they coincide, so a jump, a
/// freeze or a missing fill shows as a shape rather than as numbers.
public struct FailureTimeline: Sendable {
    /// The view whose value is drawn.
    public let view: Int
    /// The key path drawn.
    public let keyPath: String
    /// The step indexes shown.
    public let steps: [Int]
    /// Media time after each shown step.
    public let times: [Double]
    /// Expected value after each shown step.
    public let expected: [Double]
    /// Observed value after each shown step.
    public let observed: [Double]
    /// The first bad step.
    public let badStep: Int

    /// Builds the timeline of the value named by `field` (`"v1.opacity"`, or `"local time v1"`)
    /// around `badStep`, or of the first value of the traces when the difference is something else;
    /// `nil` when there is nothing to draw or every value shown agrees (a picture of two equal
    /// lines would point at nothing).
    public init?(
        expected: Trace, observed: Trace, field: String, badStep: Int, radius: Int = 8, tolerance: Double = 1e-6
    ) {
        var view = 0
        var pathIndex = 0
        var localTime = false
        if field.hasPrefix("local time v"), let parsed = Int(field.dropFirst("local time v".count)) {
            view = parsed
            localTime = true
        } else if field.hasPrefix("v"), let dot = field.firstIndex(of: "."),
            let parsed = Int(field[field.index(after: field.startIndex)..<dot]),
            let index = expected.keyPaths.firstIndex(of: String(field[field.index(after: dot)...]))
        {
            view = parsed
            pathIndex = index
        }
        let count = min(expected.steps.count, observed.steps.count)
        guard count > 0, localTime || !expected.keyPaths.isEmpty else { return nil }
        func value(_ trace: Trace, _ step: Int) -> Double {
            let observation = trace.steps[step]
            guard view >= 0, view < observation.viewCount else { return .nan }
            return localTime ? observation.localTime(ofView: view) : observation.value(view: view, keyPath: pathIndex)
        }
        let bad = min(max(badStep, 0), count - 1)
        let shown = Array(max(0, bad - radius)...min(count - 1, bad + radius / 2))
        self.view = view
        self.keyPath = localTime ? "local time" : expected.keyPaths[pathIndex]
        self.steps = shown
        self.times = shown.map { observed.steps[$0].mediaTime }
        self.expected = shown.map { value(expected, $0) }
        self.observed = shown.map { value(observed, $0) }
        self.badStep = bad
        if zip(self.expected, self.observed).allSatisfy({ Trace.agree($0, $1, tolerance: tolerance) }) { return nil }
    }

    /// The finite range of the values shown, widened when flat.
    private var range: (low: Double, high: Double) {
        let finite = (expected + observed).filter(\.isFinite)
        guard var low = finite.min(), var high = finite.max() else { return (0, 1) }
        if high - low < 1e-9 {
            low -= 1
            high += 1
        }
        return (low, high)
    }

    /// Where `value` sits between the lowest and highest value shown, from 0 to 1, or `nil` when
    /// it is not finite or the scale spans more than `Double` holds (values at both ends of its
    /// range) and the place cannot be computed.
    private func fraction(_ value: Double) -> Double? {
        let (low, high) = range
        var place = (value - low) / (high - low)
        // A span beyond `Double`'s range (an engine answering ±greatestFiniteMagnitude): halved,
        // the same place is computable.
        if !place.isFinite { place = (value / 2 - low / 2) / (high / 2 - low / 2) }
        return value.isFinite && place.isFinite ? min(max(place, 0), 1) : nil
    }

    /// The timeline as text, one row per step.
    public func ascii(width: Int = 41) -> String {
        let (low, high) = range
        let width = max(width, 1)
        func column(_ value: Double) -> Int? {
            fraction(value).map { Int(($0 * Double(width - 1)).rounded()) }
        }
        var lines = [
            "v\(view).\(keyPath): e = expected, o = observed, * = both",
            "step  time       expected   observed   \(Trace.format(low)) … \(Trace.format(high))",
        ]
        for (row, step) in steps.enumerated() {
            var cells = Array(repeating: Character("."), count: width)
            let e = column(expected[row])
            let o = column(observed[row])
            if let e { cells[e] = "e" }
            if let o { cells[o] = o == e ? "*" : "o" }
            let marker = step == badStep ? " <" : ""
            lines.append(
                Self.pad("\(step)", 4) + "  " + Self.pad(Trace.format(times[row]), 9) + "  "
                    + Self.pad(Trace.format(expected[row]), 9) + "  " + Self.pad(Trace.format(observed[row]), 9)
                    + "  |" + String(cells) + "|" + marker)
        }
        return lines.joined(separator: "\n")
    }

    /// The timeline as a standalone SVG document: expected in blue, observed in red, the bad step marked.
    public func svg() -> String {
        let (low, high) = range
        let width = 640.0
        let height = 320.0
        let margin = 40.0
        let span = Double(max(steps.count - 1, 1))
        func x(_ row: Int) -> Double { margin + Double(row) / span * (width - 2 * margin) }
        func polyline(_ values: [Double], _ color: String, _ dash: String) -> String {
            let points = values.enumerated().compactMap { row, value in
                fraction(value).map {
                    "\(Self.number(x(row))),\(Self.number(height - margin - $0 * (height - 2 * margin)))"
                }
            }.joined(separator: " ")
            return "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" \(dash)points=\"\(points)\"/>"
        }
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            "<text x=\"\(Int(margin))\" y=\"20\" font-family=\"monospace\" font-size=\"12\">v\(view).\(SuiteReport.escape(keyPath)): expected (blue) vs observed (red)</text>",
        ]
        if let row = steps.firstIndex(of: badStep) {
            parts.append(
                "<line x1=\"\(Self.number(x(row)))\" y1=\"\(Int(margin))\" x2=\"\(Self.number(x(row)))\" y2=\"\(Int(height - margin))\" stroke=\"#999\" stroke-dasharray=\"4 3\"/>"
            )
        }
        parts.append(polyline(expected, "#1f5fbf", ""))
        parts.append(polyline(observed, "#c62828", "stroke-dasharray=\"6 3\" "))
        for (row, step) in steps.enumerated() {
            parts.append(
                "<text x=\"\(Self.number(x(row)))\" y=\"\(Int(height - margin + 16))\" font-family=\"monospace\" font-size=\"10\" text-anchor=\"middle\">\(step)</text>"
            )
        }
        // Axis titles: steps (with their media times) across, the drawn value up.
        parts.append(
            "<text x=\"\(Int(width / 2))\" y=\"\(Int(height - 6))\" font-family=\"monospace\" font-size=\"11\" text-anchor=\"middle\">step (media time \(Trace.format(times.first ?? 0)) … \(Trace.format(times.last ?? 0)) s)</text>"
        )
        parts.append(
            "<text x=\"12\" y=\"\(Int(height / 2))\" font-family=\"monospace\" font-size=\"11\" text-anchor=\"middle\" transform=\"rotate(-90 12 \(Int(height / 2)))\">v\(view).\(SuiteReport.escape(keyPath))</text>"
        )
        parts.append(
            "<text x=\"4\" y=\"\(Int(margin))\" font-family=\"monospace\" font-size=\"10\">\(Trace.format(high))</text>"
        )
        parts.append(
            "<text x=\"4\" y=\"\(Int(height - margin))\" font-family=\"monospace\" font-size=\"10\">\(Trace.format(low))</text>"
        )
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func number(_ value: Double) -> String {
        String((value * 10).rounded() / 10)
    }
}
