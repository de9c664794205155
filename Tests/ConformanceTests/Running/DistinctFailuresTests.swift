import Conformance
import Generators
import MediaTiming
import ReferenceEngine
import Testing

/// A law keeps searching after its first failure and reports each distinct failure, shrunk.
@Suite struct DistinctFailuresTests {
    /// Two unrelated planted faults: backwards fill ignored, and every didStop delivered twice.
    static let twoFaults = EngineFactory(name: "two faults") {
        ReferenceEngine(profile: .coreAnimation, _faults: [.fillBackwardsIgnored, .didStopTwice])
    }

    @Test func aLawWithTwoPlantedFaultsReportsBothEachShrunk() throws {
        let law = try #require(LawCatalog.law("REF-1"))
        let result = SuiteRunner(engine: Self.twoFaults).run(law: law, configuration: SuiteConfiguration(cases: 200))
        #expect(result.status == .failed)
        let signatures = result.failures.map(\.signature)
        #expect(Set(signatures).count == result.failures.count)
        #expect(signatures.contains { $0.contains("callbacks") }, "\(signatures)")
        #expect(signatures.contains { $0.contains("v·.") }, "\(signatures)")
        for failure in result.failures {
            #expect(failure.shrunkSteps <= 8, "\(failure.signature): \(failure.shrunkSteps) steps")
            #expect(failure.shrunkSteps <= failure.originalSteps)
        }
    }

    @Test func anExpectationNamingOneSignatureDoesNotHideTheOther() throws {
        let law = try #require(LawCatalog.law("REF-1"))
        var configuration = SuiteConfiguration(cases: 200)
        configuration.expectations = try Expectations(parsing: "REF-1 [callbacks]: didStop twice, known\n")
        let result = SuiteRunner(engine: Self.twoFaults).run(law: law, configuration: configuration)
        #expect(result.status == .failed)
        #expect(result.failure.map { !$0.signature.contains("callbacks") } == true)
        configuration.expectations = try Expectations(
            parsing: "REF-1 [callbacks]: known\r\nREF-1 [v·.]: fill, known\r\n")
        let both = SuiteRunner(engine: Self.twoFaults).run(law: law, configuration: configuration)
        #expect(
            both.status == .expectedFailure(reason: "known; fill, known")
                || both.status == .expectedFailure(reason: "fill, known; known"))
    }

    @Test func signaturesDropNumbersViewsAndKeys() {
        #expect(
            FailureSignature.normalized("v0.x at time 1.5: expected 2, observed -3")
                == "v·.x at time #: expected #, observed #")
        #expect(
            FailureSignature.normalized("copy #12 under 'a' heard didStop(true)")
                == FailureSignature.normalized("copy #3 under 'b' heard didStop(false)"))
        #expect(FailureSignature.normalized("local time v2") != FailureSignature.normalized("keys v2"))
    }

    @Test func expectationsParseSignaturesAndCRLF() throws {
        let expectations = try Expectations(parsing: "# known\r\nREF-1 [keys v·]: keys differ\r\nTIME-1: all of it\r\n")
        #expect(expectations.reasons == ["TIME-1": "all of it"])
        #expect(expectations.signatures["REF-1"] == [.init(pattern: "keys v·", reason: "keys differ")])
        #expect(expectations.reason(for: "REF-1", signature: "disagrees: keys v· @ advance") == "keys differ")
        #expect(expectations.reason(for: "REF-1", signature: "disagrees: callbacks @ advance") == nil)
        #expect(throws: Expectations.ParseError.self) { try Expectations(parsing: "REF-1 []: empty\n") }
    }
}

/// Engine calls are counted per law, split between finding and shrinking.
@Suite struct EngineRunAccountingTests {
    @Test func aPassingLawSpendsOneRunPerCaseOfItsSingleRunLaw() throws {
        // TIME-1 runs each script once on the engine: 50 cases, 50 runs, nothing shrunk.
        let law = try #require(LawCatalog.law("TIME-1"))
        let result = SuiteRunner(engine: .reference()).run(law: law, configuration: SuiteConfiguration(cases: 50))
        #expect(result.status == .passed)
        #expect(result.engineRuns == EngineRunCounts(finding: 50, shrinking: 0))
    }

    @Test func aFailingLawCountsItsShrinkSeparately() throws {
        let law = try #require(LawCatalog.law("REF-1"))
        var configuration = SuiteConfiguration(cases: 200)
        configuration.maxDistinctFailures = 1
        let result = SuiteRunner(engine: DistinctFailuresTests.twoFaults).run(law: law, configuration: configuration)
        #expect(result.status == .failed)
        // REF-1 runs the engine once per case: the search spent at most its cases (a script that
        // held once is not run again).
        #expect(result.engineRuns.finding > 0 && result.engineRuns.finding <= result.cases)
        #expect(result.engineRuns.shrinking > 0)
        #expect(result.engineRuns.total == result.engineRuns.finding + result.engineRuns.shrinking)
    }
}
