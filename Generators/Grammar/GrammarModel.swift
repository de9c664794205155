import MediaTiming
import Scripts

/// The bundles a grammar run has built so far: views and their tree, keys in use, observers,
/// techniques made, open transactions, and the clock, so each rule names things that exist.
///
/// It wraps the script generators' ``ScriptModel`` (views, tree, keys, app state, clock and the
/// timing context of draws) and adds what only the grammar makes: observers by kind. A reentry's
/// steps are not applied: whether and when they run is the engine's business, and the bundles
/// only ever hold what is certain. Views are never destroyed, so the model's views always exist
/// (a view made inside a reentry that ran takes the next creation index, and the model's later
/// views name the ones made before them: different views, never missing ones). Keys may be stale (an animation completed and left): removing
/// a key that is gone is a defined no-op, so a stale key is a valid draw, not a broken precondition.
struct GrammarModel {
    /// What an observer listens to.
    enum Observer: Equatable {
        /// App notifications.
        case app
        /// The window moves of a view.
        case view(Int)
        /// Frames.
        case frames
    }

    var base: ScriptModel
    /// Every observer registered, by registration index (removed ones included: the index stays).
    var observers: [Observer] = []
    /// The views a reinstaller was made for.
    var reinstalled: Set<Int> = []
    /// The views with a scrubber.
    var scrubbed: Set<Int> = []
    /// Completion blocks set that no reentry waits for yet.
    var completionBlocks = 0
    /// Next-turn blocks scheduled in this turn that no reentry waits for yet.
    var nextTurnBlocks = 0

    /// An empty model whose technique steps use `variant`.
    init(variant: String = "correct") { base = ScriptModel(variant: variant) }

    /// Every layer by index, views' and plain sublayers' (one index space, ``Step/makeSublayer(parent:)``).
    var views: Range<Int> { base.views.indices }

    /// The indices that name views, not plain sublayers: what a step that needs a view takes.
    var viewsOnly: [Int] { views.filter { !base.views[$0].isPlain } }

    /// Every view key in use, as (view, key).
    var keysInUse: [(view: Int, key: String)] {
        base.views.indices.flatMap { view in base.views[view].keys.map { (view, $0) } }
    }

    /// The views observed for window moves.
    var observedViews: [Int] {
        observers.compactMap { if case .view(let view) = $0 { return view } else { return nil } }
    }

    /// The view, its ancestors and its descendants now: what a pair of rules may meet on.
    func related(to view: Int) -> Set<Int> {
        guard base.views.indices.contains(view) else { return [] }
        var result = Set(base.subtree(of: view))
        var current = view
        for _ in 0...base.views.count {
            guard case .subview(let parent) = base.views[current].placement else { break }
            result.insert(parent)
            current = parent
        }
        return result
    }

    /// The state after a top-level step.
    mutating func apply(_ step: Step) {
        switch step {
        case .host(.observe(let view)): observers.append(view.map(Observer.view) ?? .app)
        case .host(.observeFrames): observers.append(.frames)
        case .setCompletionBlock: completionBlocks += 1
        case .host(.scheduleOnNextTurn): nextTurnBlocks += 1
        // The turn ends: the blocks scheduled for the next one run.
        case .advance, .host(.endTurn): nextTurnBlocks = 0
        case .reentrant(.completionBlock, _): completionBlocks = max(0, completionBlocks - 1)
        case .reentrant(.nextTurn, _): nextTurnBlocks = max(0, nextTurnBlocks - 1)
        case .technique(let technique):
            switch technique.operation {
            case .reinstall: reinstalled.insert(technique.view)
            case .installScrubber where technique.animation != nil: scrubbed.insert(technique.view)
            default: break
            }
        default: break
        }
        base.apply(step)
    }
}
