import Foundation
import Testing

/// The command against hostile engines and bad input, each test the reproduction of a defect:
/// nothing lost, nothing clobbered, nothing hangs.
@Suite(.serialized) struct HostileCommandTests {
    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("conformance-hostile-\(getpid())-\(name)").path
    }

    // MARK: --output

    /// A symlink stays a symlink; its target receives the report.
    @Test func outputThroughASymlinkWritesItsTarget() throws {
        let target = Self.temporary("target.txt")
        let link = Self.temporary("link.txt")
        defer { for path in [target, link] { try? FileManager.default.removeItem(atPath: path) } }
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let run = try CommandTests.run(["--laws", "TIME-1", "--cases", "3", "--output", link])
        #expect(run.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(
            try String(contentsOfFile: target, encoding: .utf8).hasSuffix(
                "conformance: 1 passed, 0 failed, 0 skipped\n"))
    }

    /// A FIFO's reader gets the report (a rename over the FIFO gave it nothing).
    @Test func outputToAFIFOReachesItsReader() throws {
        let fifo = Self.temporary("fifo")
        defer { try? FileManager.default.removeItem(atPath: fifo) }
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo]
        let pipe = Pipe()
        reader.standardOutput = pipe
        try reader.run()
        let run = try CommandTests.run(["--laws", "TIME-1", "--cases", "3", "--output", fifo])
        let received = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        reader.waitUntilExit()
        #expect(run.status == 0)
        #expect(received.hasSuffix("conformance: 1 passed, 0 failed, 0 skipped\n"))
        let type = try FileManager.default.attributesOfItem(atPath: fifo)[.type] as? FileAttributeType
        #expect(type != .typeRegular)
    }

    /// A device that refuses every write (ENOSPC) is a one-line error and exit 2, not exit 0;
    /// the device stays a device.
    @Test(.enabled(if: TestPlatform.hasFullDevice, "needs /dev/full, a device that refuses every write (Linux)"))
    func aFailedWriteExitsTwo() throws {
        let run = try CommandTests.run(["--laws", "TIME-1", "--cases", "3", "--output", "/dev/full"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("conformance: cannot write '/dev/full': "))
        #expect(run.error.filter { $0 == "\n" }.count == 1)
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
    }

    /// The standard output is checked too: a report that cannot be written there is not exit 0.
    @Test(.enabled(if: TestPlatform.hasFullDevice, "needs /dev/full, a device that refuses every write (Linux)"))
    func aFailedWriteToTheStandardOutputExitsTwo() throws {
        let process = Process()
        process.executableURL = CommandTests.executable
        process.arguments = ["--laws", "TIME-1", "--cases", "3"]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let error = Pipe()
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.hasPrefix("conformance: cannot write the standard output: "))
    }

    /// A regular file is replaced whole, and nothing else is left in its directory.
    @Test func aRegularFileIsReplacedAtomicallyLeavingNothingElse() throws {
        let directory = Self.temporary("atomic")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/report.txt"
        try Data(String(repeating: "old report\n", count: 1000).utf8).write(to: URL(fileURLWithPath: path))
        let run = try CommandTests.run(["--laws", "TIME-1", "--cases", "3", "--output", path])
        #expect(run.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("engine: reference"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.txt"])
    }

    /// Paths that cannot be written are refused before the run, and nothing is created.
    @Test(arguments: [
        ["--output", "/no/such/dir/report.txt"], ["--output", "/"], ["--output", ""],
        ["--artifacts", "/proc/no/such"], ["--artifacts", "/dev/null/x"],
    ])
    func unwritablePathsAreRefusedBeforeTheRun(_ arguments: [String]) throws {
        let run = try CommandTests.run(
            ["--engine", "misbehaving:hang", "--laws", "ITER-1", "--cases", "50"] + arguments)
        // The hanging engine would never finish: exit 2 proves the path was checked first.
        #expect(run.status == 2)
        #expect(run.error.filter { $0 == "\n" }.count == 1)
        #expect(run.output.isEmpty)
    }

    /// A run that ends in a usage error creates no artifacts directory.
    @Test func aRefusedRunCreatesNoArtifactsDirectory() throws {
        let directory = Self.temporary("artifacts/deeper")
        defer { try? FileManager.default.removeItem(atPath: Self.temporary("artifacts")) }
        let refused = try CommandTests.run(["--artifacts", directory, "--replay", "TIME-1@pt2:AAAA"])
        #expect(refused.status == 2)
        #expect(!FileManager.default.fileExists(atPath: Self.temporary("artifacts")))
    }

    // MARK: replay tokens

    /// `--replay 'CB-2@pt1:AAAA'` was padded with zeros and passed; tokens now say what is wrong.
    @Test(arguments: [
        ("CB-2@pt1:AAAA", "no longer accepted"),
        ("CB-2@pt2:AAAA", "truncated"),
        ("ITER-5@pt2:BQAAAAAAkcmvwB", "altered"),
    ])
    func badTokensAreRefusedSayingWhich(_ token: String, _ word: String) throws {
        let run = try CommandTests.run(["--engine", "mutant:removal-never", "--replay", token])
        #expect(run.status == 2)
        #expect(run.error.contains(word), "\(run.error)")
        #expect(run.error.filter { $0 == "\n" }.count == 1)
    }

    /// A token of one law relabelled for another is refused, naming the law it was made for:
    /// the checksum is bound to the law's ID (and variant).
    @Test func aTokenOfAnotherLawIsMismatched() throws {
        let run = try CommandTests.run(["--replay", "CB-2@pt2:BwAAAAAAAADbZ2sg"])
        #expect(run.status == 2)
        #expect(
            run.error
                == "conformance: replay token: mismatched, it was made for ITER-1, not CB-2; replay it as 'ITER-1@pt2:BwAAAAAAAADbZ2sg'\n"
        )
        let right = try CommandTests.run(["--replay", "ITER-1@pt2:BwAAAAAAAADbZ2sg"])
        #expect(right.status == 0)
    }

    /// The step deletions a token carries (`~d…`) are bound by its checksum too: cutting them
    /// short would replay a longer script as if it were the reported one.
    @Test func aTokenWithItsDeletionsCutShortIsRefused() throws {
        let first = try CommandTests.run(["--engine", "mutant:removal-never", "--laws", "ITER-5", "--cases", "30"])
        let token = try #require(
            first.output.split(separator: "'").first { $0.hasPrefix("ITER-5@") && $0.contains("~d") })
        let whole = try CommandTests.run(["--engine", "mutant:removal-never", "--replay", String(token)])
        #expect(whole.status == 1)
        let cut = String(token.dropLast())
        let run = try CommandTests.run([
            "--engine", "mutant:removal-never", "--replay", cut.hasSuffix(",") ? String(cut.dropLast()) : cut,
        ])
        #expect(run.status == 2)
        #expect(run.error.contains("altered"), "\(run.error)")
    }

    /// `--laws` of another law was silently ignored by `--replay`.
    @Test func replayWithLawsOfAnotherLawIsAnError() throws {
        let run = try CommandTests.run(["--replay", "ITER-1@pt2:BwAAAAAAAADbZ2sg", "--laws", "CB-2"])
        #expect(run.status == 2)
        #expect(run.error == "conformance: --replay runs ITER-1, the law its token names, but --laws names CB-2\n")
        let same = try CommandTests.run(["--replay", "ITER-1@pt2:BwAAAAAAAADbZ2sg", "--laws", "ITER-1"])
        #expect(same.status == 0)
    }

    /// `--replay` ignored `--isolate`: a trap crashed the command and a hang hung it.
    @Test func replayHonoursIsolate() throws {
        let trap = try CommandTests.run([
            "--engine", "misbehaving:trap", "--isolate", "--replay", "ITER-1@pt2:BwAAAAAAAADbZ2sg",
        ])
        #expect(trap.status == 1)
        #expect(trap.output.contains("the engine trapped"))
        #expect(trap.output.contains("Fatal error: MisbehavingEngine: trap requested by the test"))
        let hang = try CommandTests.run([
            "--engine", "misbehaving:hang", "--isolate", "--case-timeout", "0.5", "--replay",
            "ITER-1@pt2:BwAAAAAAAADbZ2sg",
        ])
        #expect(hang.status == 1)
        #expect(hang.output.contains("the engine hung"))
    }

    // MARK: --isolate

    /// Each misbehaving engine gives a per-law report and the run finishes: the printing engine's
    /// output no longer fails every law ("gave no report"), the trap keeps its message, shrunk
    /// cases report their real step counts and cases, and the snippet does not name the
    /// reference engine.
    @Test func isolationReportsEachMisbehaviourPerLaw() throws {
        let printing = try CommandTests.run([
            "--engine", "misbehaving:printing", "--isolate", "--laws", "ITER-1,TIME-1", "--cases", "10",
        ])
        #expect(printing.status == 0)
        #expect(printing.output.hasSuffix("conformance: 2 passed, 0 failed, 0 skipped\n"))
        #expect(!printing.output.contains("MisbehavingEngine: render"))
        for (engine, words) in [
            ("trap", "the engine trapped"), ("exiting", "exit status 3"), ("hang", "the engine hung"),
        ] {
            let run = try CommandTests.run([
                "--engine", "misbehaving:\(engine)", "--isolate", "--case-timeout", "0.5", "--laws", "ITER-1,TIME-1",
                "--cases", "10", "--format", "json",
            ])
            #expect(run.status == 1)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let laws = try #require(json["laws"] as? [[String: Any]])
            #expect(laws.count == 2)
            for law in laws {
                let failure = try #require(law["failure"] as? [String: Any])
                #expect((failure["message"] as? String)?.contains(words) == true, "\(engine): \(failure)")
                #expect((law["cases"] as? Int ?? 0) > 0)
                let shrunk = failure["shrunkSteps"] as? Int ?? 0
                let original = failure["originalSteps"] as? Int ?? 0
                let source = failure["swiftSource"] as? String ?? ""
                #expect(shrunk > 0 && shrunk <= original)
                #expect(
                    source.split(separator: "\n").filter { $0.contains("),  // ") || $0.contains(",  // ") }.count
                        == shrunk)
                #expect(source.contains("YourEngine()") && !source.contains("ReferenceEngine()"))
            }
        }
    }

    /// SIGINT and SIGTERM stop the hung children (they were left at full CPU), remove the
    /// temporary files, and the report is still printed, with exit 128 + the signal (130 for
    /// SIGINT), marking the laws that did not finish as "not run" (they were reported as failed).
    /// Containment is the default: no `--isolate`.
    @Test(
        .enabled(
            if: TestPlatform.temporaryFolderFollowsTMPDIR, "the check of files left needs the command to use TMPDIR"),
        arguments: [SIGINT, SIGTERM])
    func aSignalStopsChildrenAndStillPrintsTheReport(_ signal: Int32) throws {
        // A temporary folder of its own: other tests running at the same time make theirs too.
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "conformance-signal-\(signal)-\(getpid())")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let process = Process()
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { _, new in new }
        process.executableURL = CommandTests.executable
        process.arguments = [
            "--engine", "misbehaving:hang", "--case-timeout", "600", "--laws", "ITER-1,TIME-1", "--cases", "10",
            "--seed", "42424\(signal)",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until both children are running: the temporary directory holds their progress.
        Thread.sleep(forTimeInterval: 1.5)
        // The children's files are in the folder given, so "nothing left" below checks something.
        let during = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(!during.isEmpty, "the command did not use TMPDIR")
        kill(process.processIdentifier, signal)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signal)
        for law in ["ITER-1", "TIME-1"] {
            let row = text.split(separator: "\n").first { $0.hasPrefix(law + " ") } ?? ""
            #expect(
                row.contains("not run")
                    && row.contains("[the run was interrupted (signal \(signal)) before this law finished]"), "\(row)")
        }
        #expect(!text.contains("FAIL"))
        #expect(text.hasSuffix("conformance: 0 passed, 0 failed, 0 skipped, 2 not run\n"))
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(left.isEmpty, "\(left)")
        // No child of the command is left: none still runs the hanging engine.
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
        ps.arguments = ["-f", "misbehaving:hang --seed 42424\(signal) "]
        let found = Pipe()
        ps.standardOutput = found
        if (try? ps.run()) != nil {
            let pids = String(decoding: found.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            ps.waitUntilExit()
            #expect(pids.isEmpty, "children left: \(pids)")
        }
    }
}
