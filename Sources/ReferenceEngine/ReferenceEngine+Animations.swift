import MediaTiming

extension ReferenceEngine {
    /// Adds a copy of `animation` under `key`; it takes effect at the next ``commit()``.
    ///
    /// An animation already under `key` is removed and hears `animationDidStop(finished: false)` at
    /// the next render; the new copy goes to the end of the application order, or takes the old
    /// one's place under ``TimingProfile/ReplacementOrder/keepPosition``. A duration of 0 or less
    /// becomes ``transactionAnimationDuration``.
    ///
    /// - Throws: ``TimingEngineError/invalidAnimation(_:)`` for a description that breaks a rule of
    ///   ``Animation/validate()``, ``TimingEngineError/unknownLayer`` for a foreign handle; nothing
    ///   changes then.
    public func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer) throws(TimingEngineError) {
        guard let layerIndex = index(of: layer) else { throw .unknownLayer }
        try animation.validate()
        var copy = animation
        if copy.timing.duration <= 0 && !configuration.has(.zeroDurationNotDefaulted) {
            copy.timing.duration = transactionDuration
        }
        if configuration.has(.beginTimeStampedAtAdd), copy.timing.beginTime == 0 {
            copy.timing.beginTime = localTime(ofLayer: layerIndex, atMediaTime: mediaTime)
        }
        let plan = AnimationPlan(
            copy, configuration: configuration, transactionDuration: transactionDuration, intern: intern)
        let serial = nextSerial
        nextSerial += 1
        // The transaction group of an enclosing block takes in its nested transactions' adds.
        openCompletion?.copies.insert(serial)
        for level in enclosingTransactions.indices { enclosingTransactions[level].completion?.copies.insert(serial) }
        var stored = StoredAnimation(key: key, animation: copy, plan: plan, serial: serial)
        if configuration.has(.storedCopyNotStamped) { stored.original = animation }
        if configuration.has(.didStartAtAdd) { stored.hasStarted = true }
        if configuration.has(.addTakesEffectBeforeCommit) {
            stored.isCommitted = true
            stored.committedAt = mediaTime
        }
        if configuration.has(.didStartAtAdd), animation.delegate != nil {
            queuedEvents.append(
                CallbackEvent(
                    time: mediaTime, serial: serial, layerIndex: layerIndex, kind: .start, finished: false,
                    animation: copy))
        }

        var keptPosition: Int?
        if !configuration.has(.sameKeyKeepsBoth),
            let existing = layers[layerIndex].animations.firstIndex(where: { $0.key == key })
        {
            remove(at: existing, ofLayer: layerIndex)
            if profile.replacementOrder == .keepPosition { keptPosition = existing }
        }
        let position = keptPosition ?? layers[layerIndex].animations.count
        layers[layerIndex].animations.insert(stored, at: position)
        pendingAdds.append((layerIndex, serial))
        refreshLivePlans(ofLayer: layerIndex)
    }

    /// Removes the animation under `key`; a key that is not there, or a foreign handle, is ignored.
    public func removeAnimation(forKey key: String, from layer: ReferenceLayer) {
        guard let layerIndex = index(of: layer),
            let position = layers[layerIndex].animations.firstIndex(where: { $0.key == key })
        else { return }
        remove(at: position, ofLayer: layerIndex)
        refreshLivePlans(ofLayer: layerIndex)
    }

    /// Removes every animation of `layer` (not of its sublayers); a foreign handle is ignored.
    public func removeAllAnimations(from layer: ReferenceLayer) {
        guard let layerIndex = index(of: layer) else { return }
        while !layers[layerIndex].animations.isEmpty {
            remove(at: 0, ofLayer: layerIndex)
        }
        refreshLivePlans(ofLayer: layerIndex)
    }

    /// The keys of the layer's animations in application order, pending adds included.
    public func animationKeys(of layer: ReferenceLayer) -> [String] {
        guard let layerIndex = index(of: layer) else { return [] }
        return layers[layerIndex].animations.map(\.key)
    }

    /// The stored copy under `key`: defaulted duration, and the stamped begin time once committed.
    public func animation(forKey key: String, of layer: ReferenceLayer) -> Animation? {
        guard let layerIndex = index(of: layer),
            let stored = layers[layerIndex].animations.first(where: { $0.key == key })
        else { return nil }
        return stored.original ?? stored.animation
    }

    /// Removes the copy at `position` and schedules its stop for the next render.
    ///
    /// A copy that already heard its stop hears nothing more. Otherwise `finished` tells whether
    /// its active duration had completed: true only for a retained copy under the `atRemoval`
    /// reading.
    func remove(at position: Int, ofLayer layerIndex: Int) {
        let stored = layers[layerIndex].animations.remove(at: position)
        if !configuration.has(.completionBlockIgnoresRemovals) { noteStopped(stored.serial) }
        guard !stored.hasStopped, stored.animation.delegate != nil,
            !configuration.has(.didStopNotOnRemoval)
        else { return }
        let finished = stored.hasCompleted || configuration.has(.finishedTrueOnRemoval)
        queuedEvents.append(
            CallbackEvent(
                time: mediaTime, serial: stored.serial, layerIndex: layerIndex, kind: .stop, finished: finished,
                animation: stored.animation))
    }
}
