import MediaTiming
import Scripts

extension MutantScenario {
    /// The host and technique mutants' scenarios (``MutantCatalog/harness``).
    static var harness: [MutantScenario] { [] }
}
