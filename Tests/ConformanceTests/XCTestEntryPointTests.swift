import Conformance
import ConformanceTesting
import XCTest

/// The XCTest entry point, as a user's XCTest target would call it.
final class XCTestEntryPointTests: XCTestCase {
    func testReferenceEngineConformsThroughXCTest() throws {
        let report = try XCTUnwrap(assertConformance(of: .reference()))
        XCTAssertEqual(report.results.count, LawCatalog.all.count)
        XCTAssertTrue(report.succeeded)
        XCTAssertEqual(report.failedCount, 0)
    }
}
