/// One sentence (or tight group of sentences) of the contract's documentation or of SEMANTICS.md
/// that states behaviour, with the laws whose checks hold an engine, the host or a technique to it.
///
/// A clause names a law only when the law's check observes what the clause says, read from the
/// check and not only from the law's `source:`. REF-1 and DET-1 are backstops: a clause names one
/// of them beside a targeted law, or alone only with a ``note`` saying why nothing else can check it.
public struct Clause: Sendable, Identifiable, Equatable {
    /// Where a clause is written.
    public enum Origin: String, Sendable, CaseIterable {
        /// A numbered rule of SEMANTICS.md.
        case semantics = "SEMANTICS.md"
        /// The documentation of the `TimingEngine` protocol.
        case engine = "TimingEngine"
        /// The documentation of the contract's value types (`Animation`, `LayerTiming`, …).
        case values = "MediaTiming values"
        /// The documentation of the lifecycle host (`Sources/Lifecycle`).
        case host = "Lifecycle"
        /// The documentation of the techniques (`Sources/AnimationTechniques`).
        case techniques = "AnimationTechniques"
    }

    /// The stable ID: `SEMANTICS §2.5`, `TimingEngine.commit`, `Host.enterBackground`, ….
    public let id: String
    /// Where the clause is written.
    public let origin: Origin
    /// What the clause says, in a short paraphrase.
    public let text: String
    /// The IDs of the laws that check it.
    public let laws: [String]
    /// What the laws leave out of the clause, or why it names a backstop alone; `nil` when they check all of it.
    public let note: String?

    /// Creates a clause.
    public init(_ id: String, _ origin: Origin, _ text: String, laws: [String], note: String? = nil) {
        self.id = id
        self.origin = origin
        self.text = text
        self.laws = laws
        self.note = note
    }

    /// The laws that only back the others up: agreement with the reference and determinism.
    public static let backstops: Set<String> = ["REF-1", "DET-1"]
}
