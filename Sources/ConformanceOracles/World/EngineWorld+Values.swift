import MediaTiming

extension EngineWorld {
    /// `convertTime(time, from: nil, to: view's layer)`: rule 1's linear map down the chain
    /// (§1.1, §1.4; `convertTime` never wraps, §1.3); NaN for a view that does not exist.
    package func localTime(of view: Int, atMediaTime time: Double) -> Double {
        guard layers.indices.contains(view) else { return .nan }
        return chain(view).reduce(time) { layers[$1].timing.localTime(fromParentTime: $0) }
    }

    /// `convertTime(time, from: nil, to: view's superlayer)`, or `time` for a root layer.
    package func parentTime(of view: Int, atMediaTime time: Double) -> Double {
        guard let parent = parent(of: view) else { return time }
        return localTime(of: parent, atMediaTime: time)
    }

    /// `convertTime(time, from: nil, to: view's layer)` as predicted: media time needs no
    /// inverse, so only a view that does not exist is unknown.
    package func predictedLocalTime(of view: Int, atMediaTime time: Double) -> Double? {
        predictedConvertTime(time, from: nil, to: view)
    }

    /// `convertTime(time, from: source, to: destination)` (`nil` is media time), or `nil` when
    /// the way up from `source` passes a speed of 0, whose answer is open (§1.4, §9), or a view
    /// does not exist.
    ///
    /// The way goes up from `source` to media time, inverting each link, then down to
    /// `destination` (§1.4); an engine may stop at the common ancestor instead, which differs
    /// only through a speed of 0 above it, already unknown here.
    package func predictedConvertTime(_ time: Double, from source: Int?, to destination: Int?) -> Double? {
        var media = time
        if let source {
            guard layers.indices.contains(source) else { return nil }
            for index in chain(source).reversed() {
                let timing = layers[index].timing
                guard timing.speed != 0 else { return nil }
                media = timing.parentTime(fromLocalTime: media)
            }
        }
        guard let destination else { return media }
        guard layers.indices.contains(destination) else { return nil }
        return localTime(of: destination, atMediaTime: media)
    }

    /// The time the view's layer gives its animations at media time `time`, through every
    /// bounded layer on the way (§1.3); `nil` when a layer on the way has no time then.
    package func contentTime(of view: Int, atMediaTime time: Double) -> Double? {
        chain(view).reduce(Optional(time)) { parentTime, index in
            parentTime.flatMap {
                ValueOracle.layerContentTime(layers[index].timing, parentTime: $0, profile: profile)
            }
        }
    }

    /// Whether that time rests on an exact boundary instant of a bounded layer with a negative
    /// speed on the way (§3.6: open).
    package func contentTimeIsOpen(of view: Int, atMediaTime time: Double) -> Bool {
        var parentTime: Double? = time
        for index in chain(view) {
            guard let current = parentTime else { return false }
            let timing = layers[index].timing
            if ValueOracle.layerContentTimeIsOpen(timing, parentTime: current, profile: profile) { return true }
            parentTime = ValueOracle.layerContentTime(timing, parentTime: current, profile: profile)
        }
        return false
    }

    /// Whether every layer from the root down to `view` is unbounded, so the time it gives its
    /// animations is linear in media time: `rate · t + offset`.
    func linearContentTime(of view: Int) -> (rate: Double, offset: Double)? {
        var rate = 1.0
        var offset = 0.0
        for index in chain(view) {
            let timing = layers[index].timing
            guard !timing.hasBoundedDuration else { return nil }
            // t' = (t − b)·s + o, with t = rate·m + offset.
            rate *= timing.speed
            offset = (offset - timing.beginTime) * timing.speed + timing.timeOffset
        }
        return (rate, offset)
    }

    /// The value the layer shows under `keyPath` now (`presentationValue`): its model value with
    /// its committed copies applied in application order (§5.2), or the model value alone when
    /// the layer has no time (§1.3); `nil` when it rests on an open point.
    package func presentationValue(_ keyPath: String, of view: Int) -> Double? {
        guard layers.indices.contains(view) else { return nil }
        guard !valueIsOpen(keyPath, of: view) else { return nil }
        let layer = layers[view]
        let model = layer.modelValues[keyPath] ?? 0
        guard let now = contentTime(of: view, atMediaTime: mediaTime) else { return model }
        return layer.copies.reduce(model) { value, stored in
            guard stored.isCommitted else { return value }
            return ValueOracle.apply(
                stored.copy.animation, atParentTime: now, keyPath: keyPath, to: value, profile: profile)
        }
    }

    /// Whether the value of `keyPath` on `view` now rests on an open point: the layer's time or a
    /// committed copy's is at an exact boundary instant under a negative speed (§3.6), a filled copy
    /// is past its active period before the render that removes it (§4.3), a copy's course is not
    /// predicted, or a copy left at a render that rested on one.
    private func valueIsOpen(_ keyPath: String, of view: Int) -> Bool {
        let layer = layers[view]
        if layer.openPaths.contains(keyPath) || contentTimeIsOpen(of: view, atMediaTime: mediaTime) { return true }
        let now = contentTime(of: view, atMediaTime: mediaTime)
        return layer.copies.contains { stored in
            guard stored.isCommitted, Self.keyPaths(of: stored.copy.animation).contains(keyPath) else { return false }
            if stored.openReason != nil { return true }
            guard let now else { return false }
            // A filled copy past its active period, removed on completion, before the render that
            // removes it: whether its fill shows until then is open (§4.3, not asserted).
            let animation = stored.copy.animation
            if animation.isRemovedOnCompletion, animation.timing.fillMode.fillsForwards,
                ValueOracle.hasEnded(animation.timing, atParentTime: now, profile: profile)
            {
                return true
            }
            return ValueOracle.isAtOpenInstant(
                stored.copy.animation, atParentTime: now, keyPath: keyPath, profile: profile)
                || isNearBoundary(stored.copy.animation, atParentTime: now, keyPath: keyPath)
        }
    }

    /// Whether `animation` at parent time `parentTime` lies within rounding of an edge of its
    /// active period or a turn of its cycles without being on it.
    ///
    /// §3.4 counts such a time as the boundary itself, while ``ValueOracle`` reads it exactly as
    /// given: which side the value shows is then not predicted here.
    func isNearBoundary(_ animation: Animation, atParentTime parentTime: Double, keyPath: String) -> Bool {
        let timing = animation.timing
        guard timing.speed != 0, timing.duration > 0 else { return false }
        let total = ValueOracle.activeDuration(timing, profile: profile)
        let elapsed = (parentTime - timing.beginTime) * abs(timing.speed)
        let local = (parentTime - timing.beginTime) * timing.speed + timing.timeOffset
        let tolerance = Self.boundaryTolerance * Swift.max(1, abs(local), abs(elapsed))
        func near(_ value: Double, _ edge: Double) -> Bool { value != edge && abs(value - edge) <= tolerance }
        if near(elapsed, 0) || total.isFinite && near(elapsed, total) { return true }
        let cycle = timing.autoreverses ? 2 * timing.duration : timing.duration
        for period in [cycle, timing.duration, total] where period.isFinite && period > 0 {
            let remainder = local - (local / period).rounded() * period
            if near(remainder, 0) { return true }
        }
        guard case .group(let children) = animation.kind,
            let position = ValueOracle.position(timing, atParentTime: parentTime, profile: profile)
        else { return false }
        let groupTime =
            animation.timingFunction.map { ValueOracle.ease($0, position.leg / timing.duration) * timing.duration }
            ?? position.leg
        return children.contains { isNearBoundary($0, atParentTime: groupTime, keyPath: keyPath) }
    }

    /// Every key path an animation or its children animate.
    package static func keyPaths(of animation: Animation) -> Set<String> {
        var paths: Set<String> = animation.keyPath.map { [$0] } ?? []
        for child in animation.children { paths.formUnion(keyPaths(of: child)) }
        return paths
    }
}
