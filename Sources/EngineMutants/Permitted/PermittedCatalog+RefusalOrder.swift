import MediaTiming

extension PermittedCatalog {
    /// The capability subsets again, checking what they support before what is valid: a call
    /// both invalid and outside what the engine declares is refused with `.unsupported`, or
    /// ignored, where the other subsets refuse it as invalid.
    ///
    /// The same subsets as ``capabilitySubsets`` (none, a first version, every capability but
    /// one), so that every law meets both orders on each: a law that requires the specific error
    /// of a call the engine cannot run fails one of them.
    public static let refusalOrders: [PermittedVariant] = subsets(order: .capabilitiesFirst)
}
