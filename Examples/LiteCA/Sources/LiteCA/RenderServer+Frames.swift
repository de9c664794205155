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

    /// Shows the frame at `time`: every start and stop due since the last frame, then the
    /// completion blocks whose copies have all stopped. An earlier or non-finite time is ignored.
    ///
    /// Simplification: a frame's callbacks go in application order (a copy's start before its
    /// stop), not in the order they fell due within the frame, which would take each copy's
    /// instants mapped back to media time.
    public func render(atMediaTime time: CFTimeInterval) {
        guard time.isFinite, time >= mediaTime else { return }
        mediaTime = time
        var events = removals.compactMap { copy in
            copy.stored.map { Event(serial: $0.serial, isStop: true, finished: false, copy: copy) }
        }
        removals = []
        for copy in running {
            guard let state = copy.stored, !state.hasStopped else { continue }
            let layer = state.layer
            let layerTime = layer.localTime(atMediaTime: time)
            if !state.hasStarted && copy.hasBegun(atLayerTime: layerTime) {
                state.hasStarted = true
                events.append(Event(serial: state.serial, isStop: false, finished: false, copy: copy))
            }
            if copy.hasEnded(atLayerTime: layerTime) {
                state.hasStopped = true
                events.append(Event(serial: state.serial, isStop: true, finished: true, copy: copy))
                if copy.isRemovedOnCompletion { layer.animations.removeAll { $0.animation === copy } }
            }
        }
        running.removeAll { $0.stored?.hasStopped ?? true }
        events.sort { ($0.serial, $0.isStop ? 1 : 0) < ($1.serial, $1.isStop ? 1 : 0) }
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
        /// The copy's place in application order.
        let serial: Int
        /// Whether it is a stop.
        let isStop: Bool
        /// For a stop, whether the copy completed.
        let finished: Bool
        /// The copy.
        let copy: CAAnimation
    }
}
