import MediaTiming

extension TweenEngine {
    /// The local time of node `index` at media time `time` (default: now): each clock on the way
    /// down from the root applies `t = (tp − beginTime) · speed + timeOffset`.
    func localTime(of index: Int, atMediaTime time: Double? = nil) -> Double {
        chain(of: index).reduce(time ?? mediaTime) { t, node in
            nodes[node].timing.localTime(fromParentTime: t)
        }
    }

    /// Maps `time` from `source`'s local time to `destination`'s; `nil` is media time.
    ///
    /// The path always goes through media time: up from `source` undoing each clock, then down to
    /// `destination` applying each clock. Undoing a clock with speed 0 divides by 0, so the answer
    /// is then an infinity or NaN, as the contract says.
    public func convertTime(_ time: Double, from source: Layer?, to destination: Layer?) -> Double {
        var t = time
        if let source, nodes.indices.contains(source.index) {
            for node in chain(of: source.index).reversed() {
                t = nodes[node].timing.parentTime(fromLocalTime: t)
            }
        }
        if let destination, nodes.indices.contains(destination.index) {
            t = localTime(of: destination.index, atMediaTime: t)
        }
        return t
    }
}
