import PropertyTesting
import Scripts

extension LawRun {
    /// Containment's hooks on the generator: number the cases, write checkpoints, skip the cases
    /// that killed an earlier child (see `SuiteRunner+Containment.swift`).
    ///
    /// Outside a contained child and without ``SuiteConfiguration/caseWillRun`` the generator is
    /// left as it is and this costs nothing.
    func containCases() {
        guard configuration.caseWillRun != nil || tracker.isActive else { return }
        let inner = generator
        let caseWillRun = configuration.caseWillRun
        let prefix = "\(law.id)\(variant == "correct" ? "" : "/" + variant)@"
        let tracker = tracker
        let ledger = ledger
        generator = Gen { testCase in
            let script = try inner.run(testCase)
            let token = prefix + ReplayToken.encode(testCase.choices, context: String(prefix.dropLast()))
            tracker.willRun(token, evidence: ledger)
            caseWillRun?(token)
            return script
        }
    }
}
