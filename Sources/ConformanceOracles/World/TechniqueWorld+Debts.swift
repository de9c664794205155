import MediaTiming
import Scripts

extension TechniqueWorld {
    /// What the techniques hold for one view and still owe it: a pause to undo, copies kept to
    /// give back, animations noted to reinstall, closure stops held back, a scrubber's progress.
    ///
    /// The first four fields are what `inspect` answers (``inspectAnswers``); the others are
    /// what a checker compares with what the engine shows later (a kept copy must come back, a
    /// held-back stop must fire or be swallowed for good).
    package struct Debts: Equatable {
        /// Whether the user's pauser paused the view and it is still frozen.
        package var isPaused: Bool
        /// The speed the view resumes at, while it is paused by the user's pauser.
        package var resumeSpeed: Double?
        /// Whether the store by hand keeps something for the view as a root.
        package var hasStored: Bool
        /// What the store by hand keeps for it, as `v<view>.<key>`, sorted.
        package var stored: [String]
        /// What the view's preserver keeps, as `v<view>.<key>`, sorted; `nil` when it keeps nothing.
        package var preserved: [String]?
        /// The keys of the view's reinstaller noted running at a removal, to re-add on a return.
        package var noted: [String]
        /// The closure listeners of the view whose `didStop(false)` is held back.
        package var heldBackStops: [WorldCopy.Listener]
        /// The progress of the view's current scrubber, its copy's active time while frozen.
        package var scrubProgress: Double?
        /// Whether that progress waits for the next turn (a deferred scrubber's install).
        package var isScrubDeferred: Bool

        /// The driver's `inspect` records, in order.
        package var inspectAnswers: [String] {
            [
                "isPaused = \(isPaused)", "resumeSpeed = \(resumeSpeed.map { "\($0)" } ?? "nil")",
                "hasStored = \(hasStored)", "stored = [\(stored.joined(separator: ", "))]",
            ]
        }
    }

    /// What the techniques of the set named `variant` owe `view` now (closure stops and the
    /// current scrubber are the run's, whatever the set).
    package func debts<E: WorldEngine>(view: Int, engine: E, variant: String = "correct") -> Debts {
        let set =
            variant == activeSet
            ? SetState(pauser: pauser, stores: stores, preservers: preservers, reinstallers: reinstallers)
            : parkedSets[variant] ?? SetState()
        func names(_ owner: StoreOwner) -> [String]? {
            set.stores[owner]?.stashes[view].map { stash in
                stash.flatMap { layer in layer.kept.map { "v\(layer.view).\($0.key)" } }.sorted()
            }
        }
        let paused = set.pauser[view] != nil && engine.timing(of: view).speed == 0
        let stored = names(.byHand)
        let held = closures.filter { $0.key.view == view && !$0.value.heldBack.isEmpty }.map(\.key)
        let scrubber = currentScrubber[view].flatMap { $0 >= 0 ? scrubbers[$0] : nil }
        return Debts(
            isPaused: paused, resumeSpeed: paused ? set.pauser[view]?.speed : nil, hasStored: stored != nil,
            stored: stored ?? [], preserved: names(.preserver(view)),
            noted: set.reinstallers[view]?.installed.filter(\.isNoted).map(\.key) ?? [],
            heldBackStops: held.sorted { ($0.step, $0.key) < ($1.step, $1.key) },
            scrubProgress: scrubber?.progress, isScrubDeferred: scrubber?.isOffsetDeferred ?? false)
    }
}
