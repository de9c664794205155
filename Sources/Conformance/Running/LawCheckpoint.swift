import Foundation

/// Where a law stands just before one of its cases runs: the case's number and token, and what
/// the law has counted so far.
///
/// A contained law's child writes one before every case (``LawCheckpoint/Writer``), so when the
/// engine kills the child the parent knows which case did it, how many cases had finished and
/// what evidence they gave; the law then goes on in a fresh child that skips that case.
///
/// Case numbers count the law's search only, never shrink candidates: a law's first round draws
/// cases 1 to N (`--cases N`), and a law that fails spends at most
/// ``SuiteConfiguration/maxDistinctFailures`` − 1 further rounds of at most N cases on failures of
/// other signatures, so no case number exceeds N × ``SuiteConfiguration/maxDistinctFailures``.
package struct LawCheckpoint: Sendable, Equatable {
    /// The number of the case about to run (while shrinking, the case being shrunk).
    package var caseNumber: Int
    /// The cases the law counts as run so far.
    package var completedCases: Int
    /// The evidence the law counts so far.
    package var evidence: EvidenceCounts
    /// Whether the case is a shrink candidate rather than a drawn case.
    package var isShrinking: Bool
    /// The case's replay token.
    package var token: String

    /// Creates a checkpoint.
    package init(caseNumber: Int, completedCases: Int, evidence: EvidenceCounts, isShrinking: Bool, token: String) {
        self.caseNumber = caseNumber
        self.completedCases = completedCases
        self.evidence = evidence
        self.isShrinking = isShrinking
        self.token = token
    }

    /// The checkpoint as one line: `CASE COMPLETED VALUES CALLBACKS INSTANTS S|D TOKEN`.
    package var line: String {
        "\(caseNumber) \(completedCases) \(evidence.values) \(evidence.callbacks) \(evidence.instants) \(isShrinking ? "S" : "D") \(token)"
    }

    /// The checkpoint `line` holds, or nil when it is not one (a file caught half-written).
    package init?(line: String) {
        let fields = line.split(separator: " ", maxSplits: 6, omittingEmptySubsequences: false)
        guard fields.count == 7, let caseNumber = Int(fields[0]), let completed = Int(fields[1]),
            let values = Int(fields[2]), let callbacks = Int(fields[3]), let instants = Int(fields[4]),
            fields[5] == "S" || fields[5] == "D", !fields[6].isEmpty
        else { return nil }
        self.init(
            caseNumber: caseNumber, completedCases: completed,
            evidence: EvidenceCounts(values: values, callbacks: callbacks, instants: instants),
            isShrinking: fields[5] == "S",
            token: String(fields[6]))
    }

    /// The checkpoint in the file at `path`, or nil.
    package static func read(_ path: String) -> LawCheckpoint? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return LawCheckpoint(line: String(decoding: data, as: UTF8.self))
    }
}

extension LawCheckpoint {
    /// Writes each checkpoint of a child's law over the last, in one file opened once, and each
    /// failure the law finds, as a JSON line, to a second file, so they outlive the child.
    ///
    /// The progress file is rewritten in place: replacing it atomically before every case cost
    /// about 8 ms a case on Linux. A reader may catch it half-written while the child runs, which
    /// only counts as progress; once the child is gone it holds the last checkpoint whole (the
    /// engine runs after the write).
    package final class Writer: @unchecked Sendable {
        private let lock = NSLock()
        private let progress: FileHandle?
        private let failures: FileHandle?

        /// Opens (creating or emptying) `progressFile` and, when given, `failuresFile`.
        package init(progressFile: String, failuresFile: String?) {
            _ = FileManager.default.createFile(atPath: progressFile, contents: nil)
            progress = FileHandle(forWritingAtPath: progressFile)
            if let failuresFile {
                _ = FileManager.default.createFile(atPath: failuresFile, contents: nil)
                failures = FileHandle(forWritingAtPath: failuresFile)
            } else {
                failures = nil
            }
        }

        /// The file beside `progressFile` that a parent gives its child for the failures found.
        package static func failuresFile(_ progressFile: String) -> String { progressFile + ".failures" }

        /// Installs the writer's hooks in `configuration`.
        package func install(in configuration: inout SuiteConfiguration) {
            configuration.checkpoint = { [self] _, checkpoint in record(checkpoint) }
            configuration.failureFound = { [self] _, failure in record(failure) }
        }

        private func record(_ checkpoint: LawCheckpoint) {
            lock.withLock {
                try? progress?.truncate(atOffset: 0)
                try? progress?.write(contentsOf: Data(checkpoint.line.utf8))
            }
        }

        private func record(_ failure: FailureReport) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            guard let data = try? encoder.encode(JSONReport.Failure(failure)) else { return }
            lock.withLock { try? failures?.write(contentsOf: data + Data("\n".utf8)) }
        }

        /// The failures a child wrote to the file beside `progressFile`, in the order found.
        package static func failures(besides progressFile: String) -> [FailureReport] {
            guard let data = FileManager.default.contents(atPath: failuresFile(progressFile)) else { return [] }
            return data.split(separator: UInt8(ascii: "\n")).compactMap { line in
                (try? JSONDecoder().decode(JSONReport.Failure.self, from: Data(line))).map(FailureReport.init(json:))
            }
        }
    }
}

extension FailureReport {
    /// The failure a JSON report holds.
    init(json failure: JSONReport.Failure) {
        self.init(
            message: failure.message, step: failure.step, swiftSource: failure.swiftSource,
            stepTable: failure.stepTable,
            timeline: failure.timeline, svg: failure.svg, replayToken: failure.replayToken,
            shrunkSteps: failure.shrunkSteps,
            originalSteps: failure.originalSteps, isFlaky: failure.flaky, signature: failure.signature ?? "")
    }
}
