import MediaTiming

extension Host {
    /// Removes, as the system does, the animations of `root` and every layer below it that the
    /// ``removalPolicy`` selects, and logs the count under `reason` when one is given.
    ///
    /// The walk follows the engine's layer tree, so sublayers that have no view are included.
    ///
    /// - Returns: the number of animations removed.
    @discardableResult
    @inlinable internal func removeAnimationsForSystem(inSubtreeOf root: Engine.Layer, reason: RemovalReason? = nil)
        -> Int
    {
        var removed = 0
        // Each layer once, even when the engine lists a layer below itself (a cycle).
        var seen: Set<Engine.Layer> = []
        var stack = [root]
        while let layer = stack.popLast() {
            guard seen.insert(layer).inserted else { continue }
            for key in engine.animationKeys(of: layer) where isSelectedForRemoval(key, of: layer, reason: reason) {
                engine.removeAnimation(forKey: key, from: layer)
                removed += 1
            }
            if case .leftWindow? = reason, _faults.contains(.leavingWindowSparesSublayers) { continue }
            stack.append(contentsOf: engine.sublayers(of: layer).reversed())
        }
        if let reason { record(.systemRemoval(reason, count: removed)) }
        return removed
    }

    /// The layers and keys under `root` that the ``removalPolicy`` selects now, for a removal
    /// that lists its targets before it acts (only under a planted fault).
    @usableFromInline internal func systemRemovalTargets(inSubtreeOf root: Engine.Layer) -> [(Engine.Layer, String)] {
        var targets: [(Engine.Layer, String)] = []
        var seen: Set<Engine.Layer> = []
        var stack = [root]
        while let layer = stack.popLast() {
            guard seen.insert(layer).inserted else { continue }
            for key in engine.animationKeys(of: layer) where isSelectedForRemoval(key, of: layer) {
                targets.append((layer, key))
            }
            stack.append(contentsOf: engine.sublayers(of: layer).reversed())
        }
        return targets
    }

    /// Whether a removal for `reason` takes the animation under `key`: the policy's choice, but
    /// for the faults planted in a window leave.
    @inlinable internal func isSelectedForRemoval(_ key: String, of layer: Engine.Layer, reason: RemovalReason?) -> Bool
    {
        guard case .leftWindow? = reason, !_faults.isEmpty else { return isSelectedForRemoval(key, of: layer) }
        if _faults.contains(.windowLeaveSkipsViewlessSublayers), !views.contains(where: { $0.layer == layer }) {
            return false
        }
        return _faults.contains(.windowLeaveIgnoresRemovalPolicy) || isSelectedForRemoval(key, of: layer)
    }

    /// Whether the policy removes the animation under `key`.
    @inlinable internal func isSelectedForRemoval(_ key: String, of layer: Engine.Layer) -> Bool {
        switch removalPolicy {
        case .all: return true
        case .onlyRemovedOnCompletion: return engine.animation(forKey: key, of: layer)?.isRemovedOnCompletion ?? true
        }
    }
}
