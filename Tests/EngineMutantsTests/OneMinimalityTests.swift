import Conformance
import EngineMutants
import Generators
import MediaTiming
import Scripts
import Testing

/// Shrunk scripts print only steps that matter: deleting any one step of a killing law's shrunk
/// script makes the failure go away. Over the whole catalog (at least 95 % of mutants) this is a
/// bar of `conformance self-check`; here, the check itself on mutants whose scripts are known.
@Suite struct OneMinimalityTests {
    @Test(arguments: [("did-stop-twice", "CB-2"), ("fill-backwards-ignored", "VAL-1")])
    func aShrunkKillingScriptIsOneMinimal(_ mutant: String, _ lawID: String) throws {
        let engine = try MutationRunTests.factory(mutant)
        let law = try #require(LawCatalog.law(lawID))
        var configuration = SuiteConfiguration(cases: SuiteConfiguration.reportCases)
        configuration.maxDistinctFailures = 1
        let result = SuiteRunner(engine: engine).run(law: law, configuration: configuration)
        let token = try #require(result.failure?.replayToken)
        let script = try #require(OneMinimality.script(replaying: token, law: law, capabilities: engine.capabilities))
        #expect(OneMinimality.removableSteps(of: script, law: law, engine: engine).isEmpty, "\(script.steps)")
    }

    /// A step that does nothing for the failure is caught: a view made after the failing steps
    /// of a 1-minimal killing script can be deleted.
    @Test func anAddedIdleStepIsRemovable() throws {
        let engine = try MutationRunTests.factory("did-stop-twice")
        let law = try #require(LawCatalog.law("CB-2"))
        var configuration = SuiteConfiguration(cases: SuiteConfiguration.reportCases)
        configuration.maxDistinctFailures = 1
        let token = try #require(
            SuiteRunner(engine: engine).run(law: law, configuration: configuration).failure?.replayToken)
        let script = try #require(OneMinimality.script(replaying: token, law: law, capabilities: engine.capabilities))
        let padded = Script(script.steps + [.makeView(parent: nil)])
        #expect(OneMinimality.removableSteps(of: padded, law: law, engine: engine) == [script.steps.count])
    }
}
