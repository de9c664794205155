/// Commits and frames: stamping begin times, delivering callbacks, running completion blocks.
extension RenderServer {
    /// Commits the implicit transaction: its copies take effect, a zero begin time stamped with
    /// the layer's time now (SEMANTICS §2.5), and its completion block stops collecting.
    func commit() {
        flushWhenUnnested = false
        for copy in uncommitted {
            guard let state = copy.stored, !state.hasStopped else { continue }
            if copy.beginTime == 0 { copy.beginTime = state.layer.localTime(atMediaTime: mediaTime) }
            state.isCommitted = true
            running.append(copy)
        }
        uncommitted = []
        if let block = levels[0].block { endedBlocks.append(block) }
        levels = [Level()]
    }

    /// Shows the frame at `time`: every start and stop due since the last frame, in the order
    /// they fell due (ties in application order, a start before its stop), then the completion
    /// blocks whose copies have all stopped. An earlier or non-finite time is ignored.
    public func render(atMediaTime time: CFTimeInterval) {
        guard time.isFinite, time >= mediaTime else { return }
        let previous = mediaTime
        mediaTime = time
        var events = removals.compactMap { copy in
            copy.stored.map { Event(time: previous, serial: $0.serial, isStop: true, finished: false, copy: copy) }
        }
        removals = []
        for copy in running {
            guard let state = copy.stored, !state.hasStopped else { continue }
            let layer = state.layer
            let layerTime = layer.localTime(atMediaTime: time)
            if !state.hasStarted && copy.hasBegun(atLayerTime: layerTime) {
                state.hasStarted = true
                let due = instant(layer, copy.beginTime, between: previous, and: time)
                events.append(Event(time: due, serial: state.serial, isStop: false, finished: false, copy: copy))
            }
            if copy.hasEnded(atLayerTime: layerTime) {
                state.hasStopped = true
                let end = copy.beginTime + copy.activeDuration / Double(abs(copy.speed))
                let due = instant(layer, end, between: previous, and: time)
                events.append(Event(time: due, serial: state.serial, isStop: true, finished: true, copy: copy))
                if copy.isRemovedOnCompletion { layer.animations.removeAll { $0.animation === copy } }
            }
        }
        running.removeAll { $0.stored?.hasStopped ?? true }
        events.sort { ($0.time, $0.serial, $0.isStop ? 1 : 0) < ($1.time, $1.serial, $1.isStop ? 1 : 0) }
        for event in events {
            if event.isStop {
                event.copy.stored?.stopDelivered = true
                event.copy.delegate?.animationDidStop(event.copy, finished: event.finished)
            } else {
                event.copy.delegate?.animationDidStart(event.copy)
            }
        }
        let due = endedBlocks.filter { $0.copies.allSatisfy { $0.stored?.stopDelivered ?? true } }
        endedBlocks.removeAll { block in due.contains { $0 === block } }
        for block in due { block.body() }
    }

    /// A start or stop due in a frame.
    struct Event {
        /// When it fell due, in media time, rounded to 1e-9 s so that one instant reached by two
        /// roundings is one instant.
        let time: Double
        /// The copy's place in application order.
        let serial: Int
        /// Whether it is a stop.
        let isStop: Bool
        /// For a stop, whether the copy completed.
        let finished: Bool
        /// The copy.
        let copy: CAAnimation
    }

    /// The media time at which `layer`'s time reaches `localTime`, kept within the frame
    /// (`previous`…`now`); through a speed of 0 there is none, and the frame's start is taken.
    func instant(_ layer: CALayer, _ localTime: Double, between previous: Double, and now: Double) -> Double {
        let media = layer.mediaTime(atLocalTime: localTime)
        guard media.isFinite else { return previous }
        return (min(max(media, previous), now) * 1e9).rounded() / 1e9
    }
}
