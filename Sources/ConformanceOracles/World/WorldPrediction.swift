import MediaTiming
import Scripts

/// What ``WorldModel`` predicts the script observes after one step; `nil` where the model cannot
/// tell (an open point of SEMANTICS.md §9, or a situation whose outcome the contract leaves open).
///
/// A check compares only what is predicted, and counts it as evidence, so an unknown is never a
/// pass in disguise: a run whose predictions are all unknown compares nothing and is inconclusive.
package struct WorldPrediction: Equatable {
    /// What the script hears during the step, in delivery order; `nil` when the order or the
    /// set is not predicted.
    package var events: [WorldEvent]?
    /// Each view's keys in application order after the step; `nil` for a view not predicted.
    package var keys: [[String]?] = []
    /// Each view's local time after the step (`convertTime(now, from: nil, to: layer)`).
    package var localTimes: [Double?] = []
    /// Each view's presentation value per key path after the step; a key path missing is not predicted.
    package var values: [[String: Double]] = []
    /// Whether the step is a no-op or refused (the driver notes it); `nil` when not predicted.
    package var isNoOp: Bool?

    /// Creates an empty prediction.
    package init(events: [WorldEvent]? = []) { self.events = events }
}
