import MediaTiming
import PropertyTesting
import Scripts

/// Keeps a law inside what the engine declares: its cases draw only scripts whose steps need
/// declared capabilities (``Step/requiredCapabilities``), and a law none of whose scripts fit is
/// skipped, naming what they need.
///
/// Generators already leave out much of what an engine lacks; this is the one backstop that makes
/// it a contract for every law, whatever its generator, and for DET-1 and REF-1 alike: an engine
/// is never asked for, and never failed for, something it did not promise.
enum CapabilityScreen {
    /// How many scripts are drawn to tell whether a law can run within the capabilities.
    static let sample = 200

    /// What the screen decided for a law.
    enum Decision {
        /// The engine declares everything a script can need: the generator as it is.
        case unrestricted
        /// Some scripts fit: the generator, keeping only those.
        case restricted(Gen<Script>)
        /// No sampled script fits; the capabilities most often missing, most first.
        case cannotRun(missing: EngineCapabilities)
    }

    /// Screens `generator` for an engine declaring `capabilities`, sampling with `seed`.
    static func screen(_ generator: Gen<Script>, capabilities: EngineCapabilities, seed: UInt64) -> Decision {
        guard !capabilities.isSuperset(of: .all) else { return .unrestricted }
        var fitting = 0
        var missing: EngineCapabilities = []
        for index in 0..<UInt64(sample) {
            guard let script = try? PropertyTesting.generate(generator, seed: seed &+ index &* 0x9E37_79B9_7F4A_7C15)
            else { continue }
            let lacking = script.requiredCapabilities.subtracting(capabilities)
            if lacking.isEmpty { fitting += 1 } else { missing.formUnion(lacking) }
        }
        guard fitting > 0 else { return .cannotRun(missing: missing) }
        return .restricted(
            generator.filter("within the engine's capabilities", maxRetries: 50) {
                $0.requiredCapabilities.isSubset(of: capabilities)
            })
    }

    /// The skip reason of a law whose scripts need `missing`.
    static func reason(missing: EngineCapabilities) -> String {
        "its scripts need \(missing.names.joined(separator: ", ")), which the engine does not declare"
    }
}
