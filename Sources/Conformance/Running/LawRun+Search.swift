import PropertyTesting
import Scripts

extension LawRun {
    /// The seeded search: the law's cases, the first failure shrunk on the choice tape.
    ///
    /// It runs as if there were no failure database, so that one seed gives one report whatever
    /// earlier runs saved; the saved failures are replayed after it (``replayDatabase()``).
    func search() -> CheckReport<Script> {
        // Runs spent before the search (none today): the search's share starts after them.
        let replayedRuns = ledger.engineRuns
        let report = PropertyTesting.check(generator, configuration: check, property(ignoring: []))
        finding =
            replayedRuns
            + (runsAfterCall.isEmpty ? 0 : runsAfterCall[min(report.casesRun, runsAfterCall.count) - 1] - replayedRuns)
        casesRun = report.casesRun
        return report
    }

    /// The property one check runs: the law's verdict on a script, where a failure of a
    /// signature in `known` counts as held (the further rounds look for new signatures only).
    ///
    /// While shrinking, what each script did is kept by its source: shrinking revisits many
    /// tapes that decode to one script, and a deterministic engine answers a script the same way
    /// each time. The memo is read only after the re-run of the first failure, so the re-run that
    /// detects a flaky engine still runs it; the search rarely repeats a script and pays nothing.
    func property(ignoring known: Set<String>) -> (Script) throws -> Bool {
        shrinking = false
        tracker.isShrinking = false
        traces.setEnabled(false)
        var confirmed = false
        return { [self] script in
            defer { runsAfterCall.append(ledger.engineRuns) }
            if tracker.skipsCurrentCase { return true }
            if !shrinking, script.isGrammarCase { grammarCasesRun += 1 }
            if sampleScript == nil, !script.isGrammarCase,
                script.steps.contains(where: { if case .add = $0 { true } else { false } })
            {
                sampleScript = script
            }
            let source = shrinking ? script.swiftSource() : nil
            let outcome: LawOutcome
            if let source, confirmed, let memo = outcomes[source] {
                outcome = memo
            } else {
                traces.beginCheck()
                do {
                    try law.verify(script, in: context)
                    outcome = .held
                } catch {
                    outcome = .failed(error, signature: FailureSignature.of(error, script: script))
                }
                if let source {
                    outcomes[source] = outcome
                    confirmed = true
                    traces.setEnabled(true)
                }
            }
            guard case let .failed(error, signature) = outcome, !known.contains(signature) else { return true }
            shrinking = true
            tracker.isShrinking = true
            throw error
        }
    }

    /// Adds the engine runs of a further check (begun with `before` runs) to the search's share.
    func countFinding(_ report: CheckReport<Script>, before: Int) {
        if report.casesRun > 0, runsAfterCall.count >= report.casesRun {
            finding += runsAfterCall[report.casesRun - 1] - before
        }
    }
}
