import EngineMutants
import Generators
import MediaTiming
import PropertyTesting
import Scripts
import Testing

@testable import Conformance

/// The laws judged on the shared run draw the same grammar cases, run each once, and each law's
/// result is what running them itself would give.
@Suite struct SharedRunMemoTests {
    /// What a law's result says, field by field, the time it took aside.
    static func summary(_ result: LawResult?) -> String {
        guard let result else { return "missing" }
        let failures = result.failures.map { "\($0.message) \($0.replayToken) \($0.shrunkSteps)/\($0.originalSteps)" }
        return
            "\(result.status) \(result.cases) \(result.evidence) \(result.engineRuns) \(result.labels.sorted { $0.key < $1.key }) \(failures)"
    }

    static func engine(_ mutant: String) throws -> EngineFactory {
        let found = try #require(MutantCatalog.all.first { $0.name == mutant })
        return EngineFactory(name: "mutant:\(found.name)") { found.makeEngine() }
    }

    /// A law run alone (every grammar case its own run) and beside every other law judged on the
    /// shared run (most of its grammar cases read from another law's run) gives the same result:
    /// the same verdict, failures and tokens, and the same evidence and engine runs counted.
    @Test(arguments: ["reference", "did-stop-not-on-removal"])
    func aLawsResultIsTheSameAloneAndBesideTheOthers(_ name: String) throws {
        let engine = name == "reference" ? EngineFactory.reference() : try Self.engine(name)
        var configuration = SuiteConfiguration(cases: 160, parallelism: 2)
        configuration.lawIDs = SharedRun.Attribution.laws
        let together = try SuiteRunner(engine: engine).run(configuration)
        for id in ["TRANS-7", "CB-2", "TECH-11"] {
            configuration.lawIDs = [id]
            let alone = try SuiteRunner(engine: engine).run(configuration)
            #expect(
                Self.summary(alone.results.first) == Self.summary(together.results.first { $0.lawID == id }),
                "\(id) on \(name)")
        }
        // The mutant is seen, so failures found through shared cases are compared too.
        #expect(name == "reference" || together.results.contains { $0.lawID == "CB-2" && $0.failsRun })
    }

    /// Two laws judged on the shared run draw the same grammar case at the same case number, so a
    /// divergence one law's case shows is judged by the law it breaks as well.
    @Test func lawsJudgedOnTheSharedRunDrawTheSameGrammarCases() throws {
        func grammarCases(_ id: String) throws -> [Int: String] {
            let law = try #require(LawCatalog.law(id))
            #expect(law.isJudgedOnSharedRun)
            var check = CheckConfiguration()
            check.cases = 200
            check.seed = law.seed(in: SuiteConfiguration())
            var cases: [Int: String] = [:]
            var index = 0
            _ = PropertyTesting.check(law.generator(for: .all), configuration: check) { script in
                if script.isGrammarCase { cases[index] = script.swiftSource() }
                index += 1
                return true
            }
            return cases
        }
        let first = try grammarCases("CB-2")
        let second = try grammarCases("TECH-11")
        #expect(first.count >= 10)
        let shared = first.filter { second[$0.key] == $0.value }.count
        #expect(shared * 10 >= first.count * 9, "\(shared) of \(first.count) grammar cases shared")
        // A law not judged on the shared run keeps a seed of its own.
        let own = try #require(LawCatalog.law("VAL-1"))
        #expect(!own.isJudgedOnSharedRun)
        #expect(own.seed(in: SuiteConfiguration()) == SuiteConfiguration().seed(for: "VAL-1"))
    }

    /// The memo finds a grammar case by what it was drawn from: two different grammar cases
    /// never share that key, or the second would read the first's outcome.
    @Test func differentGrammarCasesAreDrawnFromDifferentChoices() throws {
        let law = try #require(LawCatalog.law("CB-2"))
        var check = CheckConfiguration()
        check.cases = 200
        check.seed = law.seed(in: SuiteConfiguration())
        var sourceByDraw: [DrawnCase: String] = [:]
        var clashes = 0
        _ = PropertyTesting.check(law.generator(for: .all), configuration: check) { script in
            guard script.isGrammarCase else { return true }
            let drawn = try #require(script.drawnFrom, "a grammar case as drawn remembers its draw")
            let source = script.swiftSource()
            if let earlier = sourceByDraw[drawn], earlier != source { clashes += 1 }
            sourceByDraw[drawn] = source
            return true
        }
        #expect(sourceByDraw.count >= 50)
        #expect(clashes == 0)
    }
}
