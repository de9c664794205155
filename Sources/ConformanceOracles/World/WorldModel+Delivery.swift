import MediaTiming
import Scripts

extension WorldModel {
    /// What a step run inside a render's delivery (from a delegate callback or a completion block)
    /// changed that reaches the rest of that delivery, whose outcome no document fixes; `nil` when
    /// the rest of the delivery is as the render settled it.
    ///
    /// The contract fixes what such a step does to the engine: a removal takes the copy off at once
    /// and queues its stop for the next render (§6.2, `removeAnimation`), an add waits for a commit
    /// (§2.4), a timing change applies at once (§2.4). It does not fix what the render being
    /// delivered makes of it. So the model follows the step and stops only where the two meet:
    /// - a copy taken off (removed, replaced, stripped) that still has a callback in the delivery,
    ///   that a completion block waits for (the block may run at this render or the next), or
    ///   whose course was not predicted;
    /// - a layer whose time changed (its timing, or its place in the tree) holding a copy that
    ///   still has a callback in the delivery;
    /// - a commit that made copies with a delegate or a block take effect (their start may be
    ///   this render's or the next's), or ended a transaction whose block waits for nothing (it
    ///   runs "at the first render after the transaction ends": this one or the next).
    ///
    /// `before` is the engine's part as it stood before the step.
    func deliveryChange(since before: EngineWorld) -> String? {
        let pending = Set(restOfDelivery.compactMap(\.listener))
        func hasPendingCallback(_ stored: EngineWorld.StoredCopy) -> Bool {
            stored.copy.listener.map(pending.contains) ?? false
        }
        for view in before.layers.indices {
            let kept = engine.layers.indices.contains(view) ? Set(engine.layers[view].copies.map(\.serial)) : []
            for stored in before.layers[view].copies where !kept.contains(stored.serial) {
                let waitedFor = !stored.hasStopped && !(stored.blocks.isEmpty && stored.maybeBlocks.isEmpty)
                if stored.openReason != nil || hasPendingCallback(stored) || waitedFor {
                    return Self.removalReachesTheDelivery
                }
            }
            if before.layers[view].copies.contains(where: hasPendingCallback),
                before.timeChain(of: view) != engine.timeChain(of: view)
            {
                return Self.retimingReachesTheDelivery
            }
        }
        for view in engine.layers.indices {
            let committedBefore =
                before.layers.indices.contains(view)
                ? Set(before.layers[view].copies.filter(\.isCommitted).map(\.serial)) : []
            let newlyCommitted = engine.layers[view].copies.filter {
                $0.isCommitted && !committedBefore.contains($0.serial)
            }
            if newlyCommitted.contains(where: { $0.copy.listener != nil || !($0.blocks + $0.maybeBlocks).isEmpty }) {
                return Self.commitReachesTheDelivery
            }
        }
        let endedBefore = Set(before.blocks.filter(\.hasEnded).map(\.id))
        if engine.blocks.contains(where: { $0.hasEnded && !endedBefore.contains($0.id) && $0.waitsForNothing }) {
            return Self.blockReachesTheDelivery
        }
        return nil
    }

    /// Why the model stopped: a copy taken off that the delivery or a block still waits for.
    static let removalReachesTheDelivery =
        "a callback took off, in the middle of its render's delivery, a copy that delivery or a block still waits for"
    /// Why the model stopped: a layer retimed that the delivery still calls back.
    static let retimingReachesTheDelivery =
        "a callback changed, in the middle of its render's delivery, the time of a layer that delivery still calls back"
    /// Why the model stopped: copies committed whose start or blocks the render may deliver.
    static let commitReachesTheDelivery =
        "a callback committed, in the middle of its render's delivery, copies whose start or blocks that render may deliver"
    /// Why the model stopped: a transaction ended whose block waits for nothing.
    static let blockReachesTheDelivery =
        "a callback ended, in the middle of its render's delivery, a transaction whose block waits for nothing"
}

extension EngineWorld {
    /// The layers from the root down to `view` with their timings: what its time is made of.
    func timeChain(of view: Int) -> [TimeLink] {
        chain(view).map { TimeLink(layer: $0, timing: layers[$0].timing) }
    }

    /// One layer of a ``timeChain(of:)``.
    struct TimeLink: Equatable {
        var layer: Int
        var timing: LayerTiming
    }
}

extension EngineWorld.Block {
    /// Whether it waits for no copy, sure or maybe: it runs at the first render after its
    /// transaction ends.
    var waitsForNothing: Bool { remaining <= 0 && maybeRemaining <= 0 }
}
