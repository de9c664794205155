import Scripts

extension LawRun {
    /// The database replay: failures saved by earlier runs, in the database's order, after the
    /// seeded search; then the database keeps what fails now.
    ///
    /// Each saved failure that still fails with a signature the seeded search did not find is
    /// reported after its failures, marked as from the database (its runs and evidence are not
    /// counted as the seed's); each that passes is dropped from the database. Byte-identical
    /// reports for one seed follow: what the seed finds is saved, and replaying it finds nothing
    /// new. Technique variants keep no database.
    func replayDatabase() {
        let database = variant == "correct" ? configuration.database : nil
        for saved in database?.tokens(engine: engine.name, lawID: law.id) ?? [] {
            guard var failure = replayedFailure(saved), signatures.insert(failure.signature).inserted else {
                continue
            }
            failure.isFromDatabase = true
            failures.append(failure)
            tracker.found(failure)
            inconclusive = nil
        }
        // A write it cannot make costs only the head start.
        try? database?.save(failures.map(\.replayToken).filter { !$0.isEmpty }, engine: engine.name, lawID: law.id)
    }

    /// The failure a saved token still shows, or `nil` when it passes now or no longer decodes.
    private func replayedFailure(_ token: String) -> FailureReport? {
        guard let script = OneMinimality.script(replaying: token, law: law, capabilities: engine.capabilities) else {
            return nil
        }
        do {
            try law.verify(script, in: context)
            return nil
        } catch {
            return FailureReportBuilder.build(
                law: law, script: script, originalSteps: script.steps.count, error: error, token: token,
                context: context, isFlaky: false)
        }
    }
}
