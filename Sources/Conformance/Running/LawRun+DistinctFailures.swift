import PropertyTesting
import Scripts

extension LawRun {
    /// The distinct failures: each counterexample reported (``report(of:in:)``), then the search
    /// goes on with a fresh seed for failures of a signature not seen yet.
    ///
    /// A law that stopped at its first failure would hide every other bug behind it. The search
    /// stops at a signature already reported or at ``SuiteConfiguration/maxDistinctFailures``.
    func reportDistinctFailures(from first: CheckReport<Script>) {
        var report = first
        var round: UInt64 = 0
        while let shrunk = report.counterexample {
            let failure = self.report(of: shrunk, in: report)
            guard signatures.insert(failure.signature).inserted else { break }
            failures.append(failure)
            tracker.found(failure)
            guard failures.count < configuration.maxDistinctFailures else { break }
            round += 1
            check.seed = law.seed(in: configuration) &+ round &* 0x9E37_79B9_7F4A_7C15
            let known = signatures
            let before = ledger.engineRuns
            runsAfterCall = []
            report = PropertyTesting.check(generator, configuration: check, property(ignoring: known))
            countFinding(report, before: before)
        }
        runs = EngineRunCounts(finding: finding, shrinking: ledger.engineRuns - finding)
    }

    /// The report of one counterexample: its idle steps deleted, run once more as reported, and
    /// rendered with its token.
    ///
    /// A counterexample that holds when run again, or a violation that itself shows two answers
    /// to one script, is evidence that the engine is nondeterministic (``nondeterminismSeen``);
    /// such a failure is marked flaky.
    func report(of shrunk: Script, in report: CheckReport<Script>) -> FailureReport {
        var error: any Error = LawViolation(report.failureMessage ?? "the law failed")
        var isFlaky: Bool = { if case .flaky = report.outcome { return true } else { return false } }()
        traces.beginCheck()
        do {
            try law.verify(shrunk, in: context)
            isFlaky = true
        } catch let thrown {
            error = thrown
        }
        var script = shrunk
        var deleted: [Int] = []
        if !isFlaky {
            (script, deleted) = StepDeletion.minimize(
                shrunk, law: law, context: context, signature: FailureSignature.of(error, script: shrunk),
                failingStep: (error as? LawViolation)?.step)
        }
        // The script reported must have failed in a run of exactly that script: shrinking's
        // memo may have answered it by cutting a longer run short, which only a deterministic
        // engine repeats, so such a script runs once more.
        traces.beginCheck()
        traces.setWholeRunsOnly(true)
        do {
            try law.verify(script, in: context)
            isFlaky = true
        } catch let thrown {
            error = thrown
        }
        traces.setWholeRunsOnly(false)
        traces.setEnabled(false)
        if isFlaky || (error as? LawViolation)?.showsNondeterminism == true { nondeterminismSeen = true }
        return FailureReportBuilder.build(
            law: law, script: script, originalSteps: report.original?.steps.count ?? script.steps.count,
            error: error,
            token: SuiteToken.make(law.id, variant: variant, tape: report.counterexampleTape ?? [], deleted: deleted),
            context: context, isFlaky: isFlaky)
    }
}
