import Conformance
import EngineMutants

/// `conformance self-check`: the suite's power over its whole mutant catalog and every
/// as-published technique variant, checked against the bars CI holds it to.
///
/// These runs cost minutes in a debug build and seconds in release, so CI runs them here, from
/// `.ci/run`, and `swift test` keeps fast tests of each mechanism (``MutationRun/bars``).
enum SelfCheckCommand {
    /// The variants the catalog is known to hold; a run that shows fewer lost one.
    static let expectedVariants: Set<String> = [
        "pause.qa1673Verbatim", "speedChange.mediaTimeBeginTime", "store.unorderedDictionary",
        "store.overwritingStore", "completion.forwardEveryStop", "scrub.sameTransactionOffset",
        "pause.speedBeforeConversion", "preserve.restoreOnAnyWindowReturn", "reinstall.reAddCompleted",
    ]
    /// The published preserver fails only across a mixed trip (leave the window, resign, come
    /// back while inactive, background, return): six steps on their own.
    static let longVariants: Set<String> = ["preserve.restoreOnAnyWindowReturn"]

    /// Runs the mutants, the variants and the bars; exit 0 when every bar holds, 1 otherwise.
    static func main(_ arguments: [String]) -> Int32 {
        let configuration: SuiteConfiguration
        do {
            configuration = try SubcommandOptions.parse(arguments, command: "self-check")
        } catch {
            return ConformanceCommand.usageError(error.message)
        }
        let mutants = EngineRegistry.mutants
        let mutantVerdicts = MutationRun(mutants: mutants).run(configuration)
        print(MutationRun.report(mutantVerdicts), terminator: "")
        let variantVerdicts = MutationRun.variants(configuration)
        print(MutationRun.variantsReport(variantVerdicts), terminator: "")
        let inputs = MutationRun.BarInputs(
            harnessMutants: Set(MutantCatalog.all.filter(\.isHarnessMutant).map { "mutant:\($0.name)" }),
            valueMutants: Set(MutantCatalog.valueMutantNames.map { "mutant:\($0)" }),
            expectedVariants: expectedVariants, longVariants: longVariants,
            oneMinimal: oneMinimality(mutantVerdicts, mutants: mutants, configuration: configuration),
            blindMutants: Set(MutantCatalog.blind.map { "mutant:\($0.name)" }))
        let bars = MutationRun.bars(mutants: mutantVerdicts, variants: variantVerdicts, inputs: inputs)
        for bar in bars { print(bar.line) }
        let failed = bars.filter { !$0.holds }.count
        print(failed == 0 ? "self-check: every bar holds" : "self-check: \(failed) of \(bars.count) bars fail")
        return failed == 0 ? 0 : 1
    }

    /// How many killing scripts lose their failure when any one step is deleted: each mutant's
    /// killing law is run again, and its shrunk script tried without each step in turn.
    static func oneMinimality(
        _ verdicts: [MutationRun.Verdict], mutants: [EngineFactory], configuration: SuiteConfiguration
    ) -> (minimal: Int, checked: Int, notMinimal: [String]) {
        var configuration = configuration
        configuration.maxDistinctFailures = 1
        configuration.parallelism = 1
        let serial = configuration
        // One mutant at a time: a mutant that shares state across engines answers differently
        // when another runs beside it, and the count must be the same on every run.
        let outcomes: [String?] = verdicts.map { verdict -> String? in
            guard let killer = verdict.killedBy.flatMap(LawCatalog.law),
                let engine = mutants.first(where: { $0.name == verdict.engine })
            else { return "\(verdict.engine): not killed" }
            let result = SuiteRunner(engine: engine).run(law: killer, configuration: serial)
            guard let token = result.failure?.replayToken,
                let script = OneMinimality.script(replaying: token, law: killer, capabilities: engine.capabilities)
            else { return "\(verdict.engine) \(killer.id): no failure to replay" }
            let removable = OneMinimality.removableSteps(of: script, law: killer, engine: engine)
            return removable.isEmpty ? nil : "\(verdict.engine) \(killer.id) removable \(removable)"
        }
        let notMinimal = outcomes.compactMap { $0 }
        return (outcomes.count - notMinimal.count, outcomes.count, notMinimal)
    }
}
