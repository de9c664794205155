import Conformance
import EngineMutants
import Foundation
import MediaTiming
import ReferenceEngine
import Testing

/// Failures are saved, replayed on the next run (whatever its seed), and dropped once they pass.
@Suite struct FailureDatabaseTests {
    static func temporaryDirectory(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("conformance-db-\(name)-\(getpid())").path
    }

    @Test func aFailureIsSavedReplayedFirstAndDroppedOncePassing() throws {
        let directory = Self.temporaryDirectory("cycle")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let database = FailureDatabase(directory: directory)
        let mutant = try #require(MutantCatalog.mutant("removal-never"))
        let broken = EngineFactory(name: "mutant:removal-never") { mutant.makeEngine() }
        var configuration = SuiteConfiguration(cases: 100, lawIDs: ["ITER-5"])
        configuration.database = database

        let first = try SuiteRunner(engine: broken).run(configuration)
        let token = try #require(first.results.first?.failure?.replayToken)
        #expect(database.tokens(engine: broken.name, lawID: "ITER-5") == [token])

        // Another seed with a single case: the saved failure is found before any search.
        configuration.seed = 7
        configuration.cases = 1
        let second = try SuiteRunner(engine: broken).run(configuration)
        #expect(second.results.first?.status == .failed)
        #expect(second.results.first?.failure?.replayToken == token)

        // The same name, now a correct engine: the saved case passes and is dropped.
        let fixed = EngineFactory(name: "mutant:removal-never") { ForwardingEngine(ReferenceEngine()) }
        let third = try SuiteRunner(engine: fixed).run(configuration)
        #expect(third.results.first?.status == .passed)
        #expect(database.tokens(engine: broken.name, lawID: "ITER-5").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory + "/mutant_removal-never/ITER-5"))
    }

    @Test func aPassingRunWritesNothing() throws {
        let directory = Self.temporaryDirectory("clean")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var configuration = SuiteConfiguration(cases: 10, lawIDs: ["TIME-1"])
        configuration.database = FailureDatabase(directory: directory)
        _ = try SuiteRunner(engine: .reference()).run(configuration)
        #expect(!FileManager.default.fileExists(atPath: directory))
    }
}
