import MediaTiming

extension ReferenceEngine {
    /// Commits the open transaction: pending copies take effect, and a top-level copy whose begin
    /// time is 0 is stamped with its layer's local time at ``mediaTime``, computed with the layer's
    /// timing as it stands now; ``transactionAnimationDuration`` returns to 0.25.
    public func commit() {
        let adds = pendingAdds
        pendingAdds.removeAll()
        for (layerIndex, serial) in adds {
            guard let position = layers[layerIndex].animations.firstIndex(where: { $0.serial == serial }) else {
                continue  // removed before the commit
            }
            var stored = layers[layerIndex].animations[position]
            guard !stored.isCommitted || configuration.has(.addTakesEffectBeforeCommit) else { continue }
            if stored.animation.timing.beginTime == 0 && !configuration.has(.beginTimeStampedAtAdd) {
                let stamp = configuration.has(.beginTimeStampedWithMediaTime)
                    ? mediaTime : localTime(ofLayer: layerIndex, atMediaTime: mediaTime)
                stored.animation.timing.beginTime = stamp
                stored.plan.clock.beginTime = stamp
            }
            stored.isCommitted = true
            stored.committedAt = mediaTime
            layers[layerIndex].animations[position] = stored
        }
        transactionDuration = Self.defaultTransactionDuration
    }

    /// Moves the clock to `time` and delivers every callback due up to it, in time order.
    ///
    /// The engine first brings its state up to `time` (starts, completions, removals on
    /// completion), then calls the delegates, so a delegate may call back into the engine; what
    /// it adds takes effect at the next commit. A transition's time is the media time at which it
    /// happened inside the rendered interval; ties go by application order, then layer creation
    /// order, then a copy's start before its stop.
    ///
    /// - Throws: ``TimingEngineError/invalidTime(_:)`` when `time` is not finite or is earlier
    ///   than ``mediaTime``; nothing changes then.
    public func render(atMediaTime time: Double) throws(TimingEngineError) {
        guard time.isFinite else { throw .invalidTime("render time \(time) is not finite") }
        guard time >= mediaTime else {
            throw .invalidTime("render time \(time) is earlier than the media time \(mediaTime)")
        }
        let previous = mediaTime
        mediaTime = time
        var events = queuedEvents
        queuedEvents.removeAll()
        for layerIndex in layers.indices where !layers[layerIndex].animations.isEmpty {
            advance(layerIndex, from: previous, to: time, events: &events)
        }
        let ordered = CallbackScheduler.deliveryOrder(events, reversed: configuration.has(.callbacksOutOfOrder))
        CallbackScheduler.deliver(ordered)
    }

    /// Brings one layer's copies up to `time`, collecting their callbacks.
    private func advance(_ layerIndex: Int, from previous: Double, to time: Double, events: inout [CallbackEvent]) {
        let localBefore = localTime(ofLayer: layerIndex, atMediaTime: previous)
        let localNow = localTime(ofLayer: layerIndex, atMediaTime: time)
        var position = 0
        while position < layers[layerIndex].animations.count {
            var stored = layers[layerIndex].animations[position]
            guard stored.isCommitted else { position += 1; continue }
            let clock = stored.plan.clock
            var phase = clock.phase(atParentTime: localNow)
            if phase != .after, configuration.has(.speedZeroCompletes), localBefore == localNow || clock.speed == 0,
               time - stored.committedAt >= clock.activeDuration {
                phase = .after
            }
            let hasDelegate = stored.animation.delegate != nil
            func event(_ kind: CallbackEvent.Kind, at eventTime: Double, finished: Bool = false) {
                guard hasDelegate else { return }
                events.append(CallbackEvent(
                    time: eventTime, serial: stored.serial, layerIndex: layerIndex, kind: kind,
                    finished: finished, animation: stored.animation))
            }
            if phase != .before, !stored.hasStarted {
                stored.hasStarted = true
                let forwards = localNow >= localBefore
                let target = clock.speed == 0 ? Double.nan : (forwards ? clock.beginTime : clock.endTime)
                if !configuration.has(.didStartNever) {
                    event(.start, at: CallbackScheduler.crossingTime(
                        target: target, localAtPrevious: localBefore, localAtCurrent: localNow,
                        previous: previous, current: time))
                }
            }
            var removeNow = false
            if phase == .after, !stored.hasCompleted {
                stored.hasCompleted = true
                let stopTime = CallbackScheduler.crossingTime(
                    target: clock.endTime, localAtPrevious: localBefore, localAtCurrent: localNow,
                    previous: previous, current: time)
                let removes = stored.animation.isRemovedOnCompletion
                if removes || profile.retainedCompletion == .atEndOfActivePeriod {
                    stored.hasStopped = true
                    event(.stop, at: stopTime, finished: true)
                    if configuration.has(.didStopTwice) { event(.stop, at: stopTime, finished: true) }
                }
                removeNow = removes && !configuration.has(.removalOnCompletionLate)
                    && !configuration.has(.removalOnCompletionNever)
            } else if phase == .after, stored.animation.isRemovedOnCompletion,
                      configuration.has(.removalOnCompletionLate) {
                removeNow = true
            }
            if removeNow {
                layers[layerIndex].animations.remove(at: position)
            } else {
                layers[layerIndex].animations[position] = stored
                position += 1
            }
        }
    }
}
