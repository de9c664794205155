import Conformance
import EngineMutants
import MediaTiming
import Testing

/// CB-8 is a profile law: it follows the tie order the engine declares.
@Suite struct CallbackOrderProfileTests {
    @Test func anEngineThatDeclaresTheReverseTieOrderAndKeepsItPasses() throws {
        let law = try #require(LawCatalog.law("CB-8"))
        #expect(law.strength == .profile)
        let reversed = TimingProfile(simultaneousCallbackOrder: .reverseApplicationOrder)
        let runner = SuiteRunner(engine: .reference(profile: reversed))
        #expect(runner.run(law: law, configuration: SuiteConfiguration()).status == .passed)
    }

    @Test func anEngineThatKeepsTheReverseTieOrderButDeclaresTheDefaultFails() throws {
        let law = try #require(LawCatalog.law("CB-8"))
        let mutant = try #require(MutantCatalog.mutant("simultaneous-callbacks-reversed"))
        let engine = EngineFactory(name: "mutant") { mutant.makeEngine() }
        #expect(SuiteRunner(engine: engine).run(law: law, configuration: SuiteConfiguration()).status == .failed)
    }
}
