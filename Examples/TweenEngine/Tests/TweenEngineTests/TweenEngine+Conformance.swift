import Conformance
import ConformanceTesting
import Foundation
import MediaTiming
import Testing
import TweenEngine

/// The tween engine as the suite makes it: a fresh engine for every script.
let tweenEngine = EngineFactory(name: "tween", summary: "the example tween engine") {
    TweenEngine()
}

/// The engine by a type's name, so that each law's child process can build it again.
enum TweenEngineUnderTest: EngineProvider {
    static var engine: EngineFactory { tweenEngine }
}

/// The suite's settings (`CONFORMANCE_SEED` and `CONFORMANCE_CASES` from the environment) with
/// the laws this engine knowingly fails, read from `conformance-expectations.txt` next to
/// `Package.swift`.
func tweenConfiguration() throws -> SuiteConfiguration {
    let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("conformance-expectations.txt")
    var configuration = SuiteConfiguration.environmentDefault
    configuration.expectations = try Expectations(parsing: String(contentsOf: file, encoding: .utf8))
    return configuration
}

/// One test case per law: passes, fails with a shrunk script, or is skipped for a missing capability.
@Test(arguments: LawCatalog.all.map(\.id))
func conformance(_ law: String) async throws {
    try await ConformanceTesting.check(law: law, engine: TweenEngineUnderTest.self, configuration: tweenConfiguration())
}
