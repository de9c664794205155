import MediaTiming

/// Pauses and resumes the time of a layer tree by freezing a layer's local time (QA1673).
///
/// Pausing sets the layer's speed to 0 and its timeOffset to its local time now, so the layer and
/// everything below it (sublayers and animations, whose times derive from it) stop where they are.
///
/// The ``PauseVariant/correct`` variant remembers the layer's own timing, so resuming brings back
/// its speed and timeOffset and chooses the beginTime that continues local time exactly from the
/// frozen value, using the parent's time (not media time) so nested layers resume correctly:
///
///     b′ = tp − (t_frozen − o) / s        (local time at tp: (tp − b′)·s + o = t_frozen)
///
/// Only those three properties change, as in QA1673: the rest of the layer's timing (duration,
/// repeats, autoreverse, fill) stays as it stands at the resume, so an app's edit of it while the
/// layer was paused is kept, not undone.
///
/// It is idempotent: pausing a layer it paused does nothing, and resuming a layer it did not
/// pause, or one that is running again, does nothing. The frozen value is read at resume from the
/// layer's timeOffset, so moving a paused layer's timeOffset (scrubbing) resumes from there.
/// Pausers compose: a second pauser on a layer the first paused records speed 0 and gives it
/// back unchanged, so the first still resumes correctly.
///
/// ``PauseVariant/qa1673Verbatim`` is Apple's snippet line for line, kept to show its flaw.
public final class LayerPauser<Engine: TimingEngine> {
    /// The engine whose layers are paused.
    public let engine: Engine
    /// The recipe used.
    public let variant: PauseVariant
    /// The timing each paused layer had, with the speed it resumes at.
    @usableFromInline internal var records: [Engine.Layer: LayerTiming] = [:]
    /// Faults planted for the conformance suite's mutation tests; empty in every real use.
    public var _faults: _TechniqueFault = []
    /// How many times each layer was resumed, for ``_TechniqueFault/resumeLosesPausedTimeLater``.
    @usableFromInline internal var resumes: [Engine.Layer: Int] = [:]
    /// The frozen time and the speed of each layer at its pause, for the faults that misread them
    /// (``_TechniqueFault/resumeFromTimeAtPause``, ``_TechniqueFault/resumeBeginUsesSpeedAtPause``).
    @usableFromInline internal var atPause: [Engine.Layer: LayerTiming] = [:]

    /// Creates a pauser over `engine`.
    @inlinable public init(engine: Engine, variant: PauseVariant = .correct) {
        self.engine = engine
        self.variant = variant
    }

    /// Freezes `layer`'s local time at its value now.
    ///
    /// - Returns: whether anything changed; `false` for a layer this pauser already paused.
    /// - Throws: ``TechniqueError`` when the engine refuses the timing; the layer is unchanged.
    @discardableResult
    @inlinable public func pause(_ layer: Engine.Layer) throws(TechniqueError) -> Bool {
        switch variant {
        case .correct: return try pauseCorrectly(layer)
        case .qa1673Verbatim: return try pauseAsPublished(layer)
        case .speedBeforeConversion: return try pauseSpeedFirst(layer)
        }
    }

    /// Lets `layer`'s local time run again from where it is frozen.
    ///
    /// - Returns: whether anything changed; `false` for a layer this pauser did not pause or one
    ///   that is running again (the record is then dropped).
    /// - Throws: ``TechniqueError`` when the computed timing is not finite or the engine refuses
    ///   it; the layer stays paused.
    @discardableResult
    @inlinable public func resume(_ layer: Engine.Layer) throws(TechniqueError) -> Bool {
        switch variant {
        case .correct: return try resumeCorrectly(layer)
        case .qa1673Verbatim, .speedBeforeConversion: return try resumeAsPublished(layer)
        }
    }

    /// Whether `layer` is paused by this pauser (the verbatim variant: whether its speed is 0).
    @inlinable public func isPaused(_ layer: Engine.Layer) -> Bool {
        switch variant {
        case .correct: return records[layer] != nil && engine.timing(of: layer).speed == 0
        case .qa1673Verbatim, .speedBeforeConversion: return engine.timing(of: layer).speed == 0
        }
    }

    /// The speed `layer` will run at after ``resume(_:)``, or `nil` when this pauser has not paused it.
    @inlinable public func resumeSpeed(of layer: Engine.Layer) -> Double? {
        switch variant {
        case .correct: return isPaused(layer) ? records[layer]?.speed : nil
        case .qa1673Verbatim, .speedBeforeConversion: return isPaused(layer) ? 1 : nil
        }
    }

    /// Changes the speed a paused layer resumes at, leaving it paused.
    ///
    /// - Returns: whether the layer is paused by this pauser and now resumes at `speed`; the
    ///   verbatim variant always resumes at 1 and returns `false`.
    @discardableResult
    @inlinable public func setResumeSpeed(_ speed: Double, of layer: Engine.Layer) -> Bool {
        guard variant == .correct, speed.isFinite, isPaused(layer) else { return false }
        records[layer]?.speed = speed
        return true
    }

    @inlinable internal func pauseCorrectly(_ layer: Engine.Layer) throws(TechniqueError) -> Bool {
        if isPaused(layer) {
            if _faults.contains(.repeatedPauseRecordsFrozenTiming) { records[layer] = engine.timing(of: layer) }
            return false
        }
        let timing = engine.timing(of: layer)
        let now =
            _faults.contains(.pauseFreezesParentTime) ? engine._parentTime(of: layer) : engine._localTime(of: layer)
        let frozen = timing.retimed(beginTime: timing.beginTime, speed: 0, timeOffset: now)
        try engine._setTiming(frozen, of: layer, "pause")
        records[layer] = timing
        if !_faults.isEmpty {
            atPause[layer] = timing.retimed(beginTime: timing.beginTime, speed: timing.speed, timeOffset: now)
        }
        return true
    }

    @inlinable internal func resumeCorrectly(_ layer: Engine.Layer) throws(TechniqueError) -> Bool {
        guard let original = records[layer] else { return false }
        let current = engine.timing(of: layer)
        guard current.speed == 0 || _faults.contains(.resumeIgnoresExternalUnpause) else {
            records[layer] = nil
            return false
        }
        var frozenTime = current.timeOffset
        if _faults.contains(.resumeFromTimeAtPause), let paused = atPause[layer] { frozenTime = paused.timeOffset }
        let resumed: LayerTiming
        if original.speed == 0 && _faults.contains(.resumeUnfreezesFrozenLayer) {
            // It was frozen before the pause, but is set running at speed 1 from its frozen time.
            let parentTime = engine._parentTime(of: layer)
            resumed = current.retimed(beginTime: parentTime, speed: 1, timeOffset: frozenTime)
        } else if original.speed == 0 {
            // It was frozen before the pause: give it back frozen at the same local time.
            resumed = current.retimed(beginTime: original.beginTime, speed: 0, timeOffset: frozenTime)
        } else {
            let parentTime = engine._parentTime(of: layer)
            var beginTime = parentTime - (frozenTime - original.timeOffset) / original.speed
            if _faults.contains(.resumeBeginUsesSpeedAtPause), let paused = atPause[layer], paused.speed != 0 {
                beginTime = parentTime - (frozenTime - original.timeOffset) / paused.speed
            }
            if _faults.contains(.resumeLosesPausedTimeLater), resumes[layer, default: 0] > 0 {
                beginTime = original.beginTime
            }
            let offset = _faults.contains(.resumeDropsLayerTimeOffset) ? 0 : original.timeOffset
            // Under a planted fault, the rest of the timing comes back as it was at the pause.
            let kept = _faults.contains(.resumeRestoresTimingAtPause) ? original : current
            resumed = kept.retimed(beginTime: beginTime, speed: original.speed, timeOffset: offset)
        }
        try engine._setTiming(resumed, of: layer, "resume")
        records[layer] = nil
        atPause[layer] = nil
        resumes[layer, default: 0] += 1
        return true
    }
}
