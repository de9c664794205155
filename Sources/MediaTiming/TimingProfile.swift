/// How an engine resolves the points of the timing model that no source settles.
///
/// Each property names one point marked **open** in the project's semantics (its "Open points"
/// section lists them), or, for ``springOverdamping``, a documented default with a documented
/// alternative. The default of each is the stated reading; the alternative is there so an engine
/// that differs can declare it, and so `profile` laws compare it with a reference configured the
/// same way instead of failing it.
public struct TimingProfile: Hashable, Sendable {
    /// Where an animation added under a key that is already in use goes in the application order.
    public enum ReplacementOrder: String, Hashable, Sendable, CaseIterable {
        /// The replacement is appended at the end (the default).
        case moveToEnd
        /// The replacement takes the old animation's place.
        case keepPosition
    }

    /// Whether `autoreverses` doubles a nonzero `repeatDuration`.
    public enum RepeatDurationUnderAutoreverse: String, Hashable, Sendable, CaseIterable {
        /// `repeatDuration` is the active duration as given (the default).
        case notDoubled
        /// `repeatDuration` is doubled like `duration`.
        case doubled
    }

    /// How a local time beyond one cycle is wrapped into a cycle.
    public enum IterationWrap: String, Hashable, Sendable, CaseIterable {
        /// Wrap modulo the active duration first, then modulo the cycle (the default).
        case activeDurationThenCycle
        /// Wrap modulo the cycle only.
        case cycleOnly
    }

    /// When a copy with `isRemovedOnCompletion == false` hears `animationDidStop`.
    public enum RetainedCompletion: String, Hashable, Sendable, CaseIterable {
        /// `didStop(finished: true)` at the end of the active period; nothing on a later removal.
        case atEndOfActivePeriod
        /// Nothing at the end of the active period; `didStop(finished: true)` when it is removed.
        case atRemoval
    }

    /// How a cumulative animation accumulates across iterations.
    public enum CumulativeReading: String, Hashable, Sendable, CaseIterable {
        /// Each iteration adds the end value of the previous iteration (the header's reading).
        case addEndValue
        /// Each iteration adds the change of one iteration, `end − start`.
        case addChange
    }

    /// What a group child with a duration of 0 or less runs for.
    public enum GroupChildDefaultDuration: String, Hashable, Sendable, CaseIterable {
        /// The child takes the group's duration (the default).
        case groupDuration
        /// The child takes the transaction's default duration, 0.25 s.
        case transactionDefault
    }

    /// In which order callbacks that fall on the same instant are delivered (the stops of one
    /// `removeAllAnimations`, the starts of animations committed together).
    public enum SimultaneousCallbackOrder: String, Hashable, Sendable, CaseIterable {
        /// In application order, the order the copies were added, across layers (the default).
        case applicationOrder
        /// In reverse application order, latest added first.
        case reverseApplicationOrder
    }

    /// How a spring whose damping ratio `ζ = c / (2·√(m·k))` exceeds 1 moves.
    public enum SpringOverdamping: String, Hashable, Sendable, CaseIterable {
        /// A ratio above 1 is treated as critically damped, `ζ = 1` (the default:
        /// `CASpringAnimation.allowsOverdamping` and SwiftUI's `allowOverDamping` are false unless set).
        case clampedToCritical
        /// The overdamped closed form, as with `allowsOverdamping` set.
        case overdamped
    }

    /// The missing outer neighbour of the first and last key value of a cubic keyframe curve,
    /// which sets the tangent there.
    public enum CubicEndTangent: String, Hashable, Sendable, CaseIterable {
        /// The end value is its own neighbour: the end tangent is half the end chord (the default).
        case repeatedEndValue
        /// The neighbour is reflected, `2p₀ − p₁`: the end tangent is the whole end chord.
        case reflectedNeighbour
    }

    /// Whether cubic keyframe tangents take uneven key-time spacing into account (the key times
    /// given, for `cubic`; the paced ones, for `cubicPaced`).
    public enum CubicKeyTimeSpacing: String, Hashable, Sendable, CaseIterable {
        /// The tangent leaving key `i` is scaled by `2Δᵢ / (Δᵢ₋₁ + Δᵢ)` and the one arriving at key
        /// `i + 1` by `2Δᵢ / (Δᵢ + Δᵢ₊₁)` (Kochanek–Bartels; the default).
        case spacingAdjusted
        /// Uniform Catmull-Rom tangents whatever the key times, which only place the segments.
        case uniform
    }

    /// How cubic-paced keyframes space their values in time.
    public enum CubicPacedSpacing: String, Hashable, Sendable, CaseIterable {
        /// In proportion to the straight-line distance between consecutive values (the default).
        case linearDistance
        /// In proportion to the arc length of each segment of the uniform Catmull-Rom spline
        /// through the values (its total variation, with this profile's end tangents).
        case splineArcLength
    }

    /// What an object with a speed of 0 shows when its time offset, its frozen local time, falls
    /// exactly on a turn: a multiple of its cycle or the end of its active period.
    public enum FrozenTurn: String, Hashable, Sendable, CaseIterable {
        /// The start of the next cycle, as a turn reads while time moves (the default).
        case nextCycleStart
        /// The end of the cycle it ends, as the last instant of an active period reads.
        case previousCycleEnd
    }

    /// What an additive basic or spring animation with one end missing (from only, to only or by
    /// only) takes for that end.
    public enum AdditiveMissingEnd: String, Hashable, Sendable, CaseIterable {
        /// The value composed so far, as for a non-additive animation (the default).
        case valueSoFar
        /// Zero, the value an additive offset starts from.
        case zero
    }

    /// Where an animation added under a key that is already in use goes.
    public var replacementOrder: ReplacementOrder
    /// Whether `autoreverses` doubles `repeatDuration`.
    public var repeatDurationUnderAutoreverse: RepeatDurationUnderAutoreverse
    /// How a local time is wrapped into a cycle.
    public var iterationWrap: IterationWrap
    /// When a retained copy hears `animationDidStop`.
    public var retainedCompletion: RetainedCompletion
    /// How cumulative animations accumulate.
    public var cumulativeReading: CumulativeReading
    /// What a group child without a duration runs for.
    public var groupChildDefaultDuration: GroupChildDefaultDuration
    /// In which order callbacks of one instant are delivered.
    public var simultaneousCallbackOrder: SimultaneousCallbackOrder
    /// How a spring with a damping ratio above 1 moves.
    public var springOverdamping: SpringOverdamping
    /// The tangent at the first and last key value of a cubic keyframe curve.
    public var cubicEndTangent: CubicEndTangent
    /// Whether `cubic` keyframe tangents follow uneven key times.
    public var cubicKeyTimeSpacing: CubicKeyTimeSpacing
    /// Whether `cubicPaced` keyframe tangents follow the uneven key times the pacing gives them.
    public var cubicPacedKeyTimeSpacing: CubicKeyTimeSpacing
    /// How cubic-paced keyframes are spaced in time.
    public var cubicPacedSpacing: CubicPacedSpacing
    /// What an additive animation takes for a missing end.
    public var additiveMissingEnd: AdditiveMissingEnd
    /// What an object frozen by a speed of 0 exactly on a turn shows.
    public var frozenTurn: FrozenTurn

    /// Creates a profile; every default is the stated reading (for springs, the documented one).
    public init(
        replacementOrder: ReplacementOrder = .moveToEnd,
        repeatDurationUnderAutoreverse: RepeatDurationUnderAutoreverse = .notDoubled,
        iterationWrap: IterationWrap = .activeDurationThenCycle,
        retainedCompletion: RetainedCompletion = .atEndOfActivePeriod,
        cumulativeReading: CumulativeReading = .addEndValue,
        groupChildDefaultDuration: GroupChildDefaultDuration = .groupDuration,
        simultaneousCallbackOrder: SimultaneousCallbackOrder = .applicationOrder,
        springOverdamping: SpringOverdamping = .clampedToCritical,
        cubicEndTangent: CubicEndTangent = .repeatedEndValue,
        cubicKeyTimeSpacing: CubicKeyTimeSpacing = .spacingAdjusted,
        cubicPacedKeyTimeSpacing: CubicKeyTimeSpacing = .spacingAdjusted,
        cubicPacedSpacing: CubicPacedSpacing = .linearDistance,
        additiveMissingEnd: AdditiveMissingEnd = .valueSoFar,
        frozenTurn: FrozenTurn = .nextCycleStart
    ) {
        self.simultaneousCallbackOrder = simultaneousCallbackOrder
        self.replacementOrder = replacementOrder
        self.repeatDurationUnderAutoreverse = repeatDurationUnderAutoreverse
        self.iterationWrap = iterationWrap
        self.retainedCompletion = retainedCompletion
        self.cumulativeReading = cumulativeReading
        self.groupChildDefaultDuration = groupChildDefaultDuration
        self.springOverdamping = springOverdamping
        self.cubicEndTangent = cubicEndTangent
        self.cubicKeyTimeSpacing = cubicKeyTimeSpacing
        self.cubicPacedKeyTimeSpacing = cubicPacedKeyTimeSpacing
        self.cubicPacedSpacing = cubicPacedSpacing
        self.additiveMissingEnd = additiveMissingEnd
        self.frozenTurn = frozenTurn
    }

    /// The stated reading of every open point.
    public static let coreAnimation = TimingProfile()
}
