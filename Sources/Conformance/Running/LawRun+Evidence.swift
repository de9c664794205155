import PropertyTesting
import Scripts

extension LawRun {
    /// The verdict of evidence, once the search and its budget rounds ended: the cases and the
    /// evidence the law reports, a generator that gave up, or a law that held on too little.
    ///
    /// - Returns: The skipped result of a law too few of whose scripts fit the engine's declared
    ///   capabilities, or `nil` when the run goes on.
    func weighEvidence(_ report: CheckReport<Script>) -> LawResult? {
        // Read before shrinking or re-checking adds to it: the evidence of the cases run.
        evidence = ledger.total
        tracker.settle(cases: casesRun, evidence: evidence)
        labels = report.labels.counts
        if isRestricted, report.counterexample == nil, failures.isEmpty, case .gaveUp = report.outcome {
            // Too few scripts fit what the engine declares to run the law's cases.
            return skipped(
                "too few of its scripts fit the capabilities the engine declares (\(capabilities.names.joined(separator: ", ")))",
                cases: casesRun)
        }
        if report.counterexample == nil, let problem = Self.problem(of: report.outcome) {
            failures.append(
                FailureReport(
                    message: problem, step: nil, swiftSource: "", stepTable: "", timeline: "", svg: "",
                    replayToken: "", shrunkSteps: 0, originalSteps: 0, signature: problem))
        } else if report.counterexample == nil, failures.isEmpty,
            let shortfall = law.evidenceRequirement.shortfall(evidence, cases: casesRun)
        {
            inconclusive = shortfall
        }
        return nil
    }

    /// What went wrong when a check ended without a counterexample, or `nil` when it passed.
    static func problem(of outcome: CheckOutcome) -> String? {
        switch outcome {
        case .passed, .failed, .flaky: return nil
        case .gaveUp(let reason): return "the generator gave up: \(reason)"
        case .coverageInsufficient(let shortfalls):
            return "coverage too low: " + shortfalls.map { "\($0)" }.joined(separator: "; ")
        }
    }
}
