import Conformance
import ConformanceTesting
import Foundation
import LiteCAAdapter
import MediaTiming
import Testing

/// LiteCA through the suite's `CALayerEngine`, as the suite makes it: a fresh engine per script.
let liteCAEngine = EngineFactory(name: "liteca", summary: "the example LiteCA engine through CALayerEngine") {
    CALayerEngine(platform: LiteCAPlatform())
}

/// The engine by a type's name, so that each law's child process can build it again.
enum LiteCAUnderTest: EngineProvider {
    static var engine: EngineFactory { liteCAEngine }
}

/// The suite's settings (`CONFORMANCE_SEED` and `CONFORMANCE_CASES` from the environment) with
/// the laws LiteCA knowingly fails, read from `conformance-expectations.txt` next to
/// `Package.swift`.
func liteCAConfiguration() throws -> SuiteConfiguration {
    let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("conformance-expectations.txt")
    var configuration = SuiteConfiguration.environmentDefault
    configuration.expectations = try Expectations(parsing: String(contentsOf: file, encoding: .utf8))
    return configuration
}

/// One test case per law: passes, fails as expected with its reason, or is skipped for a
/// capability LiteCA leaves out; a listed law that passes fails the test.
@Test(arguments: LawCatalog.all.map(\.id))
func conformance(_ law: String) async throws {
    try await ConformanceTesting.check(law: law, engine: LiteCAUnderTest.self, configuration: liteCAConfiguration())
}
