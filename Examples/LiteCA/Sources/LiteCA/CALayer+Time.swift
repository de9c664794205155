/// The layer's time: SEMANTICS §1, `t = (tp − b) · s + o` down the tree from media time.
extension CALayer {
    /// The layer's local time when media time is `mediaTime`.
    func localTime(atMediaTime mediaTime: Double) -> Double {
        fromParent(superlayer?.localTime(atMediaTime: mediaTime) ?? mediaTime)
    }

    /// The media time at which the layer's local time is `time` (not finite through a speed of 0).
    func mediaTime(atLocalTime time: Double) -> Double {
        let parent = toParent(time)
        return superlayer?.mediaTime(atLocalTime: parent) ?? parent
    }

    /// Rule 1: the layer's time for its parent's `time`.
    func fromParent(_ time: Double) -> Double { (time - beginTime) * Double(speed) + timeOffset }

    /// Rule 1 inverted: the parent's time for the layer's `time`.
    func toParent(_ time: Double) -> Double { (time - timeOffset) / Double(speed) + beginTime }

    /// The layer and its ancestors, nearest first.
    var lineage: [CALayer] {
        var chain: [CALayer] = [self]
        while let next = chain.last?.superlayer { chain.append(next) }
        return chain
    }

    /// Maps `time` from `layer`'s time (media time for nil) to this layer's, through the nearest
    /// common ancestor: never up through a link the two share.
    public func convertTime(_ time: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let down = lineage
        var time = time
        var up = layer
        while let current = up, !down.contains(where: { $0 === current }) {
            time = current.toParent(time)
            up = current.superlayer
        }
        let path = up.map { ancestor in down.prefix { $0 !== ancestor } } ?? down[...]
        return path.reversed().reduce(time) { $1.fromParent($0) }
    }

    /// Maps `time` from this layer's time to `layer`'s (media time for nil).
    public func convertTime(_ time: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        guard let layer else { return mediaTime(atLocalTime: time) }
        return layer.convertTime(time, from: self)
    }
}
