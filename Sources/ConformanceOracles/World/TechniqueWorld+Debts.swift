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

        /// The driver's `inspect` records, in order.
        package var inspectAnswers: [String] {
            [
                "isPaused = \(isPaused)", "resumeSpeed = \(resumeSpeed.map { "\($0)" } ?? "nil")",
                "hasStored = \(hasStored)", "stored = [\(stored.joined(separator: ", "))]",
            ]
        }
    }

    /// What the techniques owe `view` now.
    package func debts<E: WorldEngine>(view: Int, engine: E) -> Debts {
        let paused = isPaused(view, engine: engine)
        let stored = storedNames(of: view)
        let held = closures.filter { $0.key.view == view && !$0.value.heldBack.isEmpty }.map(\.key)
        return Debts(
            isPaused: paused, resumeSpeed: paused ? pauser[view]?.speed : nil, hasStored: stored != nil,
            stored: stored ?? [], preserved: storedNames(of: view, in: .preserver(view)),
            noted: reinstallers[view]?.installed.filter(\.isNoted).map(\.key) ?? [],
            heldBackStops: held.sorted { ($0.step, $0.key) < ($1.step, $1.key) },
            scrubProgress: currentScrubber[view].flatMap { $0 >= 0 ? scrubbers[$0].progress : nil })
    }
}
