#if canImport(XCTest)
import Conformance
import Foundation
import XCTest

extension XCTestCase {
    /// Runs conformance laws against `engine` from an XCTest test: one assertion failure per
    /// broken law, each with its shrunk script, replay token and step table.
    ///
    /// Skipped laws and expected failures do not fail the test. With
    /// ``ConformanceTesting/Containment/childProcess(caseTimeout:)`` (the default) each law runs,
    /// on Linux, in a child process that re-runs this test method for that law, so an engine that
    /// traps, hangs or exits fails that law with a report and the others still run; in the
    /// child, this call runs the one law and ends the process. Elsewhere (macOS, Windows) XCTest
    /// offers no way to start the test again, so the laws run in this process and the log says
    /// so; Swift Testing's `ConformanceTesting.check(law:engine:)` with an ``EngineProvider``
    /// contains them there.
    ///
    /// - Returns: the suite report, for further assertions.
    @discardableResult
    public func assertConformance(
        of engine: EngineFactory, laws: [String]? = nil,
        configuration: SuiteConfiguration = .environmentDefault,
        containment: ConformanceTesting.Containment = .childProcess(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> SuiteReport? {
        if let problem = configuration.environmentProblem {
            XCTFail("\(problem) (in the environment of this test run: fix or unset it)", file: file, line: line)
            return nil
        }
        var configuration = configuration
        configuration.lawIDs = laws
        let runner = SuiteRunner(engine: engine)
        let selected: [Law]
        do {
            selected = try runner.selectedLaws(configuration)
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return nil
        }
        if let request = ChildProcessRunner.request {
            if request.engineName == engine.name, let law = selected.first(where: { $0.id == request.lawID }) {
                ChildProcessRunner.serve(law: law, engine: engine, configuration: configuration)
            }
            return nil
        }
        let report: SuiteReport
        if case .childProcess(let caseTimeout) = containment, let child = childRunner(caseTimeout: caseTimeout) {
            let results = ContainedResults(count: selected.count)
            let configuration = configuration
            DispatchQueue.concurrentPerform(iterations: selected.count) { index in
                results.store(child.run(law: selected[index], engine: engine, configuration: configuration), at: index)
            }
            report = SuiteReport(
                engineName: engine.name, seed: configuration.seed, cases: configuration.cases, results: results.values,
                laws: selected)
        } else {
            do {
                report = try runner.run(configuration)
            } catch {
                XCTFail("\(error)", file: file, line: line)
                return nil
            }
        }
        // XCTest has no warnings, and this one test covers every law: each skip is a line in the log.
        for result in report.results {
            if case .skipped(let reason) = result.status { print("note: \(result.lawID) skipped: \(reason)") }
        }
        for result in report.results where result.failsRun || result.status == .failed {
            guard let law = LawCatalog.law(result.lawID) else { continue }
            XCTFail(
                ConformanceMessages.text(of: result, law: law, engine: engine.name, seed: configuration.seed),
                file: file, line: line)
        }
        return report
    }

    /// Runs the one law `id` against `engine` from an XCTest test method: a failure fails the test
    /// with its shrunk script; a law the engine lacks the capabilities for throws `XCTSkip`, so the
    /// test shows as skipped; an expected failure is marked as one where XCTest can
    /// (`XCTExpectFailure` on Apple platforms) and passes with a note elsewhere.
    ///
    /// - Returns: the law's result.
    @discardableResult
    public func assertConformance(
        law id: String, of engine: EngineFactory, configuration: SuiteConfiguration = .environmentDefault,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> LawResult? {
        if let problem = configuration.environmentProblem {
            XCTFail("\(problem) (in the environment of this test run: fix or unset it)", file: file, line: line)
            return nil
        }
        guard let law = LawCatalog.law(id) else {
            XCTFail("unknown law '\(id)'", file: file, line: line)
            return nil
        }
        let result = SuiteRunner(engine: engine).run(law: law, configuration: configuration)
        let text = ConformanceMessages.text(of: result, law: law, engine: engine.name, seed: configuration.seed)
        switch result.status {
        case .passed:
            break
        case .skipped(let reason):
            throw XCTSkip("\(id) skipped: \(reason)")
        case .expectedFailure(let reason):
            #if canImport(ObjectiveC)
            XCTExpectFailure("\(id) fails as expected: \(reason)")
            XCTFail(text, file: file, line: line)
            #else
            print("\(id) fails as expected (\(reason)):\n\(text)")
            #endif
        case .failed, .unexpectedPass, .inconclusive, .notRun:
            XCTFail(text, file: file, line: line)
        }
        return result
    }

    /// The one line saying that XCTest runs the laws in this process on this platform.
    private static let inProcessNotice: Void = {
        print(
            "note: assertConformance(of:) runs the laws in this process on this platform; a trapping engine ends the run. "
                + "Swift Testing's ConformanceTesting.check(law:engine: MyEngineUnderTest.self) contains each law in a child process."
        )
    }()

    /// A runner that starts this test binary again for this test method (XCTest's filter is
    /// `Module.Class/method`), or nil off Linux, where the test runner is not the binary itself.
    private func childRunner(caseTimeout: Double) -> ChildProcessRunner? {
        #if os(Linux)
        guard let executable = Bundle.main.executableURL, let method = name.split(separator: ".").last else {
            return nil
        }
        return ChildProcessRunner(
            executable: executable, arguments: ["\(String(reflecting: type(of: self)))/\(method)"],
            caseTimeout: caseTimeout)
        #else
        // Elsewhere XCTest's runner (xctest, Xcode's agent) is not the test binary, and XCTest has
        // no exit tests: the laws run in this process, and the log says so once.
        _ = Self.inProcessNotice
        return nil
        #endif
    }
}

/// Results of laws run at once, in their order.
private final class ContainedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [LawResult?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: LawResult, at index: Int) {
        lock.withLock { slots[index] = result }
    }

    var values: [LawResult] { lock.withLock { slots.compactMap { $0 } } }
}
#endif
