import MediaTiming

extension TimingEngine {
    /// The parent's time of `layer` at the engine's media time: media time for a root.
    ///
    /// Mapping down from media time is finite even through paused ancestors.
    @inlinable internal func _parentTime(of layer: Layer) -> Double {
        guard let parent = superlayer(of: layer) else { return mediaTime }
        return convertTime(mediaTime, from: nil, to: parent)
    }

    /// The local time of `layer` at the engine's media time.
    @inlinable internal func _localTime(of layer: Layer) -> Double {
        timing(of: layer).localTime(fromParentTime: _parentTime(of: layer))
    }

    /// Whether `copy`, a committed copy on `layer`, has completed its active period at the
    /// layer's time now (SEMANTICS §3.3, with the engine's reading of the open points): never with
    /// speed 0 or an endless period; an end within rounding counts (§3.4).
    @inlinable internal func _hasCompleted(_ copy: Animation, on layer: Layer) -> Bool {
        let timing = copy.timing
        let total = timing.activeDuration(profile: profile)
        guard timing.speed != 0, total.isFinite else { return false }
        return (_localTime(of: layer) - timing.beginTime) * abs(timing.speed) >= total - 1e-9 * max(1, total)
    }

    /// Sets `timing` on `layer`, refusing non-finite results before the engine sees them.
    @inlinable internal func _setTiming(_ timing: LayerTiming, of layer: Layer, _ what: String) throws(TechniqueError) {
        guard timing.isFinite else { throw .nonFiniteTiming("\(what) computed \(timing)") }
        do {
            try setTiming(timing, of: layer)
        } catch {
            throw .engine(error)
        }
    }

    /// `layer` and every layer below it, in pre-order, each once.
    ///
    /// An engine that lists a layer among its own descendants (a cycle) gets each layer visited
    /// once rather than a walk that never ends.
    @inlinable internal func _layerSubtree(of layer: Layer) -> [Layer] {
        var result: [Layer] = []
        var seen: Set<Layer> = []
        var stack = [layer]
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            stack.append(contentsOf: sublayers(of: next).reversed())
        }
        return result
    }
}
