extension LawRun {
    /// The verdict: the law's status from its failures, its evidence and the expectations.
    ///
    /// Inconclusive unless the expectations list the law; passed unless they expect a failure
    /// (then an unexpected pass); expected when every failure is covered; failed otherwise. The
    /// failure shown first is the first no expectation covers.
    func verdict() -> LawResult {
        let expectations = configuration.expectations
        let uncovered = failures.filter { expectations.reason(for: law.id, signature: $0.signature) == nil }
        let status: LawResult.Status
        if let inconclusive {
            status =
                expectations.reasons[law.id].map { .expectedFailure(reason: $0) } ?? .inconclusive(reason: inconclusive)
        } else if failures.isEmpty {
            status = expectations.anyReason(for: law.id).map { .unexpectedPass(reason: $0) } ?? .passed
        } else if uncovered.isEmpty {
            status = .expectedFailure(
                reason: failures.compactMap { expectations.reason(for: law.id, signature: $0.signature) }
                    .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: "; "))
        } else {
            status = .failed
        }
        var result = LawResult(
            lawID: law.id, strength: law.strength, status: status, cases: casesRun,
            failure: uncovered.first ?? failures.first,
            labels: labels, evidence: evidence, failures: failures, engineRuns: runs)
        result.nondeterminismSeen = nondeterminismSeen
        return result
    }
}
