import Foundation
import Testing

/// A closed or full standard stream never crashes the command: a report that cannot be delivered
/// is exit 2 with a message where one can be written, and a message that cannot be written is
/// dropped.
@Suite struct StandardStreamsTests {
    /// Runs the command under `sh` with `redirections` (such as `2>/dev/full` or `>&-`) applied.
    static func run(_ arguments: [String], redirections: String) throws -> CommandTests.Run {
        try CommandTests.run(arguments, underShell: "exec \"$0\" \"$@\" \(redirections)")
    }

    /// The defect: a usage error with the standard error on `/dev/full` or closed trapped in
    /// `FileHandle.write` (status 132, SIGILL). The message is dropped; the status stays 2.
    @Test(
        .enabled(if: TestPlatform.hasFullDevice, "needs /dev/full, a device that refuses every write (Linux)"),
        arguments: ["2>/dev/full", "2>&-"])
    func anErrorOnAFullOrClosedStandardErrorExitsTwo(_ redirection: String) throws {
        for arguments in [["--engine", "no-such-engine"], ["--no-such-flag"], ["no-such-command"]] {
            let run = try Self.run(arguments, redirections: redirection)
            #expect(run.status == 2, "\(arguments) \(redirection): \(run.status)")
        }
    }

    /// A run whose report goes to a file succeeds with its standard error full or closed: it had
    /// nothing to say there.
    @Test(
        .enabled(if: TestPlatform.hasFullDevice, "needs /dev/full, a device that refuses every write (Linux)"),
        arguments: ["2>/dev/full", "2>&-"])
    func aRunWithAFullStandardErrorStillWritesItsReport(_ redirection: String) throws {
        let directory = try OutputPathTests.directory("stderr-\(redirection.filter(\.isLetter))")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.txt"
        let run = try Self.run(
            ["--laws", "TIME-1", "--cases", "3", "--database", "none", "--output", path], redirections: redirection)
        #expect(run.status == 0)
        #expect(
            try String(contentsOfFile: path, encoding: .utf8).hasSuffix("conformance: 1 passed, 0 failed, 0 skipped\n"))
    }

    /// The report, the help, the version and the lists on a full or closed standard output: exit
    /// 2 with one line on the standard error (`help` and `list` used to exit 0 having written
    /// nothing).
    @Test(
        .enabled(if: TestPlatform.hasFullDevice, "needs /dev/full, a device that refuses every write (Linux)"),
        arguments: [">/dev/full", ">&-"])
    func aFullOrClosedStandardOutputIsExitTwoWithAMessage(_ redirection: String) throws {
        let commands = [
            ["--laws", "TIME-1", "--cases", "3", "--database", "none"], ["help"], ["--version"], ["list", "laws"],
        ]
        for arguments in commands {
            let run = try Self.run(arguments, redirections: redirection)
            #expect(run.status == 2, "\(arguments) \(redirection)")
            #expect(
                run.error.hasPrefix("conformance: cannot write the standard output: "), "\(arguments): \(run.error)")
            #expect(run.error.filter { $0 == "\n" }.count == 1, "\(arguments): \(run.error)")
        }
    }

    /// With the standard output closed, a report file the command opens does not take its number
    /// and receive what was meant for the terminal.
    @Test func aClosedStandardOutputIsNotReusedForAReportFile() throws {
        let directory = try OutputPathTests.directory("closed-stdout")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.json"
        let run = try Self.run(
            ["--laws", "TIME-1", "--cases", "3", "--database", "none", "--format", "json", "--output", path],
            redirections: ">&-")
        #expect(run.status == 0, "\(run.error)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect((try? JSONSerialization.jsonObject(with: data)) != nil)
    }
}
