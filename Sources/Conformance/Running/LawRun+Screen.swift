import MediaTiming
import PropertyTesting
import Scripts

extension LawRun {
    /// The capability screen: skips a law the engine cannot run, and keeps a law that it can run
    /// only in part to the scripts within what the engine declares (``CapabilityScreen``).
    ///
    /// - Returns: The skipped result, or `nil` when the law runs.
    func screen() -> LawResult? {
        let missing = law.requires.subtracting(capabilities)
        if !missing.isEmpty {
            return skipped("engine lacks \(missing.names.joined(separator: ", "))")
        }
        switch CapabilityScreen.screen(generator, capabilities: capabilities, seed: law.seed(in: configuration)) {
        case .unrestricted:
            return nil
        case .restricted(let within):
            generator = within
            isRestricted = true
            return nil
        case .cannotRun(let missing):
            return skipped(CapabilityScreen.reason(missing: missing))
        }
    }
}
