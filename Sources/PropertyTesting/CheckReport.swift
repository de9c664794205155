/// How a property check ended.
public enum CheckOutcome: Equatable, Sendable {
    /// Every case passed and every coverage requirement was met.
    case passed
    /// A case failed, and failed again when re-run.
    case failed
    /// A case failed, but passed when re-run with the same tape: the property is nondeterministic.
    case flaky(firstRun: String, secondRun: String)
    /// The run could not generate enough cases.
    case gaveUp(reason: String)
    /// Every case passed, but some `cover` requirements were met too rarely.
    case coverageInsufficient([CoverageShortfall])
}

/// The result of checking a property: outcome, counterexample, replay token and statistics.
public struct CheckReport<Value> {
    /// How the check ended.
    public var outcome: CheckOutcome
    /// The number of cases whose property was evaluated during generation (not shrinking).
    public var casesRun: Int
    /// The seed of the run.
    public var seed: UInt64
    /// The shrunk counterexample, when a case failed.
    public var counterexample: Value?
    /// The counterexample as first found, before shrinking.
    public var original: Value?
    /// The token that replays ``counterexample`` with no search, when a case failed.
    public var replayToken: String?
    /// The tape of ``counterexample``.
    public var counterexampleTape: [UInt64]?
    /// The tape of ``original``.
    public var originalTape: [UInt64]?
    /// The number of property evaluations the shrinker spent.
    public var shrinkEvaluations: Int
    /// Every evaluation of the property in this check: the generated cases (``casesRun``), the
    /// re-run of a failure and the shrinker's evaluations.
    ///
    /// Each evaluation is one run of the code under test, the cost that matters when that code is
    /// slow; generated cases that the generator discarded never reach the property and do not count.
    public var propertyCalls: Int = 0
    /// Whether the shrinker stopped because a budget ran out.
    public var shrinkBudgetExhausted: Bool
    /// Labels and coverage conditions per case.
    public var labels: LabelDistribution
    /// The failure of the shrunk counterexample: the thrown error's description, or a note that
    /// the property returned false.
    public var failureMessage: String?

    /// Whether the outcome is ``CheckOutcome/passed``.
    public var passed: Bool { outcome == .passed }
}

extension CheckReport: CustomStringConvertible {
    /// A multi-line human summary: outcome, counterexample, token and how to reproduce.
    public var description: String {
        var lines: [String] = []
        switch outcome {
        case .passed:
            lines.append("passed \(casesRun) cases (seed \(seed))")
        case .failed:
            lines.append("failed after \(casesRun) cases (seed \(seed)), shrunk with \(shrinkEvaluations) evaluations")
        case let .flaky(first, second):
            lines.append(
                "flaky: the same case gave different outcomes (seed \(seed)): first \(first); re-run \(second)")
        case let .gaveUp(reason):
            lines.append("gave up after \(casesRun) cases (seed \(seed)): \(reason)")
        case let .coverageInsufficient(shortfalls):
            lines.append("coverage insufficient over \(casesRun) cases (seed \(seed))")
            lines += shortfalls.map { "  \($0)" }
        }
        if let counterexample { lines.append("counterexample: \(counterexample)") }
        if let original { lines.append("original: \(original)") }
        if let failureMessage { lines.append("failure: \(failureMessage)") }
        if let replayToken { lines.append("replay: \(replayToken)") }
        return lines.joined(separator: "\n")
    }
}
