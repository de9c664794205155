import Conformance
import Foundation
import Scripts
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `conformance` command as a user runs it: exit codes, one-line errors, formats, isolation.
@Suite(.serialized) struct CommandTests {
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    /// The built `conformance` beside the test bundle, wherever the build put it.
    ///
    /// The test binary's own path is not enough: on macOS `swift test` runs tests in `xctest` or
    /// swiftpm's testing helper, and Xcode in its agent. So the search starts from every place
    /// that names the bundle (the main executable, the program's first argument, every loaded
    /// `.xctest` bundle), which works with `-c release`, `--scratch-path` and Xcode; then from
    /// the package's default build folders. `CONFORMANCE_BINARY` names it outright.
    static let executable: URL = {
        let name = "conformance"
        if let path = ProcessInfo.processInfo.environment["CONFORMANCE_BINARY"] { return URL(fileURLWithPath: path) }
        var starts = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])].compactMap { $0 }
        starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        for start in starts {
            var directory = start.deletingLastPathComponent()
            while directory.path != "/", !directory.path.isEmpty {
                for candidate in [name, name + ".exe"] {
                    let url = directory.appendingPathComponent(candidate)
                    if FileManager.default.isExecutableFile(atPath: url.path) { return url }
                }
                directory.deleteLastPathComponent()
            }
        }
        let root = PackageRoot.url()
        for configuration in ["debug", "release"] {
            let url = root.appendingPathComponent(".build/\(configuration)/\(name)")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return root.appendingPathComponent(".build/debug/\(name)")
    }()

    /// Runs the built command with `arguments`, in `directory` when one is given.
    static func run(_ arguments: [String], in directory: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        return try finish(process)
    }

    /// Runs the built command with `arguments` under `sh -c script`, where `$0` is the command
    /// (so that `script` can set limits or redirections around `exec "$0" "$@"`).
    static func run(_ arguments: [String], underShell script: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, executable.path] + arguments
        return try finish(process)
    }

    /// Starts `process` with its output and error piped, waits for it, and collects both.
    static func finish(_ process: Process) throws -> Run {
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            error: String(decoding: err, as: UTF8.self))
    }

    @Test(arguments: [
        ["--bogus"], ["--cases", "x"], ["--engine", "nope"], ["--laws", "NOPE-1"], ["--replay", "garbage"],
        ["--replay", "TIME-1@pt2:%%"], ["--replay", "TECH-1/nope@pt2:AA"], ["list", "things"], ["frobnicate"],
        ["--expectations", "/no/such/file"], ["--case-timeout", "1e308"], ["--laws", "TIME-1,,CB-2"],
        ["mutants", "--cases", "0"], ["variants", "--bogus"], ["bench", "nope"], ["bench", "engine", "--layers", "3"],
        ["bench", "generators", "--bogus", "1"], ["generators", "--count", "x"], ["shrink-bench", "extra"],
        ["shrink-bench", "--runs", "0"], ["--artifacts", "/proc/no/such"], ["pairs", "--bogus"],
        ["pairs", "--cases", "0"], ["--techniques", "nope"], ["--techniques"],
    ])
    func badInputIsOneLineAndExitCodeTwo(_ arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("conformance: "))
        #expect(run.error.filter { $0 == "\n" }.count == 1, "\(run.error)")
    }

    /// The shrinker crashed here (deleting an element kept a span of the tape it had replaced) and
    /// the whole report was lost.
    @Test func shrinkingAMutantsFailureFinishesWithAReport() throws {
        let run = try Self.run(["--engine", "mutant:time-offset-before-scaling", "--laws", "REF-1", "--cases", "1"])
        #expect(run.status == 1)
        #expect(run.output.contains("REF-1"))
        #expect(run.output.contains("--replay"))
    }

    @Test func pairsReportsEveryRequiredPairReached() throws {
        let run = try Self.run(["pairs"])
        #expect(run.status == 0)
        let total = TechniquePairCoverage.required.count
        #expect(run.output.hasSuffix("technique pairs reached: \(total)/\(total)\n"))
        #expect(!run.output.contains("UNREACHED"))
    }

    @Test func passingRunExitsZeroAndEndsWithTheSummary() throws {
        let run = try Self.run(["--laws", "TIME-1,CB-2", "--cases", "10"])
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("conformance: 2 passed, 0 failed, 0 skipped\n"))
    }

    @Test func failingRunExitsOneAndReplays() throws {
        let run = try Self.run(["--engine", "mutant:removal-never", "--laws", "ITER-5", "--cases", "20"])
        #expect(run.status == 1)
        let token = try #require(run.output.split(separator: "'").first { $0.hasPrefix("ITER-5@") })
        let replay = try Self.run(["--engine", "mutant:removal-never", "--replay", String(token)])
        #expect(replay.status == 1)
        #expect(replay.output.hasSuffix("conformance: 0 passed, 1 failed, 0 skipped\n"))
    }

    /// The same seed and the same (here: no) failure database give byte-identical output.
    @Test func sameSeedGivesByteIdenticalOutput() throws {
        let arguments = ["--engine", "mutant:did-stop-twice", "--cases", "25", "--seed", "7", "--database", "none"]
        #expect(try Self.run(arguments).output == Self.run(arguments + ["--jobs", "1"]).output)
    }

    /// A failure found once is replayed from the database on the next run, even with one case.
    @Test func theDatabaseReplaysAFailureFirst() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-cmd-db-\(getpid())")
            .path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try Self.run(["--engine", "mutant:removal-never", "--laws", "ITER-5", "--database", directory])
        #expect(first.status == 1)
        let token = try #require(first.output.split(separator: "'").first { $0.hasPrefix("ITER-5@") })
        let second = try Self.run([
            "--engine", "mutant:removal-never", "--laws", "ITER-5", "--cases", "1", "--seed", "99", "--database",
            directory,
        ])
        #expect(second.status == 1)
        #expect(second.output.contains(String(token)))
    }

    @Test func junitOutputFileIsValidXML() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-test-\(getpid()).xml")
        defer { try? FileManager.default.removeItem(at: path) }
        let run = try Self.run(["--laws", "TIME-1,ITER-1", "--cases", "5", "--format", "junit", "--output", path.path])
        #expect(run.status == 0)
        let parser = XMLParser(data: try Data(contentsOf: path))
        #expect(parser.parse())
    }

    @Test func artifactsHoldAnSVGTimelineAndTheScriptOfEachFailure() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "conformance-artifacts-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Self.run([
            "--engine", "mutant:fill-backwards-ignored", "--laws", "ITER-3", "--cases", "20", "--artifacts",
            directory.path,
            "--database", "none",
        ])
        #expect(run.status == 1)
        let svg = try String(contentsOf: directory.appendingPathComponent("ITER-3.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("<polyline"))
        #expect(svg.contains("step (media time"))
        let swift = try String(contentsOf: directory.appendingPathComponent("ITER-3.swift"), encoding: .utf8)
        #expect(swift.contains("let script: Script = ["))
    }

    /// A failure in keys alone, where every value agrees, draws no timeline: it would point at nothing.
    @Test func aFailureWhereValuesAgreeHasNoTimeline() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "conformance-artifacts-keys-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Self.run([
            "--engine", "mutant:removal-never", "--laws", "ITER-5", "--cases", "20", "--artifacts", directory.path,
            "--database", "none",
        ])
        #expect(run.status == 1)
        #expect(!run.output.contains("timeline:"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("ITER-5.svg").path))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("ITER-5.swift").path))
    }

    @Test func isolationSurvivesTrapsAndHangsAndNamesTheCase() throws {
        let trap = try Self.run([
            "--engine", "misbehaving:trap", "--isolate", "--laws", "ITER-1,INTERP-4", "--cases", "10",
        ])
        #expect(trap.status == 1)
        #expect(trap.output.contains("the engine trapped"))
        #expect(trap.output.contains("(ITER-1@pt2:"))
        let hang = try Self.run([
            "--engine", "misbehaving:hang", "--isolate", "--case-timeout", "0.5", "--laws", "ITER-1", "--cases", "10",
        ])
        #expect(hang.status == 1)
        #expect(hang.output.contains("the engine hung"))
    }

    @Test func misbehavingEnginesAreReportedPerLawWithoutStoppingTheRun() throws {
        // TIME-2 reads no presentation value, so the NaN engine holds it (TIME-1 is also judged on grammar
        // cases, which read values, and fails).
        let nan = try Self.run(["--engine", "misbehaving:nan", "--laws", "INTERP-4,TIME-2", "--cases", "20"])
        #expect(nan.status == 1)
        #expect(nan.output.contains("observed nan"))
        #expect(nan.output.hasSuffix("conformance: 1 passed, 1 failed, 0 skipped\n"))
        let throwing = try Self.run(["--engine", "misbehaving:throwing", "--laws", "REF-1,TIME-2", "--cases", "20"])
        #expect(throwing.status == 1)
        #expect(throwing.output.contains("REF-1 failed"))
        #expect(throwing.output.contains("unsupported: rendering past one second"))
        // A refused render is a failure of every law whose scripts render past one second.
        #expect(throwing.output.contains("the engine refused .advance("))
        #expect(throwing.output.hasSuffix("conformance: 0 passed, 2 failed, 0 skipped\n"))
    }

    @Test func expectationsNamingUnknownLawsAreRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "conformance-expectations-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: path) }
        try Data("NOPE-9: not a law\n".utf8).write(to: path)
        let run = try Self.run(["--expectations", path.path])
        #expect(run.status == 2)
        #expect(run.error.contains("unknown law 'NOPE-9'"))
    }
}
