import MediaTiming

extension TweenEngine {
    /// One delegate callback due in a frame.
    private struct Callback {
        enum Kind {
            case start
            case stop(finished: Bool)
        }
        /// When it happened, in media time, clamped into the frame.
        var time: Double
        var serial: Int
        var kind: Kind
        var animation: Animation
    }

    /// Moves the clock to `time`, then tells delegates what happened since the last frame and
    /// drops the tweens that finished with `isRemovedOnCompletion`.
    ///
    /// Callbacks go out in time order: by the media time they fell on (a removal counts as
    /// happening at the previous frame), ties by the order the tweens were added. They go out
    /// after the engine's own state is updated, so a delegate may call back into the engine.
    ///
    /// - Throws: ``TimingEngineError/invalidTime(_:)`` when `time` is not finite or goes back.
    public func render(atMediaTime time: Double) throws(TimingEngineError) {
        guard time.isFinite else { throw .invalidTime("the render time must be finite") }
        guard time >= mediaTime else { throw .invalidTime("the clock cannot go back from \(mediaTime) to \(time)") }
        let frameStart = mediaTime
        mediaTime = time

        var callbacks = removedSinceRender.map {
            Callback(time: frameStart, serial: $0.serial, kind: .stop(finished: false), animation: $0.animation)
        }
        removedSinceRender.removeAll()

        for index in nodes.indices {
            let now = localTime(of: index)
            for position in nodes[index].tweens.indices {
                // A copy, because advancing reads the node clocks (`nodes`) while it works.
                var tween = nodes[index].tweens[position]
                callbacks += advance(&tween, onNode: index, toNodeTime: now, frame: frameStart...time)
                nodes[index].tweens[position] = tween
            }
            nodes[index].tweens.removeAll { $0.hasStopped && $0.animation.isRemovedOnCompletion }
        }

        for callback in Self.inTimeOrder(callbacks) {
            switch callback.kind {
            case .start: callback.animation.delegate?.animationDidStart(callback.animation)
            case .stop(let finished):
                callback.animation.delegate?.animationDidStop(callback.animation, finished: finished)
            }
        }
        runFinishedCompletionBlocks()
    }

    /// Marks what `tween` went through up to `nodeTime` and returns the callbacks that it owes,
    /// each stamped with the media time it fell on, clamped into `frame`.
    private func advance(
        _ tween: inout Tween, onNode index: Int, toNodeTime nodeTime: Double, frame: ClosedRange<Double>
    ) -> [Callback] {
        guard tween.isCommitted, !tween.hasStopped else { return [] }
        let phase = tween.phase(atNodeTime: nodeTime)
        guard phase != .before else { return [] }
        func mediaTime(ofNodeTime nodeTime: Double) -> Double {
            // Through a paused clock the answer is NaN or infinite. A frozen clock cannot cross
            // anything during the frame, so what it shows now was already so when the frame began.
            let converted = convertTime(nodeTime, from: Layer(index: index), to: nil)
            return converted.isNaN ? frame.lowerBound : converted.clamped(to: frame)
        }
        let timing = tween.animation.timing
        var callbacks: [Callback] = []
        if !tween.hasStarted {
            tween.hasStarted = true
            callbacks.append(
                Callback(
                    time: mediaTime(ofNodeTime: timing.beginTime), serial: tween.serial, kind: .start,
                    animation: tween.animation))
        }
        if phase == .after {
            tween.hasStopped = true
            callbacks.append(
                Callback(
                    time: mediaTime(ofNodeTime: timing.beginTime + tween.activeDuration / timing.speed),
                    serial: tween.serial, kind: .stop(finished: true), animation: tween.animation))
        }
        return callbacks
    }

    /// `callbacks` sorted by time, where times closer than ``timeTolerance`` count as one instant
    /// (two clocks reaching the same moment rarely agree to the last bit); callbacks of one
    /// instant go by the order their tweens were added, a tween's start ahead of its stop.
    private static func inTimeOrder(_ callbacks: [Callback]) -> [Callback] {
        let byTime = callbacks.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        var ordered: [Callback] = []
        var instant: [(offset: Int, element: Callback)] = []
        func flush() {
            ordered += instant.sorted { ($0.element.serial, $0.offset) < ($1.element.serial, $1.offset) }.map(\.element)
            instant.removeAll()
        }
        for entry in byTime {
            if let first = instant.first, entry.element.time - first.element.time > timeTolerance { flush() }
            instant.append(entry)
        }
        flush()
        return ordered
    }
}

extension Double {
    /// The value moved into `range`.
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
