import Foundation

extension SuiteReport {
    /// One JSON document with the run's parameters, every result, and the summary counts.
    public func jsonReport() -> String {
        let document = JSONReport(
            version: SuiteVersion.current, engine: engineName, seed: seed, cases: cases,
            passed: passedCount, failed: failedCount, skipped: skippedCount,
            expectedFailures: expectedFailureCount, succeeded: succeeded, nondeterminism: nondeterminismNotice,
            laws: results.map { result in
                JSONReport.LawEntry(
                    id: result.lawID, strength: result.strength.rawValue, status: result.statusWord,
                    reason: reason(of: result), cases: result.cases, evidence: result.evidence,
                    engineRuns: result.engineRuns,
                    failure: result.failure.map(JSONReport.Failure.init),
                    failures: result.failures.map(JSONReport.Failure.init),
                    nondeterministic: result.nondeterminismSeen ? true : nil, seconds: result.seconds)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(document), let text = String(data: data, encoding: .utf8) else {
            return "{}\n"
        }
        return text + "\n"
    }

    /// JUnit XML: one test case per law, failures with their shrunk script, skips with their reason.
    public func junitReport() -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        // Expected failures are reported as skipped test cases, so both counts include them.
        xml +=
            "<testsuites name=\"conformance\" tests=\"\(results.count)\" failures=\"\(failedCount)\" skipped=\"\(skippedCount + expectedFailureCount)\">\n"
        xml +=
            "  <testsuite name=\"conformance.\(Self.escape(engineName))\" tests=\"\(results.count)\" failures=\"\(failedCount)\" errors=\"0\" skipped=\"\(skippedCount + expectedFailureCount)\">\n"
        xml +=
            "    <properties><property name=\"seed\" value=\"\(seed)\"/><property name=\"cases\" value=\"\(cases)\"/></properties>\n"
        for result in results {
            let family = laws[result.lawID]?.family ?? "LAW"
            // JUnit's own place for a wall time, only when the run timed its laws.
            let time = result.seconds.map { " time=\"\($0)\"" } ?? ""
            xml +=
                "    <testcase classname=\"conformance.\(Self.escape(family))\" name=\"\(Self.escape(result.lawID))\"\(time)>\n"
            let evidence = result.evidence
            xml +=
                "      <properties><property name=\"evidence.values\" value=\"\(evidence.values)\"/><property name=\"evidence.callbacks\" value=\"\(evidence.callbacks)\"/><property name=\"evidence.instants\" value=\"\(evidence.instants)\"/></properties>\n"
            switch result.status {
            case .passed: break
            case .skipped(let reason):
                xml += "      <skipped message=\"\(Self.escape(reason))\"/>\n"
            case .expectedFailure(let reason):
                xml += "      <skipped message=\"expected failure: \(Self.escape(reason))\"/>\n"
            case .unexpectedPass(let reason):
                xml += "      <failure message=\"passed but expected to fail: \(Self.escape(reason))\"/>\n"
            case .inconclusive(let reason):
                xml += "      <failure message=\"inconclusive: \(Self.escape(reason))\"/>\n"
            case .notRun(let reason):
                xml += "      <failure message=\"not run: \(Self.escape(reason))\"/>\n"
            case .failed:
                let message = result.failure?.message ?? "failed"
                let body =
                    result.failures.isEmpty
                    ? message
                    : result.failures.map { failureText(result.lawID, $0).joined(separator: "\n") }.joined(
                        separator: "\n\n")
                xml += "      <failure message=\"\(Self.escape(message))\">\(Self.escape(body))</failure>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// A Markdown table of every law, followed by the summary line.
    public func markdownReport() -> String {
        var lines = ["# Conformance of `\(engineName)`", "", "Seed \(seed), \(cases) cases per law.", ""]
        lines.append("| law | strength | result | statement |")
        lines.append("|---|---|---|---|")
        for result in results {
            var status = result.statusWord
            if let reason = reason(of: result) { status += " (\(reason))" }
            let statement = laws[result.lawID]?.statement ?? ""
            lines.append(
                "| \(result.lawID) | \(result.strength.rawValue) | \(Self.cell(status)) | \(Self.cell(statement)) |")
        }
        for result in results {
            guard let failure = result.failure, result.status == .failed else { continue }
            lines.append("")
            lines.append("## \(result.lawID)")
            lines.append("")
            lines.append(failure.message)
            lines.append("")
            lines.append("```swift")
            lines.append(failure.swiftSource)
            lines.append("```")
            lines.append("")
            lines.append("Replay: `\(replayLine(failure.replayToken))`")
        }
        lines.append("")
        if let notice = nondeterminismNotice { lines.append("Note: \(notice).") }
        if let timings = timingsLine { lines.append(timings) }
        lines.append(summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    private func reason(of result: LawResult) -> String? {
        switch result.status {
        case .skipped(let reason), .expectedFailure(let reason), .unexpectedPass(let reason), .inconclusive(let reason),
            .notRun(let reason):
            return reason
        default: return nil
        }
    }

    /// Escapes text for an XML attribute or element.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                // XML 1.0 forbids most control characters even when escaped.
                if scalar.value < 0x20 { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}

/// The JSON shape of a report (also read back by containment from its child processes).
struct JSONReport: Codable {
    struct Failure: Codable {
        var message: String
        var step: Int?
        var replayToken: String
        var shrunkSteps: Int
        var originalSteps: Int
        var swiftSource: String
        var stepTable: String
        var timeline: String
        var svg: String
        var flaky: Bool
        /// Absent in reports written before signatures.
        var signature: String?
        /// `true` for a failure replayed from the failure database; absent otherwise.
        var fromDatabase: Bool?

        init(_ report: FailureReport) {
            message = report.message
            step = report.step
            replayToken = report.replayToken
            shrunkSteps = report.shrunkSteps
            originalSteps = report.originalSteps
            swiftSource = report.swiftSource
            stepTable = report.stepTable
            timeline = report.timeline
            svg = report.svg
            flaky = report.isFlaky
            signature = report.signature
            fromDatabase = report.isFromDatabase ? true : nil
        }
    }

    struct LawEntry: Codable {
        var id: String
        var strength: String
        var status: String
        var reason: String?
        var cases: Int
        /// Absent in reports written before evidence was counted.
        var evidence: EvidenceCounts?
        /// Script runs on the engine spent finding and shrinking; absent in older reports.
        var engineRuns: EngineRunCounts?
        var failure: Failure?
        /// Every distinct failure; absent in older reports.
        var failures: [Failure]?
        /// `true` when the law saw the engine answer one script two ways; absent otherwise.
        var nondeterministic: Bool?
        /// The law's wall time in seconds, only in a run with `--timings`.
        var seconds: Double?
    }

    /// The suite version that wrote the report (`conformance merge` refuses to mix versions);
    /// absent in reports written before merging.
    var version: String?
    var engine: String
    var seed: UInt64
    var cases: Int
    var passed: Int
    var failed: Int
    var skipped: Int
    var expectedFailures: Int
    var succeeded: Bool
    /// The notice that the engine is nondeterministic (``SuiteReport/nondeterminismNotice``);
    /// absent when no law saw it.
    var nondeterminism: String?
    var laws: [LawEntry]
}
