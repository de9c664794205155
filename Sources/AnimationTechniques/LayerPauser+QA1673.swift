import MediaTiming

extension LayerPauser {
    /// QA1673's pause: `pausedTime = convertTime(now, from: nil); speed = 0; timeOffset = pausedTime`.
    @inlinable func pauseAsPublished(_ layer: Engine.Layer) throws(TechniqueError) -> Bool {
        let pausedTime = engine.convertTime(engine.mediaTime, from: nil, to: layer)
        var timing = engine.timing(of: layer)
        timing.speed = 0
        timing.timeOffset = pausedTime
        try engine._setTiming(timing, of: layer, "QA1673 pause")
        return true
    }

    /// The speed article's pause: `speed = 0; timeOffset = convertTime(now, from: nil)`, one
    /// assignment at a time, so the conversion already sees speed 0.
    @inlinable func pauseSpeedFirst(_ layer: Engine.Layer) throws(TechniqueError) -> Bool {
        var timing = engine.timing(of: layer)
        timing.speed = 0
        try engine._setTiming(timing, of: layer, "speed-first pause")
        timing.timeOffset = engine.convertTime(engine.mediaTime, from: nil, to: layer)
        try engine._setTiming(timing, of: layer, "speed-first pause")
        return true
    }

    /// QA1673's resume, one assignment at a time so the conversion sees the reset timing:
    /// `speed = 1; timeOffset = 0; beginTime = 0; beginTime = convertTime(now, from: nil) − pausedTime`.
    @inlinable func resumeAsPublished(_ layer: Engine.Layer) throws(TechniqueError) -> Bool {
        let before = engine.timing(of: layer)
        let pausedTime = before.timeOffset
        try engine._setTiming(before.retimed(beginTime: 0, speed: 1, timeOffset: 0), of: layer, "QA1673 resume")
        let timeSincePause = engine.convertTime(engine.mediaTime, from: nil, to: layer) - pausedTime
        let resumed = before.retimed(beginTime: timeSincePause, speed: 1, timeOffset: 0)
        do {
            try engine._setTiming(resumed, of: layer, "QA1673 resume")
        } catch {
            try? engine.setTiming(before, of: layer)
            throw error
        }
        return true
    }
}
