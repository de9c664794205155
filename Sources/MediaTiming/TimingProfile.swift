/// How an engine resolves the points of the timing model that no source settles.
///
/// Each property names one point marked **open** in the project's semantics. The default of each is
/// the stated reading; the alternative is there so an engine that differs can declare it, and so
/// `profile` laws compare it with a reference configured the same way instead of failing it.
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

    /// Creates a profile; every default is the stated reading.
    public init(
        replacementOrder: ReplacementOrder = .moveToEnd,
        repeatDurationUnderAutoreverse: RepeatDurationUnderAutoreverse = .notDoubled,
        iterationWrap: IterationWrap = .activeDurationThenCycle,
        retainedCompletion: RetainedCompletion = .atEndOfActivePeriod,
        cumulativeReading: CumulativeReading = .addEndValue,
        groupChildDefaultDuration: GroupChildDefaultDuration = .groupDuration,
        simultaneousCallbackOrder: SimultaneousCallbackOrder = .applicationOrder
    ) {
        self.simultaneousCallbackOrder = simultaneousCallbackOrder
        self.replacementOrder = replacementOrder
        self.repeatDurationUnderAutoreverse = repeatDurationUnderAutoreverse
        self.iterationWrap = iterationWrap
        self.retainedCompletion = retainedCompletion
        self.cumulativeReading = cumulativeReading
        self.groupChildDefaultDuration = groupChildDefaultDuration
    }

    /// The stated reading of every open point.
    public static let coreAnimation = TimingProfile()
}
