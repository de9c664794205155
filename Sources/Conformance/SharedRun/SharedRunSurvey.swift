import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// How far the world model follows an engine over the grammar's cases: which laws the runs
/// diverge on, where the model stops predicting, and how much it compared.
///
/// It is what `conformance model` prints. On the reference engine every divergence is a
/// disagreement between the model and the reference engine, so a bug in one of them; on another
/// engine it is what the shared run would report, law by law.
public struct SharedRunSurvey {
    /// The cases run.
    public var cases = 0
    /// The cases that diverged, by law, with the first one's step and message.
    public var divergences: [String: (count: Int, first: String)] = [:]
    /// The cases the model stopped following, by reason.
    public var lost: [String: Int] = [:]
    /// The cases the engine refused where the reference engine does not, with the first message.
    public var refused: (count: Int, first: String?) = (0, nil)
    /// The first script that diverged, by law.
    public var firstScripts: [String: Script] = [:]
    /// The top-level steps compared.
    public var stepsCompared = 0
    /// All the top-level steps the cases hold.
    public var steps = 0

    /// Runs `cases` grammar cases at `seed` on `engine` beside the model.
    public static func measure(engine: EngineFactory, cases: Int, seed: UInt64) -> SharedRunSurvey {
        var survey = SharedRunSurvey()
        let runner = SuiteRunner(engine: engine)
        let context = runner.makeContext(SuiteConfiguration(), profile: engine.profile)
        let configuration = CheckConfiguration(seed: seed, cases: max(1, cases))
        _ = check(Grammar.scripts(capabilities: engine.capabilities), configuration: configuration) { script in
            survey.cases += 1
            survey.steps += script.steps.count
            do {
                let outcome = try SharedRun.compare(script, context)
                survey.stepsCompared += outcome.stepsCompared
                if let divergence = outcome.divergence {
                    if survey.firstScripts[divergence.lawID] == nil { survey.firstScripts[divergence.lawID] = script }
                    let known = survey.divergences[divergence.lawID]
                    survey.divergences[divergence.lawID] = (
                        (known?.count ?? 0) + 1,
                        known?.first
                            ?? "step \(divergence.step) (\(SwiftLiteral.step(script.steps[divergence.step]))): \(divergence.message)"
                    )
                }
                if let reason = outcome.lostReason { survey.lost[reason, default: 0] += 1 }
            } catch {
                survey.refused = (survey.refused.count + 1, survey.refused.first ?? "\(error)")
            }
            return true
        }
        return survey
    }

    /// The survey as text: the share compared, then divergences and losses with their counts.
    public func textReport() -> String {
        func share(_ count: Int, of total: Int) -> String {
            let permille = total == 0 ? 0 : count * 1000 / total
            return "\(permille / 10).\(permille % 10) %"
        }
        var lines = [
            "the world model over \(cases) grammar cases: \(stepsCompared) of \(steps) steps compared (\(share(stepsCompared, of: steps)))"
        ]
        let diverged = divergences.values.reduce(0) { $0 + $1.count }
        lines.append("diverged: \(diverged) cases (\(share(diverged, of: cases)))")
        for (law, entry) in divergences.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(law): \(entry.count); first: \(entry.first)")
        }
        let lostCount = lost.values.reduce(0, +)
        lines.append("stopped following: \(lostCount) cases (\(share(lostCount, of: cases)))")
        for (reason, count) in lost.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }) {
            lines.append("  \(count): \(reason)")
        }
        if refused.count > 0 {
            lines.append("refused where the reference accepts: \(refused.count); first: \(refused.first ?? "")")
        }
        return lines.joined(separator: "\n")
    }
}

extension SharedRunSurvey {
    /// The first divergence the grammar's cases find on `engine`, shrunk: the law it breaks and
    /// the smallest script found that still breaks it; `nil` when no case diverges.
    ///
    /// What a test of the model's reach uses: a fault planted in an engine, the host or a
    /// technique should show in a short script.
    public static func shrunkDivergence(
        engine: EngineFactory, cases: Int, seed: UInt64, shrinkBudget: Int = 2_000
    ) -> (lawID: String, script: Script)? {
        let context = SuiteRunner(engine: engine).makeContext(SuiteConfiguration(), profile: engine.profile)
        var configuration = CheckConfiguration(seed: seed, cases: max(1, cases))
        configuration.maxShrinkEvaluations = shrinkBudget
        func divergedLaw(_ script: Script) -> String? {
            (try? SharedRun.compare(script, context))?.divergence?.lawID
        }
        let generator = Grammar.scripts(capabilities: engine.capabilities)
        let found = check(generator, configuration: configuration) { divergedLaw($0) == nil }
        guard let first = found.original ?? found.counterexample, let lawID = divergedLaw(first) else { return nil }
        let shrunk = check(generator, configuration: configuration) { divergedLaw($0) != lawID }
        guard let script = shrunk.counterexample else { return (lawID, first) }
        return (lawID, script)
    }

    /// The first divergence the grammar's cases find on `engine` in `aspect` (what of a step's
    /// observation differs, as a failure's signature names it after `shared run:`, such as
    /// `stored copy` or `heard`), shrunk while it stays in that aspect: the law it breaks and the
    /// smallest script found; `nil` when no case diverges there.
    ///
    /// What a test of one comparison's reach uses: a fault that shows first elsewhere in most
    /// cases still has to show through that comparison in a short script.
    public static func shrunkDivergence(
        inAspect aspect: String, engine: EngineFactory, cases: Int, seed: UInt64, shrinkBudget: Int = 2_000
    ) -> (lawID: String, script: Script)? {
        let context = SuiteRunner(engine: engine).makeContext(SuiteConfiguration(), profile: engine.profile)
        var configuration = CheckConfiguration(seed: seed, cases: max(1, cases))
        configuration.maxShrinkEvaluations = shrinkBudget
        func divergedLaw(_ script: Script) -> String? {
            guard let divergence = (try? SharedRun.compare(script, context))?.divergence,
                divergence.aspect.rawValue == aspect
            else { return nil }
            return divergence.lawID
        }
        let report = check(Grammar.scripts(capabilities: engine.capabilities), configuration: configuration) {
            divergedLaw($0) == nil
        }
        guard let script = report.counterexample, let lawID = divergedLaw(script) else { return nil }
        return (lawID, script)
    }

    /// The smallest grammar case found that diverges on `lawID` on `engine`, or `nil`.
    public static func shrunkDivergence(
        of lawID: String, engine: EngineFactory, cases: Int, seed: UInt64, shrinkBudget: Int = 2_000
    ) -> Script? {
        let context = SuiteRunner(engine: engine).makeContext(SuiteConfiguration(), profile: engine.profile)
        var configuration = CheckConfiguration(seed: seed, cases: max(1, cases))
        configuration.maxShrinkEvaluations = shrinkBudget
        let report = check(Grammar.scripts(capabilities: engine.capabilities), configuration: configuration) {
            (try? SharedRun.compare($0, context))?.divergence?.lawID != lawID
        }
        return report.counterexample
    }
}
