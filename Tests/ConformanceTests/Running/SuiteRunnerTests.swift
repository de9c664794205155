import Conformance
import EngineMutants
import Foundation
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

/// The runner against known-broken engines: verdicts, expectations, replay and determinism.
@Suite struct SuiteRunnerTests {
    static func mutant(_ name: String) -> EngineFactory {
        let mutant = MutantCatalog.mutant(name)!
        return EngineFactory(name: "mutant:\(name)") { mutant.makeEngine() }
    }

    @Test func aBrokenEngineFailsWithAShrunkReplayableScript() throws {
        let runner = SuiteRunner(engine: Self.mutant("removal-never"))
        let report = try runner.run(SuiteConfiguration(lawIDs: ["ITER-5"]))
        let result = try #require(report.results.first)
        #expect(result.status == .failed)
        let failure = try #require(result.failure)
        // The smallest script that shows it: a view, the add, and two half-duration advances, the
        // second landing on the end of the one-second animation, where it must be gone (the model
        // value and the later advances the generator always draws are deleted as idle).
        #expect(failure.shrunkSteps == 4)
        #expect(failure.replayToken.contains("~d"))
        #expect(failure.replayToken.hasPrefix("ITER-5@"))
        #expect(failure.swiftSource.contains("let script: Script = ["))
        #expect(report.exitCode == 1)
        #expect(report.textReport().hasSuffix("conformance: 0 passed, 1 failed, 0 skipped\n"))

        let replayed = try runner.replay(token: failure.replayToken, configuration: SuiteConfiguration())
        #expect(replayed.results.first?.status == .failed)
        #expect(replayed.results.first?.failure?.swiftSource == failure.swiftSource)
    }

    @Test func expectationsTurnFailuresIntoExpectedFailuresAndFlagStaleOnes() throws {
        let expectations = Expectations(["ITER-5": "never removes", "TIME-1": "stale"])
        let report = try SuiteRunner(engine: Self.mutant("removal-never"))
            .run(SuiteConfiguration(cases: 20, lawIDs: ["ITER-5", "TIME-1"], expectations: expectations))
        #expect(
            report.results.map(\.status) == [
                .unexpectedPass(reason: "stale"), .expectedFailure(reason: "never removes"),
            ])
        #expect(report.exitCode == 1)
    }

    @Test func missingCapabilitiesSkipWithTheReason() throws {
        let capped = EngineFactory(name: "capped") {
            AnyTimingEngine(ReferenceEngine(), declaring: EngineCapabilities.all.subtracting(.keyframes))
        }
        let report = try SuiteRunner(engine: capped).run(SuiteConfiguration(cases: 5, lawIDs: ["INTERP-2", "TIME-1"]))
        #expect(report.results.first { $0.lawID == "INTERP-2" }?.status == .skipped(reason: "engine lacks keyframes"))
        #expect(report.results.first { $0.lawID == "TIME-1" }?.status == .passed)
        #expect(report.skippedCount == 1)
        #expect(report.exitCode == 0)
    }

    @Test func unknownLawsAndMalformedTokensAreOneLineErrors() {
        let runner = SuiteRunner(engine: .reference())
        #expect(
            throws: SuiteRunner.RunError(
                message:
                    "unknown law 'NOPE-1' (see 'conformance list laws'; families and globs such as TIME or CB-* work too)"
            )
        ) {
            try runner.run(SuiteConfiguration(lawIDs: ["NOPE-1"]))
        }
        #expect(
            throws: SuiteRunner.RunError(message: "malformed replay token: expected 'LAW-ID@…' or 'LAW-ID/VARIANT@…'")
        ) {
            try runner.replay(token: "garbage", configuration: SuiteConfiguration())
        }
        #expect(throws: SuiteRunner.RunError(message: "replay token names unknown law 'NOPE-1'")) {
            try runner.replay(token: "NOPE-1@pt2:AA", configuration: SuiteConfiguration())
        }
        #expect(throws: SuiteRunner.RunError.self) {
            try runner.replay(token: "TIME-1@%%%", configuration: SuiteConfiguration())
        }
    }

    @Test func outputIsByteIdenticalWhateverTheParallelism() throws {
        let engine = Self.mutant("did-stop-twice")
        let serial = try SuiteRunner(engine: engine).run(SuiteConfiguration(cases: 30, parallelism: 1))
        let parallel = try SuiteRunner(engine: engine).run(SuiteConfiguration(cases: 30, parallelism: 2))
        for format in CommandLineOptions.Format.allCases {
            #expect(serial.rendered(as: format) == parallel.rendered(as: format))
        }
    }

    @Test func lawsAreChosenByIDFamilyOrGlob() throws {
        let runner = SuiteRunner(engine: .reference())
        func ids(_ patterns: [String]) throws -> [String] {
            try runner.selectedLaws(SuiteConfiguration(lawIDs: patterns)).map(\.id)
        }
        let time = LawCatalog.all.filter { $0.family == "TIME" }.map(\.id)
        let callbacks = LawCatalog.all.filter { $0.id.hasPrefix("CB-") }.map(\.id)
        #expect(try ids(["TIME"]) == time)
        #expect(try ids(["CB-*"]) == callbacks)
        #expect(
            try ids(["TIME", "CB-*"]) == LawCatalog.all.map(\.id).filter { time.contains($0) || callbacks.contains($0) }
        )
        #expect(try ids(["*-1"]) == LawCatalog.all.map(\.id).filter { $0.hasSuffix("-1") })
        #expect(try ids(["TIME-1", "TIME"]) == time)
        #expect(throws: SuiteRunner.RunError.self) { try ids(["NOPE*"]) }
        #expect(throws: SuiteRunner.RunError.self) { try ids(["TIM"]) }
    }
}

/// Under a budget, a law that holds runs further rounds of fresh cases while time is left.
@Suite struct TimeBudgetTests {
    final class Rounds: @unchecked Sendable {
        let lock = NSLock()
        var left: Int
        init(_ left: Int) { self.left = left }
        func take() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            left -= 1
            return left >= 0
        }
    }

    @Test func aHoldingLawRunsARoundPerGrantOfTime() throws {
        let law = try #require(LawCatalog.law("TIME-1"))
        var configuration = SuiteConfiguration(cases: 30)
        let rounds = Rounds(3)
        configuration.hasTimeLeft = { rounds.take() }
        let result = SuiteRunner(engine: .reference()).run(law: law, configuration: configuration)
        #expect(result.status == .passed)
        #expect(result.cases == 120)
        #expect(result.engineRuns.finding == 120)
    }

    @Test func extraRoundsFindWhatTheFirstMissed() throws {
        // One case per round: the first round's single case passes on this mutant, later ones find it.
        let law = try #require(LawCatalog.law("ITER-3"))
        let mutant = try #require(MutantCatalog.mutant("fractional-repeat-truncated"))
        let engine = EngineFactory(name: "m") { mutant.makeEngine() }
        var configuration = SuiteConfiguration(cases: 1)
        let single = SuiteRunner(engine: engine).run(law: law, configuration: configuration)
        let rounds = Rounds(50)
        configuration.hasTimeLeft = { rounds.take() }
        let budgeted = SuiteRunner(engine: engine).run(law: law, configuration: configuration)
        #expect(budgeted.status == .failed)
        #expect(single.status == .passed)
    }
}
