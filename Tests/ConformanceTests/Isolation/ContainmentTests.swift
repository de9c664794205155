import Conformance
import EngineMutants
import Foundation
import Testing

@testable import ConformanceTesting

/// Containment under `swift test`: each law runs in a child process that re-runs this very test,
/// so an engine that traps, hangs or exits fails its law with a report, and the test run goes on.
/// (Before, a `fatalError` in `render` ended the test process and every law's result was lost.)
@Suite(
    .enabled(
        if: TestPlatform.rerunsTheTestBinary,
        "the EngineFactory form re-runs the test binary on Linux only; elsewhere it would run these engines in this process"
    ))
struct ContainmentTests {
    static func engine(_ misbehaviour: MisbehavingEngine.Misbehaviour) -> EngineFactory {
        EngineFactory(name: "misbehaving:\(misbehaviour.rawValue)") { MisbehavingEngine(misbehaviour) }
    }

    static let configuration = SuiteConfiguration(cases: 10, parallelism: 1)

    /// Each misbehaviour fails ITER-1 (its scripts render past one second) with the words that
    /// name it, a replay token, and a shrunk script no longer than the first.
    @Test(arguments: [
        (MisbehavingEngine.Misbehaviour.trap, "the engine trapped"),
        (.exiting, "the engine ended the process (exit status 3)"),
        (.hang, "the engine hung: a case ran longer than 0.5 s"),
    ])
    func aMisbehavingEngineFailsItsLawWithAReport(_ misbehaviour: MisbehavingEngine.Misbehaviour, _ words: String)
        throws
    {
        var result: LawResult?
        try withKnownIssue {
            result = try ConformanceTesting.check(
                law: "ITER-1", engine: Self.engine(misbehaviour), configuration: Self.configuration,
                containment: .childProcess(caseTimeout: 0.5))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("ITER-1 failed") && $0.rawValue.contains(words) }
        }
        let failure = try #require(result?.failure)
        #expect(result?.status == .failed)
        #expect(failure.message.contains(words))
        #expect(failure.replayToken.hasPrefix("ITER-1@pt2:"))
        #expect(failure.swiftSource.contains("YourEngine()"))
        #expect(failure.shrunkSteps > 0 && failure.shrunkSteps <= failure.originalSteps)
        // The case number and token of the first misbehaving case, for the watchdog's "which case".
        #expect(failure.message.contains("in case ") && failure.message.contains("(ITER-1@pt2:"))
        #expect((result?.cases ?? 0) > 0)
        if misbehaviour == .trap {
            // The trap's message and location, from the child's standard error.
            #expect(failure.message.contains("MisbehavingEngine.swift:"))
            #expect(failure.message.contains("Fatal error: MisbehavingEngine: trap requested by the test"))
        }
    }

    /// An engine that prints on the standard output does not disturb the child's report: it is
    /// the reference engine otherwise, so the law passes.
    @Test func aPrintingEnginePasses() throws {
        let result = try ConformanceTesting.check(
            law: "ITER-1", engine: Self.engine(.printing), configuration: Self.configuration,
            containment: .childProcess(caseTimeout: 5))
        #expect(result.status == .passed)
        #expect(result.cases == 10)
    }

    /// The child is selected by the running test's ID without its source location, escaped.
    @Test func theFilterSelectsExactlyTheRunningTest() {
        #expect(
            ConformanceTesting.filter(for: "ConformanceTests.ContainmentTests/probe(_:)/ContainmentTests.swift:9:5")
                == #"ConformanceTests\.ContainmentTests/probe\(_:\)"#)
    }
}
