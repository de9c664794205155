/// Every law of the suite, in a stable order: by family, then by number.
public enum LawCatalog {
    /// The full catalog.
    public static let all: [Law] = judgedOnSharedRun(
        timeMapping + layerTiming + iterationAndFill + interpolation + transactions + liveReads + completionBlocks
            + nestedTransactions + contractEdges + callbacks
            + retention + closureCallbacks + callbackOrder + lifecycle + hostObservers + hostCalls + techniques
            + techniqueCalls + repetition + nestedTechniques
            + scrubAndReinstall
            + values + agreement)

    /// The law with `id`, if there is one.
    public static func law(_ id: String) -> Law? { all.first { $0.id == id } }
}
