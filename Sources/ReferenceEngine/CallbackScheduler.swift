import MediaTiming

/// One delegate callback waiting to be delivered.
struct CallbackEvent {
    /// Which callback.
    enum Kind: Int, Comparable {
        /// `animationDidStart`.
        case start = 0
        /// `animationDidStop(finished:)`.
        case stop = 1

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The media time at which the transition happened.
    var time: Double
    /// The copy's application order: the serial number of its add.
    var serial: Int
    /// The layer's creation order.
    var layerIndex: Int
    /// Which callback.
    var kind: Kind
    /// For a stop: whether the active duration completed.
    var finished: Bool
    /// The stored copy handed to the delegate.
    var animation: Animation
}

/// The pure scheduling of callbacks: when a transition happened, and in which order to deliver.
enum CallbackScheduler {
    /// The media time inside `previous…current` at which a layer-local time reached `target`,
    /// assuming the layer's local time moved linearly from `localAtPrevious` to `localAtCurrent`.
    ///
    /// A frozen layer (or a target already passed) gives the start of the interval: the
    /// transition was already due when the interval began.
    static func crossingTime(
        target: Double, localAtPrevious: Double, localAtCurrent: Double, previous: Double, current: Double
    ) -> Double {
        let change = localAtCurrent - localAtPrevious
        guard change != 0, change.isFinite, target.isFinite else { return previous }
        let fraction = (target - localAtPrevious) / change
        guard fraction.isFinite else { return previous }
        return previous + min(max(fraction, 0), 1) * (current - previous)
    }

    /// Sorts callbacks into delivery order: by time; ties by application order, then layer creation
    /// order, then a copy's start before its stop.
    /// With `latestFirst`, ties in time go by reverse application order instead
    /// (``TimingProfile/SimultaneousCallbackOrder/reverseApplicationOrder``).
    static func deliveryOrder(_ events: [CallbackEvent], reversed: Bool = false, latestFirst: Bool = false)
        -> [CallbackEvent]
    {
        let sorted = events.enumerated().sorted { lhs, rhs in
            let a = lhs.element
            let b = rhs.element
            if a.time != b.time { return a.time < b.time }
            if a.serial != b.serial { return latestFirst ? a.serial > b.serial : a.serial < b.serial }
            if a.layerIndex != b.layerIndex { return a.layerIndex < b.layerIndex }
            if a.kind != b.kind { return a.kind < b.kind }
            return lhs.offset < rhs.offset
        }.map(\.element)
        return reversed ? sorted.reversed() : sorted
    }

    /// Calls each event's delegate in order.
    static func deliver(_ events: [CallbackEvent]) {
        for event in events {
            guard let delegate = event.animation.delegate else { continue }
            switch event.kind {
            case .start: delegate.animationDidStart(event.animation)
            case .stop: delegate.animationDidStop(event.animation, finished: event.finished)
            }
        }
    }
}
