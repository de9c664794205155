import Conformance
import EngineMutants
import Testing

@testable import ConformanceTesting

/// An engine author's own runner: the whole command in a few lines, and replay lines that work
/// where they are printed.
@Suite struct EngineAuthorRunnerTests {
    static let mine: EngineFactory = {
        let mutant = MutantCatalog.mutant("did-stop-twice")!
        return EngineFactory(name: "mine") { mutant.makeEngine() }
    }()

    @Test func anOwnRunnerPrintsItsOwnReplayCommand() throws {
        var printed = ""
        let status = SuiteCommand.run(
            ["--laws", "CB-2", "--cases", "20", "--database", "none"], engines: [Self.mine],
            commandName: "swift run my-conformance", output: { printed += $0 }, error: { _ in })
        #expect(status == 1)  // no --engine: a runner of one's own engines runs the first of them
        let run = SuiteCommand.run(
            ["--engine", "mine", "--laws", "CB-2", "--cases", "20", "--database", "none"], engines: [Self.mine],
            commandName: "swift run my-conformance", output: { printed += $0 }, error: { _ in })
        #expect(run == 1)
        let line = try #require(printed.split(separator: "\n").first { $0.contains("--replay") })
        #expect(
            line.trimmingCharacters(in: .whitespaces).hasPrefix(
                "swift run my-conformance --engine mine --replay 'CB-2@"))
        // The printed line works: the token replays on the same runner.
        let token = try #require(line.split(separator: "'").dropFirst().first)
        let replayed = SuiteCommand.run(
            ["--engine", "mine", "--replay", String(token)], engines: [Self.mine], output: { _ in }, error: { _ in })
        #expect(replayed == 1)
    }

    @Test func testFailuresShowASwiftLineThatReplaysTheCase() throws {
        let law = try #require(LawCatalog.law("CB-2"))
        let result = SuiteRunner(engine: Self.mine).run(law: law, configuration: SuiteConfiguration(cases: 20))
        let text = ConformanceMessages.text(of: result, law: law, engine: "mine", seed: 1)
        let token = try #require(result.failure?.replayToken)
        #expect(text.contains("try ConformanceTesting.replay(\"\(token)\", engine: engine)"))
        var replayed: LawResult?
        withKnownIssue("the replayed case still fails, and says so") {
            replayed = try ConformanceTesting.replay(token, engine: Self.mine)
        }
        #expect(replayed?.status == .failed)
    }
}

/// Native results: an expected failure is a known issue of the test, not a silent pass.
@Suite struct NativeResultTests {
    @Test func anExpectedFailureIsRecordedAsAKnownIssue() throws {
        var configuration = SuiteConfiguration(cases: 20)
        configuration.expectations = Expectations(["CB-2": "delivers didStop twice, known"])
        // The known issue check records is absorbed by the test runner; an ordinary issue would fail this test.
        let result = try ConformanceTesting.check(
            law: "CB-2", engine: EngineAuthorRunnerTests.mine, configuration: configuration, containment: .inProcess)
        #expect(result.status == .expectedFailure(reason: "delivers didStop twice, known"))
    }
}
