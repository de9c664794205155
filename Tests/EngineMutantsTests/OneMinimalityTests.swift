import Conformance
import EngineMutants
import Generators
import MediaTiming
import Testing

/// Shrunk scripts print only steps that matter: over the mutant catalog, deleting any one step of
/// the killing law's shrunk script makes the failure go away, in at least 95 % of mutants.
@Suite struct OneMinimalityTests {
    @Test func shrunkScriptsOfTheMutantCatalogAreOneMinimal() throws {
        var minimal = 0
        var notMinimal: [String] = []
        for verdict in MutationRunTests.mutantVerdicts {
            let killer = try #require(verdict.killedBy.flatMap(LawCatalog.law))
            let engine = try #require(MutationRunTests.mutants.first { $0.name == verdict.engine })
            var configuration = SuiteConfiguration(cases: SuiteConfiguration.reportCases)
            configuration.maxDistinctFailures = 1
            let result = SuiteRunner(engine: engine).run(law: killer, configuration: configuration)
            let token = try #require(result.failure?.replayToken)
            let script = try #require(OneMinimality.script(replaying: token, law: killer, capabilities: engine.capabilities))
            let removable = OneMinimality.removableSteps(of: script, law: killer, engine: engine)
            if removable.isEmpty { minimal += 1 } else { notMinimal.append("\(verdict.engine) \(killer.id) removable \(removable)") }
        }
        let share = Double(minimal) / Double(MutationRunTests.mutantVerdicts.count)
        #expect(share >= 0.95, "1-minimal: \(minimal)/\(MutationRunTests.mutantVerdicts.count); not: \(notMinimal.joined(separator: "; "))")
    }
}
