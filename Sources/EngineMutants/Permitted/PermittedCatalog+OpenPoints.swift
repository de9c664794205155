extension PermittedCatalog {
    /// The reference engine reading one of the open points of SEMANTICS.md the other way, with
    /// the profile option that says so.
    public static let openPoints: [PermittedVariant] = []
}
