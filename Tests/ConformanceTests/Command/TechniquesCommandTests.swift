import Foundation
import Testing

/// `conformance --techniques NAME` as a user runs it: contained (the default), so the children
/// that run the laws must run them over the named implementation too.
@Suite struct TechniquesCommandTests {
    @Test func aRunOverTheFacadeExamplePassesContained() throws {
        let run = try CommandTests.run(
            ["--techniques", "facade.qa1673", "--laws", "TECH-1,TECH-8", "--cases", "40", "--database", "none"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("engine: reference (techniques: facade.qa1673)"))
        #expect(run.output.contains("conformance: 2 passed, 0 failed"))
    }

    @Test func aPublishedFlawIsCaughtInTheChildrenAndItsTokenReplays() throws {
        let run = try CommandTests.run(
            ["--techniques", "pause.qa1673Verbatim", "--laws", "TECH-8", "--cases", "50", "--database", "none"])
        // QA1673 as published forces speed 1 on resume: TECH-8 catches it within a few cases.
        #expect(run.status == 1, "\(run.output)")
        let token = try #require(
            run.output.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "'" }).first {
                $0.hasPrefix("TECH-8/pause.qa1673Verbatim@")
            })
        // The token names the implementation, so it replays without --techniques.
        let replay = try CommandTests.run(["--replay", String(token)])
        #expect(replay.status == 1, "\(replay.error)")
    }
}
