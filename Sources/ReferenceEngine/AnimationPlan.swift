import MediaTiming

/// The plain-data part of a resolved animation: everything a basic or spring animation needs.
///
/// It holds no references, so evaluating it from a contiguous array costs no reference counting
/// and reads memory in order; keyframe lists and group children live in ``AnimationPlan``.
struct PlanCore: Sendable {
    /// What kind of animation the core belongs to.
    enum Shape: UInt8, Sendable {
        /// from, to and by.
        case basic
        /// Values at key times (see ``AnimationPlan/keyframes``).
        case keyframe
        /// Children in the group's time (see ``AnimationPlan/children``).
        case group
        /// A damped oscillator between the endpoints.
        case spring
    }

    /// The interned animated key path; ``AnimationPlan/noKeyPath`` animates nothing.
    var keyPath: Int
    /// The kind of animation.
    var shape: Shape
    /// The timing of the animation.
    var clock: AnimationClock
    /// The pacing of each cycle.
    var timingFunction: TimingFunction?
    /// Whether the value adds to the value so far.
    var isAdditive: Bool
    /// Whether each cycle builds on the previous one.
    var isCumulative: Bool
    /// from, to and by of a basic animation, or a spring's endpoints.
    var values: BasicValues
    /// A spring's physics; unused by other kinds.
    var oscillator: SpringOscillator
    /// Where a keyframe animation's values and key times start in its layer's inline keyframe
    /// storage, or -1 when they are read from ``AnimationPlan/keyframes``.
    var keyframeOffset: Int32 = -1
    /// The number of keyframe values.
    var keyframeValueCount: Int32 = 0
    /// The number of key times (one more than values in discrete mode).
    var keyframeTimeCount: Int32 = 0
    /// Whether keyframes are held (discrete mode).
    var isDiscrete = false
    /// Whether keyframe segments are Catmull-Rom curves.
    var isCubic = false
    /// Whether those curves are cubic-paced, which the profile shapes apart from cubic ones.
    var isCubicPaced = false
    /// Whether the keyframes can be copied inline: they have no per-segment timing functions.
    var keyframesInlinable = false
}

/// An animation resolved when it is added: defaulted durations, its clock, and its interpolation.
///
/// Building the plan once keeps presentation evaluation free of validation and allocation; it is
/// immutable, so the commit's stamp makes a new one. Key paths are interned as integers.
final class AnimationPlan: Sendable {
    /// The plain-data part.
    let core: PlanCore
    /// The resolved keyframes of a keyframe animation.
    let keyframes: KeyframePlan?
    /// The children of a group, with their durations resolved.
    let children: [AnimationPlan]
    /// The interned key paths of this plan and its children; lets composition skip unrelated groups.
    let keyPaths: Set<Int>

    /// The interned value of a missing key path.
    static let noKeyPath = -1

    /// The oscillator of plans that are not springs.
    private static let unusedOscillator = SpringOscillator(SpringValues(endpoints: BasicValues()))

    /// Resolves `animation`, whose own duration has already been defaulted.
    ///
    /// - Parameters:
    ///   - transactionDuration: the duration a group child without one takes under the
    ///     `transactionDefault` profile reading.
    ///   - intern: gives the integer of a key path string.
    init(
        _ animation: Animation, configuration: EngineConfiguration, transactionDuration: Double,
        intern: (String) -> Int
    ) {
        let keyPath = animation.keyPath.map(intern) ?? Self.noKeyPath
        var core = PlanCore(
            keyPath: keyPath, shape: .basic, clock: AnimationClock(animation.timing, configuration: configuration),
            timingFunction: animation.timingFunction, isAdditive: animation.isAdditive,
            isCumulative: animation.isCumulative, values: BasicValues(), oscillator: Self.unusedOscillator)
        var keyframes: KeyframePlan?
        var children: [AnimationPlan] = []
        switch animation.kind {
        case .basic(let values):
            core.values = values
        case .keyframe(let values):
            core.shape = .keyframe
            let plan = KeyframePlan(
                values, ignoreKeyTimes: configuration.has(.keyTimesIgnored), profile: configuration.profile)
            core.keyframeValueCount = Int32(clamping: plan.values.count)
            core.keyframeTimeCount = Int32(clamping: plan.keyTimes.count)
            core.isDiscrete = plan.isDiscrete
            core.isCubic = plan.isCubic
            core.isCubicPaced = values.calculationMode == .cubicPaced
            core.keyframesInlinable = plan.segmentFunctions.isEmpty
            keyframes = plan
        case .spring(let spring):
            core.shape = .spring
            core.values = spring.endpoints
            core.oscillator = SpringOscillator(spring, profile: configuration.profile)
        case .group(let members):
            core.shape = .group
            let groupDuration = animation.timing.duration
            children = members.map { child in
                var child = child
                if child.timing.duration <= 0 {
                    switch configuration.profile.groupChildDefaultDuration {
                    case .groupDuration: child.timing.duration = groupDuration
                    case .transactionDefault: child.timing.duration = transactionDuration
                    }
                }
                return AnimationPlan(
                    child, configuration: configuration, transactionDuration: transactionDuration, intern: intern)
            }
        }
        var paths: Set<Int> = []
        if keyPath != Self.noKeyPath { paths.insert(keyPath) }
        for child in children { paths.formUnion(child.keyPaths) }
        self.core = core
        self.keyframes = keyframes
        self.children = children
        self.keyPaths = paths
    }

    /// A copy of `other` whose top-level begin time is `beginTime`: the commit's stamp.
    init(_ other: AnimationPlan, beginTime: Double) {
        var core = other.core
        core.clock.beginTime = beginTime
        self.core = core
        keyframes = other.keyframes
        children = other.children
        keyPaths = other.keyPaths
    }
}
