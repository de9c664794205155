import Conformance
import EngineMutants
import Generators
import Testing

/// Every catalog mutant is what it says (issue 23, item 7): a hand-worked scenario shows its
/// described fault through the public contract, differs from the correct engine there, and tells
/// it apart from every other mutant of the catalog.
@Suite struct MutantScenarioCatalogTests {
    @Test func everyCatalogMutantHasExactlyOneScenario() {
        let names = MutantScenario.all.map(\.mutant)
        let catalog = MutantCatalog.all.map(\.name)
        #expect(Set(catalog).subtracting(names).sorted() == [], "mutants without a scenario")
        #expect(Set(names).subtracting(catalog).sorted() == [], "scenarios of no catalog mutant")
        #expect(Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted() == [])
    }

    @Test(arguments: MutantScenario.all.map(\.mutant))
    func theScenarioShowsTheDescribedFault(_ name: String) throws {
        let scenario = try #require(MutantScenario.all.first { $0.mutant == name })
        let mutant = try #require(MutantCatalog.all.first { $0.name == scenario.mutant })
        #expect(scenario.correct != scenario.mutated, "the hand-worked readings must differ")
        let correct = MutantScenario.factory(nil)
        let broken = MutantScenario.factory(mutant)
        #expect(scenario.reading.read(try #require(scenario.traces(on: correct).last)) == scenario.correct)
        #expect(scenario.reading.read(try #require(scenario.traces(on: broken).last)) == scenario.mutated)
    }

    @Test(arguments: MutantScenario.all.map(\.mutant))
    func theScenarioTellsTheMutantApartFromEveryOther(_ name: String) throws {
        let scenario = try #require(MutantScenario.all.first { $0.mutant == name })
        let mutant = try #require(MutantCatalog.all.first { $0.name == scenario.mutant })
        let own = scenario.traces(on: MutantScenario.factory(mutant))
        let alike = MutantCatalog.all.filter { other in
            other.name != mutant.name && scenario.traces(on: MutantScenario.factory(other)) == own
        }
        #expect(alike.map(\.name) == [], "\(scenario.mutant)'s scenario gives these mutants the same traces")
    }
}
