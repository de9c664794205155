import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawGen {
    /// An animation of any kind the engine declares, with every timing field it declares drawn.
    ///
    /// The kinds are a basic animation (from–to first, then every other from/to/by form), a
    /// linear keyframe animation with uneven key
    /// times, a spring and a group of two children (one starting late); the timing fields are an
    /// explicit begin time (0, stamped at the commit, or a time that may lie in the layer's past
    /// or future), a time offset, a positive speed (negative too with `negativeSpeeds`, where the
    /// engine declares them), a repeat count (endless first), a repeat
    /// duration, autoreverses, a fill mode and `isRemovedOnCompletion`. The simplest draw is the
    /// endless from–to animation the technique laws used before, so shrinking ends there.
    ///
    /// What a technique does to a copy (store it, restore it, re-add it, pause its layer) must
    /// leave every one of these fields as it was: this is what the technique laws carry.
    static func timedAnimation(_ capabilities: EngineCapabilities, negativeSpeeds: Bool = false) -> Gen<Animation> {
        var kinds: [(Int, Gen<Animation>)] = [(3, fromTo("x")), (1, basicForm)]
        if capabilities.contains(.keyframes) { kinds.append((1, keyframesWithKeyTimes)) }
        if capabilities.contains(.springs) { kinds.append((1, spring)) }
        if capabilities.contains(.groups) { kinds.append((1, group)) }
        let fill: Gen<FillMode> =
            capabilities.contains(.fillModes)
            ? Gen.element(of: [.removed, .forwards, .both, .backwards]) : Gen.constant(.removed)
        let reverses: Gen<Bool> = capabilities.contains(.autoreverses) ? Gen.bool : Gen.constant(false)
        let retained: Gen<Bool> = capabilities.contains(.retainedAnimations) ? Gen.bool : Gen.constant(false)
        let repeatDuration: Gen<Double> =
            capabilities.contains(.repeatDuration)
            ? Gen.frequency([(3, Gen.constant(0)), (1, Gen.element(of: [1.5, 3]))]) : Gen.constant(0)
        let speeds: [Double] =
            negativeSpeeds && capabilities.contains(.negativeSpeed) ? [1, 2, 0.5, -1, -0.5] : [1, 2, 0.5]
        let placement = Gen.zip(
            Gen.element(of: [0.0, 1, -2, 3, 0.5]), Gen.element(of: [0.0, 0.5, 1]), Gen.element(of: speeds))
        let repetition = Gen.zip(Gen.element(of: [Double.infinity, 0, 2, 1.5, 3]), repeatDuration, reverses)
        return Gen.zip(Gen.frequency(kinds), placement, repetition, Gen.zip(fill, retained))
            .map { animation, placement, repetition, ending in
                var animation = animation
                (animation.timing.beginTime, animation.timing.timeOffset, animation.timing.speed) = placement
                (animation.timing.repeatCount, animation.timing.repeatDuration, animation.timing.autoreverses) =
                    repetition
                if animation.timing.repeatDuration > 0 { animation.timing.repeatCount = 0 }
                animation.timing.fillMode = ending.0
                animation.isRemovedOnCompletion = !ending.1
                return animation
            }
    }

    /// A basic animation of `x` in one of the other forms of SEMANTICS §5.1: by, from–by, to–by,
    /// to, from (the ones that read the model value included).
    private static var basicForm: Gen<Animation> {
        Gen.zip(Gen.int(in: 0...4), value, value, duration).map { form, a, b, duration in
            let values: BasicValues
            switch form {
            case 0: values = BasicValues(by: b == 0 ? 1 : b)
            case 1: values = BasicValues(from: a, by: b == 0 ? 1 : b)
            case 2: values = BasicValues(to: a, by: b == 0 ? 1 : b)
            case 3: values = BasicValues(to: a)
            default: values = BasicValues(from: a)
            }
            var animation = Animation.basic("x", duration: duration)
            animation.kind = .basic(values)
            return animation
        }
    }

    /// A linear keyframe animation of `x` through three values at uneven key times.
    private static var keyframesWithKeyTimes: Gen<Animation> {
        Gen.zip(value, value, Gen.element(of: [[0, 0.75, 1], [0, 0.25, 1]]), duration).map {
            first, middle, times, duration in
            Animation.keyframe("x", values: [first, middle + 6, first + 2], keyTimes: times, duration: duration)
        }
    }

    /// A spring of `x` between two values, with its default physics or a softer one.
    private static var spring: Gen<Animation> {
        Gen.zip(value, value, Gen.element(of: [10.0, 4])).map { from, to, damping in
            var animation = Animation.basic("x", duration: 2)
            let endpoints = BasicValues(from: from, to: to == from ? from + 1 : to)
            animation.kind = .spring(SpringValues(endpoints: endpoints, stiffness: 100, damping: damping))
            return animation
        }
    }

    /// A group of an `x` child from its start and a `y` child that starts half a second late.
    private static var group: Gen<Animation> {
        Gen.zip(fromTo("x"), fromTo("y"), duration).map { first, second, duration in
            var late = second
            late.timing.beginTime = 0.5
            return Animation.group([first, late], duration: duration + 1)
        }
    }

    /// An `add` of ``timedAnimation(_:)`` under `a`, `b` or `c` on a view below `count`.
    static func timedAdd(viewsBelow count: Int, _ capabilities: EngineCapabilities) -> Gen<Step> {
        Gen.zip(view(below: count), Gen.element(of: ["a", "b", "c"]), timedAnimation(capabilities))
            .map { .add(view: $0.0, key: $0.1, animation: $0.2) }
    }
}
