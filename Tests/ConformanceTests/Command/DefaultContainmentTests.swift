import Conformance
import Foundation
import Testing

/// A plain `conformance` run contains the engine: one that traps costs the cases it traps in,
/// never the report. (Before, a trap in a run without `--isolate` ended the command with exit
/// 132, a backtrace and no report.)
@Suite(.serialized) struct DefaultContainmentTests {
    /// The planted engine traps on its first render past half a second, in a standard-library
    /// precondition (an infinite `Double` converted to `Int`).
    static let trapping = ["--engine", "misbehaving:early-trap", "--database", "none"]

    /// How a report opens a trap: the engine's, told by its frames where the backtracer runs,
    /// and where it does not, a trap whose owner could not be told.
    static let trapped = Backtracer.isAvailable ? "the engine trapped" : "a case trapped"

    /// Every case number a report names.
    static func caseNumbers(_ text: String) -> [Int] {
        text.split(separator: "\n").flatMap { line in
            line.split(separator: " ").indices.compactMap { index -> Int? in
                let words = line.split(separator: " ")
                guard index > 0, words[index - 1] == "case" else { return nil }
                return Int(words[index].prefix { $0.isNumber })
            }
        }
    }

    @Test func aTrappingEngineGetsTheFullReportWithoutIsolate() throws {
        let run = try CommandTests.run(Self.trapping + ["--laws", "TIME-1,ITER-1,CB-1,INTERP-4", "--cases", "12"])
        #expect(run.status == 1)
        // Every law has a verdict, none is lost or "not run".
        let summary = try #require(run.output.split(separator: "\n").last)
        #expect(!summary.contains("not run"))
        let counts = summary.split(separator: " ").compactMap { Int($0.filter(\.isNumber)) }
        #expect(counts.reduce(0, +) == 4, "\(summary)")
        for law in ["TIME-1", "ITER-1"] {
            // The trap is named with its law, its shrunk script and its replay token.
            #expect(run.output.contains("\(law) failed:"))
            #expect(run.output.contains("--engine misbehaving:early-trap --replay '\(law)@pt2:"))
        }
        #expect(run.output.contains("\(Self.trapped) (\(TestPlatform.trapSignal.words)) in case "))
        #expect(run.output.contains("script (runnable Swift):"))
        // The engine's message and location, from the child's standard error; the location only
        // where the backtracer runs (on a Mac, where the toolchain's `swift-backtrace` is found).
        #expect(run.output.contains("Double value cannot be converted to Int because it is either infinite or NaN"))
        if Backtracer.isAvailable { #expect(run.output.contains("MisbehavingEngine.swift:")) }
        // `--cases 12` bounds every law: 12 cases, then at most 2 further rounds of 12 for other
        // signatures (SuiteConfiguration.maxDistinctFailures is 3), so no case past 36.
        let numbers = Self.caseNumbers(run.output)
        #expect(!numbers.isEmpty)
        #expect(numbers.allSatisfy { (1...36).contains($0) }, "\(numbers)")
    }

    /// A replayed case that traps gives the failure a run gives, in a child, with exit 1.
    @Test func aReplayThatTrapsIsContained() throws {
        let run = try CommandTests.run(Self.trapping + ["--replay", "ITER-1@pt2:BwAAAAAAAADbZ2sg"])
        #expect(run.status == 1)
        #expect(run.output.contains("ITER-1 failed:"))
        #expect(run.output.contains("\(Self.trapped) (\(TestPlatform.trapSignal.words)) in case 1"))
        #expect(run.output.contains("Double value cannot be converted to Int"))
        #expect(run.output.hasSuffix("conformance: 0 passed, 1 failed, 0 skipped\n"))
    }

    /// The report is the same contained, in process and with the old `--isolate`.
    @Test func theReportIsTheSameWhereverTheLawsRun() throws {
        let base = [
            "--laws", "TIME-1,CB-2", "--cases", "30", "--engine", "mutant:did-stop-twice", "--database", "none",
        ]
        let contained = try CommandTests.run(base)
        let inProcess = try CommandTests.run(base + ["--in-process"])
        let isolate = try CommandTests.run(base + ["--isolate"])
        #expect(contained.status == 1)
        #expect(contained.output.contains("CB-2 failed:"))
        #expect(inProcess.status == contained.status && inProcess.output == contained.output)
        #expect(isolate.status == contained.status && isolate.output == contained.output)
    }

    /// An interrupt keeps the verdicts of the laws that finished and marks the others "not run",
    /// with exit 130. API-2's first 2 cases never render past one second, so it finishes (it is
    /// not judged on the shared run, whose grammar cases may: TRANS-2's second case at the default
    /// seed does); ITER-1's do, and hang.
    @Test(.enabled(if: TestPlatform.temporaryFolderFollowsTMPDIR, "the test watches the command's temporary files"))
    func anInterruptKeepsWhatFinished() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "conformance-interrupt-\(getpid())")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let process = Process()
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { _, new in new }
        process.executableURL = CommandTests.executable
        process.arguments = [
            "--engine", "misbehaving:hang", "--case-timeout", "600", "--laws", "API-2,ITER-1", "--cases", "2",
            "--database", "none",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait (at most a minute) until the batch child has left API-2's result.
        func finished() -> Bool {
            let runs = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
            return runs.contains {
                FileManager.default.fileExists(atPath: temporary.path + "/" + $0 + "/batch-1/API-2.json")
            }
        }
        for _ in 0..<600 where !finished() { Thread.sleep(forTimeInterval: 0.1) }
        #expect(finished())
        kill(process.processIdentifier, SIGINT)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let rows = text.split(separator: "\n")
        #expect(rows.contains { $0.hasPrefix("API-2 ") && $0.contains(" pass ") })
        #expect(rows.contains { $0.hasPrefix("ITER-1 ") && $0.contains(" not run ") })
        #expect(text.hasSuffix("conformance: 1 passed, 0 failed, 0 skipped, 1 not run\n"))
    }

    @Test(arguments: [
        (["--in-process", "--case-timeout", "2"], "--case-timeout needs containment, which --in-process turns off"),
        (["--in-process", "--isolate"], "--isolate and --in-process contradict each other"),
    ])
    func contradictoryContainmentIsRefused(_ arguments: [String], _ message: String) throws {
        let run = try CommandTests.run(arguments)
        #expect(run.status == 2)
        #expect(run.error == "conformance: \(message)\n")
    }
}
