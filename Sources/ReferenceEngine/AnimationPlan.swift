import MediaTiming

/// An animation resolved when it is added: defaulted durations, its clock, and its interpolation.
///
/// Building the plan once keeps presentation evaluation free of validation and allocation.
struct AnimationPlan: Sendable {
    /// What the plan interpolates.
    enum Content: Sendable {
        /// from, to and by.
        case basic(BasicValues)
        /// Values at key times.
        case keyframe(KeyframePlan)
        /// Children in the group's time, clipped to its duration.
        case group([AnimationPlan])
        /// A damped oscillator between the endpoints.
        case spring(BasicValues, SpringOscillator)
    }

    /// The animated key path; `nil` animates nothing.
    var keyPath: String?
    /// What is interpolated.
    var content: Content
    /// The timing of the animation.
    var clock: AnimationClock
    /// The pacing of each cycle.
    var timingFunction: TimingFunction?
    /// Whether the value adds to the value so far.
    var isAdditive: Bool
    /// Whether each cycle builds on the previous one.
    var isCumulative: Bool
    /// Whether some key path of this plan or its children is `keyPath`; speeds up composition.
    var keyPaths: Set<String>

    /// Resolves `animation`, whose own duration has already been defaulted.
    ///
    /// - Parameter transactionDuration: the duration a group child without one takes under the
    ///   `transactionDefault` profile reading.
    init(_ animation: Animation, configuration: EngineConfiguration, transactionDuration: Double) {
        keyPath = animation.keyPath
        clock = AnimationClock(animation.timing, configuration: configuration)
        timingFunction = animation.timingFunction
        isAdditive = animation.isAdditive
        isCumulative = animation.isCumulative
        switch animation.kind {
        case .basic(let values):
            content = .basic(values)
        case .keyframe(let keyframes):
            content = .keyframe(KeyframePlan(keyframes, ignoreKeyTimes: configuration.has(.keyTimesIgnored)))
        case .spring(let spring):
            content = .spring(spring.endpoints, SpringOscillator(spring))
        case .group(let children):
            let groupDuration = animation.timing.duration
            content = .group(children.map { child in
                var child = child
                if child.timing.duration <= 0 {
                    switch configuration.profile.groupChildDefaultDuration {
                    case .groupDuration: child.timing.duration = groupDuration
                    case .transactionDefault: child.timing.duration = transactionDuration
                    }
                }
                return AnimationPlan(child, configuration: configuration, transactionDuration: transactionDuration)
            })
        }
        var paths: Set<String> = []
        if let keyPath { paths.insert(keyPath) }
        if case .group(let children) = content {
            for child in children { paths.formUnion(child.keyPaths) }
        }
        keyPaths = paths
    }
}
