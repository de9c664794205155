import Conformance
import EngineMutants
import MediaTiming
import Testing

/// DET-1 still sees a nondeterministic engine while its failure shrinks: the memo that spares
/// the engine runs during shrinking never answers a script's second run within one check.
@Suite struct DeterminismShrinkTests {
    @Test func aNondeterministicEnginesFailureShrinksUnderDET1() throws {
        let mutant = try #require(MutantCatalog.all.first { $0.name == "state-shared-across-engines" })
        let engine = EngineFactory(name: "mutant:\(mutant.name)") { mutant.makeEngine() }
        let law = try #require(LawCatalog.law("DET-1"))
        let result = SuiteRunner(engine: engine).run(
            law: law, configuration: SuiteConfiguration(cases: SuiteConfiguration.reportCases))
        #expect(result.status == .failed)
        let failure = try #require(result.failure)
        // Had the memo answered the second run, no shrunk candidate would fail: the first
        // failing script (twelve steps at the default seed) would be reported whole, with no
        // step in its signature.
        #expect(failure.shrunkSteps <= 3, "\(failure.shrunkSteps) of \(failure.originalSteps) steps")
        #expect(failure.signature.hasPrefix("the second run differs: step #"), "\(failure.signature)")
        #expect(result.failures.count > 1, "distinct failures: \(result.failures.map(\.signature))")
        // The step table shows the two runs DET-1 compared, not the reference engine's trace.
        #expect(
            failure.stepTable.hasPrefix("a cell that differs reads second run ≠ first run\n"), "\(failure.stepTable)")
    }
}
