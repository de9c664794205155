import MediaTiming

extension ReferenceEngine {
    /// Maps `time` from `source`'s local time space to `destination`'s; `nil` is media time.
    ///
    /// The path goes up from `source` to the lowest common ancestor, inverting each link with
    /// `tp = (t − o)/s + b`, then down to `destination` applying `t = (tp − b)·s + o`. Two layers
    /// in different trees meet in media time. Inverting through speed 0 gives the IEEE result (±∞
    /// or NaN), which then propagates. A foreign handle is read as `nil` (media time).
    public func convertTime(_ time: Double, from source: ReferenceLayer?, to destination: ReferenceLayer?) -> Double {
        var from = source.flatMap { index(of: $0) }
        var to = destination.flatMap { index(of: $0) }
        if configuration.has(.convertTimeInverted) { swap(&from, &to) }
        let upward = ancestry(of: from)
        let downward = ancestry(of: to)
        let common = Set(upward).intersection(downward)
        var result = time
        for layer in upward {
            if common.contains(layer) { break }
            result = LayerClock.parentTime(layers[layer].timing, localTime: result, configuration: configuration)
        }
        for layer in downward.reversed() where !common.contains(layer) {
            result = LayerClock.localTime(layers[layer].timing, parentTime: result, configuration: configuration)
        }
        return result
    }

    /// The layer at `index` followed by its ancestors up to the root; empty for media time.
    func ancestry(of index: Int?) -> [Int] {
        var chain: [Int] = []
        var current = index
        while let layer = current {
            chain.append(layer)
            current = layers[layer].parent
        }
        return chain
    }
}
