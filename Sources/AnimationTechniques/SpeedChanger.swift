import MediaTiming

/// Changes a layer's speed mid-flight without a jump in its local time.
///
/// The ``SpeedChangeVariant/correct`` variant keeps the layer's local time continuous at the
/// moment of the change by moving its beginTime in the parent's time space:
///
///     b′ = tp − (tp − b)·s_old / s_new    (local time at tp: (tp − b′)·s_new + o = (tp − b)·s_old + o)
///
/// Since every sublayer's and animation's time derives from the layer's local time, no
/// presentation value below it jumps. A layer paused by the given ``LayerPauser`` stays paused
/// and resumes at the new speed. A new speed of 0 freezes the layer where it is (timeOffset :=
/// local time). A frozen layer (speed 0, not paused by the pauser) starts running from its
/// frozen time.
public struct SpeedChanger<Engine: TimingEngine> {
    /// The engine whose layers change speed.
    public let engine: Engine
    /// The recipe used.
    public let variant: SpeedChangeVariant
    /// The pauser whose paused layers keep the new speed for their resume, if any.
    public let pauser: LayerPauser<Engine>?
    /// Faults planted for the conformance suite's mutation tests; empty in every real use.
    public var _faults: _TechniqueFault = []

    /// Creates a speed changer; pass the pauser used on the same layers, if any.
    @inlinable public init(engine: Engine, variant: SpeedChangeVariant = .correct, pauser: LayerPauser<Engine>? = nil) {
        self.engine = engine
        self.variant = variant
        self.pauser = pauser
    }

    /// Sets `layer`'s speed to `speed` at the engine's media time.
    ///
    /// - Throws: ``TechniqueError/invalidArgument(_:)`` for a non-finite speed, or another
    ///   ``TechniqueError`` when the computed timing is unusable; the layer is unchanged then.
    @inlinable public func setSpeed(_ speed: Double, of layer: Engine.Layer) throws(TechniqueError) {
        guard speed.isFinite else { throw .invalidArgument("speed \(speed) is not finite") }
        switch variant {
        case .correct: try setSpeedCorrectly(speed, of: layer)
        case .mediaTimeBeginTime: try setSpeedAsPublished(speed, of: layer)
        }
    }

    @inlinable internal func setSpeedCorrectly(_ speed: Double, of layer: Engine.Layer) throws(TechniqueError) {
        if let pauser, pauser.isPaused(layer) {
            if _faults.contains(.pausedSpeedChangeForgotten) { return }
            if !_faults.contains(.pausedSpeedChangeUnpauses), pauser.setResumeSpeed(speed, of: layer) { return }
        }
        let timing = engine.timing(of: layer)
        let parentTime =
            _faults.contains(.speedChangeIgnoresParentTime) ? engine.mediaTime : engine._parentTime(of: layer)
        var changed: LayerTiming
        if speed == 0 {
            let local =
                _faults.contains(.speedZeroKeepsOffset)
                ? timing.timeOffset : timing.localTime(fromParentTime: parentTime)
            changed = timing.retimed(beginTime: timing.beginTime, speed: 0, timeOffset: local)
        } else {
            var beginTime = parentTime - (parentTime - timing.beginTime) * timing.speed / speed
            if _faults.contains(.speedChangeFromZeroKeepsBegin) && timing.speed == 0 { beginTime = timing.beginTime }
            changed = timing.retimed(
                beginTime: beginTime, speed: speed,
                timeOffset: _faults.contains(.speedChangeDropsTimeOffset) ? 0 : timing.timeOffset)
        }
        if _faults.contains(.speedChangeResetsLayerDuration) {
            changed = LayerTiming(beginTime: changed.beginTime, speed: changed.speed, timeOffset: changed.timeOffset)
        }
        try engine._setTiming(changed, of: layer, "speed change")
    }

    /// The published recipe: `timeOffset = convertTime(now, from: nil); beginTime = now; speed = s`.
    @inlinable internal func setSpeedAsPublished(_ speed: Double, of layer: Engine.Layer) throws(TechniqueError) {
        let local = engine.convertTime(engine.mediaTime, from: nil, to: layer)
        let changed = engine.timing(of: layer).retimed(beginTime: engine.mediaTime, speed: speed, timeOffset: local)
        try engine._setTiming(changed, of: layer, "speed change (media-time beginTime)")
    }
}
