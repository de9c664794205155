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
    /// What each read of stored copies during the step answers (``HostStep/readLayer(view:)``,
    /// top-level or inside a reentry), in the order the reads ran.
    package var copyReads: [PredictedCopiesRead] = []

    /// Creates an empty prediction.
    package init(events: [WorldEvent]? = []) { self.events = events }
}

/// What one read of a layer's stored copies is predicted to answer: the keys `animationKeys`
/// lists and what `animation(forKey:)` returns under each, field by field.
package struct PredictedCopiesRead: Equatable {
    /// The number of the step that reads (an inner step of a reentry has its own number).
    package var step: Int
    /// The view whose layer is read.
    package var view: Int
    /// The keys in application order; `nil` when which copies the layer lists rests on an open
    /// point (``EngineWorld/predictedKeys(of:)``).
    package var keys: [String]?
    /// The copy predicted under each key; a key missing from it is not predicted.
    package var copies: [String: PredictedCopy]

    /// Creates a read.
    package init(step: Int, view: Int, keys: [String]?, copies: [String: PredictedCopy] = [:]) {
        self.step = step
        self.view = view
        self.keys = keys
        self.copies = copies
    }
}

/// A stored copy as `animation(forKey:)` is predicted to return it: durations resolved (§2.3),
/// the begin time stamped once committed (§2.5), every other field as added (§2.1, §2.7).
///
/// Where a field rests on a case the contract leaves open, it is not predicted: the begin time
/// of a copy stamped while its layer had no time or at an open instant (§1.3, §3.6), the
/// durations of a copy added while the transaction's duration had no reading (§2.3, §9). A
/// group child's duration of 0 or less is resolved only when the child runs (§5.5), so whether
/// the copy shows it resolved is no document's either; a comparison accepts both there.
package struct PredictedCopy: Equatable {
    /// The copy's fields, without delegate (who hears it is what the callbacks predict).
    package var animation: Animation
    /// Whether ``animation``'s begin time is predicted.
    package var beginTimeIsPredicted: Bool
    /// Whether ``animation``'s duration, and its children's, are predicted.
    package var durationIsPredicted: Bool

    /// Creates a predicted copy; the animation's delegate is dropped.
    package init(_ animation: Animation, beginTimeIsPredicted: Bool = true, durationIsPredicted: Bool = true) {
        var animation = animation
        animation.delegate = nil
        self.animation = animation
        self.beginTimeIsPredicted = beginTimeIsPredicted
        self.durationIsPredicted = durationIsPredicted
    }
}
