import MediaTiming
import Scripts

extension TechniqueOracle {
    /// The value `view` shows under `keyPath`: its model value composed with its committed
    /// animations in order, each from the formulas of SEMANTICS.md §3–§5 (``ValueOracle``).
    ///
    /// A copy is read with every field it was added with (kind, key times, begin time, offset,
    /// speed, repeats, autoreverse, fill): a copy a store or a preserver gave back is the copy it
    /// kept, so whatever a technique drops or recomputes on the way shows here.
    package func value(_ view: Int, _ keyPath: String) -> Double {
        let layerTime = localTime(view)
        var value = views[view].model[keyPath] ?? 0
        for placed in views[view].placed where placed.isCommitted {
            value = ValueOracle.apply(
                placed.animation, atParentTime: layerTime, keyPath: keyPath, to: value, profile: profile)
        }
        return value
    }

    /// Whether the value `view` shows under `keyPath` rests on an open point: a filled copy of it,
    /// removed on completion, is past its active period before the render that removes it
    /// (SEMANTICS §4.3: whether its fill still shows is not asserted).
    package func valueIsOpen(_ view: Int, _ keyPath: String) -> Bool {
        let layerTime = localTime(view)
        return views[view].placed.contains { placed in
            let animation = placed.animation
            return placed.isCommitted && animation.isRemovedOnCompletion && animation.timing.fillMode.fillsForwards
                && EngineWorld.keyPaths(of: animation).contains(keyPath)
                && ValueOracle.hasEnded(animation.timing, atParentTime: layerTime, profile: profile)
        }
    }

    /// Adds a copy under `key`, its durations resolved with the open transaction's (SEMANTICS
    /// §2.3, §2.9, §5.5): a copy already
    /// there is replaced; the new one goes last, or takes the old one's place where the profile
    /// says so (SEMANTICS §2.2).
    mutating func place(_ animation: Animation, key: String, on view: Int) {
        var copy = ValueOracle.resolved(animation, transactionDuration: openTransactionDuration, profile: profile)
        copy.delegate = nil
        let placed = Placed(key: key, animation: copy, isCommitted: false, isStamped: false)
        if profile.replacementOrder == .keepPosition,
            let index = views[view].placed.firstIndex(where: { $0.key == key })
        {
            views[view].placed[index] = placed
            return
        }
        views[view].placed.removeAll { $0.key == key }
        views[view].placed.append(placed)
    }

    /// Commits the outermost transaction: every pending copy with begin time 0 is stamped with
    /// its layer's local time now, and the next transaction starts with the default duration.
    mutating func commit() {
        transactionDuration = 0.25
        isFlushWaiting = false
        for view in views.indices {
            let now = localTime(view)
            for index in views[view].placed.indices where !views[view].placed[index].isCommitted {
                if !views[view].placed[index].isStamped && views[view].placed[index].animation.timing.beginTime == 0 {
                    views[view].placed[index].animation.timing.beginTime = now
                }
                views[view].placed[index].isCommitted = true
                views[view].placed[index].isStamped = true
            }
        }
    }

    /// After a render: every committed copy that is removed on completion and whose active
    /// period has ended in its layer's time is gone (SEMANTICS §3.3, §4.3). An end within
    /// rounding of the render counts as reached (SEMANTICS §3.4); a held layer ends nothing.
    mutating func removeCompleted() {
        for view in views.indices {
            let now = localTime(view)
            views[view].placed.removeAll { placed in
                let timing = placed.animation.timing
                guard placed.isCommitted, placed.animation.isRemovedOnCompletion, timing.speed != 0 else {
                    return false
                }
                let total = ValueOracle.activeDuration(timing, profile: profile)
                guard total.isFinite else { return false }
                return (now - timing.beginTime) * abs(timing.speed) >= total - 1e-9 * max(1, total)
            }
        }
    }
}
