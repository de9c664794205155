#if canImport(XCTest)
import Conformance
import XCTest

extension XCTestCase {
    /// Runs conformance laws against `engine` from an XCTest test: one assertion failure per
    /// broken law, each with its shrunk script, replay token and step table.
    ///
    /// Skipped laws and expected failures do not fail the test.
    ///
    /// - Returns: the suite report, for further assertions.
    @discardableResult
    public func assertConformance(
        of engine: EngineFactory, laws: [String]? = nil,
        configuration: SuiteConfiguration = .environmentDefault,
        file: StaticString = #filePath, line: UInt = #line
    ) -> SuiteReport? {
        var configuration = configuration
        configuration.lawIDs = laws
        let report: SuiteReport
        do {
            report = try SuiteRunner(engine: engine).run(configuration)
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return nil
        }
        for result in report.results where result.failsRun || result.status == .failed {
            guard let law = LawCatalog.law(result.lawID) else { continue }
            XCTFail(ConformanceMessages.text(of: result, law: law, engine: engine.name, seed: configuration.seed), file: file, line: line)
        }
        return report
    }
}
#endif
