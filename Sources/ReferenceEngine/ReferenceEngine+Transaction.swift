import MediaTiming

extension ReferenceEngine {
    /// Opens a transaction nested in the open one: it starts with the open one's animation
    /// duration and no completion block; the open one's block goes on collecting the copies
    /// added inside (they are added by its transaction group).
    public func beginTransaction() throws(TimingEngineError) {
        enclosingTransactions.append(EnclosingTransaction(duration: transactionDuration, completion: openCompletion))
        openCompletion = nil
    }

    /// Commits the open transaction now when no nested transaction is open; inside one, marks the
    /// commit for the moment the last nested transaction commits (`CATransaction.flush()`:
    /// "Delays the commit until any nested explicit transactions have completed").
    @discardableResult public func flush() -> Bool {
        guard enclosingTransactions.isEmpty else {
            flushWhenUnnested = true
            return false
        }
        commit()
        return true
    }

    /// Commits the open transaction: pending copies take effect, and a top-level copy whose begin
    /// time is 0 is stamped with its layer's local time at ``mediaTime``, computed with the layer's
    /// timing as it stands now; ``transactionAnimationDuration`` returns to 0.25.
    ///
    /// A nested transaction's commit applies nothing: its completion block stops collecting, and
    /// the enclosing transaction's duration and block are back.
    public func commit() {
        // A nested commit applies nothing: it returns to the enclosing transaction.
        if let enclosing = enclosingTransactions.popLast() {
            endCompletionBlock()
            transactionDuration = enclosing.duration
            openCompletion = enclosing.completion
            // A flush asked for inside the nested transactions happens once the last of them ends.
            if enclosingTransactions.isEmpty && flushWhenUnnested {
                flushWhenUnnested = false
                commit()
            }
            return
        }
        flushWhenUnnested = false
        let adds = pendingAdds
        pendingAdds.removeAll()
        var touchedLayers: Set<Int> = []
        for (layerIndex, serial) in adds {
            guard let position = layers[layerIndex].animations.firstIndex(where: { $0.serial == serial }) else {
                continue  // removed before the commit
            }
            var stored = layers[layerIndex].animations[position]
            guard !stored.isCommitted || configuration.has(.addTakesEffectBeforeCommit) else { continue }
            if stored.animation.timing.beginTime == 0 && !configuration.has(.beginTimeStampedAtAdd) {
                let layerTime = localTime(ofLayer: layerIndex, atMediaTime: mediaTime)
                // An inactive bounded layer has no time of its own; its linear time stands in.
                let stamp =
                    configuration.has(.beginTimeStampedWithMediaTime)
                    ? mediaTime
                    : layerTime.isNaN ? linearLocalTime(ofLayer: layerIndex, atMediaTime: mediaTime) : layerTime
                stored.animation.timing.beginTime = stamp
                stored.plan = AnimationPlan(stored.plan, beginTime: stamp)
            }
            stored.isCommitted = true
            stored.committedAt = mediaTime
            layers[layerIndex].animations[position] = stored
            touchedLayers.insert(layerIndex)
        }
        for layerIndex in touchedLayers.sorted() { refreshLivePlans(ofLayer: layerIndex) }
        transactionDuration = Self.defaultTransactionDuration
        endCompletionBlock()
    }

    /// Moves the clock to `time` and delivers every callback due up to it, in time order.
    ///
    /// The engine first brings its state up to `time` (starts, completions, removals on
    /// completion), then calls the delegates, so a delegate may call back into the engine; what
    /// it adds takes effect at the next commit. A transition's time is the media time at which it
    /// happened inside the rendered interval (a stop caused by a removal happened at the media time
    /// of the removal); ties go by application order (the order of the adds, across layers), then
    /// layer creation order, then a copy's start before its stop.
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
        timeGeneration &+= 1
        var events = queuedEvents
        queuedEvents.removeAll()
        for layerIndex in layers.indices where !layers[layerIndex].animations.isEmpty {
            advance(layerIndex, from: previous, to: time, events: &events)
        }
        let ordered = CallbackScheduler.deliveryOrder(
            events, reversed: configuration.has(.callbacksOutOfOrder),
            latestFirst: profile.simultaneousCallbackOrder == .reverseApplicationOrder)
        CallbackScheduler.deliver(ordered)
        runFinishedCompletionBlocks()
    }

    /// Brings one layer's copies up to `time`, collecting their callbacks.
    private func advance(_ layerIndex: Int, from previous: Double, to time: Double, events: inout [CallbackEvent]) {
        let localNow = currentLocalTime(ofLayer: layerIndex)
        // An inactive bounded layer holds its animations where they were: nothing starts or ends.
        guard !localNow.isNaN, needsAdvance(layerIndex, localNow: localNow) else { return }
        var localBefore = localTime(ofLayer: layerIndex, atMediaTime: previous)
        if localBefore.isNaN { localBefore = localNow }
        defer { refreshLivePlans(ofLayer: layerIndex) }
        var position = 0
        while position < layers[layerIndex].animations.count {
            defer { position += 1 }
            let clock = layers[layerIndex].animations[position].plan.core.clock
            var phase = clock.phase(atParentTime: localNow)
            if phase != .after, configuration.has(.speedZeroCompletes),
                localBefore == localNow || clock.speed == 0,
                time - layers[layerIndex].animations[position].committedAt >= clock.activeDuration
            {
                phase = .after
            }
            let settled =
                layers[layerIndex].animations[position].hasStarted
                && (phase != .after || layers[layerIndex].animations[position].hasCompleted)
            // The late-removal fault removes a completed copy at the render after its completion,
            // so that copy is not settled yet (a fault only: a correct engine removes it at once).
            let removalDueLate =
                configuration.has(.removalOnCompletionLate) && phase == .after
                && layers[layerIndex].animations[position].hasCompleted
                && layers[layerIndex].animations[position].animation.isRemovedOnCompletion
            if settled && !removalDueLate || phase == .before && !configuration.has(.removalOnCompletionLate) {
                continue
            }
            var stored = layers[layerIndex].animations[position]
            guard stored.isCommitted else { continue }
            let hasDelegate = stored.animation.delegate != nil
            func event(_ kind: CallbackEvent.Kind, at eventTime: Double, finished: Bool = false) {
                guard hasDelegate else { return }
                events.append(
                    CallbackEvent(
                        time: eventTime, serial: stored.serial, layerIndex: layerIndex, kind: kind,
                        finished: finished, animation: stored.animation))
            }
            if phase != .before, !stored.hasStarted {
                stored.hasStarted = true
                // Entering the period going forwards crosses its begin; going backwards, its end.
                let forwards = localNow >= localBefore
                let target = clock.speed == 0 ? Double.nan : (forwards ? clock.beginTime : clock.endTime)
                if !configuration.has(.didStartNever) {
                    event(
                        .start,
                        at: CallbackScheduler.crossingTime(
                            target: target, localAtPrevious: localBefore, localAtCurrent: localNow,
                            previous: previous, current: time))
                }
            }
            var removeNow = false
            if phase == .after, !stored.hasCompleted {
                stored.hasCompleted = true
                noteStopped(stored.serial)
                let stopTime = CallbackScheduler.crossingTime(
                    target: clock.endTime, localAtPrevious: localBefore, localAtCurrent: localNow,
                    previous: previous, current: time)
                let removes = stored.animation.isRemovedOnCompletion
                if removes || profile.retainedCompletion == .atEndOfActivePeriod {
                    stored.hasStopped = true
                    event(.stop, at: stopTime, finished: true)
                    if configuration.has(.didStopTwice) { event(.stop, at: stopTime, finished: true) }
                }
                removeNow =
                    removes && !configuration.has(.removalOnCompletionLate)
                    && !configuration.has(.removalOnCompletionNever)
            } else if phase == .after, stored.hasCompleted, stored.animation.isRemovedOnCompletion,
                configuration.has(.removalOnCompletionLate)
            {
                removeNow = true
            }
            if removeNow {
                layers[layerIndex].animations.remove(at: position)
                position -= 1
            } else {
                layers[layerIndex].animations[position] = stored
            }
        }
    }

    /// Whether some committed copy of the layer is due a start, a completion or a removal.
    private func needsAdvance(_ layerIndex: Int, localNow: Double) -> Bool {
        guard configuration.faults.isEmpty else { return true }
        let table = layers[layerIndex].live
        guard let cores = table.cores, let progress = table.progress else { return false }
        for position in 0..<table.count {
            let phase = cores[position].clock.phase(atParentTime: localNow)
            if phase == .before { continue }
            if !progress[position].started || (phase == .after && !progress[position].completed) { return true }
        }
        return false
    }
}
