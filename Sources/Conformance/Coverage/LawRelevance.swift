/// The features each targeted law's rule depends on: what `conformance coverage --by-law`
/// measures per law.
///
/// A feature is relevant to a law when the law's statement speaks of it (a field, a kind, a
/// technique, a lifecycle event) or when the rule depends on it (a time-mapping rule on nested,
/// paused and sped layers; a value rule on the kinds and timing fields it evaluates). Each law's
/// own generated cases must reach each of its relevant features in at least
/// ``CoverageMatrix/minimumShare`` of them; a law that reaches a feature only by accident of
/// another law's generator does not check it. The backstops (``CoverageMatrix/backstops``) have
/// no entry: they reach everything and name no rule.
///
/// The declarations live here, apart from the laws, so that a law and what it must reach are
/// reviewed side by side in one table. Names are those of ``CoverageMatrix/allFeatures``; a
/// test keeps every name known and every targeted law declared.
public enum LawRelevance {
    /// One law's relevant features and, where it is not obvious, why they are.
    public struct Entry: Sendable {
        /// The feature names.
        public var features: [String]
        /// Why a feature the statement does not name is relevant; empty when the statement says it.
        public var why: String

        /// Creates an entry.
        init(_ features: [[String]], why: String = "") {
            var seen: Set<String> = []
            self.features = features.joined().filter { seen.insert($0).inserted }
            self.why = why
        }
    }

    /// Every targeted law's entry, by ID.
    public static let declared: [String: Entry] = {
        timeAndValues.merging(transactionsAndCallbacks) { first, _ in first }
            .merging(lifecycleAndTechniques) { first, _ in first }
    }()

    /// The relevant features of the law `id`, in declaration order (empty for a backstop).
    public static func features(of id: String) -> [String] { declared[id]?.features ?? [] }

    // Groups of features that many rules depend on together.

    /// Every animation kind.
    static let kinds = [
        "Animation.kind.basic", "Animation.kind.keyframe", "Animation.kind.spring", "Animation.kind.group",
    ]

    /// The timing fields of an animation that a technique copies and a rule evaluates: where it
    /// begins, its offset and speed, its repeats and reversal, every fill and the removal flag.
    static let animationTiming = [
        "AnimationTiming.beginTime", "AnimationTiming.timeOffset", "AnimationTiming.speed",
        "AnimationTiming.repeatCount", "AnimationTiming.autoreverses", "AnimationTiming.fillMode.forwards",
        "AnimationTiming.fillMode.backwards", "AnimationTiming.fillMode.both", "Animation.isRemovedOnCompletion",
    ]

    /// A layer's own place in its parent's time.
    static let layerTiming = [
        "LayerTiming.beginTime", "LayerTiming.speed", "LayerTiming.timeOffset", "LayerTiming.speed.zero",
    ]

    /// Trees of several depths and several roots.
    static let trees = ["Tree.depth2", "Tree.depth3", "Tree.severalRoots"]

    /// Paused and sped layers above an animated one.
    static let ancestors = ["Situation.pausedAncestor", "Situation.spedAncestor"]

    /// Animations that begin in their layer's past, present and future at the commit.
    static let begins = ["Situation.begin.past", "Situation.begin.present", "Situation.begin.future"]

    /// Every from/to/by combination a basic animation can take.
    static let combinations = [
        "BasicValues.fromTo", "BasicValues.fromBy", "BasicValues.byTo", "BasicValues.fromOnly", "BasicValues.toOnly",
        "BasicValues.byOnly",
    ]

    /// The two trips that remove animations.
    static let trips = ["Host.enterBackground", "Host.enterForeground", "Host.detach", "Host.attach"]
}
