import Conformance
import Foundation
import Testing

/// The command explains itself: every subcommand has a help with its exit codes, and a version.
@Suite(.serialized) struct HelpCommandTests {
    @Test(arguments: [
        ["--help"], ["-h"], ["help"], ["mutants", "--help"], ["variants", "--help"], ["bench", "--help"],
        ["list", "--help"], ["coverage", "--help"], ["shrink-bench", "--help"], ["generators", "--help"],
        ["help", "coverage"], ["--laws", "TIME", "--help"],
    ])
    func helpExitsZeroWithExitCodes(_ arguments: [String]) throws {
        let run = try CommandTests.run(arguments)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("usage: conformance"))
        #expect(run.output.contains("exit codes"))
        #expect(run.error.isEmpty)
    }

    @Test func mainHelpNamesEveryOptionAndItsDefault() throws {
        let help = try CommandTests.run(["--help"]).output
        for option in [
            "--engine", "--laws", "--cases", "--seed", "--replay", "--expectations", "--format", "--output",
            "--artifacts", "--database", "--tolerance", "--jobs", "--isolate", "--case-timeout",
        ] {
            #expect(help.contains(option), "\(option)")
        }
        #expect(help.contains("cases per law (default: \(SuiteConfiguration().cases);"))
        #expect(help.contains("examples:"))
    }

    @Test func versionNamesTheSuite() throws {
        let run = try CommandTests.run(["--version"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("conformance 0."))
        #expect(try CommandTests.run(["--version", "extra"]).status == 2)
        #expect(try CommandTests.run(["help", "nope"]).status == 2)
    }
}

/// One run, several reports: text on the terminal, JSON and JUnit files for CI.
@Suite(.serialized) struct SeveralOutputsTests {
    @Test func textOnTheTerminalAndFilesBeside() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-outputs-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appendingPathComponent("report.json").path
        let junit = directory.appendingPathComponent("report.xml").path
        let run = try CommandTests.run([
            "--engine", "mutant:did-stop-twice", "--laws", "CB-2,TIME-1", "--cases", "20", "--database", "none",
            "--json", json, "--junit", junit,
        ])
        #expect(run.status == 1)
        #expect(run.output.hasSuffix("conformance: 1 passed, 1 failed, 0 skipped\n"))
        let jsonText = try String(contentsOfFile: json, encoding: .utf8)
        #expect(jsonText.contains("\"engine\" : \"mutant:did-stop-twice\""))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml") && xml.contains("name=\"CB-2\""))
        // A file that cannot be written is found before the run.
        let refused = try CommandTests.run(["--laws", "TIME-1", "--junit", "/proc/no/such/report.xml"])
        #expect(refused.status == 2)
        #expect(refused.output.isEmpty)
    }
}
