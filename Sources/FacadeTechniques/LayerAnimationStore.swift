import CoreAnimationFacade

/// Keeps a layer tree's animations while the system removes them, and gives them back: app code
/// in the shape of the seed "Restoring Animations", written against `CALayer`.
///
/// ``store(_:)`` flushes the open transaction (so every kept copy carries its stamped beginTime),
/// pauses the root the way ``QA1673LayerPauser`` does (its own pauser, so a tree the user paused
/// stays paused), and keeps each layer's animations with their keys in the order they were added,
/// layers depth first. The frozen tree keeps the stamped begin times valid however long the
/// animations are away. A second store before the restore merges: kept keys keep their place with
/// the newer copy, new keys are appended. ``restore(_:)`` adds copies back in that order (a layer
/// whose kept copies, or successors another store restored, are all still there in order is
/// left alone) and resumes the root. Delegates that adopt ``CAAnimationPreservationDelegate``
/// hear which copies were kept and whether a successor came.
///
/// A copy stamped with beginTime exactly 0 cannot be added back with 0 (the commit would stamp it
/// again), so it is added back with the smallest positive time unless the layer's time is 0 then.
open class LayerAnimationStore: CALayerAnimationStoring {
    /// What is kept of one layer.
    struct Kept {
        let layer: CALayer
        var animations: [(key: String, animation: CAAnimation)]
    }

    /// What is kept for each stored root, by root object.
    private var kept: [ObjectIdentifier: (root: CALayer, layers: [Kept])] = [:]
    /// The pauser that freezes stored trees.
    private let pauser = QA1673LayerPauser()

    /// Creates a store that keeps nothing.
    public init() {}

    /// Pauses `root` and keeps its tree's animations; `false` when it paused and kept nothing.
    open func store(_ root: CALayer) -> Bool {
        CATransaction.flush()
        let paused = pauser.pause(root)
        let captured = root.layerTree.map { Kept(layer: $0, animations: $0.keyedAnimations) }
        for layer in captured {
            for item in layer.animations {
                (item.animation.delegate as? any CAAnimationPreservationDelegate)?.animationWasPreserved(item.animation)
            }
        }
        let id = ObjectIdentifier(root)
        kept[id] = (root, Self.merge(kept[id]?.layers ?? [], with: captured))
        return paused || captured.contains { !$0.animations.isEmpty }
    }

    /// Adds back what is kept for `root` and resumes it; `false`, doing nothing, without a store.
    open func restore(_ root: CALayer) -> Bool {
        guard let layers = kept.removeValue(forKey: ObjectIdentifier(root))?.layers else { return false }
        for layer in layers { restore(layer) }
        _ = pauser.resume(root)
        return true
    }

    /// Forgets what is kept for `root` and resumes it; `false` without a store.
    open func discard(_ root: CALayer) -> Bool {
        guard let layers = kept.removeValue(forKey: ObjectIdentifier(root))?.layers else { return false }
        for layer in layers {
            for item in layer.animations {
                (item.animation.delegate as? any CAAnimationPreservationDelegate)?
                    .animationPreservationEnded(item.animation, restored: false)
            }
        }
        _ = pauser.resume(root)
        return true
    }

    /// Whether something is kept for `root`.
    open func hasStored(_ root: CALayer) -> Bool { kept[ObjectIdentifier(root)] != nil }

    /// What is kept for `root`, in the order ``restore(_:)`` adds it back.
    open func storedAnimations(of root: CALayer) -> [(layer: CALayer, key: String, animation: CAAnimation)] {
        (kept[ObjectIdentifier(root)]?.layers ?? []).flatMap { layer in
            restoreOrder(layer.animations).map { (layer: layer.layer, key: $0.key, animation: $0.animation) }
        }
    }

    /// The kept animations of one layer in the order they are added back: as they were added.
    ///
    /// A store that keeps them in a dictionary by key loses that order (the restore article's);
    /// the later animation of a key path is the one that shows, so the order matters.
    open func restoreOrder(_ animations: [(key: String, animation: CAAnimation)]) -> [(
        key: String, animation: CAAnimation
    )] { animations }

    /// Adds one layer's kept copies back, unless each (or a successor) is still there in order.
    private func restore(_ stash: Kept) {
        let layer = stash.layer
        let order = restoreOrder(stash.animations)
        let keys = order.map(\.key)
        let present = (layer.animationKeys() ?? []).filter { keys.contains($0) }
        let current = order.map { layer.animation(forKey: $0.key) }
        if present == keys,
            zip(order, current).allSatisfy({ item, now in
                now.map { AnimationLineage.continues($0, item.animation) } ?? false
            })
        {
            for (item, now) in zip(order, current) {
                (item.animation.delegate as? any CAAnimationPreservationDelegate)?
                    .animationPreservationEnded(
                        item.animation, restored: now.map { AnimationLineage.succeeds($0, item.animation) } ?? false)
            }
            return
        }
        let localTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        for item in order {
            let copy = AnimationLineage.successor(of: item.animation)
            if copy.beginTime == 0 && localTime != 0 { copy.beginTime = .leastNonzeroMagnitude }
            // Removed first, so the copy goes to the end of the layer's animations.
            layer.removeAnimation(forKey: item.key)
            layer.add(copy, forKey: item.key)
            (item.animation.delegate as? any CAAnimationPreservationDelegate)?
                .animationPreservationEnded(item.animation, restored: true)
        }
    }

    /// `old` with `new` merged in: kept keys stay in place with the newer copy, new keys and new
    /// layers are appended.
    static func merge(_ old: [Kept], with new: [Kept]) -> [Kept] {
        var merged = old
        for layer in new {
            guard let index = merged.firstIndex(where: { $0.layer === layer.layer }) else {
                merged.append(layer)
                continue
            }
            for item in layer.animations {
                if let position = merged[index].animations.firstIndex(where: { $0.key == item.key }) {
                    merged[index].animations[position] = item
                } else {
                    merged[index].animations.append(item)
                }
            }
        }
        return merged
    }
}

/// A store of a layer tree's animations written against `CALayer`: what
/// ``CALayerTechniques/makeStore`` makes and the suite adapts to its `AnimationStoring`.
///
/// Its contract is ``LayerAnimationStore``'s. The layer objects it receives are stable: the same
/// engine layer comes as the same `CALayer` object on every call of a run, with its sublayers.
public protocol CALayerAnimationStoring: AnyObject {
    /// Pauses `root` and keeps its tree's animations; `false` when it paused and kept nothing.
    func store(_ root: CALayer) -> Bool
    /// Adds back what is kept for `root` and resumes it; `false` without a store.
    func restore(_ root: CALayer) -> Bool
    /// Forgets what is kept for `root` and resumes it; `false` without a store.
    func discard(_ root: CALayer) -> Bool
    /// Whether something is kept for `root`.
    func hasStored(_ root: CALayer) -> Bool
    /// What is kept for `root`, in the order a restore adds it back.
    func storedAnimations(of root: CALayer) -> [(layer: CALayer, key: String, animation: CAAnimation)]
}
