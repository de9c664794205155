/// Technique implementations by name: the project's techniques and their as-published variants
/// first, then whatever an app or an engine author registers.
///
/// A script's technique step names an entry (`TechniqueStep.variant`); the script driver makes
/// that entry's objects once per run and calls them for every step that names it. The
/// `conformance` command's `--techniques NAME` runs the technique laws with every technique step
/// naming `NAME`, so the laws judge a registered implementation as they judge the variants.
///
/// To add an implementation: conform a class to each family protocol your code covers
/// (``LayerPausing``, ``LayerSpeedChanging``, ``AnimationStoring``, ``AnimationPreserving``,
/// ``AnimationReinstalling``, ``AnimationScrubbing``, ``ClosureAnimating``), return it from a
/// ``TechniqueFactory``, and register a ``TechniqueImplementation`` under a name of your own:
///
/// ```swift
/// let registry = try TechniqueRegistry.project.registering(
///     TechniqueImplementation(name: "app.pauser", summary: "our pause/resume", factory: AppTechniques()))
/// ```
///
/// Names are unique; a registry keeps its entries in registration order (the order
/// `conformance list techniques` prints).
public struct TechniqueRegistry: Sendable {
    /// The entries in registration order.
    public private(set) var implementations: [TechniqueImplementation]

    /// A registry of exactly `implementations`; a repeated name keeps the first.
    public init(_ implementations: [TechniqueImplementation]) {
        var seen: Set<String> = []
        self.implementations = implementations.filter { seen.insert($0.name).inserted }
    }

    /// A name registered twice.
    public struct DuplicateName: Error, Equatable, CustomStringConvertible {
        /// The name.
        public var name: String
        /// Creates the error for `name`.
        public init(name: String) { self.name = name }
        /// One line.
        public var description: String { "technique implementation '\(name)' is already registered" }
    }

    /// The entry named `name`, or `nil`.
    public func implementation(named name: String) -> TechniqueImplementation? {
        implementations.first { $0.name == name }
    }

    /// The entries' names in registration order.
    public var names: [String] { implementations.map(\.name) }

    /// Adds `implementation` after the entries there are.
    ///
    /// - Throws: ``DuplicateName`` when its name is taken; the registry is unchanged.
    public mutating func register(_ implementation: TechniqueImplementation) throws(DuplicateName) {
        guard self.implementation(named: implementation.name) == nil else {
            throw DuplicateName(name: implementation.name)
        }
        implementations.append(implementation)
    }

    /// A copy with `implementation` added (see ``register(_:)``).
    public func registering(_ implementation: TechniqueImplementation) throws(DuplicateName) -> TechniqueRegistry {
        var copy = self
        try copy.register(implementation)
        return copy
    }

    /// The name of the project's other correct scrubbing strategy (deferred offset), an entry no
    /// ``TechniqueVariant`` names.
    public static let deferredScrubName = "scrub.deferredOffset"

    /// The project's entries: `correct`, each as-published variant, then the deferred scrub.
    public static let project = TechniqueRegistry(
        TechniqueVariant.allCases.map { variant in
            TechniqueImplementation(name: variant.name, summary: variant.summary, recipes: variant, factory: nil)
        } + [
            TechniqueImplementation(
                name: deferredScrubName,
                summary: "the project's techniques, scrubbing by a timeOffset set on the next run-loop turn",
                recipes: .correct, factory: nil)
        ])
}

extension TechniqueVariant {
    /// One line on the configuration, for `conformance list techniques`.
    public var summary: String {
        switch self {
        case .correct: return "the project's techniques, every one correct"
        case .pauseQA1673Verbatim: return "QA1673's pause/resume as published (resume forces speed 1)"
        case .speedChangeMediaTimeBeginTime: return "the speed article's change as published (beginTime in media time)"
        case .storeUnorderedDictionary: return "the restore article's store as published (a dictionary: order lost)"
        case .storeOverwriting: return "the restore article's store as published (a second store overwrites)"
        case .completionForwardEveryStop: return "the closure delegate as published (every copy's stop forwarded)"
        case .scrubSameTransactionOffset: return "the scrub install as published (offset in the install transaction)"
        case .pauseSpeedBeforeConversion:
            return "the speed article's pause as published (speed 0 before the conversion)"
        case .preserveOnAnyWindowReturn: return "AnimationPreservingView as published (restores on any window return)"
        case .reinstallReAddCompleted: return "IndicatorView as published (re-adds completed animations)"
        }
    }
}
