import MediaTiming

/// What a script generator knows about the state a script has reached: views, keys, app state,
/// clock and techniques.
///
/// Generation draws each step from the steps enabled in this state, and shrinking replays the
/// edited tape through the same model, so every generated or shrunk script only names views that
/// exist, keys that were added, and transitions that apply. The model mirrors the host's rules
/// (system removal on backgrounding and on leaving the window) but not the engine's: it does not
/// know when an animation completes, so it may offer a key the engine already removed on
/// completion, which is a defined no-op.
struct ScriptModel {
    /// Where a view is.
    enum Placement: Equatable {
        /// A root view of the window.
        case root
        /// A subview of the given view.
        case subview(of: Int)
        /// A detached root.
        case detached
    }

    /// The app's state, as the host's.
    enum Phase: Equatable { case active, inactive, background }

    /// One view.
    struct View {
        var placement: Placement
        var timing = LayerTiming()
        var keys: [String] = []
        /// The timing the view had when the pause technique (or a store) paused it.
        var pausedTiming: LayerTiming?
        /// The keys a store keeps for the view.
        var storedKeys: [String]?
        /// The duration of the animation the view's scrubber scrubs.
        var scrubDuration: Double?
        /// Whether a technique preserves or reinstalls the view's animations across lifecycle events.
        var isProtected = false
        /// Whether it is a plain sublayer (``Step/makeSublayer(parent:)``), backing no view: placed
        /// as a subview of its parent, so its time, window and subtree follow the tree's rules,
        /// but no step that needs a view names it.
        var isPlain = false
    }

    /// An animation the model knows was added: where, when it begins, and its resolved timing.
    struct Known {
        var view: Int
        var key: String
        var timing: AnimationTiming
        /// The animated key path of a top-level animation.
        var keyPath: String?
        /// The begin time in the layer's local time; `nil` until the commit stamps it.
        var begin: Double?
    }

    /// Every layer by index: views' layers and plain sublayers share one index space.
    var views: [View] = []
    /// How many windows the host has (the run starts with one); a root view may be in any of them.
    var windowCount = 1
    var phase: Phase = .active
    var now: Double = 0
    var transactionDuration = 0.25
    /// How many nested transactions are open.
    var transactionDepth = 0
    /// Whether a flush made inside a nested transaction waits for the last nested commit.
    var flushIsDeferred = false
    var known: [Known] = []
    /// The technique configuration of the script.
    var variant: String
    /// How many steps were applied.
    var stepCount = 0
    /// The boundary instants that advances landed on: "begin", "cycleEnd", "activeEnd".
    var boundaryHits: Set<String> = []

    init(variant: String = "correct") { self.variant = variant }

    // MARK: Tree

    /// Whether index `index` names a view: one that was made and is not a plain sublayer.
    func isView(_ index: Int) -> Bool { views.indices.contains(index) && !views[index].isPlain }

    func isInWindow(_ view: Int) -> Bool {
        var current = view
        for _ in 0...views.count {
            switch views[current].placement {
            case .root: return true
            case .detached: return false
            case .subview(let parent): current = parent
            }
        }
        return false
    }

    /// The level of a view: 1 for a root (attached or not), its parent's plus one otherwise.
    func depth(of view: Int) -> Int {
        var level = 1
        var current = view
        while case .subview(let parent) = views[current].placement, level <= views.count {
            level += 1
            current = parent
        }
        return level
    }

    /// The view and every view below it, in pre-order.
    func subtree(of view: Int) -> [Int] {
        var result = [view]
        var index = 0
        while index < result.count {
            let parent = result[index]
            for (child, state) in views.enumerated() where state.placement == .subview(of: parent) {
                result.append(child)
            }
            index += 1
        }
        return result
    }

    var treeDepth: Int { views.indices.map(depth(of:)).max() ?? 0 }

    // MARK: Time

    /// The parent time of a view's layer now: its superview's local time, or media time.
    func parentTime(of view: Int) -> Double {
        if case .subview(let parent) = views[view].placement { return localTime(of: parent) }
        return now
    }

    /// A view's layer local time now.
    func localTime(of view: Int) -> Double {
        views[view].timing.localTime(fromParentTime: parentTime(of: view))
    }

    /// The media time at which a view's layer reaches local time `time`, with timing as it is now;
    /// `nil` when a speed of 0 on the way up makes it unreachable.
    func mediaTime(ofLocalTime time: Double, in view: Int) -> Double? {
        var current = view
        var value = time
        for _ in 0...views.count {
            let timing = views[current].timing
            guard timing.speed != 0 else { return nil }
            value = timing.parentTime(fromLocalTime: value)
            guard case .subview(let parent) = views[current].placement else { break }
            current = parent
        }
        return value.isFinite ? value : nil
    }

    /// The durations and cycle lengths of the animations on a view, for timing edge cases.
    func durations(on view: Int) -> [Double] {
        var result: [Double] = []
        for animation in known where animation.view == view {
            let timing = animation.timing
            for value in [timing.duration, timing.cycleDuration, timing.activeDuration()]
            where value.isFinite && value > 0 && !result.contains(value) {
                result.append(value)
            }
        }
        return result
    }

    /// The boundary instants still ahead, in media time, with their kind.
    func upcomingBoundaries(limit: Int = 12) -> [(time: Double, kind: String)] {
        var result: [(time: Double, kind: String)] = []
        for animation in known {
            guard let begin = animation.begin else { continue }
            let timing = animation.timing
            let rate = abs(timing.speed)
            guard rate > 0, timing.duration > 0 else { continue }
            let active = timing.activeDuration()
            var instants: [(Double, String)] = [(begin, "begin")]
            let cycle = timing.cycleDuration
            var k = 1.0
            while k <= 4 {
                let elapsed = (k * cycle - timing.timeOffset) / rate
                if elapsed > 0 && elapsed * rate < active { instants.append((begin + elapsed, "cycleEnd")) }
                k += 1
            }
            if active.isFinite { instants.append((begin + active / rate, "activeEnd")) }
            for (local, kind) in instants {
                guard let media = mediaTime(ofLocalTime: local, in: animation.view), media > now,
                    media - now < 1e6
                else { continue }
                result.append((media, kind))
            }
            if result.count >= limit { break }
        }
        return result
    }
}
