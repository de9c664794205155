import MediaTiming
import Scripts

extension MutantScenario {
    /// The blind faults' scenarios (``MutantCatalog/blind``).
    static var blind: [MutantScenario] { [] }
}
