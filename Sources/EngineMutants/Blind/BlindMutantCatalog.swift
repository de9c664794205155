import MediaTiming
import ReferenceEngine

/// Faults written blind: from the timing rules and the contract's documentation alone, by
/// someone who had not read the conformance laws (issue 23, item 6).
///
/// Each is a plausible engine bug of a kind the main catalog does not hold. About a third live in
/// the situations the host and the techniques create (store and restore of animations with timing
/// of their own, pauses and resumes, scrubbing, edits without a render, removals on trees, several
/// windows); the host and the techniques are not changed, so those faults sit in the engine calls
/// the techniques depend on. The rest are in the engine's time mapping, fill, repeat, autoreverse,
/// callbacks, transactions, keyframes, springs and groups.
///
/// They were written to measure what the suite misses: the default run caught 15 of the 26
/// before any law changed. The laws were then widened (never aimed at one fault) until every
/// one is caught by a targeted law, and they joined ``MutantCatalog/all``, so the CI self-check
/// requires them; ``MutantCatalog/blind`` keeps them as their own list, for the README's record
/// and `conformance mutants --blind`.
enum BlindMutants {}

extension MutantCatalog {
    /// The faults written blind, in a stable order: the engine's, its callbacks' and transactions',
    /// then those placed in the host's and the techniques' situations; all are in ``all`` too.
    public static let blind: [EngineMutant] =
        BlindMutants.timing + BlindMutants.values + BlindMutants.callbacks + BlindMutants.techniques + BlindMutants.host

    /// The names of the faults placed in the host's and the techniques' situations, a part of ``blind``.
    public static var blindHarnessSituationNames: [String] {
        (BlindMutants.techniques + BlindMutants.host).map(\.name)
    }

    /// The area each blind fault lives in, by name: the part of the model (engine faults) or the
    /// situation of the host or the techniques (faults placed there), for reports.
    public static let blindAreas: [String: String] = [
        "blind-speed-stretches-active-period": "engine: time mapping",
        "blind-forwards-fills-backwards": "engine: fill",
        "blind-repeat-duration-read-as-count": "engine: repeat",
        "blind-autoreverse-repeat-counts-legs": "engine: autoreverse",
        "blind-group-children-stamped": "engine: groups",
        "blind-group-duration-from-children": "engine: groups",
        "blind-discrete-keyframes-off-by-one": "engine: keyframes",
        "blind-unordered-key-times-sorted": "engine: keyframes",
        "blind-spring-ratio-without-two": "engine: springs",
        "blind-spring-velocity-absolute": "engine: springs",
        "blind-past-begin-no-did-start": "engine: callbacks",
        "blind-retained-stop-not-finished": "engine: callbacks",
        "blind-transaction-duration-not-reset": "engine: transactions",
        "blind-second-completion-block-cancels-first": "engine: transactions",
        "blind-copy-out-drops-fill": "technique: store/restore (fill mode)",
        "blind-copy-out-removes-on-completion": "technique: store/restore (isRemovedOnCompletion)",
        "blind-copy-out-remaining-repeats": "technique: store/restore (repeat)",
        "blind-copy-out-drops-key-times": "technique: store/restore (keyframes)",
        "blind-past-begin-moved-to-now": "technique: store/restore (past begin time at commit)",
        "blind-resume-refires-did-start": "technique: pause/resume (callbacks)",
        "blind-presentation-stale-after-timing-edit": "host: timing edits without a render",
        "blind-frozen-offset-latched": "technique: scrub on a frozen layer",
        "blind-remove-all-recurses": "host: removeAllAnimations with sublayers",
        "blind-convert-time-drops-destination-offset": "technique: pause of a nested layer (time conversion)",
        "blind-layer-clock-from-creation": "host: several windows (made later)",
        "blind-root-clock-shared": "host: several windows (timing of one)",
    ]

    /// The blind fault named `name`, if there is one.
    public static func blindMutant(_ name: String) -> EngineMutant? { blind.first { $0.name == name } }
}

extension MutantCatalog {
    /// What a mutation run said about one blind fault, as plain values (this module does not
    /// depend on the suite).
    public struct BlindVerdict: Sendable, Equatable {
        /// The fault's name, without the `mutant:` prefix.
        public var name: String
        /// The targeted law that killed it, or `nil`.
        public var killedBy: String?
        /// Every law it failed, targeted and backstops, in catalog order.
        public var failedLaws: [String]

        /// Creates a verdict.
        public init(name: String, killedBy: String?, failedLaws: [String]) {
            self.name = name
            self.killedBy = killedBy
            self.failedLaws = failedLaws
        }
    }

    /// The blind baseline as a Markdown table: per fault its area, what it does wrong, and the
    /// targeted law that caught it with every law it failed, or "survived" (with the backstops
    /// that saw it, which do not count as a catch); then the count caught.
    public static func blindTable(_ verdicts: [BlindVerdict], backstops: Set<String>) -> String {
        var lines = [
            "| fault | area | what it does wrong | caught by | laws failed |",
            "|---|---|---|---|---|",
        ]
        for verdict in verdicts {
            let bug = blindMutant(verdict.name)?.bug ?? ""
            let area = blindAreas[verdict.name] ?? ""
            let seenBy = verdict.failedLaws.filter { backstops.contains($0) }
            let caught =
                verdict.killedBy.map { "**\($0)**" }
                ?? (seenBy.isEmpty ? "survived" : "survived (only \(seenBy.joined(separator: ", ")), a backstop)")
            let failed = verdict.failedLaws.isEmpty ? "none" : verdict.failedLaws.joined(separator: ", ")
            lines.append("| `\(verdict.name)` | \(area) | \(bug) | \(caught) | \(failed) |")
        }
        let caught = verdicts.filter { $0.killedBy != nil }.count
        lines.append("")
        lines.append("Caught by a targeted law: \(caught) of \(verdicts.count).")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension BlindMutants {
    /// `layer` and every layer below it, in pre-order.
    static func subtree(of layer: ReferenceLayer, in engine: ReferenceEngine) -> [ReferenceLayer] {
        [layer] + engine.sublayers(of: layer).flatMap { subtree(of: $0, in: engine) }
    }

    /// The layer's local time at the engine's media time.
    static func localTime(of layer: ReferenceLayer, in engine: ReferenceEngine) -> Double {
        engine.convertTime(engine.mediaTime, from: nil, to: layer)
    }

    /// Whether `time` lies before `reference` by more than rounding (1e-9, relative above 1).
    static func isBefore(_ time: Double, _ reference: Double) -> Bool {
        time < reference - 1e-9 * max(1, abs(reference))
    }
}
