import MediaTiming

extension ReferenceEngine {
    /// The layer's own timing; the identity timing for a foreign handle.
    public func timing(of layer: ReferenceLayer) -> LayerTiming {
        guard let index = index(of: layer) else { return .identity }
        return layers[index].timing
    }

    /// Replaces the layer's timing; it applies at once, and the next commit stamps with it.
    ///
    /// - Throws: ``TimingEngineError/invalidTiming(_:)`` for a NaN or infinite property,
    ///   ``TimingEngineError/unknownLayer`` for a foreign handle; the layer keeps its timing.
    public func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
        guard let index = index(of: layer) else { throw .unknownLayer }
        guard timing.beginTime.isFinite else { throw .invalidTiming("beginTime must be finite") }
        guard timing.speed.isFinite else { throw .invalidTiming("speed must be finite") }
        guard timing.timeOffset.isFinite else { throw .invalidTiming("timeOffset must be finite") }
        guard timing.isFinite else {
            throw .invalidTiming("duration, repeatCount and repeatDuration must be numbers ≥ 0")
        }
        layers[index].timing = timing
        timeGeneration &+= 1
    }

    /// The model value under `keyPath`, or 0 when none was set or the handle is foreign.
    public func modelValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
        guard let index = index(of: layer) else { return 0 }
        guard let id = keyPathIDs[keyPath] else { return 0 }
        return layers[index].modelValues[id] ?? 0
    }

    /// Stores a model value under `keyPath`.
    ///
    /// - Throws: ``TimingEngineError/invalidValue(_:)`` for a NaN value or an empty key path,
    ///   ``TimingEngineError/unknownLayer`` for a foreign handle.
    public func setModelValue(
        _ value: Double, forKeyPath keyPath: String, of layer: ReferenceLayer
    ) throws(TimingEngineError) {
        guard let index = index(of: layer) else { throw .unknownLayer }
        guard !keyPath.isEmpty else { throw .invalidValue("the key path is empty") }
        guard !value.isNaN else { throw .invalidValue("NaN cannot be stored under \(keyPath)") }
        layers[index].modelValues[intern(keyPath)] = value
    }

    /// The time the layer at `index` gives its animations when media time is `time`: rule 1
    /// composed from the root, wrapped and filled by every bounded layer on the way; NaN while a
    /// bounded layer on the way is outside its active period with no fill.
    func localTime(ofLayer index: Int, atMediaTime time: Double) -> Double {
        let parentTime: Double
        if let parent = layers[index].parent {
            parentTime =
                configuration.has(.childIgnoresParentSpeed)
                ? localTimeIgnoringSpeed(ofLayer: parent, atMediaTime: time)
                : localTime(ofLayer: parent, atMediaTime: time)
        } else {
            parentTime = time
        }
        return LayerClock.effectiveTime(layers[index].timing, parentTime: parentTime, configuration: configuration)
    }

    /// The local time of the layer at `index` at ``mediaTime``, cached until the next change.
    @inline(__always)
    func currentLocalTime(ofLayer index: Int) -> Double {
        if cachedGeneration[index] == timeGeneration { return cachedLocalTime[index] }
        let time: Double
        if configuration.faults.isEmpty, let parent = layers[index].parent {
            time = LayerClock.effectiveTime(
                layers[index].timing, parentTime: currentLocalTime(ofLayer: parent), configuration: configuration)
        } else {
            time = localTime(ofLayer: index, atMediaTime: mediaTime)
        }
        cachedLocalTime[index] = time
        cachedGeneration[index] = timeGeneration
        return time
    }

    /// The layer's linear local time (rule 1 down the chain, nothing wrapped), as convertTime maps it.
    func linearLocalTime(ofLayer index: Int, atMediaTime time: Double) -> Double {
        let parentTime = layers[index].parent.map { linearLocalTime(ofLayer: $0, atMediaTime: time) } ?? time
        return LayerClock.localTime(layers[index].timing, parentTime: parentTime, configuration: configuration)
    }

    /// The local time of a layer whose ancestors' speeds are taken as 1 (a fault only).
    private func localTimeIgnoringSpeed(ofLayer index: Int, atMediaTime time: Double) -> Double {
        let record = layers[index]
        let parentTime = record.parent.map { localTimeIgnoringSpeed(ofLayer: $0, atMediaTime: time) } ?? time
        return LayerClock.localTime(
            LayerClock.ignoringSpeed(record.timing), parentTime: parentTime, configuration: configuration)
    }
}
