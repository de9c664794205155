import MediaTiming

extension TweenEngine {
    /// The value the node shows under `keyPath` now: its stored value, then each committed tween
    /// of that key path in order, a plain tween replacing the value so far and an additive one
    /// adding to it.
    public func presentationValue(forKeyPath keyPath: String, of layer: Layer) -> Double {
        guard nodes.indices.contains(layer.index) else { return 0 }
        let node = nodes[layer.index]
        let model = node.properties[keyPath] ?? 0
        let now = localTime(of: layer.index)
        var value = model
        for tween in node.tweens where tween.isCommitted && tween.animation.keyPath == keyPath {
            guard let progress = tween.progress(atNodeTime: now) else { continue }
            let (start, end) = tween.endpoints(model: model)
            let own = start + (end - start) * progress
            value = tween.animation.isAdditive ? value + own : own
        }
        return value
    }
}
