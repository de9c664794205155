import Generators

extension SuiteReport {
    /// A human table of every law, the failures in detail, and the summary line last.
    public func textReport() -> String {
        var lines: [String] = []
        lines.append("engine: \(engineName)   seed: \(seed)   cases per law: \(cases)")
        lines.append("")
        let idWidth = max(6, results.map(\.lawID.count).max() ?? 0)
        // A time column only when the run timed its laws: by default the report stays the same.
        let timed = results.contains { $0.seconds != nil }
        lines.append(
            pad("law", idWidth) + "  " + pad("strength", 8) + "  " + pad("result", 15) + "  "
                + (timed ? pad("time", 9) + "  " : "") + pad("evidence v/c/i", 16) + "  statement")
        for result in results {
            let statement = laws[result.lawID]?.statement ?? ""
            var line =
                pad(result.lawID, idWidth) + "  " + pad(result.strength.rawValue, 8) + "  "
                + pad(result.statusWord, 15) + "  " + (timed ? pad(Self.timeCell(result.seconds), 9) + "  " : "")
                + pad(Self.evidenceCell(result), 16) + "  " + statement
            switch result.status {
            case .skipped(let reason), .expectedFailure(let reason), .unexpectedPass(let reason),
                .inconclusive(let reason),
                .notRun(let reason):
                line += " [\(reason)]"
            default: break
            }
            lines.append(line)
        }
        for result in results {
            if case .expectedFailure = result.status { continue }
            for (index, failure) in result.failures.enumerated() {
                lines.append("")
                lines.append(String(repeating: "=", count: 72))
                if result.failures.count > 1 {
                    lines.append("(\(result.lawID): distinct failure \(index + 1) of \(result.failures.count))")
                }
                lines.append(contentsOf: failureText(result.lawID, failure))
            }
        }
        lines.append("")
        if let notice = nondeterminismNotice { lines.append("note: \(notice)") }
        if let timings = timingsLine { lines.append(timings) }
        if expectedFailureCount > 0 { lines.append("expected failures: \(expectedFailureCount)") }
        lines.append(summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The line that re-runs the case of `token`, where this report is read.
    public func replayLine(_ token: String) -> String {
        switch replayInstruction {
        case .command(let command):
            return "\(command) --engine \(Self.shellWord(engineName)) --replay '\(token)'"
        case .swift:
            return
                "try ConformanceTesting.replay(\(SwiftLiteral.string(token)), engine: engine)  // engine: your EngineFactory named \(SwiftLiteral.string(engineName))"
        }
    }

    /// `word` as one shell word: bare when it is safe, else in single quotes.
    static func shellWord(_ word: String) -> String {
        let safe = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_.:/@+=,".contains($0) }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The detailed text of one failure.
    public func failureText(_ lawID: String, _ failure: FailureReport) -> [String] {
        var lines: [String] = []
        lines.append("\(lawID) failed: \(laws[lawID]?.statement ?? "")")
        lines.append("  \(failure.message)")
        if failure.isFlaky { lines.append("  (flaky: the same case passed when run again)") }
        if failure.isFromDatabase {
            lines.append("  (from the failure database: saved by an earlier run, not found by this seed)")
        }
        if !failure.signature.isEmpty { lines.append("  signature: \(failure.signature)") }
        // A failure with no case (a generator that gave up, a law the run was interrupted in, a
        // child that died before its first case) has no script to shrink, replay or show.
        if !failure.replayToken.isEmpty {
            lines.append(
                "  shrunk to \(failure.shrunkSteps) steps (the first failing script had \(failure.originalSteps)); replay with:"
            )
            lines.append("    " + replayLine(failure.replayToken))
        }
        if !failure.swiftSource.isEmpty {
            lines.append("")
            lines.append("  script (runnable Swift):")
            lines.append(
                contentsOf: failure.swiftSource.split(separator: "\n", omittingEmptySubsequences: false).map {
                    "    " + $0
                })
        }
        if !failure.stepTable.isEmpty {
            lines.append("")
            lines.append("  per step:")
            lines.append(
                contentsOf: failure.stepTable.split(separator: "\n", omittingEmptySubsequences: false).map {
                    "    " + $0
                })
        }
        if !failure.timeline.isEmpty {
            lines.append("")
            lines.append("  timeline:")
            lines.append(
                contentsOf: failure.timeline.split(separator: "\n", omittingEmptySubsequences: false).map {
                    "    " + $0
                })
        }
        return lines
    }

    /// Where the time went, when the run timed its laws: the laws' wall times summed (more than
    /// the run's own when laws ran in parallel) and the three slowest; `nil` otherwise.
    var timingsLine: String? {
        let timed = results.compactMap { result in result.seconds.map { (id: result.lawID, seconds: $0) } }
        guard !timed.isEmpty else { return nil }
        let total = timed.reduce(0) { $0 + $1.seconds }
        // Slowest first; ties in catalog order, so the line is as stable as the times are.
        let slowest = timed.enumerated().sorted {
            $0.element.seconds != $1.element.seconds ? $0.element.seconds > $1.element.seconds : $0.offset < $1.offset
        }.prefix(3).map { "\($0.element.id) \(Self.timeCell($0.element.seconds))" }
        return "time: \(Self.timeCell(total)) over \(timed.count) laws (summed); slowest: "
            + slowest.joined(separator: ", ")
    }

    /// A wall time as `1.234 s`; empty when there is none.
    static func timeCell(_ seconds: Double?) -> String {
        guard let seconds else { return "" }
        // A merged report's times come from files: an absurd one is shown, never trapped on.
        guard seconds.isFinite, seconds >= 0, seconds < 1e9 else { return "\(seconds) s" }
        let milliseconds = Int((seconds * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }

    /// Values, callbacks and instants checked, as `v/c/i`; empty for a skipped law.
    static func evidenceCell(_ result: LawResult) -> String {
        switch result.status {
        case .skipped, .notRun: return ""
        default: break
        }
        let evidence = result.evidence
        return "\(evidence.values)/\(evidence.callbacks)/\(evidence.instants)"
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
