/// The evaluation table of one layer: the committed animations' key paths, cores and callback
/// progress, in application order, in memory the engine manages itself.
///
/// Presentation reads this table for every animation of every layer, so it is laid out for that:
/// a compact key-path column to find the animations of a key path, plain-data cores beside it, and
/// no reference counting on the way (the table is read through raw pointers, which keeps a render
/// of 10,000 layers from writing to every array header it reads). The engine owns each table and
/// releases it in ``replace(with:)`` and in its `deinit`; copies of a table are never released.
struct LiveTable {
    /// Whether a copy has started and completed, so a render can skip settled copies.
    struct Progress {
        /// Its active period began.
        var started: Bool
        /// Its active duration completed.
        var completed: Bool
    }

    /// The number of committed animations.
    private(set) var count = 0
    /// The key path of each animation, ``LayerRecord/groupKeyPath`` for a group.
    private(set) var keyPaths: UnsafeMutablePointer<Int>?
    /// The plain-data core of each animation.
    private(set) var cores: UnsafeMutablePointer<PlanCore>?
    /// The callback progress of each animation.
    private(set) var progress: UnsafeMutablePointer<Progress>?
    /// The values then key times of every inlinable keyframe animation, back to back, so that
    /// evaluating one does not chase pointers to scattered arrays.
    private(set) var keyframeData: UnsafeMutablePointer<Double>?
    /// The number of doubles in ``keyframeData``.
    private var keyframeDataCount = 0

    /// Releases the current contents and stores the committed animations of `animations`.
    mutating func replace(with animations: [StoredAnimation]) {
        release()
        let live = animations.filter(\.isCommitted)
        guard !live.isEmpty else { return }
        let keyPaths = UnsafeMutablePointer<Int>.allocate(capacity: live.count)
        let cores = UnsafeMutablePointer<PlanCore>.allocate(capacity: live.count)
        let progress = UnsafeMutablePointer<Progress>.allocate(capacity: live.count)
        let inlineCount = live.reduce(0) { total, stored in
            let core = stored.plan.core
            guard core.shape == .keyframe, core.keyframesInlinable else { return total }
            return total + Int(core.keyframeValueCount) + Int(core.keyframeTimeCount)
        }
        let keyframeData = inlineCount > 0 ? UnsafeMutablePointer<Double>.allocate(capacity: inlineCount) : nil
        var nextOffset = 0
        for (position, stored) in live.enumerated() {
            var core = stored.plan.core
            if let keyframeData, core.shape == .keyframe, core.keyframesInlinable, let keyframes = stored.plan.keyframes {
                core.keyframeOffset = Int32(nextOffset)
                (keyframeData + nextOffset).initialize(from: keyframes.values, count: keyframes.values.count)
                nextOffset += keyframes.values.count
                (keyframeData + nextOffset).initialize(from: keyframes.keyTimes, count: keyframes.keyTimes.count)
                nextOffset += keyframes.keyTimes.count
            }
            (keyPaths + position).initialize(to: core.shape == .group ? LayerRecord.groupKeyPath : core.keyPath)
            (cores + position).initialize(to: core)
            (progress + position).initialize(to: Progress(started: stored.hasStarted, completed: stored.hasCompleted))
        }
        self.keyPaths = keyPaths
        self.cores = cores
        self.progress = progress
        self.keyframeData = keyframeData
        keyframeDataCount = inlineCount
        count = live.count
    }

    /// Frees the memory; the table is empty afterwards.
    mutating func release() {
        keyPaths?.deinitialize(count: count).deallocate()
        cores?.deinitialize(count: count).deallocate()
        progress?.deinitialize(count: count).deallocate()
        keyframeData?.deinitialize(count: keyframeDataCount).deallocate()
        keyframeData = nil
        keyframeDataCount = 0
        keyPaths = nil
        cores = nil
        progress = nil
        count = 0
    }
}
