import Scripts

extension Trace {
    /// The trace as a text table, one row per step (each view's values and local time `vN.t`);
    /// with `expected`, cells that differ show both.
    ///
    /// A differing cell reads `observed ≠ expected`, and its row is marked with `<`, so the eye
    /// lands on the first bad step.
    public func table(script: Script, expected: Trace? = nil, tolerance: Double = 1e-6) -> String {
        var header = ["step", "action", "time"]
        let views = steps.last?.values.count ?? 0
        for view in 0..<views {
            for path in keyPaths { header.append("v\(view).\(path)") }
            header.append("v\(view).t")
        }
        header.append("keys")
        header.append("callbacks")
        var rows = [header]
        var marks = [""]
        for (index, observation) in steps.enumerated() {
            let want = expected.flatMap { $0.steps.indices.contains(index) ? $0.steps[index] : nil }
            var bad = false
            func cell(_ got: Double, _ expectedValue: Double?) -> String {
                guard let expectedValue, !Trace.agree(got, expectedValue, tolerance: tolerance) else {
                    return Trace.format(got)
                }
                bad = true
                return "\(Trace.format(got)) ≠ \(Trace.format(expectedValue))"
            }
            var row = [String(index), Self.short(index < script.steps.count ? script.steps[index].summary : "?")]
            row.append(cell(observation.mediaTime, want?.mediaTime))
            for view in 0..<views {
                for k in keyPaths.indices {
                    let got =
                        view < observation.values.count && k < observation.values[view].count
                        ? observation.values[view][k] : .nan
                    let wanted = want.flatMap {
                        view < $0.values.count && k < $0.values[view].count ? $0.values[view][k] : nil
                    }
                    row.append(view < observation.values.count ? cell(got, wanted) : "-")
                }
                // The layer's local time: where a time-mapping failure shows.
                let wantedTime = want.flatMap { view < $0.viewCount ? $0.localTime(ofView: view) : nil }
                row.append(view < observation.viewCount ? cell(observation.localTime(ofView: view), wantedTime) : "-")
            }
            let keys = observation.keys.enumerated().filter { !$0.element.isEmpty }
                .map { "v\($0.offset):\($0.element.joined(separator: ","))" }.joined(separator: " ")
            var keyCell = keys
            if let want, want.keys != observation.keys {
                bad = true
                keyCell +=
                    " ≠ "
                    + want.keys.enumerated().filter { !$0.element.isEmpty }
                    .map { "v\($0.offset):\($0.element.joined(separator: ","))" }.joined(separator: " ")
            }
            row.append(keyCell)
            var callbackCell = observation.callbacks.map(\.description).joined(separator: "; ")
            if let want, want.callbacks != observation.callbacks {
                bad = true
                callbackCell += " ≠ " + want.callbacks.map(\.description).joined(separator: "; ")
            }
            if let note = observation.note { callbackCell += (callbackCell.isEmpty ? "" : " ") + "(\(note))" }
            row.append(callbackCell)
            rows.append(row)
            marks.append(bad ? " <" : "")
        }
        var widths = Array(repeating: 0, count: header.count)
        for row in rows {
            for (column, text) in row.enumerated() { widths[column] = max(widths[column], text.count) }
        }
        return zip(rows, marks).map { row, mark in
            row.enumerated().map { column, text in
                column == row.count - 1 ? text : text + String(repeating: " ", count: widths[column] - text.count)
            }.joined(separator: "  ") + mark
        }.joined(separator: "\n")
    }

    private static func short(_ text: String) -> String {
        text.count <= 72 ? text : String(text.prefix(69)) + "..."
    }
}

extension Trace: CustomStringConvertible {
    /// The trace as its table (without the script's actions), so `print(trace)` shows what was observed.
    public var description: String {
        "Trace of \(steps.count) steps, key paths \(keyPaths):\n" + table(script: Script([]))
    }
}
