import Foundation
import Testing

/// Report files: a failed write keeps the file that was there, and two reports never share a file.
@Suite struct OutputPathTests {
    /// A fresh directory of its own for one test.
    static func directory(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "conformance-files-\(getpid())-\(name)"
        ).path
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs the command under `sh` with a file-size limit of 512 bytes (`ulimit -f 1`), so every
    /// write of a longer report fails part way (EFBIG, and SIGXFSZ unless it is ignored).
    static func runWithFileSizeLimit(_ arguments: [String]) throws -> CommandTests.Run {
        try CommandTests.run(arguments, underShell: "ulimit -f 1 && exec \"$0\" \"$@\"")
    }

    static let longReport = ["--laws", "TIME-1,TIME-2", "--cases", "3", "--format", "json", "--database", "none"]

    /// The defect: a report written through a symbolic link was written in place, so a write
    /// that failed part way (here past the file-size limit) left half a JSON report where a good
    /// file had been, and SIGXFSZ killed the command (status 153) without a word. The link's
    /// target is now replaced by renaming a whole new file over it.
    @Test(arguments: [false, true])
    func aFailedWriteLeavesTheFileThatWasThere(throughALink: Bool) throws {
        let directory = try Self.directory("failed-write-\(throughALink)")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/report.json"
        let link = directory + "/link.json"
        try Data("good\n".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let run = try Self.runWithFileSizeLimit(Self.longReport + ["--output", throughALink ? link : file])
        #expect(run.status == 2, "\(run.error)")
        #expect(run.error.hasPrefix("conformance: cannot write '"), "\(run.error)")
        #expect(run.error.filter { $0 == "\n" }.count == 1)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "good\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == file)
        // No temporary file is left beside it.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["link.json", "report.json"])
        // Without the limit, the same command replaces the target whole and keeps the link.
        let written = try CommandTests.run(Self.longReport + ["--output", link])
        #expect(written.status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("{"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == file)
    }

    /// The defect: `--output x --json x` was accepted, and the JSON report replaced the text one.
    /// Two reports that would replace one file are refused before the run, in one line, exit 2,
    /// whether they are spelt alike or not.
    @Test(arguments: [
        (["--output", "x", "--json", "x"], "--output and --json"),
        (["--output", "x", "--markdown", "./x"], "--output and --markdown"),
        (["--json", "sub/../x", "--junit", "x"], "--json and --junit"),
        (["--json", "x", "--report-file", "x"], "--json and --report-file"),
        (["--output", "link", "--junit", "existing"], "--output and --junit"),
        (["--expectations", "existing", "--output", "existing"], "--expectations and --output"),
    ])
    func twoReportsOnOneFileAreRefusedBeforeTheRun(_ arguments: [String], _ flags: String) throws {
        let directory = try Self.directory("same-path-\(flags.filter(\.isLetter))")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
        try Data("# no known failures\n".utf8).write(to: URL(fileURLWithPath: directory + "/existing"))
        try FileManager.default.createSymbolicLink(atPath: directory + "/link", withDestinationPath: "existing")
        let run = try CommandTests.run(
            ["--laws", "TIME-1", "--cases", "1", "--database", "none"] + arguments, in: directory)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("conformance: \(flags) name the same file"), "\(run.error)")
        #expect(run.error.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: directory + "/x"))
        #expect(try String(contentsOfFile: directory + "/existing", encoding: .utf8) == "# no known failures\n")
    }

    /// The defect: `--output r.txt --json R.txt` passed the check (two names, neither file there
    /// yet), and on a case-insensitive disk (macOS's and Windows' default) the JSON report then
    /// replaced the text one. Names that differ only in case are refused on every disk, before the
    /// run, in one line, exit 2.
    @Test(arguments: [
        (["--output", "r.txt", "--json", "R.txt"], "--output 'r.txt' and --json 'R.txt'"),
        (["--json", "Out.json", "--report-file", "./out.JSON"], "--json 'Out.json' and --report-file './out.JSON'"),
        (
            ["--junit", "sub/a.xml", "--markdown", "Sub/../sub/A.xml"],
            "--junit 'sub/a.xml' and --markdown 'Sub/../sub/A.xml'"
        ),
    ])
    func twoReportsWhoseNamesDifferOnlyInCaseAreRefusedBeforeTheRun(_ arguments: [String], _ named: String) throws {
        let directory = try Self.directory("case-\(named.filter(\.isLetter))")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
        // `Sub/..` must exist to lead back (on a case-insensitive disk it is `sub` itself).
        try? FileManager.default.createDirectory(atPath: directory + "/Sub", withIntermediateDirectories: true)
        let run = try CommandTests.run(
            ["--laws", "TIME-1", "--cases", "1", "--database", "none"] + arguments, in: directory)
        #expect(run.status == 2)
        #expect(
            run.error.hasPrefix("conformance: \(named) differ only in case, one file on a case-insensitive disk"),
            "\(run.error)")
        #expect(run.error.filter { $0 == "\n" }.count == 1)
        // Nothing was written: the run never started.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted().allSatisfy {
                ["Sub", "sub"].contains($0)
            })
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/sub").isEmpty)
    }

    /// A device given for two reports is written twice, not refused: nothing is replaced.
    @Test func aDeviceMayTakeTwoReports() throws {
        let run = try CommandTests.run([
            "--laws", "TIME-1", "--cases", "3", "--json", "/dev/null", "--junit", "/dev/null",
        ])
        #expect(run.status == 0, "\(run.error)")
    }

    /// A file in a directory the command cannot write could only be written in place, where a
    /// failed write leaves half a report: it is refused before the run. (Root may write any
    /// directory, so the test needs another user.)
    @Test(.enabled(if: getuid() != 0, "root may write every directory"))
    func aFileThatCannotBeReplacedWholeIsRefusedBeforeTheRun() throws {
        let directory = try Self.directory("read-only")
        defer {
            _ = chmod(directory, 0o755)
            try? FileManager.default.removeItem(atPath: directory)
        }
        let file = directory + "/report.txt"
        try Data("good\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(chmod(directory, 0o555) == 0)
        let run = try CommandTests.run(["--engine", "misbehaving:hang", "--laws", "ITER-1", "--output", file])
        #expect(run.status == 2)
        #expect(run.error.contains("is not writable, so the file cannot be replaced whole"), "\(run.error)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "good\n")
    }
}
