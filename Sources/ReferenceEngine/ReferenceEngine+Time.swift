import MediaTiming

extension ReferenceEngine {
    /// Maps `time` from `source`'s local time space to `destination`'s; `nil` is media time.
    ///
    /// The path goes up from `source` to the lowest common ancestor, inverting each link with
    /// `tp = (t − o)/s + b`, then down to `destination` applying `t = (tp − b)·s + o`. Two layers
    /// in different trees meet in media time. Inverting through speed 0 gives the IEEE result (±∞
    /// or NaN), which then propagates. A foreign handle is read as `nil` (media time).
    ///
    /// - Complexity: O(depth), with no allocation: it runs once per layer per observed step, from
    ///   several threads at once, so it must not touch shared runtime caches.
    public func convertTime(_ time: Double, from source: ReferenceLayer?, to destination: ReferenceLayer?) -> Double {
        var from = source.flatMap { index(of: $0) }
        var to = destination.flatMap { index(of: $0) }
        if configuration.has(.convertTimeInverted) { swap(&from, &to) }
        var up = from
        var across = to
        var upDepth = depth(of: from)
        var acrossDepth = depth(of: to)
        var result = time
        while upDepth > acrossDepth, let layer = up {
            result = LayerClock.parentTime(layers[layer].timing, localTime: result, configuration: configuration)
            up = layers[layer].parent
            upDepth -= 1
        }
        while acrossDepth > upDepth, let layer = across {
            across = layers[layer].parent
            acrossDepth -= 1
        }
        while up != across, let layer = up, let other = across {
            result = LayerClock.parentTime(layers[layer].timing, localTime: result, configuration: configuration)
            up = layers[layer].parent
            across = layers[other].parent
        }
        return descend(to: to, from: up, time: result)
    }

    /// Maps a time of `ancestor`'s space (`nil`: media time) down to `layer`'s, applying each link
    /// from the top; recursion keeps the path on the stack.
    private func descend(to layer: Int?, from ancestor: Int?, time: Double) -> Double {
        guard let layer, layer != ancestor else { return time }
        let parentTime = descend(to: layers[layer].parent, from: ancestor, time: time)
        return LayerClock.localTime(layers[layer].timing, parentTime: parentTime, configuration: configuration)
    }

    /// How many layers lie on the chain from `index` up to its root; 0 for media time.
    func depth(of index: Int?) -> Int {
        var count = 0
        var current = index
        while let layer = current {
            count += 1
            current = layers[layer].parent
        }
        return count
    }
}
