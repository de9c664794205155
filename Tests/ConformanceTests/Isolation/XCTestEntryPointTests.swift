import Conformance
import ConformanceTesting
import EngineMutants
import Foundation
import MediaTiming
import ReferenceEngine
import XCTest

/// The XCTest entry point, as a user's XCTest target would call it.
final class XCTestEntryPointTests: XCTestCase {
    func testReferenceEngineConformsThroughXCTest() throws {
        // A few cases per law: what is tested is the entry point; the command's default run (CI,
        // release) checks every law at its full count.
        let report = try XCTUnwrap(assertConformance(of: .reference(), configuration: SuiteConfiguration(cases: 12)))
        XCTAssertEqual(report.results.count, LawCatalog.all.count)
        XCTAssertTrue(report.succeeded)
        XCTAssertEqual(report.failedCount, 0)
    }

    /// A law the engine lacks the capabilities for shows as skipped, not as passed.
    func testALawTheEngineCannotRunIsSkipped() {
        let engine = EngineFactory(name: "no keyframes") {
            AnyTimingEngine(ReferenceEngine(), declaring: EngineCapabilities.all.subtracting(.keyframes))
        }
        XCTAssertThrowsError(try assertConformance(law: "INTERP-2", of: engine)) { error in
            XCTAssertTrue(error is XCTSkip, "\(error)")
        }
        XCTAssertNoThrow(try assertConformance(law: "TIME-1", of: engine, configuration: SuiteConfiguration(cases: 10)))
    }

    #if os(Linux)  // portability: XCTest re-runs the test method on Linux only; elsewhere it runs in process and says so
    /// The child side of XCTest containment is `assertConformance` itself; the parent side is run
    /// here through ``ChildProcessRunner`` (what `assertConformance` uses), so the test can look at
    /// the trapped law's result instead of failing with it.
    func testATrappingEngineFailsItsLawInAChildOfThisTest() throws {
        let engine = EngineFactory(name: "misbehaving:trap") { MisbehavingEngine(.trap) }
        let configuration = SuiteConfiguration(cases: 10, parallelism: 1)
        if ChildProcessRunner.request != nil {
            assertConformance(of: engine, laws: ["ITER-1"], configuration: configuration)
            return
        }
        let executable = try XCTUnwrap(Bundle.main.executableURL)
        let runner = ChildProcessRunner(
            executable: executable,
            arguments: ["ConformanceTests.XCTestEntryPointTests/testATrappingEngineFailsItsLawInAChildOfThisTest"],
            caseTimeout: 5)
        let result = runner.run(
            law: try XCTUnwrap(LawCatalog.law("ITER-1")), engine: engine, configuration: configuration)
        XCTAssertEqual(result.status, .failed)
        let failure = try XCTUnwrap(result.failure)
        XCTAssertTrue(failure.message.contains("the engine trapped"), failure.message)
        XCTAssertTrue(
            failure.message.contains("Fatal error: MisbehavingEngine: trap requested by the test"), failure.message)
        XCTAssertTrue(failure.replayToken.hasPrefix("ITER-1@pt2:"))
        XCTAssertGreaterThan(failure.shrunkSteps, 0)
    }
    #endif
}
