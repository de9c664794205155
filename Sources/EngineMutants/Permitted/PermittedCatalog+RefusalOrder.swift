import MediaTiming

extension PermittedCatalog {
    /// The capability subsets again, checking what they support before what is valid: a call
    /// both invalid and outside what the engine declares is refused with `.unsupported`, or
    /// ignored, where the other subsets refuse it as invalid.
    ///
    /// The same subsets as ``capabilitySubsets`` (none, a first version, every capability but
    /// one), so that every law meets both orders on each: a law that requires the specific error
    /// of a call the engine cannot run fails one of them.
    public static let refusalOrders: [PermittedVariant] = {
        func subset(
            _ name: String, _ declared: EngineCapabilities, _ outside: DeclaredSubsetEngine.Outside, _ summary: String
        ) -> PermittedVariant {
            PermittedVariant(
                name: "capabilities-first:\(name)",
                summary: summary + " (\(outside.rawValue) the rest, checking support before validity)"
            ) {
                AnyTimingEngine(DeclaredSubsetEngine(declaring: declared, outside: outside, order: .capabilitiesFirst))
            }
        }
        let firstVersion: EngineCapabilities = [.nestedLayers, .timingFunctions, .delegates]
        return [
            subset("none", [], .refuses, "declares no capability"),
            subset("none-ignoring", [], .ignores, "declares no capability"),
            subset("first-version", firstVersion, .refuses, "declares nested layers, timing functions and delegates"),
            subset(
                "first-version-ignoring", firstVersion, .ignores,
                "declares nested layers, timing functions and delegates"),
        ]
            + EngineCapabilities.named.map { name, capability in
                subset(
                    "without-\(name)", EngineCapabilities.all.subtracting(capability), .refuses,
                    "declares every capability but \(name)")
            }
    }()
}
