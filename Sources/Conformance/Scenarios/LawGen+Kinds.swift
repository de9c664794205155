import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawGen {
    /// An animation of `keyPath` of any kind the engine declares, with the default timing but its
    /// duration: a from–to basic animation (the simplest), a linear keyframe animation with
    /// uneven key times, a spring, or a group of a `keyPath` child and a `second` child that
    /// starts late (itself sometimes a group, when the group is nested).
    ///
    /// Laws whose rule holds for every kind (callbacks, removal, freezing, repetition) draw from
    /// it, so that each kind is in their own cases; they lay the timing they need over it.
    ///
    /// `basicWeight` weighs the basic animation against 1 for each other kind; at 0 it is drawn
    /// only when the engine declares no other kind.
    static func anyKind(
        _ capabilities: EngineCapabilities, keyPath: String = "x", second: String = "y", basicWeight: Int = 3
    ) -> Gen<Animation> {
        var kinds: [(Int, Gen<Animation>)] = []
        if capabilities.contains(.keyframes) {
            kinds.append(
                (
                    1,
                    Gen.zip(value, value, Gen.element(of: [[0, 0.75, 1], [0, 0.25, 1]]), duration).map {
                        first, middle, times, duration in
                        Animation.keyframe(
                            keyPath, values: [first, middle + 6, first + 2], keyTimes: times, duration: duration)
                    }
                ))
        }
        if capabilities.contains(.springs) {
            kinds.append(
                (
                    1,
                    Gen.zip(value, value, Gen.element(of: [10.0, 4])).map { from, to, damping in
                        var animation = Animation.basic(keyPath, duration: 2)
                        let endpoints = BasicValues(from: from, to: to == from ? from + 1 : to)
                        animation.kind = .spring(SpringValues(endpoints: endpoints, stiffness: 100, damping: damping))
                        return animation
                    }
                ))
        }
        if capabilities.contains(.groups) {
            kinds.append(
                (
                    1,
                    Gen.zip(fromTo(keyPath), fromTo(second), duration, Gen.bool).map {
                        first, second, duration, nested in
                        var late = nested ? Animation.group([second], duration: duration) : second
                        late.timing.beginTime = 0.5
                        return Animation.group([first, late], duration: duration + 1)
                    }
                ))
        }
        if basicWeight > 0 || kinds.isEmpty { kinds.insert((max(basicWeight, 1), fromTo(keyPath)), at: 0) }
        return Gen.frequency(kinds)
    }
}
