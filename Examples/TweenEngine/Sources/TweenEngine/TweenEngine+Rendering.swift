import MediaTiming

extension TweenEngine {
    /// One delegate callback due in a frame.
    private struct Callback {
        enum Kind { case start, stop(finished: Bool) }
        /// When it happened, in media time, clamped into the frame.
        var time: Double
        /// Stops of removed tweens happened before anything timed in this frame.
        var wasRemoval: Bool
        var serial: Int
        var kind: Kind
        var animation: Animation
    }

    /// Moves the clock to `time`, then tells delegates what happened since the last frame and
    /// drops the tweens that finished with `isRemovedOnCompletion`.
    ///
    /// Callbacks go out in time order (removals first, then starts and stops by the media time
    /// they fell on, ties by the order the tweens were added), after the engine's own state is
    /// updated, so a delegate may call back into the engine.
    ///
    /// - Throws: ``TimingEngineError/invalidTime(_:)`` when `time` is not finite or goes back.
    public func render(atMediaTime time: Double) throws(TimingEngineError) {
        guard time.isFinite else { throw .invalidTime("the render time must be finite") }
        guard time >= mediaTime else { throw .invalidTime("the clock cannot go back from \(mediaTime) to \(time)") }
        let frameStart = mediaTime
        mediaTime = time

        var callbacks = removedSinceRender.map {
            Callback(time: frameStart, wasRemoval: true, serial: $0.serial, kind: .stop(finished: false), animation: $0.animation)
        }
        removedSinceRender.removeAll()

        for index in nodes.indices {
            let now = localTime(of: index)
            var kept: [Tween] = []
            for var tween in nodes[index].tweens {
                defer { kept.append(tween) }
                guard tween.isCommitted, !tween.hasStopped else { continue }
                let phase = tween.phase(atNodeTime: now)
                if phase == .before { continue }
                let timing = tween.animation.timing
                func frameTime(ofNodeTime nodeTime: Double) -> Double {
                    let converted = convertTime(nodeTime, from: Layer(index: index), to: nil)
                    return converted.isNaN ? time : min(max(converted, frameStart), time)
                }
                if !tween.hasStarted {
                    tween.hasStarted = true
                    callbacks.append(Callback(
                        time: frameTime(ofNodeTime: timing.beginTime), wasRemoval: false,
                        serial: tween.serial, kind: .start, animation: tween.animation))
                }
                if phase == .after {
                    tween.hasStopped = true
                    callbacks.append(Callback(
                        time: frameTime(ofNodeTime: timing.beginTime + tween.activeDuration / timing.speed),
                        wasRemoval: false, serial: tween.serial, kind: .stop(finished: true), animation: tween.animation))
                }
            }
            nodes[index].tweens = kept.filter { !($0.hasStopped && $0.animation.isRemovedOnCompletion) }
        }

        // A stable sort keeps each tween's start ahead of its stop when both fall on one instant.
        let ordered = callbacks.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.wasRemoval != y.wasRemoval { return x.wasRemoval }
            if x.time != y.time { return x.time < y.time }
            if x.serial != y.serial { return x.serial < y.serial }
            return a.offset < b.offset
        }
        for callback in ordered.map(\.element) {
            switch callback.kind {
            case .start: callback.animation.delegate?.animationDidStart(callback.animation)
            case .stop(let finished): callback.animation.delegate?.animationDidStop(callback.animation, finished: finished)
            }
        }
    }
}
