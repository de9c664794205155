import MediaTiming

extension EngineWorld {
    /// The layer's keys in application order (`animationKeys(of:)`); empty for a view that does not exist.
    package func keys(of view: Int) -> [String] {
        layers.indices.contains(view) ? layers[view].copies.map(\.key) : []
    }

    /// The layer's keys in application order, or `nil` when which copies it lists rests on an
    /// open point (a copy whose end is not predicted was on it at a render).
    package func predictedKeys(of view: Int) -> [String]? {
        guard layers.indices.contains(view) else { return [] }
        let layer = layers[view]
        // A copy whose end is not predicted may have left on completion already, or not.
        let endIsOpen = layer.copies.contains {
            $0.isCommitted && $0.openReason != nil && $0.copy.animation.isRemovedOnCompletion
        }
        return layer.keysAreOpen || endIsOpen ? nil : keys(of: view)
    }

    /// The stored copy under `key` as `animation(forKey:of:)` answers it: durations resolved
    /// (§2.3, §5.5), begin time stamped once the outermost commit that applies it happened (§2.5).
    package func storedCopy(forKey key: String, of view: Int) -> WorldCopy? {
        guard layers.indices.contains(view) else { return nil }
        return layers[view].copies.first { $0.key == key }?.copy
    }

    /// Whether ``storedCopy(forKey:of:)`` is predicted field by field: `false` when its duration
    /// or its stamp rests on a case the contract leaves open, or there is no such copy.
    package func storedCopyIsPredicted(forKey key: String, of view: Int) -> Bool {
        guard layers.indices.contains(view), let stored = layers[view].copies.first(where: { $0.key == key })
        else { return false }
        switch stored.openReason {
        case nil, .turnedBetweenRenders: return true
        case .unknownDuration, .unknownStamp, .stampedAtOpenInstant: return false
        }
    }

    /// What reading `view`'s stored copies answers now (`animationKeys(of:)`, then
    /// `animation(forKey:of:)` for each key): each copy field by field, as
    /// ``storedCopy(forKey:of:)`` holds it, with the fields that rest on an open case marked
    /// not predicted (``PredictedCopy``).
    ///
    /// A copy added while the transaction's duration had no reading has neither its durations
    /// nor its begin time predicted (whether and where it was stamped follows from a course not
    /// predicted); one stamped while its layer had no time or at an open instant has its other
    /// fields predicted. One whose time turned between renders keeps every field: only its
    /// callbacks are open.
    package func copiesRead(step: Int, view: Int) -> PredictedCopiesRead {
        var read = PredictedCopiesRead(step: step, view: view, keys: predictedKeys(of: view))
        guard layers.indices.contains(view) else { return read }
        for stored in layers[view].copies {
            let (begin, duration): (Bool, Bool)
            switch stored.openReason {
            case nil, .turnedBetweenRenders: (begin, duration) = (true, true)
            case .unknownDuration: (begin, duration) = (false, false)
            case .unknownStamp, .stampedAtOpenInstant: (begin, duration) = (false, true)
            }
            read.copies[stored.key] = PredictedCopy(
                stored.copy.animation, beginTimeIsPredicted: begin, durationIsPredicted: duration)
        }
        return read
    }

    /// Whether what a technique reads of the layers inside `root` (their keys and stored
    /// copies) rests on an open point: a listing not predicted, or a copy not predicted field by
    /// field. What a technique then keeps, compares or re-adds is not predicted either.
    package func copiesAreOpen(inside root: Int?) -> Bool {
        layers.indices.contains { view in
            guard root.map({ isInside(view, $0) }) ?? true else { return false }
            return predictedKeys(of: view) == nil
                || layers[view].copies.contains { !storedCopyIsPredicted(forKey: $0.key, of: view) }
        }
    }

    /// Adds a copy under `key` (`add(_:forKey:to:)`), replacing the copy already under it.
    ///
    /// A description that breaks ``Animation/validate()`` is refused and nothing is added or
    /// removed (`false`). A duration ≤ 0 becomes the open transaction's animation duration
    /// (§2.3); the copy waits for the outermost commit to take effect and be stamped (§2.4, §2.9);
    /// the open level's completion block waits for it (§2.8), and an enclosing level's may (§9).
    @discardableResult
    package mutating func add(_ copy: WorldCopy, forKey key: String, to view: Int) -> Bool {
        guard layers.indices.contains(view) else { return false }
        do { try copy.animation.validate() } catch { return false }
        var stored = StoredCopy(key: key, copy: copy, serial: nextSerial)
        nextSerial += 1
        let duration: Double
        if let levelDuration = levels[levels.count - 1].duration {
            duration = levelDuration
        } else {
            duration = 0.25
            if copy.animation.timing.duration <= 0 { stored.openReason = .unknownDuration }
        }
        if profile.groupChildDefaultDuration == .transactionDefault, levels[levels.count - 1].duration != 0.25,
            Self.hasChildWithoutDuration(copy.animation)
        {
            // "The transaction's default duration, 0.25 s": whether a child takes 0.25 or the
            // transaction's duration when it was set to another is not settled.
            stored.openReason = .unknownDuration
        }
        stored.copy.animation = ValueOracle.resolved(copy.animation, transactionDuration: duration, profile: profile)
        collect(&stored)
        var position = layers[view].copies.count
        if let old = layers[view].copies.firstIndex(where: { $0.key == key }) {
            let replaced = layers[view].copies[old]
            removeCopy(at: old, of: view)
            if profile.replacementOrder == .keepPosition {
                position = old
                stored.tookPlace = true
                // The copy replaced may have left on completion already, so the new one's place
                // reads two ways from now on.
                if replaced.isCommitted && replaced.openReason != nil { layers[view].keysAreOpen = true }
            } else {
                position -= 1
            }
        }
        layers[view].copies.insert(stored, at: position)
        return true
    }

    /// Whether a group (or a group inside it) has a child with a duration of 0 or less.
    private static func hasChildWithoutDuration(_ animation: Animation) -> Bool {
        animation.children.contains { $0.timing.duration <= 0 || hasChildWithoutDuration($0) }
    }

    /// Enrols a new copy with the blocks collecting now: the open level's surely, the enclosing
    /// levels' under one reading of §9's open point only.
    private mutating func collect(_ stored: inout StoredCopy) {
        for level in levels.indices {
            guard let id = levels[level].collecting, let block = blocks.firstIndex(where: { $0.id == id }) else {
                continue
            }
            if level == levels.count - 1 {
                stored.blocks.append(id)
                blocks[block].remaining += 1
            } else {
                stored.maybeBlocks.append(id)
                blocks[block].maybeRemaining += 1
            }
            if stored.openReason != nil { blocks[block].isUnpredictable = true }
        }
    }

    /// Removes the copy under `key` (`removeAnimation(forKey:from:)`); a missing key is ignored.
    /// Its listener hears didStop at the next render (§6.2).
    package mutating func removeAnimation(forKey key: String, from view: Int) {
        guard layers.indices.contains(view), let index = layers[view].copies.firstIndex(where: { $0.key == key })
        else { return }
        removeCopy(at: index, of: view)
    }

    /// Removes every copy of the layer (`removeAllAnimations(from:)`), not of its sublayers.
    package mutating func removeAllAnimations(from view: Int) {
        guard layers.indices.contains(view) else { return }
        while !layers[view].copies.isEmpty { removeCopy(at: 0, of: view) }
    }

    /// The system's removal (the host's background or window removal, §7.1): every copy of each
    /// of `views` is removed, as by `removeAllAnimations`.
    package mutating func strip(views: [Int]) {
        strip(views: views, sparingRetained: false)
    }

    /// The system's removal under the host's policy (§7.1): every copy of each of `views` in
    /// application order, or, `sparingRetained`, only those removed on completion.
    package mutating func strip(views: [Int], sparingRetained: Bool) {
        for view in views where layers.indices.contains(view) {
            var index = 0
            while index < layers[view].copies.count {
                if sparingRetained && !layers[view].copies[index].copy.animation.isRemovedOnCompletion {
                    index += 1
                } else {
                    removeCopy(at: index, of: view)
                }
            }
        }
    }

    /// Takes a copy off its layer and queues its stop for the next render's beginning.
    ///
    /// The stop is finished only for a retained copy that completed, under the reading that it
    /// hears didStop at its removal; a retained copy that already heard didStop hears nothing (§6.2).
    mutating func removeCopy(at index: Int, of view: Int) {
        let stored = layers[view].copies.remove(at: index)
        let retained = !stored.copy.animation.isRemovedOnCompletion
        let finished = retained && profile.retainedCompletion == .atRemoval && stored.hasEnded
        if stored.openReason != nil && stored.isCommitted {
            // When it ended, and so what its stop says, is not predicted.
            for id in stored.blocks + stored.maybeBlocks { markUnpredictable(block: id) }
        }
        pendingStops.append(
            PendingStop(
                serial: stored.serial, listener: stored.copy.listener, finished: finished,
                blocks: stored.hasStopped ? [] : stored.blocks,
                maybeBlocks: stored.hasStopped ? [] : stored.maybeBlocks,
                isHeard: !stored.hasStopped, isUnknown: stored.openReason != nil && stored.isCommitted,
                tookPlace: stored.tookPlace, copy: stored.copy))
    }

    /// Marks a block whose running is not predicted.
    mutating func markUnpredictable(block id: Int) {
        if let block = blocks.firstIndex(where: { $0.id == id }) { blocks[block].isUnpredictable = true }
    }
}
