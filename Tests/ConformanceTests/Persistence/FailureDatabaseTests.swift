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

    /// Engines whose names differ only in case (or in what a disk normalises) keep their saved
    /// cases apart: their folders differ by more than case. The hashes were worked with an
    /// independent FNV-1a (Python, over the names' UTF-8 bytes).
    @Test func enginesWhoseNamesDifferOnlyInCaseHaveFoldersOfTheirOwn() throws {
        let directory = Self.temporaryDirectory("case")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let database = FailureDatabase(directory: directory)
        try database.save(["lower"], engine: "mine", lawID: "TIME-1")
        try database.save(["upper"], engine: "Mine", lawID: "TIME-1")
        try database.save(["dot"], engine: "v1.", lawID: "TIME-1")
        try database.save(["umlaut"], engine: "größe", lawID: "TIME-1")
        try database.save(["mutant"], engine: "mutant:x", lawID: "TIME-1")
        #expect(database.tokens(engine: "mine", lawID: "TIME-1") == ["lower"])
        #expect(database.tokens(engine: "Mine", lawID: "TIME-1") == ["upper"])
        let folders = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        // A lowercase ASCII name keeps its folder of earlier versions (`mutant:x` as `mutant_x`).
        #expect(folders == ["gr__e-cd38f49a", "mine", "mine-e56984d6", "mutant_x", "v1.-b6eca032"])
        #expect(Set(folders.map { $0.lowercased() }).count == folders.count)
    }
}
