import Conformance
import EngineMutants
import Foundation
import Testing

@testable import ConformanceTesting

/// A replay line pasted into a test is contained as a law is: a case that traps or hangs gives
/// the failure a run gives, and the test run goes on. (Before, `ConformanceTesting.replay` ran
/// the case in the test process, so a trap ended `swift test` and a hang never let it finish.)
struct ReplayContainmentTests {
    /// A case of ITER-1 that renders at 1.25 s, past the misbehaving engines' one second.
    static let token = "ITER-1@pt2:BwAAAAAAAADbZ2sg"

    static func check(_ result: LawResult?, _ words: String) throws {
        let failure = try #require(result?.failure)
        #expect(result?.status == .failed)
        #expect(result?.cases == 1)
        #expect(failure.message.contains(words + " in case 1"), "\(failure.message)")
        #expect(failure.replayToken == token)
        #expect(failure.swiftSource.contains("YourEngine()"))
    }

    /// Replays the token against a misbehaving engine, re-running this test in a child.
    static func replay(_ misbehaviour: MisbehavingEngine.Misbehaviour, _ words: String) throws -> LawResult? {
        var result: LawResult?
        try withKnownIssue {
            result = try ConformanceTesting.replay(
                token, engine: ContainmentTests.engine(misbehaviour), containment: .childProcess(caseTimeout: 0.5))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("ITER-1 failed") && $0.rawValue.contains(words) }
        }
        try check(result, words)
        return result
    }

    // One test per engine, not one parameterized test: the child re-runs the running test, and
    // would run every argument of it.
    @Test(
        .enabled(if: TestPlatform.rerunsTheTestBinary, "the EngineFactory form re-runs the test binary on Linux only"))
    func aReplayedCaseThatTrapsIsAFailure() throws {
        let result = try Self.replay(.trap, "the engine trapped (\(TestPlatform.trapSignal.words))")
        #expect(result?.failure?.message.contains("Fatal error: MisbehavingEngine: trap requested by the test") == true)
    }

    @Test(
        .enabled(if: TestPlatform.rerunsTheTestBinary, "the EngineFactory form re-runs the test binary on Linux only"))
    func aReplayedCaseThatHangsIsAFailure() throws {
        _ = try Self.replay(.hang, "the engine hung: a case ran longer than 0.5 s")
    }

    @Test(.enabled(if: ConformanceTesting.containsLawsInChildProcesses, "this platform has no exit tests"))
    func aReplayedCaseThatTrapsIsAFailureInAnExitTest() async throws {
        var result: LawResult?
        // An exit test's child gives no backtrace unless asked for, so whose code trapped is
        // not told there.
        let trapped = TestPlatform.exitTestTrapWords
        try await withKnownIssue {
            result = try await ConformanceTesting.replay(Self.token, engine: TrappingEngine.self)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("ITER-1 failed") && $0.rawValue.contains(trapped)
            }
        }
        try Self.check(result, "\(trapped) (\(TestPlatform.trapSignal.words))")
    }

    /// A token that does not fit its law is refused in the test process, naming the problem.
    @Test func aForeignTokenIsRefusedBeforeAnyChild() async throws {
        try await withKnownIssue {
            _ = try await ConformanceTesting.replay("ITER-1@pt2:AAAA", engine: TrappingEngine.self)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("cannot replay 'ITER-1@pt2:AAAA'") } || issue.error != nil
        }
    }
}
