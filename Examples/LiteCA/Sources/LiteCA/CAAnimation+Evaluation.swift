import Foundation

/// What the layer and the render server know of a stored copy.
final class StoredState {
    /// The copy's place in the order of adds across every layer of its server.
    let serial: Int
    /// The layer that holds the copy.
    unowned let layer: CALayer
    /// Whether the copy's transaction committed: only then is it stamped and shown.
    var isCommitted = false
    /// Whether the copy's start was heard.
    var hasStarted = false
    /// Whether the copy's stop was decided (it completed or was removed): it stops only once.
    var hasStopped = false
    /// Whether the copy's stop was delivered: a completion block waits for this.
    var stopDelivered = false

    /// The state of a copy added to `layer` as the `serial`th add.
    init(serial: Int, layer: CALayer) {
        self.serial = serial
        self.layer = layer
    }
}

/// Where an animation stands at a time of its layer (SEMANTICS §3 and §4), and the value it shows.
extension CAAnimation {
    /// One cycle: the duration, twice over when autoreversing.
    var cycle: Double { duration * (autoreverses ? 2 : 1) }

    /// The active duration: the repeat duration, else the cycle times the repeat count (1 when 0).
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount >= .greatestFiniteMagnitude { return .infinity }
        return cycle * (repeatCount > 0 ? Double(repeatCount) : 1)
    }

    /// How far into its active period the animation is at `layerTime`, scaled by its speed.
    func elapsed(atLayerTime layerTime: Double) -> Double { (layerTime - beginTime) * Double(speed) }

    /// Whether the active period has begun by `layerTime` (at speed 0 it always has).
    func hasBegun(atLayerTime layerTime: Double) -> Bool { speed == 0 || elapsed(atLayerTime: layerTime) >= -1e-9 }

    /// Whether the active period has passed by `layerTime` (at speed 0 it never does).
    func hasEnded(atLayerTime layerTime: Double) -> Bool {
        speed != 0 && elapsed(atLayerTime: layerTime) >= activeDuration - 1e-9
    }

    /// The progress through one cycle (0…1, before the curve) at `layerTime`, or nil when the
    /// animation shows nothing then.
    func progress(atLayerTime layerTime: Double) -> Double? {
        let active = activeDuration
        let position: Double
        var atEnd = false
        if speed != 0 && elapsed(atLayerTime: layerTime) < -1e-9 {
            guard fillMode.fillsBackwards else { return nil }
            position = Self.wrap(timeOffset, into: active, endInclusive: false)
        } else if hasEnded(atLayerTime: layerTime) {
            guard fillMode.fillsForwards else { return nil }
            position = Self.wrap(active + timeOffset, into: active, endInclusive: true)
            atEnd = true
        } else {
            let local = speed == 0 ? timeOffset : elapsed(atLayerTime: layerTime) + timeOffset
            position = Self.wrap(local, into: active, endInclusive: false)
        }
        // A cycle of no length (a transaction duration of 0) is over at once: it shows its end.
        guard duration > 0 else { return 1 }
        // The last instant of the period ends a cycle rather than starting the next (§4.2).
        var inCycle = Self.wrap(position, into: cycle, endInclusive: atEnd)
        if autoreverses && inCycle > duration { inCycle = 2 * duration - inCycle }
        return min(max(inCycle / duration, 0), 1)
    }

    /// `time` wrapped into [0, `period`), or, when `endInclusive`, into (0, `period`] as the limit
    /// from below (the last instant of a period); a time within 1e-9 of a turn counts as the turn.
    static func wrap(_ time: Double, into period: Double, endInclusive: Bool) -> Double {
        guard period.isFinite, period > 0 else { return time }
        var remainder = time - period * (time / period).rounded(.down)
        if remainder > period - 1e-9 { remainder = 0 }
        if remainder < 1e-9 { remainder = endInclusive ? period : 0 }
        return remainder
    }
}

extension CABasicAnimation {
    /// The value shown at `layerTime` over `underlying` (the value so far), or nil for none.
    func value(atLayerTime layerTime: Double, over underlying: Double) -> Double? {
        guard var progress = progress(atLayerTime: layerTime) else { return nil }
        progress = timingFunction?.progress(progress) ?? progress
        let (from, to, by) = (number(fromValue), number(toValue), number(byValue))
        let start: Double
        let end: Double
        switch (from, to, by) {
        case (let from?, let to?, _): (start, end) = (from, to)
        case (let from?, nil, let by?): (start, end) = (from, from + by)
        case (nil, let to?, let by?): (start, end) = (to - by, to)
        case (let from?, nil, nil): (start, end) = (from, underlying)
        case (nil, let to?, nil): (start, end) = (underlying, to)
        case (nil, nil, let by?): (start, end) = (underlying, underlying + by)
        case (nil, nil, nil): (start, end) = (underlying, underlying)
        }
        let value = start + (end - start) * progress
        return isAdditive ? underlying + value : value
    }
}

/// The `Double` of a number stored as `Any`, or nil for anything else.
func number(_ value: Any?) -> Double? {
    switch value {
    case let number as Double: return number
    case let number as Float: return Double(number)
    case let number as Int: return Double(number)
    case let number as CGFloat: return Double(number)
    case let number as NSNumber: return number.doubleValue
    default: return nil
    }
}
