import MediaTiming
import Scripts

extension TechniqueWorld {
    /// A pauser's pause (SEMANTICS §8.1, `LayerPauser`'s `correct` recipe): remember the layer's
    /// speed and timeOffset, then speed 0 and timeOffset := its local time now; its beginTime
    /// stays. A layer this pauser paused (recorded, speed still 0) is left alone.
    ///
    /// Worked: a root layer of speed 1, beginTime 0, paused at media time 2 → speed 0, timeOffset 2.
    static func pause<E: WorldEngine>(_ view: Int, records: inout [Int: PauseRecord], engine: inout E)
        -> TechniqueCall
    {
        var timing = engine.timing(of: view)
        if records[view] != nil && timing.speed == 0 { return .unchanged }
        let record = PauseRecord(speed: timing.speed, timeOffset: timing.timeOffset)
        timing.timeOffset = localTime(view, engine)
        timing.speed = 0
        let call = setTiming(timing, of: view, engine: &engine)
        if call == .changed { records[view] = record }
        return call
    }

    /// A pauser's resume: the recorded speed and timeOffset come back, and the beginTime that
    /// continues local time from the frozen value (read now from the layer's timeOffset, so a
    /// scrub while paused resumes from there), in the parent's time:
    ///
    ///     b′ = tp − (t_frozen − o) / s        ((tp − b′)·s + o = t_frozen)
    ///
    /// A layer that was frozen before the pause (recorded speed 0) stays frozen at the same local
    /// time. A layer not paused by this pauser, or running again, is left alone and its record
    /// dropped; a refused timing leaves it paused.
    ///
    /// Worked: paused at timeOffset 2 with o = 0, s = 1, resumed at media time 5 → speed 1,
    /// timeOffset 0, beginTime 5 − (2 − 0)/1 = 3.
    static func resume<E: WorldEngine>(_ view: Int, records: inout [Int: PauseRecord], engine: inout E)
        -> TechniqueCall
    {
        var timing = engine.timing(of: view)
        guard let record = records.removeValue(forKey: view), timing.speed == 0 else { return .unchanged }
        if record.speed != 0 {
            let frozen = timing.timeOffset
            timing.beginTime = parentTime(view, engine) - (frozen - record.timeOffset) / record.speed
            timing.speed = record.speed
            timing.timeOffset = record.timeOffset
        }
        let call = setTiming(timing, of: view, engine: &engine)
        if call != .changed { records[view] = record }
        return call
    }

    /// Whether the user's pauser paused `view` and it is still frozen (`LayerPauser.isPaused`).
    func isPaused<E: WorldEngine>(_ view: Int, engine: E) -> Bool {
        pauser[view] != nil && engine.timing(of: view).speed == 0
    }

    /// A speed change mid-flight (SEMANTICS §8.2, `SpeedChanger`'s `correct` recipe), through the
    /// user's pauser:
    /// - a speed that is not finite is refused, the layer unchanged;
    /// - a layer the pauser paused stays paused and resumes at the new speed;
    /// - a new speed of 0 freezes the layer where it is (timeOffset := local time);
    /// - a frozen layer (speed 0, not paused by the pauser) runs from its frozen time (b′ = tp);
    /// - otherwise local time stays continuous: `b′ = tp − (tp − b)·s_old / s_new`.
    ///
    /// Worked: a child at parent time tp = 6 with b = 2, s_old = 1 (local 4) set to 2 → b′ = 6 − 4/2 = 4,
    /// and (6 − 4)·2 = 4.
    mutating func changeSpeed<E: WorldEngine>(_ speed: Double, of view: Int, engine: inout E) -> TechniqueCall {
        guard speed.isFinite else { return .invalidArgument }
        if isPaused(view, engine: engine) {
            pauser[view]?.speed = speed
            return .changed
        }
        var timing = engine.timing(of: view)
        let parent = Self.parentTime(view, engine)
        if speed == 0 {
            timing.timeOffset = Self.localTime(view, engine)
        } else if timing.speed == 0 {
            timing.beginTime = parent
        } else {
            timing.beginTime = parent - (parent - timing.beginTime) * timing.speed / speed
        }
        timing.speed = speed
        return Self.setTiming(timing, of: view, engine: &engine)
    }
}
