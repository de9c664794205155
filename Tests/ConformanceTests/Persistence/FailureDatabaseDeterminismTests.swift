import Conformance
import EngineMutants
import Foundation
import Testing

/// One seed gives one report with the failure database on: what earlier runs saved is replayed
/// after the seeded search and reported apart, never mixed into it.
@Suite struct FailureDatabaseDeterminismTests {
    static let broken: EngineFactory = {
        let mutant = MutantCatalog.mutant("removal-never")!
        return EngineFactory(name: "mutant:removal-never") { mutant.makeEngine() }
    }()

    /// The defect: the second run replayed the first run's failures first and then searched past
    /// their signatures, so it stopped at another case (ITER-5 reported 1 case, then 50) and
    /// VAL-1 found a fourth failure; the JSON differed from run to run with the same seed.
    @Test func theSameSeedGivesByteIdenticalJSONRunAfterRun() throws {
        let directory = FailureDatabaseTests.temporaryDirectory("determinism")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var configuration = SuiteConfiguration(cases: 50, lawIDs: ["ITER-5", "VAL-1"])
        configuration.database = FailureDatabase(directory: directory)
        let runner = SuiteRunner(engine: Self.broken)
        let first = try runner.run(configuration)
        #expect(first.results.allSatisfy { $0.status == .failed })
        #expect(!FailureDatabase(directory: directory).tokens(engine: Self.broken.name, lawID: "ITER-5").isEmpty)
        let second = try runner.run(configuration)
        let third = try runner.run(configuration)
        #expect(second.jsonReport() == first.jsonReport())
        #expect(third.jsonReport() == first.jsonReport())
        // The database holds what the seed finds, so nothing in these reports came from it.
        #expect(third.results.flatMap(\.failures).allSatisfy { !$0.isFromDatabase })
    }

    /// The command with its default database (`.conformance/` in the working directory), as an
    /// author runs it: the second and third runs print the first run's JSON byte for byte.
    @Test func theCommandsDefaultDatabaseKeepsItsJSONByteIdentical() throws {
        let directory = FailureDatabaseTests.temporaryDirectory("command")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let arguments = [
            "--engine", "mutant:removal-never", "--laws", "ITER-5,VAL-1", "--cases", "50", "--format", "json",
        ]
        let runs = try (1...3).map { _ in try CommandTests.run(arguments, in: directory) }
        #expect(runs.map(\.status) == [1, 1, 1])
        #expect(FileManager.default.fileExists(atPath: directory + "/.conformance/mutant_removal-never/ITER-5"))
        #expect(runs[1].output == runs[0].output)
        #expect(runs[2].output == runs[0].output)
    }

    /// A saved failure the seeded search does not find is still reported, after the seed's own
    /// failures and marked as from the database, in the text and in the JSON.
    @Test func aSavedFailureTheSeedDoesNotFindIsReportedApart() throws {
        let directory = FailureDatabaseTests.temporaryDirectory("apart")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let database = FailureDatabase(directory: directory)
        var configuration = SuiteConfiguration(cases: 100, lawIDs: ["TIME-4"])
        configuration.database = database
        let found = try SuiteRunner(engine: Self.broken).run(configuration)
        let token = try #require(found.results.first?.failure?.replayToken)

        // One case of another seed that does not fail by itself: the failure is the saved one.
        configuration.cases = 1
        var alone = configuration
        alone.database = nil
        configuration.seed = try #require(
            (UInt64(1)...64).first { seed in
                alone.seed = seed
                return (try? SuiteRunner(engine: Self.broken).run(alone))?.results.first?.status == .passed
            })
        let report = try SuiteRunner(engine: Self.broken).run(configuration)
        let result = try #require(report.results.first)
        #expect(result.status == .failed)
        #expect(result.cases == 1)
        let failure = try #require(result.failure)
        #expect(failure.replayToken == token)
        #expect(failure.isFromDatabase)
        #expect(
            report.textReport().contains("(from the failure database: saved by an earlier run, not found by this seed)")
        )
        #expect(report.jsonReport().contains("\"fromDatabase\" : true"))
        #expect(database.tokens(engine: Self.broken.name, lawID: "TIME-4") == [token])
    }
}
