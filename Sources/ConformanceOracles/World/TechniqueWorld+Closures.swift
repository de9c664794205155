import MediaTiming
import Scripts

extension TechniqueWorld {
    /// What a closure delegate (`ClosureDelegate`, `correct` recipe, SEMANTICS §8.6) knows about
    /// its logical animation.
    ///
    /// The start closure fires once, at the first `didStart` of any copy; the completion fires
    /// once, `true` when a copy completed, `false` when the animation was removed for good. A
    /// store that keeps a copy makes that copy's generation *preserved*: its `didStop(false)` is
    /// held back. When the store gives the copy up with a successor, the generation's stops stay
    /// swallowed (the successor carries on); without one, a held-back stop becomes final then,
    /// and a later stop of that generation is final.
    struct ClosureState: Equatable {
        /// Whether the start closure fired.
        var started = false
        /// Whether the completion closure fired.
        var completed = false
        /// Generations a store kept whose stops are not final.
        var preserved: Set<Int> = []
        /// Preserved generations whose `didStop(false)` was held back.
        var heldBack: Set<Int> = []
    }

    /// What the script hears when the engine delivers `event` to the listener of `copy` (the
    /// engine's copy, its generation tag included): the event itself, or nothing when the
    /// listener is a closure delegate that swallows it.
    ///
    /// The composed model calls this for every `didStart` and `didStop` the engine part delivers;
    /// a listener that is not a closure delegate of this world hears everything.
    package mutating func closureCallback(_ event: WorldEvent, of copy: WorldCopy) -> [WorldEvent] {
        guard let listener = copy.listener, listener.viaClosure, var state = closures[listener] else { return [event] }
        defer { closures[listener] = state }
        switch event {
        case .didStart:
            guard !state.started else { return [] }
            state.started = true
            return [event]
        case .didStop(_, let finished):
            guard !state.completed else { return [] }
            let generation = Self.generation(of: copy.animation)
            if !finished && state.preserved.contains(generation) {
                state.heldBack.insert(generation)
                return []
            }
            state.completed = true
            return [event]
        case .completionBlock, .host:
            return [event]
        }
    }

    /// Whether some closure delegate has not completed yet: a callback it hears may still change
    /// what it lets the script hear later.
    package var hasUnsettledClosures: Bool { closures.values.contains { !$0.completed } }

    /// A store kept `copy`: a closure listener's stop of that generation is not final now.
    mutating func preservationBegan(_ copy: WorldCopy) {
        guard let listener = copy.listener, listener.viaClosure, closures[listener] != nil else { return }
        closures[listener]?.preserved.insert(Self.generation(of: copy.animation))
    }

    /// A store gave up the kept `copy`, with a successor (`restored`) or without; returns the
    /// completion that becomes final now (a held-back stop without a successor).
    mutating func preservationEnded(_ copy: WorldCopy, restored: Bool) -> [WorldEvent] {
        guard let listener = copy.listener, listener.viaClosure, var state = closures[listener] else { return [] }
        defer { closures[listener] = state }
        let generation = Self.generation(of: copy.animation)
        let wasHeld = state.heldBack.remove(generation) != nil
        guard !restored else { return [] }
        state.preserved.remove(generation)
        guard wasHeld, !state.completed else { return [] }
        state.completed = true
        return [.didStop(listener, finished: false)]
    }
}
