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
            // A law's requirement is per case of its own generator: the grammar cases it is also
            // judged on add what they show, but how much of the law's kind they hold is the
            // grammar's mix, not the law's, so the requirement does not grow with them.
            let shortfall = law.evidenceRequirement.shortfall(
                evidence, cases: max(0, casesRun - grammarCasesRun), grammarCases: grammarCasesRun,
                cause: likelyCause())
        {
            inconclusive = shortfall
        }
        return nil
    }

    /// The likely cause of a shortfall of evidence, from what the engine's runs showed
    /// (``ShortfallCause``).
    func likelyCause() -> String {
        let kind = law.evidenceRequirement.kind
        let sightings = ledger.sightings
        let unheard = kind == .callbacks && sightings.delegateCallbacks == 0
        return ShortfallCause.sentence(
            kind: kind, have: evidence[kind], sightings: sightings, delegatesKept: unheard ? delegatesKept() : nil)
    }

    /// Whether the engine's stored copies keep their delegates, read on a re-run of one script the
    /// search ran (its own ledger, so the law's counts do not change); `nil` when no copy stayed
    /// on a layer to be read.
    ///
    /// This re-run is outside every numbered case and writes no checkpoint. Under containment an
    /// engine that traps here is blamed on the last case drawn, and the next child, skipping that
    /// case, runs this again. Making the parent tell such a trap from a case's needs a checkpoint
    /// that names no case and a parent that reads it (and then answers `nil` here); until then a
    /// trap here shows as a misbehaving case that does not replay.
    func delegatesKept() -> Bool? {
        guard let script = sampleScript else { return nil }
        let probe = runner.makeContext(configuration, profile: context.profile)
        var seen = 0
        var kept = 0
        _ = try? probe.run(script) { _, host, views in
            for view in views {
                for key in host.engine.animationKeys(of: view.layer) {
                    seen += 1
                    if host.engine.animation(forKey: key, of: view.layer)?.delegate != nil { kept += 1 }
                }
            }
        }
        return seen == 0 ? nil : kept > 0
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
