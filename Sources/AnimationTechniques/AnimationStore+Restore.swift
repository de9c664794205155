import MediaTiming

extension AnimationStore {
    /// Re-adds what is kept for `root` in application order and resumes the root.
    ///
    /// - Returns: whether something was kept (`false`, doing nothing, without a store).
    /// - Throws: ``TechniqueError`` when the engine refuses a copy or the resume; what was not
    ///   re-added is lost then, and the root stays paused.
    @discardableResult
    public func restore(_ root: Engine.Layer) throws(TechniqueError) -> Bool {
        guard let stash = takeStash(of: root) else { return false }
        var failure: TechniqueError?
        for layerStash in stash {
            do {
                try restore(layerStash)
            } catch {
                failure = failure ?? error
            }
        }
        if let failure { throw failure }
        try pauser.resume(root)
        return true
    }

    /// Re-adds one layer's kept copies, unless they are all still there unchanged and in order.
    private func restore(_ stash: LayerStash) throws(TechniqueError) {
        let order = restoreOrder(stash.kept)
        if isIntact(order, on: stash.layer) {
            for kept in order {
                (kept.animation.delegate as? any PreservationAwareDelegate)?
                    .animationPreservationEnded(kept.animation, restored: false)
            }
            return
        }
        let localTime = engine._localTime(of: stash.layer)
        for kept in order {
            var copy = kept.animation
            let aware = copy.delegate as? any PreservationAwareDelegate
            if aware != nil { copy = PreservationTag.successor(of: copy) }
            if copy.timing.beginTime == 0 && localTime != 0 {
                // A stamp of exactly 0 would be stamped again; the nearest begin time is used.
                copy.timing.beginTime = .leastNonzeroMagnitude
            }
            // Remove first so the copy goes to the end under any replacement-order profile.
            engine.removeAnimation(forKey: kept.key, from: stash.layer)
            do {
                try engine.add(copy, forKey: kept.key, to: stash.layer)
            } catch {
                aware?.animationPreservationEnded(kept.animation, restored: false)
                throw .engine(error)
            }
            aware?.animationPreservationEnded(kept.animation, restored: true)
        }
    }

    /// Whether the layer's animations under the kept keys are the kept copies, in the kept order.
    private func isIntact(_ kept: [Kept], on layer: Engine.Layer) -> Bool {
        let keptKeys = Set(kept.map(\.key))
        let present = engine.animationKeys(of: layer).filter { keptKeys.contains($0) }
        guard present == kept.map(\.key) else { return false }
        return kept.allSatisfy { engine.animation(forKey: $0.key, of: layer) == $0.animation }
    }
}
