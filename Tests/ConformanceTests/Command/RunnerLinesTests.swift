import Conformance
import EngineMutants
import Foundation
import Testing

/// What a runner prints holds where it is printed: every line names the runner, and a replay
/// line names the build configuration the run used.
@Suite struct RunnerLinesTests {
    static let mine: EngineFactory = {
        let mutant = MutantCatalog.mutant("did-stop-twice")!
        return EngineFactory(name: "mine") { mutant.makeEngine() }
    }()

    /// Every line an own runner prints, on the report's stream and the error stream.
    static func lines(_ arguments: [String], commandName: String) -> (status: Int32, lines: [String]) {
        var output = ""
        var errors: [String] = []
        let status = SuiteCommand.run(
            arguments, engines: [mine], commandName: commandName, output: { output += $0 },
            error: { errors.append($0) })
        return (status, output.split(separator: "\n").map(String.init) + errors)
    }

    @Test func aRunnerNamedMyRunnerPrintsNoLineStartingWithConformance() throws {
        for format in ["text", "markdown"] {
            let run = Self.lines(
                ["--laws", "CB-2,TIME-1", "--cases", "20", "--database", "none", "--in-process", "--format", format],
                commandName: "swift run my-runner")
            #expect(run.status == 1)  // CB-2 fails: the engine delivers didStop twice
            #expect(
                !run.lines.contains { $0.hasPrefix("conformance:") }, "\(run.lines.filter { $0.hasPrefix("conf") })")
            // Worked by hand: TIME-1 holds, CB-2 fails, nothing is skipped.
            #expect(run.lines.last == "my-runner: 1 passed, 1 failed, 0 skipped")
        }
    }

    @Test func theProgressLineNamesTheRunner() {
        let progress = TerminalProgress(total: 2, program: "my-runner") { _ in }
        progress.started("TIME-1")
        #expect(progress.line == "my-runner: 0/2 laws done; running TIME-1")
    }

    @Test func theSuitesOwnCommandAndTheTestEntryPointsStillSayConformance() {
        var report = SuiteReport(engineName: "e", seed: 1, cases: 1, results: [], laws: [])
        #expect(report.summaryLine == "conformance: 0 passed, 0 failed, 0 skipped")
        report.replayInstruction = .command("swift run -c release conformance")
        #expect(report.summaryLine == "conformance: 0 passed, 0 failed, 0 skipped")
        report.replayInstruction = .command(".build/release/tween-conformance")
        #expect(report.summaryLine == "tween-conformance: 0 passed, 0 failed, 0 skipped")
    }

    @Test func aReleaseBuildsReplayLineBuildsRelease() {
        let command = SuiteCommand.replayCommand(_:isRelease:)
        #expect(command("swift run my-conformance", true) == "swift run -c release my-conformance")
        #expect(command("swift run my-conformance", false) == "swift run my-conformance")
        // A configuration the author wrote is replaced by the one the run used.
        #expect(command("swift run -c release my-conformance", false) == "swift run my-conformance")
        #expect(command("swift run -c debug my-conformance", true) == "swift run -c release my-conformance")
        #expect(command("swift run --configuration release my-conformance", false) == "swift run my-conformance")
        #expect(
            command("swift run --configuration=debug my-conformance", true) == "swift run -c release my-conformance")
        // Not `swift run`: a path to a binary is that binary, whatever its build.
        #expect(command(".build/release/my-conformance", false) == ".build/release/my-conformance")
    }

    @Test func theReplayLineOfThisBuildNamesItsConfiguration() throws {
        let run = Self.lines(
            ["--laws", "CB-2", "--cases", "20", "--database", "none", "--in-process"],
            commandName: "swift run my-runner")
        let line = try #require(run.lines.first { $0.contains("--replay") })
        #if DEBUG
        let expected = "swift run my-runner --engine mine --replay 'CB-2@"
        #else
        let expected = "swift run -c release my-runner --engine mine --replay 'CB-2@"
        #endif
        #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix(expected), "\(line)")
    }
}
