import MediaTiming
import Scripts

/// A part of a call's domain that the grammar must draw beyond the call itself: a value the
/// contract corrects or refuses, a call at a nesting the contract gives its own reading.
///
/// A rule reached in 5 % of cases can still draw only the easy corner of what it calls;
/// ``GrammarReach`` counts these per case too, and one under the same bar is a gap.
public enum GrammarDomain: String, CaseIterable, Hashable, Sendable, Comparable {
    /// A layer timing with a finite, positive duration: the layer's time repeats, reverses and
    /// fills for its content (SEMANTICS.md §1.3).
    case boundedLayerTiming
    /// A layer timing the contract corrects: a duration of 0 or less, read as unbounded (§1.3).
    case correctedLayerTiming
    /// A layer timing the contract refuses (``LayerTiming/isFinite`` is false).
    case refusedLayerTiming
    /// A flush with no nested transaction open (of the script's own): it commits at once (§2.9).
    case flushAtTopLevel
    /// A flush inside a nested transaction: it waits for the last nested commit (§2.9).
    case flushInNestedTransaction
    /// A flush inside a reentry (a callback, a completion block, an observer, a next-turn block).
    case flushInReentry
    /// The host's removal policy set to spare retained animations (§7.1).
    case removalSparingRetained

    /// Domains sort in declaration order.
    public static func < (lhs: GrammarDomain, rhs: GrammarDomain) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The capabilities an engine must declare for the grammar to draw it.
    public var requiredCapabilities: EngineCapabilities {
        switch self {
        case .boundedLayerTiming, .correctedLayerTiming: return .layerMediaTiming
        case .refusedLayerTiming, .flushAtTopLevel, .flushInReentry, .removalSparingRetained: return []
        case .flushInNestedTransaction: return .nestedTransactions
        }
    }

    /// The domains a script reaches, reentries' steps included.
    public static func reached(by script: Script) -> Set<GrammarDomain> {
        var reached: Set<GrammarDomain> = []
        // The nested transactions a list of steps opened itself and has not committed.
        func visit(_ steps: [Step], inReentry: Bool) {
            var depth = 0
            for step in steps {
                switch step {
                case .beginTransaction: depth += 1
                case .commit: depth = max(0, depth - 1)
                case .flush:
                    if inReentry { reached.insert(.flushInReentry) }
                    reached.insert(depth > 0 ? .flushInNestedTransaction : .flushAtTopLevel)
                case .setTiming(_, let timing):
                    if !timing.isFinite {
                        reached.insert(.refusedLayerTiming)
                    } else if timing.hasBoundedDuration {
                        reached.insert(.boundedLayerTiming)
                    } else if timing.duration <= 0 {
                        reached.insert(.correctedLayerTiming)
                    }
                case .reentrant(_, let inner): visit(inner, inReentry: true)
                case .host(.setRemovalPolicy(sparesRetained: true)): reached.insert(.removalSparingRetained)
                default: break
                }
            }
        }
        visit(script.steps, inReentry: false)
        return reached
    }
}
