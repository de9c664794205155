import CoreAnimationFacade

/// What a layer had before `pauseTime()` froze it: what
/// `resumeTime(from:)` gives back.
public struct CALayerPauseState: Equatable, Sendable {
    /// The layer's speed before the pause: the speed it resumes at.
    public var speed: Float
    /// The layer's timeOffset before the pause.
    public var timeOffset: CFTimeInterval
    /// The layer's beginTime before the pause.
    public var beginTime: CFTimeInterval

    /// Creates a state.
    public init(speed: Float, timeOffset: CFTimeInterval, beginTime: CFTimeInterval) {
        self.speed = speed
        self.timeOffset = timeOffset
        self.beginTime = beginTime
    }
}

// App code, written against Core Animation's own API: it compiles against the facade on Linux
// and against QuartzCore on Apple platforms. It follows Technical Q&A QA1673's recipe (freeze by
// speed 0 and a timeOffset at the layer's time now; resume by a beginTime that makes up for the
// time spent paused) and keeps what QA1673's snippet drops: the layer's own speed and timeOffset,
// which a layer that ran at another speed, or with an offset, needs back.
extension CALayer {
    /// Freezes the layer's local time where it is now (QA1673's pause) and returns what
    /// ``resumeTime(from:)`` needs to continue from there.
    public func pauseTime() -> CALayerPauseState {
        let state = CALayerPauseState(speed: speed, timeOffset: timeOffset, beginTime: beginTime)
        // Read before speed changes: with speed already 0 the conversion would answer the old offset.
        let pausedTime = convertTime(CACurrentMediaTime(), from: nil)
        speed = 0
        timeOffset = pausedTime
        return state
    }

    /// Lets the layer's local time run again from where it is frozen (QA1673's resume), at the
    /// speed and with the offset it had before ``pauseTime()``.
    ///
    /// The frozen time is read now from `timeOffset`, so a layer scrubbed while paused resumes
    /// from the scrubbed time.
    public func resumeTime(from state: CALayerPauseState) {
        let pausedTime = timeOffset
        guard state.speed != 0 else {
            // It was frozen before the pause: it stays frozen, at the time it shows now.
            beginTime = state.beginTime
            return
        }
        // QA1673's step: with speed 1 and no offset or begin, the layer's time is its parent's.
        speed = 1
        timeOffset = 0
        beginTime = 0
        let parentTime = convertTime(CACurrentMediaTime(), from: nil)
        // Local time at parentTime must be pausedTime: (parentTime − b)·s + o = pausedTime.
        let timeSincePause = (pausedTime - state.timeOffset) / CFTimeInterval(state.speed)
        speed = state.speed
        timeOffset = state.timeOffset
        beginTime = parentTime - timeSincePause
    }
}
