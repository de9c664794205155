extension Animation {
    /// Checks the rules every engine applies before adding an animation.
    ///
    /// Core Animation has a rule for most odd descriptions, and those are not errors: a duration
    /// of 0 or less takes the transaction's default; from, to and by all `nil` animate nothing
    /// visible; an empty keyframe list animates nothing; key times of the wrong count or out of
    /// order are ignored. What remains has no rule and is refused: NaN anywhere, a non-finite
    /// begin time, time offset, speed or duration, a negative or NaN repeat count or repeat
    /// duration, spring physics that cannot oscillate (mass or stiffness ≤ 0, damping < 0), and
    /// the same rules for every child of a group.
    ///
    /// - Throws: ``TimingEngineError/invalidAnimation(_:)`` naming the first rule broken.
    public func validate() throws(TimingEngineError) {
        try Self.validate(timing)
        switch kind {
        case .basic(let values):
            try Self.validate(values)
        case .keyframe(let keyframes):
            if keyframes.values.contains(where: { !$0.isFinite }) {
                throw .invalidAnimation("keyframe values must be finite")
            }
            if let times = keyframes.keyTimes, times.contains(where: \.isNaN) {
                throw .invalidAnimation("keyTimes must not be NaN")
            }
        case .group(let children):
            for child in children { try child.validate() }
        case .spring(let spring):
            try Self.validate(spring.endpoints)
            guard spring.mass > 0, spring.mass.isFinite else {
                throw .invalidAnimation("spring mass must be a finite number > 0")
            }
            guard spring.stiffness > 0, spring.stiffness.isFinite else {
                throw .invalidAnimation("spring stiffness must be a finite number > 0")
            }
            guard spring.damping >= 0, spring.damping.isFinite else {
                throw .invalidAnimation("spring damping must be a finite number ≥ 0")
            }
            guard spring.initialVelocity.isFinite else {
                throw .invalidAnimation("spring initialVelocity must be finite")
            }
        }
    }

    private static func validate(_ timing: AnimationTiming) throws(TimingEngineError) {
        guard timing.beginTime.isFinite else { throw .invalidAnimation("beginTime must be finite") }
        guard timing.timeOffset.isFinite else { throw .invalidAnimation("timeOffset must be finite") }
        guard timing.speed.isFinite else { throw .invalidAnimation("speed must be finite") }
        guard timing.duration.isFinite else { throw .invalidAnimation("duration must be finite") }
        guard !timing.repeatCount.isNaN, timing.repeatCount >= 0 else {
            throw .invalidAnimation("repeatCount must be ≥ 0")
        }
        guard !timing.repeatDuration.isNaN, timing.repeatDuration >= 0 else {
            throw .invalidAnimation("repeatDuration must be ≥ 0")
        }
    }

    private static func validate(_ values: BasicValues) throws(TimingEngineError) {
        for value in [values.from, values.to, values.by] {
            if let value, !value.isFinite { throw .invalidAnimation("from, to and by must be finite") }
        }
    }
}
