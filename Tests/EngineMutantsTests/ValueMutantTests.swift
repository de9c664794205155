import Conformance
import EngineMutants
import Testing

/// The value laws' power: every value mutant (one misread field of the contract each) is killed
/// at the default seed and case count by a value law, not only by reference agreement.
@Suite struct ValueMutantTests {
    @Test func everyValueMutantIsKilledByAValueLaw() {
        let names = Set(MutantCatalog.valueMutantNames.map { "mutant:\($0)" })
        let verdicts = MutationRunTests.mutantVerdicts.filter { names.contains($0.engine) }
        #expect(verdicts.count == names.count)
        #expect(verdicts.count >= 30)
        for verdict in verdicts {
            #expect(verdict.failedLaws.contains { $0.hasPrefix("VAL-") }, "\(verdict.engine): failed \(verdict.failedLaws)")
        }
    }

    @Test func everyValueLawKillsAMutant() {
        let failed = Set(MutationRunTests.mutantVerdicts.flatMap(\.failedLaws))
        for law in LawCatalog.all where law.family == "VAL" {
            #expect(failed.contains(law.id), "no mutant makes \(law.id) fail")
        }
    }
}
