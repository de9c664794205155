import PropertyTesting
import Scripts

extension LawRun {
    /// The budget rounds: under a time budget a law that holds goes on, round after round of
    /// fresh cases, while the command says there is time left.
    ///
    /// Each round's seed follows from the law's, so a budget changes how many cases run, never
    /// which cases a round draws; the suite itself reads no clock (``SuiteConfiguration/hasTimeLeft``).
    func budgetRounds(_ report: inout CheckReport<Script>) {
        var budgetRound: UInt64 = 0
        while report.counterexample == nil, Self.problem(of: report.outcome) == nil,
            configuration.hasTimeLeft?() == true
        {
            budgetRound += 1
            check.seed = law.seed(in: configuration) ^ (budgetRound &* 0xD1B5_4A32_D192_ED03)
            let before = ledger.engineRuns
            runsAfterCall = []
            report = PropertyTesting.check(generator, configuration: check, property(ignoring: []))
            casesRun += report.casesRun
            countFinding(report, before: before)
        }
    }
}
