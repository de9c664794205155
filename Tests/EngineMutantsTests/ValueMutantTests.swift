import Conformance
import EngineMutants
import Testing

/// The value laws' power on a few value mutants (one misread field of the contract each). Over
/// the whole catalog (every value mutant killed by a value law, every value law killing one) this
/// is a bar of `conformance self-check`, run in release by CI.
@Suite struct ValueMutantTests {
    @Test func theCatalogHoldsAtLeastThirtyValueMutants() {
        #expect(MutantCatalog.valueMutantNames.count >= 30)
        #expect(Set(MutantCatalog.valueMutantNames).count == MutantCatalog.valueMutantNames.count)
    }

    @Test(arguments: ["fractional-repeat-truncated", "fill-backwards-ignored", "child-ignores-parent-speed"])
    func aValueMutantIsKilledByAValueLaw(_ name: String) throws {
        let catalog = LawCatalog.all.filter { $0.family == "VAL" }
        let verdict = try #require(
            MutationRun(mutants: [try MutationRunTests.factory(name)], catalog: catalog)
                .run(SuiteConfiguration(cases: SuiteConfiguration.reportCases)).first)
        #expect(verdict.killedBy?.hasPrefix("VAL-") == true, "\(verdict.line)")
    }
}
