extension LawCatalog {
    /// Laws of the published techniques (written once the techniques are wired into scripts).
    static let techniques: [Law] = []
}
