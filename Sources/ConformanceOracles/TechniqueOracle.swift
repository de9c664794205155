import MediaTiming
import Scripts

/// An independent model of what a view tree shows while the published techniques act on it:
/// each layer's local time from the intervals it was held still and the speeds it ran at
/// (SEMANTICS.md §1.1, §8), and its animations from adds, commits, system removals and the
/// copies a store or preserver keeps (§2, §7, §8.3).
///
/// It knows what each technique is for, never how one is written: a pause, a store and a
/// preserver's trip each *hold* a layer still, and its local time runs again, continuously,
/// when the last hold goes; a speed change keeps local time continuous and, on a held layer,
/// waits for it to run. It shares no code with the reference engine or with the techniques.
///
/// The model covers the scripts of the technique laws: layer speeds of any sign and 0, animations
/// of every kind with every timing field (their values from ``ValueOracle``, removed when they
/// complete unless retained), removals by the app, views made in the window, and only root
/// views leaving it, and the app's nested transactions (an add inside one takes its duration
/// and is stamped at the outermost commit, §2.9). A copy a store or a preserver keeps comes back
/// as it was kept: every field, its stamped begin time included, or the begin time it was given
/// when a store inside a nested transaction kept it before any commit (§8.3). A scrubber's copy is the caller's with its active time at
/// the progress last set (§8.5); a reinstaller's copy comes back as the caller gave it after a
/// removal that found it running (§8.4); a closure add is an add of the caller's animation (§8.6).
package struct TechniqueOracle {
    /// The engine's readings of the open points (where a re-added key goes, how time wraps).
    package let profile: TimingProfile

    /// An empty tree, every window on screen, at media time 0, read as `profile` reads it.
    package init(profile: TimingProfile = .coreAnimation) { self.profile = profile }

    /// What keeps a layer still.
    package enum Hold: Hashable {
        /// The user's pause.
        case paused
        /// A store by hand.
        case stored
        /// A preserver's trip.
        case preserved
    }

    /// A layer's local time as a function of its parent's: `t = anchorLocal + rate·(tp − anchorParent)`
    /// while nothing holds it, `frozen` while something does.
    package struct Clock {
        /// A clock that maps `anchorParent` to `anchorLocal` and runs at `rate`.
        package init(anchorParent: Double = 0, anchorLocal: Double = 0, rate: Double = 1) {
            self.anchorParent = anchorParent
            self.anchorLocal = anchorLocal
            self.rate = rate
        }

        package var anchorParent = 0.0
        package var anchorLocal = 0.0
        package var rate = 1.0
        package var holds: Set<Hold> = []
        package var frozen = 0.0

        package func local(_ parentTime: Double) -> Double {
            holds.isEmpty ? anchorLocal + rate * (parentTime - anchorParent) : frozen
        }

        package mutating func hold(_ hold: Hold, at parentTime: Double) {
            if holds.isEmpty { frozen = local(parentTime) }
            holds.insert(hold)
        }

        package mutating func release(_ hold: Hold, at parentTime: Double) {
            guard holds.remove(hold) != nil, holds.isEmpty else { return }
            anchorParent = parentTime
            anchorLocal = frozen
        }

        package mutating func setRate(_ rate: Double, at parentTime: Double) {
            if holds.isEmpty {
                anchorLocal = local(parentTime)
                anchorParent = parentTime
            }
            self.rate = rate
        }
    }

    /// An animation on a layer, as the model knows it.
    package struct Placed: Equatable {
        package var key: String
        package var animation: Animation
        package var isCommitted: Bool
        /// Whether its begin time is final (a kept copy comes back with its stamp).
        package var isStamped: Bool
    }

    /// One keeper: a store by hand or a preserver, and the root it keeps.
    package struct Keeper: Hashable {
        package var hold: Hold
        package var root: Int
    }

    package struct View {
        package var parent: Int?
        package var clock = Clock()
        package var placed: [Placed] = []
        package var model: [String: Double] = [:]
        package var isPreserved = false
    }

    package internal(set) var views: [View] = []
    package internal(set) var mediaTime = 0.0
    package private(set) var isActive = true
    private var inWindow: [Bool] = []
    /// What each keeper holds: per view of its root's subtree, keys and copies in order.
    private var kept: [Keeper: [Int: [(key: String, animation: Animation)]]] = [:]
    /// Each view's scrubber: its key, its animation as given, the progress last set.
    var scrubbers: [Int: Scrub] = [:]
    /// The reinstalled animations in installation order.
    var reinstalled: [Reinstalled] = []
    /// The animation duration of the run-loop turn's own transaction (SEMANTICS §2.3).
    var transactionDuration = 0.25
    /// The animation durations of the nested transactions the app opened, innermost last (§2.9).
    var nestedTransactions: [Double] = []
    /// Whether a flush inside a nested transaction waits to commit when the last one commits.
    var isFlushWaiting = false

    /// The parent time of `view` now.
    package func parentTime(_ view: Int) -> Double {
        views[view].parent.map { localTime($0) } ?? mediaTime
    }

    /// The local time of `view` now.
    package func localTime(_ view: Int) -> Double {
        views[view].clock.local(parentTime(view))
    }

    /// The keys on `view` in application order (adds not yet committed included).
    package func keys(_ view: Int) -> [String] { views[view].placed.map(\.key) }

    /// Whether `view` is in the window with its root.
    package func isInWindow(_ view: Int) -> Bool { inWindow[root(of: view)] }

    /// Whether the view's animations are away with a preserver while the app is not active:
    /// when they come back is the preserver's choice, so only the return is checked.
    package func isAway(_ view: Int) -> Bool {
        !isActive && chain(view).contains { views[$0].isPreserved }
    }

    package func root(of view: Int) -> Int { chain(view).first ?? view }

    /// The chain from the root down to `view`.
    package func chain(_ view: Int) -> [Int] {
        var chain: [Int] = []
        var current: Int? = view
        while let index = current, chain.count <= views.count {
            chain.append(index)
            current = views[index].parent
        }
        return chain.reversed()
    }

    /// `view` and every view below it, in creation order.
    package func subtree(_ view: Int) -> [Int] { views.indices.filter { chain($0).contains(view) } }
}

extension TechniqueOracle {
    /// Applies one step of a repetition script; a step about a view that does not exist changes
    /// nothing, as in the driver (pass the steps the driver ran without a note).
    package mutating func apply(_ step: Step) {
        if let view = Self.view(of: step), !views.indices.contains(view) { return }
        switch step {
        case .makeView(let parent):
            if let parent, !views.indices.contains(parent) { return }
            views.append(View(parent: parent))
            inWindow.append(parent == nil)
        case .makeSublayer(let parent):
            // A plain layer is timed and kept as a subview's layer is.
            guard views.indices.contains(parent) else { return }
            views.append(View(parent: parent))
            inWindow.append(false)
        case .setTiming(let view, let timing):
            views[view].clock = Clock(
                anchorParent: timing.beginTime, anchorLocal: timing.timeOffset, rate: timing.speed)
        case .setModelValue(let view, let keyPath, let value):
            views[view].model[keyPath] = value
        case .add(let view, let key, let animation):
            place(animation, key: key, on: view)
        case .commit:
            commitTransaction()
        case .beginTransaction:
            beginTransaction()
        case .flush:
            flush()
        case .setTransactionDuration(let duration):
            setTransactionDuration(duration)
        case .advance(let by):
            commit()
            mediaTime += by
            removeCompleted()
            applyPendingScrubs()
        case .resignActive:
            isActive = false
            for view in views.indices where views[view].isPreserved && isInWindow(view) { keep(.preserved, view) }
        case .enterBackground:
            for view in views.indices where isInWindow(view) { noteRunning(view) }
            for view in views.indices where isInWindow(view) { views[view].placed.removeAll() }
        case .enterForeground:
            for view in views.indices where isInWindow(view) { returned(view) }
        case .becomeActive:
            isActive = true
            for view in views.indices where views[view].isPreserved && isInWindow(view) { giveBack(.preserved, view) }
        case .detach(let view):
            for member in subtree(view) where views[member].isPreserved { keep(.preserved, member) }
            for member in subtree(view) { noteRunning(member) }
            for member in subtree(view) { views[member].placed.removeAll() }
            inWindow[view] = false
        case .attach(let view):
            inWindow[view] = true
            if isActive { for member in subtree(view) where views[member].isPreserved { giveBack(.preserved, member) } }
            for member in subtree(view) { returned(member) }
        case .technique(let technique):
            apply(technique)
        case .removeAnimation(let view, let key):
            views[view].placed.removeAll { $0.key == key }
        case .removeAllAnimations(let view):
            // This layer's animations, not its sublayers'.
            views[view].placed.removeAll()
        case .setCompletionBlock, .clearCompletionBlock, .host, .reentrant:
            // Not drawn by the repetition scripts.
            break
        }
    }

    /// The view a step acts on, if it acts on one.
    private static func view(of step: Step) -> Int? {
        switch step {
        case .setTiming(let view, _), .setModelValue(let view, _, _), .add(let view, _, _),
            .removeAnimation(let view, _),
            .removeAllAnimations(let view), .detach(let view), .attach(let view):
            return view
        case .technique(let technique): return technique.view
        default: return nil
        }
    }

    private mutating func apply(_ technique: TechniqueStep) {
        let view = technique.view
        switch technique.operation {
        case .pause: views[view].clock.hold(.paused, at: parentTime(view))
        case .resume: views[view].clock.release(.paused, at: parentTime(view))
        case .changeSpeed(let speed): views[view].clock.setRate(speed, at: parentTime(view))
        case .store: keep(.stored, view)
        case .restore: giveBack(.stored, view)
        case .preserve: views[view].isPreserved = true
        case .addWithClosures(let key):
            // The copy carries the caller's fields; only its delegate is the closures'.
            if let animation = technique.animation { place(animation, key: key, on: view) }
        case .installScrubber(let key):
            guard let animation = technique.animation else { return }
            scrubbers[view] = Scrub(
                key: key, animation: animation, progress: 0,
                isDeferred: technique.variant == Self.deferredScrubVariant)
            installScrubber(view)
        case .scrub(let progress): scrub(view, to: progress)
        case .releaseScrub: releaseScrub(view)
        case .reinstall(let key):
            guard let animation = technique.animation else { return }
            install(animation, key: key, on: view)
        case .discard, .setResumeSpeed, .inspect, .uninstall, .reinstallMissing, .reinstallScrubber, .invalidate,
            .invalidateAll:
            // Not drawn by the scripts this model checks (TECH-13 models these calls itself).
            break
        }
    }

    /// A store: flush, hold `root` still, keep copies of its subtree's animations (merging with
    /// what this keeper already holds).
    ///
    /// Inside a nested transaction of the app's the flush waits (§2.9), so an add still pending
    /// is kept as the engine's copy reads before its commit, with the begin time it was given
    /// (``AnimationStore``'s documentation says so): a zero one comes back as final, at the
    /// layer's local time 0, not at the stamp the outermost commit gives the original.
    private mutating func keep(_ hold: Hold, _ root: Int) {
        flush()
        let keeper = Keeper(hold: hold, root: root)
        views[root].clock.hold(hold, at: parentTime(root))
        for view in subtree(root) {
            var list = kept[keeper, default: [:]][view] ?? []
            for placed in views[view].placed {
                if let index = list.firstIndex(where: { $0.key == placed.key }) {
                    list[index].animation = placed.animation
                } else {
                    list.append((placed.key, placed.animation))
                }
            }
            kept[keeper, default: [:]][view] = list
        }
    }

    /// A restore: each layer whose kept copies are not all there in order gets them back (last,
    /// in kept order, taking effect at the next commit); then `root` runs again.
    private mutating func giveBack(_ hold: Hold, _ root: Int) {
        let keeper = Keeper(hold: hold, root: root)
        guard let held = kept.removeValue(forKey: keeper) else { return }
        for view in subtree(root) {
            guard let list = held[view], !list.isEmpty else { continue }
            let keys = list.map(\.key)
            let present = views[view].placed.filter { keys.contains($0.key) }
            if present.map(\.key) == keys && zip(present, list).allSatisfy({ $0.animation == $1.animation }) {
                continue
            }
            views[view].placed.removeAll { keys.contains($0.key) }
            views[view].placed += list.map {
                Placed(key: $0.key, animation: $0.animation, isCommitted: false, isStamped: true)
            }
        }
        views[root].clock.release(hold, at: parentTime(root))
    }
}
