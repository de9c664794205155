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
    /// The one block holding every column; all of them are plain data.
    private var block: UnsafeMutableRawPointer?

    /// Releases the current contents and stores the committed animations of `animations`.
    ///
    /// All columns share one allocation, key paths first, so that one layer's evaluation reads
    /// one stretch of memory.
    mutating func replace(with animations: [StoredAnimation]) {
        release()
        let live = animations.filter(\.isCommitted)
        guard !live.isEmpty else { return }
        let inlineCount = live.reduce(0) { total, stored in
            let core = stored.plan.core
            guard core.shape == .keyframe, core.keyframesInlinable else { return total }
            return total + Int(core.keyframeValueCount) + Int(core.keyframeTimeCount)
        }
        let n = live.count
        let coresStart = Self.aligned(MemoryLayout<Int>.stride * n, to: MemoryLayout<PlanCore>.alignment)
        let keyframesStart = Self.aligned(
            coresStart + MemoryLayout<PlanCore>.stride * n, to: MemoryLayout<Double>.alignment)
        let progressStart = Self.aligned(
            keyframesStart + MemoryLayout<Double>.stride * inlineCount, to: MemoryLayout<Progress>.alignment)
        let byteCount = progressStart + MemoryLayout<Progress>.stride * n
        let alignment = max(
            MemoryLayout<Int>.alignment, MemoryLayout<PlanCore>.alignment, MemoryLayout<Double>.alignment)
        let block = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment)
        let keyPaths = block.bindMemory(to: Int.self, capacity: n)
        let cores = (block + coresStart).bindMemory(to: PlanCore.self, capacity: n)
        let keyframeData =
            inlineCount > 0 ? (block + keyframesStart).bindMemory(to: Double.self, capacity: inlineCount) : nil
        let progress = (block + progressStart).bindMemory(to: Progress.self, capacity: n)
        var nextOffset = 0
        for (position, stored) in live.enumerated() {
            var core = stored.plan.core
            if let keyframeData, core.shape == .keyframe, core.keyframesInlinable, let keyframes = stored.plan.keyframes
            {
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
        self.block = block
        self.keyPaths = keyPaths
        self.cores = cores
        self.progress = progress
        self.keyframeData = keyframeData
        count = n
    }

    /// Frees the memory; the table is empty afterwards.
    mutating func release() {
        block?.deallocate()  // every column is plain data: nothing to deinitialize
        block = nil
        keyframeData = nil
        keyPaths = nil
        cores = nil
        progress = nil
        count = 0
    }

    /// `offset` rounded up to a multiple of `alignment`.
    private static func aligned(_ offset: Int, to alignment: Int) -> Int {
        (offset + alignment - 1) / alignment * alignment
    }
}
