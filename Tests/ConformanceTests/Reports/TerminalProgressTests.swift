import Foundation
import Testing

@testable import Conformance

/// Progress on standard error when it is a terminal: laws done of the total and the laws running;
/// never in a report, never on a pipe or a file.
@Suite struct TerminalProgressTests {
    /// What a display wrote, in order.
    final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        func append(_ text: String) { lock.withLock { parts.append(text) } }
        var all: [String] { lock.withLock { parts } }
    }

    @Test func theLineCountsLawsDoneAndNamesTheRunningOnes() {
        let written = Written()
        let progress = TerminalProgress(total: 63) { written.append($0) }
        progress.started("TIME-1")
        progress.started("CB-2")
        progress.finished("TIME-1")
        #expect(progress.line == "conformance: 1/63 laws done; running CB-2")
        progress.show(done: 5, running: ["A-1", "B-2", "C-3", "D-4"])
        #expect(progress.line == "conformance: 5/63 laws done; running A-1, B-2, C-3, …")
        progress.clear()
        // Each change rewrites the line in place; clearing erases it, and only once.
        #expect(written.all.first == "\r\u{1B}[Kconformance: 0/63 laws done; running TIME-1")
        #expect(written.all.last == "\r\u{1B}[K")
        progress.clear()
        #expect(written.all.filter { $0 == "\r\u{1B}[K" }.count == 1)
    }

    /// The runner reports every law to the display and clears it before returning the report.
    @Test func theRunnerShowsEveryLawAndClearsTheLine() throws {
        let written = Written()
        var configuration = SuiteConfiguration(cases: 5, lawIDs: ["TIME-1", "TIME-2", "ITER-1"])
        configuration.progress = TerminalProgress(total: 3) { written.append($0) }
        _ = try SuiteRunner(engine: .reference()).run(configuration)
        #expect(written.all.contains { $0.hasSuffix("conformance: 3/3 laws done") })
        #expect(written.all.last == "\r\u{1B}[K")
    }

    /// Standard error that is not a terminal (here a pipe) gets no progress, contained or not.
    @Test(arguments: [[], ["--in-process"]])
    func noProgressWhenStandardErrorIsNotATerminal(_ extra: [String]) throws {
        let run = try CommandTests.run(["--laws", "TIME-1,TIME-2", "--cases", "3", "--database", "none"] + extra)
        #expect(run.status == 0)
        #expect(run.error.isEmpty, "\(run.error)")
        #expect(!run.output.contains("laws done"))
    }

    /// On a terminal (a pseudo-terminal that `script` gives it) the line shows on standard error;
    /// the report file gets none of it.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script") && TestPlatform.rerunsTheTestBinary,
            "needs util-linux's script(1) for a pseudo-terminal"))
    func progressOnATerminalNeverReachesTheReport() throws {
        let directory = try OutputPathTests.directory("progress")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = directory + "/report.txt"
        let command = [
            CommandTests.executable.path, "--laws", "TIME-1,TIME-2", "--cases", "3", "--database", "none", "--output",
            report,
        ]
        .map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let terminal = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(terminal.contains("conformance: 2/2 laws done"), "\(terminal)")
        let text = try String(contentsOfFile: report, encoding: .utf8)
        #expect(!text.contains("laws done") && !text.contains("\u{1B}"))
        #expect(text.hasSuffix("conformance: 2 passed, 0 failed, 0 skipped\n"))
    }
}
