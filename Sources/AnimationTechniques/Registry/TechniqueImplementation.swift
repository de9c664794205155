/// One entry of a ``TechniqueRegistry``: a name, a line on what it is, and how to make its
/// technique objects.
///
/// The project's own entries (``TechniqueRegistry/project``) have no ``factory``: a script run
/// makes their objects from ``recipes`` exactly as it always has. An entry with a factory takes
/// each family the factory makes from it and the rest from ``recipes``.
public struct TechniqueImplementation: Sendable {
    /// The stable name: what a script's technique step names, `--techniques` takes and a replay
    /// token carries after the law's ID (`TECH-1/NAME@…`).
    public let name: String
    /// One line on what the implementation is.
    public let summary: String
    /// The project's recipes for every family the factory does not make.
    public let recipes: TechniqueVariant
    /// What makes the implementation's own objects; `nil` for the project's entries.
    public let factory: (any TechniqueFactory)?

    /// Creates an entry whose families come from `factory`, the others from `recipes`.
    public init(
        name: String, summary: String, recipes: TechniqueVariant = .correct, factory: (any TechniqueFactory)?
    ) {
        self.name = name
        self.summary = summary
        self.recipes = recipes
        self.factory = factory
    }

    /// Whether this is one of the project's own entries (no factory of its own).
    public var isProjects: Bool { factory == nil }
}
