extension PermittedCatalog {
    /// Engines that keep timing fields or values in single precision, as Core Animation does.
    public static let precision: [PermittedVariant] = []
}
