import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension Law {
    /// One case in this many of a law judged on the shared run is a grammar case.
    static let sharedRunShare = 2

    /// What every law judged on the shared run takes its seed from, in place of its ID: its
    /// grammar cases are then the other laws' too, run once (``SharedRunMemo``) and judged by
    /// each, so a divergence fails the law it breaks whichever law drew the case.
    static let sharedRunSeedName = "shared run"

    /// Whether the law is also judged on the shared run (``checkedOnSharedRun()``).
    var isJudgedOnSharedRun: Bool { ownMakeGenerator != nil }

    /// The seed the law's run draws its cases from: its own, or the shared run's.
    func seed(in configuration: SuiteConfiguration) -> UInt64 {
        configuration.seed(for: isJudgedOnSharedRun ? Self.sharedRunSeedName : id)
    }

    /// A copy also judged on the shared run: one case in ``sharedRunShare`` is a case of the one
    /// grammar of every call, which the law judges by the world model (``SharedRun``); the others
    /// are its own generator's, judged by its own check.
    ///
    /// The law keeps its ID, statement and evidence requirement; a failure on a grammar case
    /// replays and shrinks through the same generator, so its token is an ordinary one.
    func checkedOnSharedRun() -> Law {
        let own = ownMakeGenerator ?? makeGenerator
        let ownCheck = check
        let invariant = SharedRun.invariant(of: id)
        var copy = Law(
            id: id, statement: statement, evidence: evidence, source: source, rationale: rationale,
            generator: generatorName, strength: strength, requires: requires, catchesVariants: catchesVariants,
            { capabilities, variant in
                let drawn = Grammar.scripts(capabilities: capabilities, variant: variant)
                let generatorName = "grammar \(capabilities.rawValue) \(variant)"
                // A grammar case remembers the choices it was drawn from: the shared run's memo
                // finds it by them, as every law drawing from the shared seed draws the same ones.
                let grammar = Gen<Script> { testCase in
                    let start = testCase.choices.count
                    var script = try drawn.run(testCase)
                    script.isGrammarCase = true
                    script.drawnFrom = DrawnCase(generator: generatorName, choices: Array(testCase.choices[start...]))
                    return script
                }
                return Gen.frequency([(Self.sharedRunShare - 1, own(capabilities, variant)), (1, grammar)])
            },
            check: { script, context in
                if script.isGrammarCase { try invariant(script, context) } else { try ownCheck(script, context) }
            })
        copy.evidenceRequirement = evidenceRequirement
        copy.ownMakeGenerator = own
        return copy
    }
}

extension LawCatalog {
    /// `laws` with every law the shared run can name judged on it as well.
    static func judgedOnSharedRun(_ laws: [Law]) -> [Law] {
        let named = Set(SharedRun.Attribution.laws)
        return laws.map { named.contains($0.id) ? $0.checkedOnSharedRun() : $0 }
    }
}
