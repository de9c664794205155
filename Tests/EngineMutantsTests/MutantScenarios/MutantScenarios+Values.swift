import MediaTiming
import Scripts

extension MutantScenario {
    /// The value mutants' scenarios (``MutantCatalog/engine`` from `to-only-starts-at-zero` on).
    static var values: [MutantScenario] { [] }
}
