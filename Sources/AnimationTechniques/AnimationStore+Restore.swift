import MediaTiming

extension AnimationStore {
    /// Re-adds what is kept for `root` in application order and resumes the root.
    ///
    /// - Returns: whether something was kept (`false`, doing nothing, without a store).
    /// - Throws: ``TechniqueError`` when the engine refuses a copy or the resume; what was not
    ///   re-added is lost then, and the root stays paused.
    @discardableResult
    @inlinable public func restore(_ root: Engine.Layer) throws(TechniqueError) -> Bool {
        guard let stash = takeStash(of: root) else { return false }
        var failure: TechniqueError?
        for layerStash in stash {
            do {
                try restore(layerStash)
            } catch {
                failure = failure ?? error
            }
        }
        restores += 1
        if let failure { throw failure }
        try pauser.resume(root)
        return true
    }

    /// Re-adds one layer's kept copies, unless each is still there (or a successor another store
    /// already restored is), in the kept order.
    @inlinable internal func restore(_ stash: LayerStash) throws(TechniqueError) {
        let order = restoreOrder(stash.kept)
        if _faults.contains(.restoreChecksFirstKeyOnly), let first = order.first,
            engine.animationKeys(of: stash.layer).contains(first.key)
        {
            return
        }
        if _faults.contains(.restoreIgnoresReplacedCopy),
            engine.animationKeys(of: stash.layer).filter({ key in order.contains { $0.key == key } })
                == order.map(\.key)
        {
            return
        }
        if !_faults.contains(.restoreReaddsUntouchedLayer),
            let successors = currentCopies(matching: order, on: stash.layer)
        {
            for (kept, successor) in zip(order, successors) {
                let restored =
                    PreservationTag.generation(of: successor) > PreservationTag.generation(of: kept.animation)
                (kept.animation.delegate as? any PreservationAwareDelegate)?
                    .animationPreservationEnded(kept.animation, restored: restored)
            }
            return
        }
        let localTime = engine._localTime(of: stash.layer)
        var readded = order
        if _faults.contains(.restoreDropsLastKey) { readded = Array(readded.dropLast()) }
        if _faults.contains(.restoreDropsKeyLater), restores > 0 { readded = Array(readded.dropFirst()) }
        if _faults.contains(.restoreReversesOrder) { readded.reverse() }
        for kept in readded {
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

    /// The layer's copies under the kept keys when each is the kept copy or a restored successor
    /// of it (another store, such as a nested preserver's, restored it first) and they are in the
    /// kept order; otherwise `nil`.
    @inlinable internal func currentCopies(matching kept: [KeptAnimation], on layer: Engine.Layer) -> [Animation]? {
        let keptKeys = Set(kept.map(\.key))
        let present = engine.animationKeys(of: layer).filter { keptKeys.contains($0) }
        guard present == kept.map(\.key) else { return nil }
        var copies: [Animation] = []
        for item in kept {
            guard let current = engine.animation(forKey: item.key, of: layer),
                current == item.animation || Self.isRestoredCopy(current, of: item.animation)
            else { return nil }
            copies.append(current)
        }
        return copies
    }

    /// Whether `candidate` is `original` re-added by a restore: equal but for the generation tag (a
    /// later one, for preservation-aware delegates) and a zero stamp restored as the smallest
    /// positive begin time.
    @inlinable internal static func isRestoredCopy(_ candidate: Animation, of original: Animation) -> Bool {
        if original.delegate is any PreservationAwareDelegate,
            PreservationTag.generation(of: candidate) <= PreservationTag.generation(of: original)
        {
            return false
        }
        func normalized(_ animation: Animation) -> Animation {
            var copy = animation
            copy.userInfo.removeValue(forKey: PreservationTag.generationKey)
            if copy.timing.beginTime == .leastNonzeroMagnitude { copy.timing.beginTime = 0 }
            return copy
        }
        return normalized(candidate) == normalized(original)
    }
}
