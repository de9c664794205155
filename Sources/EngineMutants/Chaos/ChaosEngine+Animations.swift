import MediaTiming
import ReferenceEngine

/// Animations: adds dropped or doubled, keys wrong, stored copies stale or foreign.
extension ChaosEngine {
    /// Adds a copy, or refuses with any error, or does nothing, or adds it under another key
    /// too, or adds a copy with its timing out of range. The delegate is wrapped, so its
    /// callbacks can go astray (``ChaosEngine/ChaosDelegate``).
    func chaosAdd(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
        throws(TimingEngineError)
    {
        let interrupted = enter(.add) {
            $0.add(animation)
            $0.add(key)
            $0.add(layer)
        }
        defer { leave(interrupted) }
        var copy = animation
        if let delegate = animation.delegate {
            let wrapper = ChaosDelegate(delegate, engine: self)
            delegates.append(WeakDelegate(wrapper))
            copy.delegate = wrapper
        }
        if misbehaves() {
            switch pick(5) {
            case 0: throw anyError()
            case 1: return
            case 2: try? super.add(copy, forKey: key + "'", to: layer)
            case 3:
                copy.timing.duration = wrongNumber(near: copy.timing.duration)
                copy.timing.beginTime = wrongNumber(near: copy.timing.beginTime)
            default:
                copy.timing.speed = element(of: [0, -1, 1e300])
            }
        }
        try super.add(copy, forKey: key, to: layer)
        addedCopies[layer, default: [:]][key] = animation
    }

    /// Removes the animation, or does nothing, or removes every animation, or another key.
    func chaosRemoveAnimation(forKey key: String, from layer: ReferenceLayer) {
        let interrupted = enter(.removeAnimation) {
            $0.add(key)
            $0.add(layer)
        }
        defer { leave(interrupted) }
        guard misbehaves() else { return super.removeAnimation(forKey: key, from: layer) }
        switch pick(3) {
        case 0: return
        case 1: super.removeAllAnimations(from: layer)
        default: super.removeAnimation(forKey: super.animationKeys(of: layer).last ?? key, from: layer)
        }
    }

    /// Removes every animation, or does nothing.
    func chaosRemoveAllAnimations(from layer: ReferenceLayer) {
        let interrupted = enter(.removeAllAnimations) { $0.add(layer) }
        defer { leave(interrupted) }
        if !misbehaves() { super.removeAllAnimations(from: layer) }
    }

    /// The keys, or none, or duplicated, out of order, one short, or with keys that were never
    /// added (an empty one among them).
    func chaosAnimationKeys(of layer: ReferenceLayer) -> [String] {
        let interrupted = enter(.animationKeys) { $0.add(layer) }
        defer { leave(interrupted) }
        let keys = super.animationKeys(of: layer)
        guard misbehaves() else { return keys }
        switch pick(6) {
        case 0: return []
        case 1: return keys + keys
        case 2: return keys.reversed()
        case 3: return Array(keys.dropLast())
        case 4: return keys + ["", "chaos"]
        default:
            deliverStrayCallback()
            return keys
        }
    }

    /// The stored copy (with its delegate as it was given), or none, or a stale copy (as added,
    /// unstamped), or another key's, or a foreign animation, or one with its timing out of range.
    func chaosAnimation(forKey key: String, of layer: ReferenceLayer) -> Animation? {
        let interrupted = enter(.animation) {
            $0.add(key)
            $0.add(layer)
        }
        defer { leave(interrupted) }
        let stored = super.animation(forKey: key, of: layer).map(Self.unwrappingDelegate)
        guard misbehaves() else { return stored }
        switch pick(6) {
        case 0: return nil
        case 1: return addedCopies[layer]?[key] ?? foreignAnimation()
        case 2:
            let other = super.animationKeys(of: layer).first { $0 != key }
            return other.flatMap { super.animation(forKey: $0, of: layer) }.map(Self.unwrappingDelegate)
        case 3: return foreignAnimation()
        case 4:
            var wrong = stored ?? foreignAnimation()
            wrong.timing.beginTime = wrongNumber(near: wrong.timing.beginTime)
            wrong.timing.duration = wrongNumber(near: wrong.timing.duration)
            wrong.timing.repeatCount = wrongNumber(near: wrong.timing.repeatCount)
            return wrong
        default:
            var wrong = stored ?? foreignAnimation()
            wrong.delegate = ForeignDelegate()
            wrong.keyPath = wrong.keyPath.map { $0 + ".chaos" }
            return wrong
        }
    }

    /// An animation nobody added, of any kind, with values no validation would accept: empty
    /// keyframes, key times that are not finite, a group of nothing, a spring of no mass.
    func foreignAnimation() -> Animation {
        let kind: Animation.Kind
        switch pick(4) {
        case 0:
            kind = .keyframe(KeyframeValues(values: [], keyTimes: [.nan], calculationMode: .cubicPaced))
        case 1: kind = .group([])
        case 2:
            kind = .spring(
                SpringValues(endpoints: BasicValues(from: .nan, to: .infinity), mass: 0, stiffness: -1, damping: .nan))
        default: kind = .basic(BasicValues(from: nil, to: nil, by: nil))
        }
        var animation = Animation(keyPath: element(of: [nil, "", "chaos"]), kind: kind)
        animation.timing.duration = wrongNumber(near: 1)
        animation.timing.speed = element(of: [0, .nan, -.infinity])
        animation.delegate = ForeignDelegate()
        return animation
    }

    /// `animation` with a ``ChaosDelegate`` replaced by the delegate it wraps.
    static func unwrappingDelegate(_ animation: Animation) -> Animation {
        guard let wrapper = animation.delegate as? ChaosDelegate else { return animation }
        var copy = animation
        copy.delegate = wrapper.wrapped
        return copy
    }
}
