import MediaTiming

extension TweenEngine {
    /// Stores a copy of `animation` under `key`, replacing the tween already there.
    ///
    /// The copy is listed at once but shows nothing until the next ``commit()``. A duration of 0
    /// or less becomes ``transactionAnimationDuration``. A replaced tween hears
    /// `animationDidStop(finished: false)` at the next render.
    ///
    /// - Throws: ``TimingEngineError/invalidAnimation(_:)`` for a description that breaks
    ///   `Animation.validate()`, ``TimingEngineError/unsupported(_:)`` for what a tween engine
    ///   does not do (keyframes, groups, springs, cumulative, a negative speed).
    public func add(_ animation: Animation, forKey key: String, to layer: Layer) throws(TimingEngineError) {
        guard nodes.indices.contains(layer.index) else { throw .unknownLayer }
        try animation.validate()
        guard case .basic = animation.kind else {
            throw .unsupported("only basic from/to/by tweens; no keyframes, groups or springs")
        }
        guard !animation.isCumulative else { throw .unsupported("cumulative tweens") }
        guard animation.timing.speed >= 0 else { throw .unsupported("a negative tween speed") }

        var copy = animation
        if copy.timing.duration <= 0 { copy.timing.duration = transactionAnimationDuration }
        removeAnimation(forKey: key, from: layer)
        nodes[layer.index].tweens.append(Tween(key: key, animation: copy, serial: nextSerial))
        openCompletion?.serials.append(nextSerial)
        nextSerial += 1
    }

    /// Removes the tween under `key`; its delegate hears `didStop(finished: false)` at the next
    /// render unless it already heard its stop.
    public func removeAnimation(forKey key: String, from layer: Layer) {
        guard nodes.indices.contains(layer.index),
            let position = nodes[layer.index].tweens.firstIndex(where: { $0.key == key })
        else { return }
        let tween = nodes[layer.index].tweens.remove(at: position)
        if !tween.hasStopped { removedSinceRender.append(tween) }
    }

    /// Removes every tween of `layer` (its children keep theirs).
    public func removeAllAnimations(from layer: Layer) {
        for key in animationKeys(of: layer) { removeAnimation(forKey: key, from: layer) }
    }

    /// The keys of the node's tweens in the order they apply.
    public func animationKeys(of layer: Layer) -> [String] {
        guard nodes.indices.contains(layer.index) else { return [] }
        return nodes[layer.index].tweens.map(\.key)
    }

    /// The stored copy under `key`, with its stamped begin time once committed.
    public func animation(forKey key: String, of layer: Layer) -> Animation? {
        guard nodes.indices.contains(layer.index) else { return nil }
        return nodes[layer.index].tweens.first { $0.key == key }?.animation
    }

    /// Installs every tween added since the last commit.
    ///
    /// A tween whose begin time is 0 starts now: its begin time becomes its node's local time at
    /// ``mediaTime``, read with the node clocks as they are in this very commit.
    public func commit() {
        for index in nodes.indices {
            let now = localTime(of: index)
            for position in nodes[index].tweens.indices where !nodes[index].tweens[position].isCommitted {
                nodes[index].tweens[position].isCommitted = true
                if nodes[index].tweens[position].animation.timing.beginTime == 0 {
                    nodes[index].tweens[position].animation.timing.beginTime = now
                }
            }
        }
        transactionAnimationDuration = 0.25
        endCompletionBlock()
    }
}
