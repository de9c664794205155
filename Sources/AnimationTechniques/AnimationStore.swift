import MediaTiming

/// One animation an ``AnimationStore`` keeps: its key and the engine's copy at the store.
///
/// Not nested in the store: it does not depend on the engine, and a type nested in a generic
/// class costs unspecialized code a runtime metadata lookup at each use.
@usableFromInline internal struct KeptAnimation {
    /// Its key.
    @usableFromInline internal var key: String
    /// The engine's copy at the store.
    @usableFromInline internal var animation: Animation

    @inlinable init(key: String, animation: Animation) {
        self.key = key
        self.animation = animation
    }
}

/// Keeps a layer tree's animations safe while the system removes them, and gives them back.
///
/// ``store(_:)`` flushes the open transaction (as `CATransaction.flush()`, so every kept copy
/// carries its stamped beginTime, including animations added but not yet committed), pauses the
/// root with its ``pauser``, and keeps a copy of every animation of every layer of the subtree
/// with its key, in application order. Because the tree's local time is frozen, the stamped
/// beginTimes stay valid however long the animations are away.
///
/// ``restore(_:)`` re-adds the kept copies in their order and resumes the root, so presentation
/// values right after the restore equal those at the store, and the animations continue as if
/// never interrupted. A layer whose kept copies are all still on it, unchanged and in order, is
/// left alone (no needless removal and re-add). A second ``store(_:)`` before the restore merges:
/// what the first kept stays in its place (a key kept again takes the newer copy), new keys are
/// appended. ``restore(_:)`` without a store does nothing.
///
/// Delegates that adopt ``PreservationAwareDelegate`` hear which copies are kept, and restored
/// copies carry ``PreservationTag/generationKey``; other delegates see the removal's
/// `didStop(false)` and the successor's callbacks as separate copies, as with Core Animation.
///
/// One corner is documented rather than hidden: a copy stamped with beginTime exactly 0 cannot be
/// re-added with 0 (that would stamp it again), so it is re-added with the smallest positive
/// double unless the layer's local time is 0 right then; the difference only shows at local
/// time exactly 0.
public final class AnimationStore<Engine: TimingEngine> {
    /// The kept animations of one layer in application order.
    @usableFromInline internal struct LayerStash {
        /// The layer they came from.
        @usableFromInline internal var layer: Engine.Layer
        /// Its animations.
        @usableFromInline internal var kept: [KeptAnimation]

        @inlinable init(layer: Engine.Layer, kept: [KeptAnimation]) {
            self.layer = layer
            self.kept = kept
        }
    }

    /// The engine whose layers are stored.
    public let engine: Engine
    /// The recipe used.
    public let variant: StoreVariant
    /// The pauser that freezes a stored tree.
    public let pauser: LayerPauser<Engine>
    /// What is kept for each stored root, its layers in pre-order.
    @usableFromInline internal var stashes: [Engine.Layer: [LayerStash]] = [:]
    /// The stored roots in storing order.
    @usableFromInline internal var storedRoots: [Engine.Layer] = []
    /// Faults planted for the conformance suite's mutation tests; empty in every real use.
    public var _faults: _TechniqueFault = []
    /// How many restores re-added copies, for ``_TechniqueFault/restoreDropsKeyLater``.
    @usableFromInline internal var restores: Int = 0
    /// Whether the latest store of each root paused it, for
    /// ``_TechniqueFault/discardAfterSecondStoreLeavesPaused``.
    @usableFromInline internal var latestStorePaused: [Engine.Layer: Bool] = [:]

    /// Creates a store; without a pauser it makes a correct one of its own.
    @inlinable public init(engine: Engine, variant: StoreVariant = .correct, pauser: LayerPauser<Engine>? = nil) {
        self.engine = engine
        self.variant = variant
        self.pauser = pauser ?? LayerPauser(engine: engine)
    }

    /// Whether something is kept for `root`.
    @inlinable public func hasStored(_ root: Engine.Layer) -> Bool { stashes[root] != nil }

    /// The roots with something kept, in storing order.
    public var roots: [Engine.Layer] { storedRoots }

    /// What is kept for `root`: each layer with its keys and copies, in the order restore re-adds them.
    @inlinable public func storedAnimations(of root: Engine.Layer) -> [(
        layer: Engine.Layer, key: String, animation: Animation
    )] {
        (stashes[root] ?? []).flatMap { stash in
            restoreOrder(stash.kept).map { (layer: stash.layer, key: $0.key, animation: $0.animation) }
        }
    }

    /// Pauses `root` and keeps copies of the animations of its layer tree.
    ///
    /// It first flushes the open transaction (``TimingEngine/flush()``), so that what the caller
    /// added is kept with its stamp. It never commits: inside a nested transaction the caller
    /// opened, a commit would end that transaction early; the flush waits for it instead. So
    /// inside a nested transaction, an animation added in the same outermost transaction is kept
    /// unstamped, and is restored as one stamped at the layer's local time 0: store after the
    /// transaction that added it has committed.
    ///
    /// - Returns: whether a pause or a copy was made.
    /// - Throws: ``TechniqueError`` when the pause is refused; nothing is kept then.
    @discardableResult
    @inlinable public func store(_ root: Engine.Layer) throws(TechniqueError) -> Bool {
        if _faults.contains(.storeCommitsOpenTransaction) {
            engine.commit()
        } else if !_faults.contains(.storeSkipsFlush) {
            engine.flush()
        }
        let paused = _faults.contains(.storeDoesNotPause) ? false : try pauser.pause(root)
        let layers = _faults.contains(.storeSkipsSublayers) ? [root] : engine._layerSubtree(of: root)
        let captured = layers.map { layer in
            LayerStash(
                layer: layer,
                kept: engine.animationKeys(of: layer).compactMap { key in
                    engine.animation(forKey: key, of: layer).map { KeptAnimation(key: key, animation: $0) }
                })
        }
        for stash in captured {
            for kept in stash.kept {
                (kept.animation.delegate as? any PreservationAwareDelegate)?.animationWasPreserved(kept.animation)
            }
        }
        if _faults.contains(.discardAfterSecondStoreLeavesPaused) { latestStorePaused[root] = paused }
        let isNewRoot = stashes[root] == nil
        if isNewRoot { storedRoots.append(root) }
        switch variant {
        case .correct, .unorderedDictionary:
            stashes[root] = Self.merge(
                stashes[root] ?? [], with: captured, keepingOlder: _faults.contains(.secondStoreKeepsOlderCopy))
        case .overwritingStore:
            stashes[root] = captured
        }
        return paused || captured.contains { !$0.kept.isEmpty }
    }

    /// Forgets what is kept for `root` without re-adding it, and resumes the root.
    ///
    /// Preservation-aware delegates hear that no successor will come.
    ///
    /// - Returns: whether something was kept.
    @discardableResult
    @inlinable public func discard(_ root: Engine.Layer) throws(TechniqueError) -> Bool {
        guard let stash = takeStash(of: root) else { return false }
        for layerStash in stash {
            for kept in layerStash.kept {
                (kept.animation.delegate as? any PreservationAwareDelegate)?
                    .animationPreservationEnded(kept.animation, restored: false)
            }
        }
        let skipsResume =
            _faults.contains(.discardAfterSecondStoreLeavesPaused)
            && latestStorePaused.removeValue(forKey: root) == false
        if !_faults.contains(.discardLeavesRootPaused) && !skipsResume { try pauser.resume(root) }
        return true
    }

    /// Removes and returns the stash of `root`.
    @inlinable internal func takeStash(of root: Engine.Layer) -> [LayerStash]? {
        guard let stash = stashes.removeValue(forKey: root) else { return nil }
        storedRoots.removeAll { $0 == root }
        return stash
    }

    /// The kept copies of one layer in the order they are re-added.
    @inlinable internal func restoreOrder(_ kept: [KeptAnimation]) -> [KeptAnimation] {
        switch variant {
        case .correct, .overwritingStore: return kept
        case .unorderedDictionary: return kept.sorted { $0.key < $1.key }
        }
    }

    /// `old` with `new` merged in: kept keys stay in place (taking the newer copy), new keys and
    /// new layers are appended. `keepingOlder` is a planted fault: a kept key keeps the older copy.
    @inlinable internal static func merge(_ old: [LayerStash], with new: [LayerStash], keepingOlder: Bool = false)
        -> [LayerStash]
    {
        var merged = old
        for stash in new {
            guard let index = merged.firstIndex(where: { $0.layer == stash.layer }) else {
                merged.append(stash)
                continue
            }
            for kept in stash.kept {
                if let position = merged[index].kept.firstIndex(where: { $0.key == kept.key }) {
                    if !keepingOlder { merged[index].kept[position] = kept }
                } else {
                    merged[index].kept.append(kept)
                }
            }
        }
        return merged
    }
}
