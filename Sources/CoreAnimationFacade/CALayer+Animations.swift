#if !canImport(QuartzCore)
import Foundation
import MediaTiming

/// Adding, reading and removing animations: one read-only object per stored copy.
///
/// `add(_:forKey:)` copies the caller's object (`copy()`), maps the copy to an engine
/// description (refused and recorded when a value has no mapping, and nothing is added then),
/// tags it with a serial number and, when the copy has a delegate, gives the engine a bridge
/// that calls that delegate with the copy. The copy is then read-only and is what
/// `animation(forKey:)` returns while the engine holds that stored copy: the same object on every
/// read, showing the engine's stamped `beginTime` and resolved `duration`. Core Animation passes
/// its delegates the layer's stored copy too, not the caller's object, so `anim === layer
/// .animation(forKey: key)` holds in a callback while the animation is still on the layer.
extension CALayer {
    /// The prefix of the keys the facade stores nil-keyed animations under; never listed.
    static let anonymousKeyPrefix = "CAFacade.anonymous."

    func addAnimation(_ anim: CAAnimation, forKey key: String?) {
        let call = "CALayer.add(_:forKey:)"
        withModel(call) { engine, handle in
            guard let copy = anim.copy() as? CAAnimation else {
                engine.log.record(call, .invalidAnimation("copy() did not return a CAAnimation"))
                return
            }
            var description: Animation
            do throws(TimingEngineError) {
                description = try copy.engineDescription(profile: engine.base.profile)
            } catch {
                engine.log.record(call, error)
                return
            }
            let serial = engine.makeSerial()
            description.userInfo[CAAnimation.serialKey] = String(serial)
            if copy.delegate != nil {
                description.delegate = DelegateBridge(animation: copy)
            }
            let storedKey = key ?? Self.anonymousKeyPrefix + String(serial)
            do throws(TimingEngineError) {
                try engine.base.add(description, forKey: storedKey, to: handle)
            } catch {
                engine.log.record(call, error)
                return
            }
            engine.touch()
            copy.storedSerial = serial
            copy.frozenLog = engine.log
            storedCopies[storedKey] = copy
        }
    }

    func storedAnimation(forKey key: String) -> CAAnimation? {
        guard snapshot == nil, let engine, let handle else { return nil }
        return engine.locked {
            guard let description = engine.base.animation(forKey: key, of: handle) else {
                storedCopies[key] = nil
                return nil
            }
            let tag = description.userInfo[CAAnimation.serialKey]
            if let object = storedCopies[key], object.storedSerial.map(String.init) == tag {
                object.refresh(from: description)
                return object
            }
            // A stored copy the facade did not add: rebuild it once, then keep it.
            let object = CAAnimation.make(from: description)
            object.storedSerial = tag.flatMap { Int($0) }
            object.frozenLog = engine.log
            storedCopies[key] = object
            return object
        }
    }

    func listAnimationKeys() -> [String]? {
        guard snapshot == nil, let engine, let handle else { return nil }
        return engine.locked {
            let all = engine.base.animationKeys(of: handle)
            // Forget the copies the engine no longer holds (removed on completion).
            let held = Set(all)
            storedCopies = storedCopies.filter { held.contains($0.key) }
            let keys = all.filter { !$0.hasPrefix(Self.anonymousKeyPrefix) }
            return keys.isEmpty ? nil : keys
        }
    }

    func removeStoredAnimation(forKey key: String) {
        withModel("CALayer.removeAnimation(forKey:)") { engine, handle in
            engine.base.removeAnimation(forKey: key, from: handle)
            engine.touch()
            storedCopies[key] = nil
        }
    }

    func removeStoredAnimations() {
        withModel("CALayer.removeAllAnimations()") { engine, handle in
            engine.base.removeAllAnimations(from: handle)
            engine.touch()
            storedCopies.removeAll()
        }
    }
}

/// The engine's delegate for one stored copy: calls the copy's own delegate with the copy.
final class DelegateBridge: AnimationDelegate {
    /// The layer's stored copy, read-only; it holds the caller's delegate strongly.
    let animation: CAAnimation

    init(animation: CAAnimation) { self.animation = animation }

    func animationDidStart(_ description: Animation) {
        animation.refresh(from: description)
        animation.delegate?.animationDidStart(animation)
    }

    func animationDidStop(_ description: Animation, finished: Bool) {
        animation.refresh(from: description)
        animation.delegate?.animationDidStop(animation, finished: finished)
    }
}
#endif
