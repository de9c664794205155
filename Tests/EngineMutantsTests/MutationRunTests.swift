import Conformance
import EngineMutants
import MediaTiming
import Testing

/// The mutation run's mechanism on a few mutants of each kind. The whole catalog, every variant
/// and the bars they must clear run in release from `.ci/run` (`conformance self-check`).
@Suite struct MutationRunTests {
    static func factory(_ name: String) throws -> EngineFactory {
        let mutant = try #require(MutantCatalog.mutant(name))
        return EngineFactory(name: "mutant:\(mutant.name)", summary: mutant.bug) { mutant.makeEngine() }
            .withHarnessFaults(host: mutant.hostFaults, techniques: mutant.techniqueFaults)
    }

    /// An engine mutant, a value mutant and a technique mutant, each run against the laws of the
    /// family that names its rule (and a law that holds on it): each is killed by a targeted law
    /// with a small script, and the run counts what it spent.
    @Test func aMutantOfEachKindIsKilledByItsFamily() throws {
        let cases: [(mutant: String, family: String)] = [
            ("did-stop-twice", "CB"), ("fractional-repeat-truncated", "VAL"),
            ("tech-speed-change-drops-offset", "TECH"),
        ]
        for (name, family) in cases {
            let catalog = LawCatalog.all.filter { $0.family == family || $0.id == "DET-1" }
            let verdict = try #require(
                MutationRun(mutants: [try Self.factory(name)], catalog: catalog)
                    .run(SuiteConfiguration(cases: SuiteConfiguration.reportCases)).first)
            #expect(verdict.killedBy?.hasPrefix("\(family)-") == true, "\(verdict.line)")
            #expect(verdict.steps >= 1 && verdict.steps <= 12, "\(verdict.line)")
            #expect(verdict.engineRuns.total > 0, "\(verdict.line)")
            #expect(!verdict.failedLaws.contains("DET-1"), "\(verdict.line): a deterministic mutant")
        }
    }

    /// The reference engine survives the same run: a verdict of `survived`, no law failed.
    @Test func theReferenceEngineSurvives() {
        let catalog = LawCatalog.all.filter { $0.family == "CB" }
        let verdicts = MutationRun(mutants: [.reference()], catalog: catalog).run(SuiteConfiguration(cases: 50))
        #expect(verdicts.map(\.line) == ["reference survived"])
    }

    /// A variant run catches each published variant of a law with that law; the catalog names
    /// every variant once.
    @Test func aVariantIsCaughtByTheLawBuiltForIt() throws {
        let names = MutationRun.publishedVariants()
        #expect(Set(names).count == names.count)
        let law = try #require(LawCatalog.all.first { $0.catchesVariants.contains("store.overwritingStore") })
        let verdicts = MutationRun.variants(SuiteConfiguration(cases: SuiteConfiguration.reportCases), catalog: [law])
        #expect(verdicts.map(\.engine) == law.catchesVariants)
        #expect(verdicts.allSatisfy { $0.killedBy == law.id }, "\(verdicts.map(\.line))")
    }

    @Test func reportLinesFollowTheDocumentedFormat() {
        let killed = MutationRun.Verdict(
            engine: "mutant:x", killedBy: "TIME-1", cases: 3, steps: 4, failedLaws: ["TIME-1"])
        let survived = MutationRun.Verdict(engine: "mutant:y", killedBy: nil, cases: 0, steps: 0, failedLaws: [])
        #expect(
            MutationRun.report([killed, survived])
                == "mutant:x killed-by=TIME-1 cases=3 steps=4\nmutant:y survived\nmutation score: 1/2 killed\n")
        let backstopOnly = MutationRun.Verdict(
            engine: "mutant:z", killedBy: nil, cases: 0, steps: 0, failedLaws: ["REF-1"])
        #expect(backstopOnly.line == "mutant:z killed only by REF-1 (no targeted law)")
    }
}
