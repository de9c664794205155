/// Runs the suite against deliberately broken engines and reports which law kills each.
///
/// A mutant is killed when some targeted law (not a backstop, REF-1 or DET-1) fails on it: a bug
/// that only the backstops see is a rule no law names. Every law runs, and the killing law
/// reported is the targeted one with the smallest shrunk script (the fewest engine calls, then
/// catalog order, break ties), so the report shows the clearest counterexample for each bug.
public struct MutationRun: Sendable {
    /// The verdict on one mutant.
    public struct Verdict: Sendable, Equatable {
        /// The mutant's engine name.
        public var engine: String
        /// The targeted law that killed it, or `nil` when none did.
        public var killedBy: String?
        /// Cases the killing law ran before it failed.
        public var cases: Int
        /// Steps in the killing law's shrunk script.
        public var steps: Int
        /// Every law that failed, in catalog order.
        public var failedLaws: [String]
        /// Script runs on the mutant the killing law spent finding and shrinking its failure.
        public var engineRuns: EngineRunCounts = EngineRunCounts()

        /// Creates a verdict.
        public init(engine: String, killedBy: String?, cases: Int, steps: Int, failedLaws: [String]) {
            self.engine = engine
            self.killedBy = killedBy
            self.cases = cases
            self.steps = steps
            self.failedLaws = failedLaws
        }

        /// The report line: `NAME killed-by=LAW cases=N steps=S`, `NAME killed only by REF-1 (no
        /// targeted law)` or `NAME survived`.
        public var line: String {
            guard let killedBy else {
                let backstops = failedLaws.filter { CoverageMatrix.backstops.contains($0) }
                if !backstops.isEmpty {
                    return "\(engine) killed only by \(backstops.joined(separator: ", ")) (no targeted law)"
                }
                return "\(engine) survived"
            }
            let calls = engineRuns.total > 0 ? " calls=\(engineRuns.finding)+\(engineRuns.shrinking)" : ""
            return "\(engine) killed-by=\(killedBy) cases=\(cases) steps=\(steps)\(calls)"
        }
    }

    /// The engines to mutate-test.
    public let mutants: [EngineFactory]
    /// The laws to run against each.
    public let catalog: [Law]

    /// Creates a run over `mutants` with `catalog` (the full catalog by default).
    public init(mutants: [EngineFactory], catalog: [Law] = LawCatalog.all) {
        self.mutants = mutants
        self.catalog = catalog
    }

    /// Runs every law against every mutant, mutants in parallel, results in the order given.
    public func run(_ configuration: SuiteConfiguration) -> [Verdict] {
        // One failure per law tells which laws kill a mutant; looking for more would only cost.
        let serial = {
            var copy = configuration
            copy.parallelism = 1
            copy.maxDistinctFailures = 1
            return copy
        }()
        return SuiteRunner.parallelMap(mutants, width: configuration.parallelism) { mutant in
            let runner = SuiteRunner(engine: mutant, catalog: catalog)
            let results = catalog.map { runner.run(law: $0, configuration: serial) }
            let failed = results.filter { $0.status == .failed || $0.status.isInconclusive }
            // The smallest script; among equals, the one the engine paid least for.
            let best = failed.filter { !CoverageMatrix.backstops.contains($0.lawID) }
                .min {
                    ($0.failure?.shrunkSteps ?? .max, $0.engineRuns.total) < (
                        $1.failure?.shrunkSteps ?? .max, $1.engineRuns.total
                    )
                }
            var verdict = Verdict(
                engine: mutant.name, killedBy: best?.lawID, cases: best?.cases ?? 0,
                steps: best?.failure?.shrunkSteps ?? 0, failedLaws: failed.map(\.lawID))
            verdict.engineRuns = best?.engineRuns ?? EngineRunCounts()
            return verdict
        }
    }

    /// The report: one line per mutant, then `mutation score: K/N killed` and, when counted, the
    /// median engine calls and shrunk steps per kill.
    public static func report(_ verdicts: [Verdict]) -> String {
        let killed = verdicts.filter { $0.killedBy != nil }
        var lines = verdicts.map(\.line) + ["mutation score: \(killed.count)/\(verdicts.count) killed"]
        let calls = killed.map(\.engineRuns.total).filter { $0 > 0 }.sorted()
        if !calls.isEmpty {
            let steps = killed.map(\.steps).sorted()
            lines.append(
                "median per kill: \(calls[calls.count / 2]) engine calls, \(steps[steps.count / 2]) shrunk steps")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension MutationRun {
    /// The as-published technique variants that some law of `catalog` names.
    public static func publishedVariants(in catalog: [Law] = LawCatalog.all) -> [String] {
        var seen: [String] = []
        for law in catalog {
            for variant in law.catchesVariants where !seen.contains(variant) { seen.append(variant) }
        }
        return seen
    }

    /// Runs, for each as-published variant, the laws built to catch it on the reference engine;
    /// a verdict line per variant, killed by the law with the smallest shrunk script.
    public static func variants(
        _ configuration: SuiteConfiguration, catalog: [Law] = LawCatalog.all
    ) -> [Verdict] {
        let serial = {
            var copy = configuration
            copy.parallelism = 1
            copy.maxDistinctFailures = 1
            return copy
        }()
        let runner = SuiteRunner(engine: .reference(), catalog: catalog)
        return SuiteRunner.parallelMap(publishedVariants(in: catalog), width: configuration.parallelism) { variant in
            let laws = catalog.filter { $0.catchesVariants.contains(variant) }
            let failed = laws.map { runner.run(law: $0, configuration: serial, variant: variant) }.filter {
                $0.status == .failed
            }
            let best = failed.min { ($0.failure?.shrunkSteps ?? .max) < ($1.failure?.shrunkSteps ?? .max) }
            return Verdict(
                engine: variant, killedBy: best?.lawID, cases: best?.cases ?? 0,
                steps: best?.failure?.shrunkSteps ?? 0, failedLaws: failed.map(\.lawID))
        }
    }

    /// The variants report: one line per variant, then `variants caught: K/N`.
    public static func variantsReport(_ verdicts: [Verdict]) -> String {
        let killed = verdicts.filter { $0.killedBy != nil }.count
        return (verdicts.map(\.line) + ["variants caught: \(killed)/\(verdicts.count)"]).joined(separator: "\n") + "\n"
    }
}
