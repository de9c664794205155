import Conformance
import EngineMutants
import Foundation
import Testing

@testable import ConformanceTesting

/// Engines the provider form builds again in each child: misbehaving ones and the reference.
enum TrappingEngine: EngineProvider { static var engine: EngineFactory { ContainmentTests.engine(.trap) } }
enum ExitingEngine: EngineProvider { static var engine: EngineFactory { ContainmentTests.engine(.exiting) } }
enum HangingEngine: EngineProvider { static var engine: EngineFactory { ContainmentTests.engine(.hang) } }
enum PrintingEngine: EngineProvider { static var engine: EngineFactory { ContainmentTests.engine(.printing) } }
enum Reference: EngineProvider { static var engine: EngineFactory { .reference() } }

/// Containment through Swift Testing's exit tests: the same code path on macOS, Linux and
/// Windows, checked here on Linux. Each law runs in a child Swift Testing starts; a trap, a hang
/// or an `exit` fails that law with a shrunk, replayable report, and the test run goes on.
@Suite(.enabled(if: ConformanceTesting.containsLawsInChildProcesses, "this platform has no exit tests"))
struct ExitTestContainmentTests {
    static let configuration = SuiteConfiguration(cases: 10, parallelism: 1)

    static func provider(_ name: String) -> (any EngineProvider.Type)? {
        switch name {
        case "trap": return TrappingEngine.self
        case "exiting": return ExitingEngine.self
        case "hang": return HangingEngine.self
        default: return nil
        }
    }

    /// Each misbehaviour fails ITER-1 (its scripts render past one second) with the words that
    /// name it, the case it happened in, a replay token and a shrunk script.
    @Test(arguments: [
        // Whose code trapped is told only where the child gives a backtrace.
        ("trap", TestPlatform.exitTestTrapWords),
        ("exiting", "the engine ended the process (exit status 3)"),
        ("hang", "the engine hung: a case ran longer than 0.5 s"),
    ])
    func aMisbehavingEngineFailsItsLawWithAReport(_ name: String, _ words: String) async throws {
        let provider = try #require(Self.provider(name))
        var result: LawResult?
        try await withKnownIssue {
            result = try await ConformanceTesting.check(
                law: "ITER-1", engine: provider, configuration: Self.configuration,
                containment: .childProcess(caseTimeout: 0.5))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("ITER-1 failed") && $0.rawValue.contains(words) }
        }
        let failure = try #require(result?.failure)
        #expect(result?.status == .failed)
        #expect(failure.message.contains(words), "\(failure.message)")
        #expect(failure.replayToken.hasPrefix("ITER-1@pt2:"))
        #expect(failure.swiftSource.contains("YourEngine()"))
        #expect(failure.shrunkSteps > 0 && failure.shrunkSteps <= failure.originalSteps)
        #expect(failure.message.contains("in case ") && failure.message.contains("(ITER-1@pt2:"))
        #expect((result?.cases ?? 0) > 0)
        if name == "trap" {
            // The trap's message and location come from the child's standard error.
            #expect(
                failure.message.contains("Fatal error: MisbehavingEngine: trap requested by the test"),
                "\(failure.message)")
        }
    }

    /// An engine printing on the standard output does not disturb the child's report; the
    /// parent's configuration (10 cases) reaches the child.
    @Test func aPrintingEnginePassesWithTheParentsConfiguration() async throws {
        let result = try await ConformanceTesting.check(
            law: "ITER-1", engine: PrintingEngine.self, configuration: Self.configuration,
            containment: .childProcess(caseTimeout: 5))
        #expect(result.status == .passed)
        #expect(result.cases == 10)
    }

    /// A law of every family holds on the reference engine through a child, with its evidence.
    @Test(arguments: ["TIME-1", "CB-2", "VAL-1", "TECH-8"])
    func theReferenceEnginePassesInAChild(_ law: String) async throws {
        let result = try await ConformanceTesting.check(
            law: law, engine: Reference.self, configuration: SuiteConfiguration(cases: 20))
        #expect(result.status == .passed)
        #expect(result.cases == 20)
        #expect(result.evidence.values + result.evidence.callbacks + result.evidence.instants > 0)
    }

    /// A child's assignment survives its trip through JSON text with the parent's configuration.
    @Test func anAssignmentRoundTripsThroughJSON() throws {
        var configuration = SuiteConfiguration(cases: 7, seed: 99, tolerance: 1e-4)
        configuration.expectations = Expectations(["TIME-1": "known"])
        configuration.maxDistinctFailures = 1
        configuration.derivesTolerance = false
        let assignment = ChildAssignment(
            lawID: "TIME-1", engineName: "mine", replayToken: nil, progressFile: "p", reportFile: "r",
            standardErrorFile: "e",
            hungFile: "h", caseTimeout: 2, configuration: configuration)
        let decoded = try #require(ChildAssignment(json: assignment.json))
        #expect(decoded == assignment)
        #expect(
            decoded.configuration.cases == 7 && decoded.configuration.seed == 99
                && decoded.configuration.tolerance == 1e-4)
        #expect(decoded.configuration.expectations == configuration.expectations)
        #expect(decoded.configuration.maxDistinctFailures == 1)
        #expect(!decoded.configuration.derivesTolerance)
        #expect(ChildAssignment(json: "{}") == nil)
    }
}
