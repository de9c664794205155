import MediaTiming
import Scripts

extension TechniqueWorld {
    /// One store: its own pauser, what it keeps for each stored root, and the roots in storing order.
    struct StoreState: Equatable {
        /// The store's pauser (a tree the user paused and the store paused again comes back still
        /// paused by the user, since each pauser gives back what it found).
        var pauser: [Int: PauseRecord] = [:]
        /// What is kept for each stored root: its layers in pre-order, each with its copies.
        var stashes: [Int: [LayerStash]] = [:]
        /// The stored roots in storing order.
        var roots: [Int] = []
    }

    /// The kept copies of one layer, in application order.
    struct LayerStash: Equatable {
        /// The layer's view.
        var view: Int
        /// Its keys and copies (the engine's copy at the store, stamp and listener included).
        var kept: [(key: String, copy: WorldCopy)]

        /// Stashes are equal when they keep the same copies under the same keys for the same view.
        static func == (lhs: LayerStash, rhs: LayerStash) -> Bool {
            lhs.view == rhs.view && lhs.kept.map(\.key) == rhs.kept.map(\.key)
                && lhs.kept.map(\.copy) == rhs.kept.map(\.copy)
        }
    }

    /// The `userInfo` key of a restored copy's generation (`PreservationTag.generationKey`, public).
    static let generationKey = "mediaTiming.preservedGeneration"

    /// A copy's generation: 0 for an original, one more for each restore.
    static func generation(of animation: Animation) -> Int {
        animation.userInfo[generationKey].flatMap { Int($0) } ?? 0
    }

    /// A store (`AnimationStore.store`, SEMANTICS §8.3): flush the open transaction (never commit),
    /// pause `root` with the store's pauser, and keep the engine's copy of every animation of every
    /// layer below it with its key, in application order; a second store before the restore
    /// merges (kept keys stay in place taking the newer copy, new keys and layers are appended).
    ///
    /// - Returns: `changed` when a pause or a copy was made; a refused pause keeps nothing.
    mutating func store<E: WorldEngine>(_ root: Int, in owner: StoreOwner, engine: inout E) -> TechniqueCall {
        engine.flush()
        var state = stores[owner] ?? StoreState()
        let paused = Self.pause(root, records: &state.pauser, engine: &engine)
        if case .refused = paused {
            stores[owner] = state
            return paused
        }
        var taken: [LayerStash] = []
        for view in Self.subtree(of: root, engine) {
            let kept = engine.keys(of: view).compactMap { key in
                engine.storedCopy(forKey: key, of: view).map { (key: key, copy: $0) }
            }
            for item in kept { preservationBegan(item.copy) }
            taken.append(LayerStash(view: view, kept: kept))
        }
        if let old = state.stashes[root] {
            state.stashes[root] = Self.merge(old, with: taken)
        } else {
            state.stashes[root] = taken
            state.roots.append(root)
        }
        stores[owner] = state
        let copied = taken.contains { !$0.kept.isEmpty }
        return paused == .changed || copied ? .changed : .unchanged
    }

    /// `old` with `new` merged in: kept keys stay in place (taking the newer copy), new keys and
    /// new layers are appended.
    static func merge(_ old: [LayerStash], with new: [LayerStash]) -> [LayerStash] {
        var merged = old
        for stash in new {
            guard let at = merged.firstIndex(where: { $0.view == stash.view }) else {
                merged.append(stash)
                continue
            }
            for item in stash.kept {
                if let index = merged[at].kept.firstIndex(where: { $0.key == item.key }) {
                    merged[at].kept[index].copy = item.copy
                } else {
                    merged[at].kept.append(item)
                }
            }
        }
        return merged
    }

    /// A restore (`AnimationStore.restore`): each kept layer whose kept copies are not all still
    /// there (or restored successors), unchanged and in order, gets them back in kept order, each
    /// removed first so it goes last; then `root` resumes with the store's pauser.
    ///
    /// A copy kept with beginTime exactly 0 comes back with the smallest positive double unless
    /// the layer's local time is 0 right then (the store's documented corner). A copy of a
    /// closure listener comes back as the next generation.
    ///
    /// - Returns: `unchanged` without a store; the closure completions the restore makes final
    ///   (each goes to `hear` at once instead, when given).
    mutating func restore<E: WorldEngine>(
        _ root: Int, in owner: StoreOwner, engine: inout E, hear: Hearing<E>? = nil
    ) -> (call: TechniqueCall, events: [WorldEvent]) {
        guard var state = stores[owner], let stash = state.stashes.removeValue(forKey: root) else {
            return (.unchanged, [])
        }
        state.roots.removeAll { $0 == root }
        stores[owner] = state
        var events: [WorldEvent] = []
        for layer in stash {
            let (refused, heard) = restore(layer, engine: &engine, hear: hear)
            events += heard
            if refused { return (.engineRefused, events) }
        }
        let resumed = Self.resume(root, records: &stores[owner, default: StoreState()].pauser, engine: &engine)
        if case .refused = resumed { return (resumed, events) }
        return (.changed, events)
    }

    /// Re-adds one layer's kept copies unless each is still there in order; returns whether the
    /// engine refused one (what was not re-added is lost then) and what the script hears.
    private mutating func restore<E: WorldEngine>(_ stash: LayerStash, engine: inout E, hear: Hearing<E>?)
        -> (refused: Bool, events: [WorldEvent])
    {
        let keys = stash.kept.map(\.key)
        let present = engine.keys(of: stash.view).filter { keys.contains($0) }
        let current = present.compactMap { engine.storedCopy(forKey: $0, of: stash.view) }
        var events: [WorldEvent] = []
        if present == keys, current.count == keys.count,
            zip(current, stash.kept).allSatisfy({ Self.isRestoredCopy($0, of: $1.copy) })
        {
            for item in stash.kept {
                events += deliver(preservationEnded(item.copy, restored: false), engine: &engine, hear: hear)
            }
            return (false, events)
        }
        let atZero = Self.localTime(stash.view, engine) == 0
        for item in stash.kept {
            var copy = item.copy
            if copy.animation.timing.beginTime == 0 && !atZero {
                copy.animation.timing.beginTime = .leastNonzeroMagnitude
            }
            if copy.listener?.viaClosure == true {
                copy.animation.userInfo[Self.generationKey] = String(Self.generation(of: copy.animation) + 1)
            }
            engine.removeAnimation(forKey: item.key, from: stash.view)
            guard engine.add(copy, forKey: item.key, to: stash.view) else { return (true, events) }
            events += deliver(preservationEnded(item.copy, restored: true), engine: &engine, hear: hear)
        }
        return (false, events)
    }

    /// Whether `candidate` is `original` or a restore of it: equal but for a generation tag and a
    /// zero stamp restored as the smallest positive begin time.
    static func isRestoredCopy(_ candidate: WorldCopy, of original: WorldCopy) -> Bool {
        func normalized(_ copy: WorldCopy) -> WorldCopy {
            var copy = copy
            copy.animation.userInfo.removeValue(forKey: generationKey)
            if copy.animation.timing.beginTime == .leastNonzeroMagnitude { copy.animation.timing.beginTime = 0 }
            return copy
        }
        return normalized(candidate) == normalized(original)
    }

    /// A discard (`AnimationStore.discard`): forget what is kept for `root` without re-adding it;
    /// closure listeners hear that no successor will come (a held-back stop becomes final, at once
    /// through `hear` when given), then the root resumes.
    mutating func discard<E: WorldEngine>(
        _ root: Int, in owner: StoreOwner, engine: inout E, hear: Hearing<E>? = nil
    ) -> (call: TechniqueCall, events: [WorldEvent]) {
        guard var state = stores[owner], let stash = state.stashes.removeValue(forKey: root) else {
            return (.unchanged, [])
        }
        state.roots.removeAll { $0 == root }
        stores[owner] = state
        var events: [WorldEvent] = []
        for layer in stash {
            for item in layer.kept {
                events += deliver(preservationEnded(item.copy, restored: false), engine: &engine, hear: hear)
            }
        }
        let resumed = Self.resume(root, records: &stores[owner, default: StoreState()].pauser, engine: &engine)
        if case .refused = resumed { return (resumed, events) }
        return (.changed, events)
    }

    /// Delivers `events` the technique makes final in the middle of a call: through `hear` at
    /// once when given (a reentry armed for one runs there, on the world and engine as they stand,
    /// and the call goes on afterwards with its own technique set active), else returned.
    mutating func deliver<E: WorldEngine>(_ events: [WorldEvent], engine: inout E, hear: Hearing<E>?)
        -> [WorldEvent]
    {
        guard let hear, !events.isEmpty else { return events }
        let set = activeSet
        for event in events {
            hear(&self, &engine, event)
            activate(set)
        }
        return []
    }
}
