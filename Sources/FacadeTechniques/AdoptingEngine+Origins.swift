#if !canImport(QuartzCore)
import CoreAnimationFacade
import MediaTiming

/// Animations the facade did not add, carried through `CAAnimation` objects without loss.
///
/// A script's own animations carry the run's recording delegates (and a group's children theirs)
/// and Double speeds; a `CAAnimation` has a `Float` speed and only `CAAnimationDelegate`s. App
/// code that reads such a copy (`layer.animation(forKey:)`) and adds it again, as a store does,
/// must give the engine back the very animation it read, or every law that listens to the
/// callbacks would hear a loss the app code did not make. So a read tags the description with a
/// serial of its own (which the facade keeps in the object's key-value entries, and which comes
/// back with every copy of it), and an add of a tagged copy gives the engine the original with
/// only what the app changed: each field that differs from the original's round trip through a
/// `CAAnimation`, and the delegate the app set when the original had none.
extension AdoptingEngine {
    /// The key-value entry that names the original of a copy.
    static var originKey: String { "FacadeTechniques.origin" }

    /// `description` as the facade reads it: tagged with a serial unless the facade added it.
    func tagged(_ description: Animation, key: String, of layer: Base.Layer) -> Animation {
        guard description.userInfo[CAAnimation.serialKey] == nil else { return description }
        let serial: Int
        if let last = lastRead[layer]?[key], last.description == description {
            serial = last.serial
        } else {
            serial = register(description)
            lastRead[layer, default: [:]][key] = (description, serial)
        }
        var copy = description
        copy.userInfo[CAAnimation.serialKey] = String(serial)
        copy.userInfo[Self.originKey] = String(serial)
        return copy
    }

    /// Keeps `description` as an original and answers its serial.
    func register(_ description: Animation) -> Int {
        nextOriginSerial += 1
        origins[nextOriginSerial] = description
        return nextOriginSerial
    }

    /// The `CAAnimation` for `description`, an animation the run hands to app code: a copy of it
    /// that an add turns back into `description` (see the extension's discussion).
    func object(for description: Animation) -> CAAnimation {
        let serial = register(description)
        var tagged = description
        tagged.userInfo[Self.originKey] = String(serial)
        return CAAnimation.make(from: tagged)
    }

    /// What the engine gets for the facade's `incoming`: the original it names, changed only
    /// where the app changed it; `incoming` itself when it names none.
    func restoringOrigin(of incoming: Animation) -> Animation {
        guard let serial = incoming.userInfo[Self.originKey].flatMap({ Int($0) }), let original = origins[serial]
        else { return incoming }
        var result = Self.merge(incoming, into: original, profile: base.profile)
        var userInfo = incoming.userInfo
        userInfo[Self.originKey] = nil
        if original.delegate != nil {
            // The original's listener, not a bridge to a delegate the app never set; and without
            // the facade's serial, since the facade's object no longer stands for this copy.
            result.delegate = original.delegate
            userInfo[CAAnimation.serialKey] = nil
        } else {
            result.delegate = incoming.delegate
        }
        result.userInfo = userInfo
        return result
    }

    /// `original` with every field in which `incoming` differs from the original's round trip
    /// through a `CAAnimation` taken from `incoming`; delegates and `userInfo` aside.
    static func merge(_ incoming: Animation, into original: Animation, profile: TimingProfile) -> Animation {
        guard let trip = try? CAAnimation.make(from: original).engineDescription(profile: profile) else {
            return incoming
        }
        var result = original
        var timing = original.timing
        let (new, old) = (incoming.timing, trip.timing)
        if new.beginTime != old.beginTime { timing.beginTime = new.beginTime }
        if new.duration != old.duration { timing.duration = new.duration }
        if new.speed != old.speed { timing.speed = new.speed }
        if new.timeOffset != old.timeOffset { timing.timeOffset = new.timeOffset }
        if new.repeatCount != old.repeatCount { timing.repeatCount = new.repeatCount }
        if new.repeatDuration != old.repeatDuration { timing.repeatDuration = new.repeatDuration }
        if new.autoreverses != old.autoreverses { timing.autoreverses = new.autoreverses }
        if new.fillMode != old.fillMode { timing.fillMode = new.fillMode }
        result.timing = timing
        if incoming.keyPath != trip.keyPath { result.keyPath = incoming.keyPath }
        if incoming.kind != trip.kind { result.kind = incoming.kind }
        if incoming.timingFunction != trip.timingFunction { result.timingFunction = incoming.timingFunction }
        if incoming.isRemovedOnCompletion != trip.isRemovedOnCompletion {
            result.isRemovedOnCompletion = incoming.isRemovedOnCompletion
        }
        if incoming.isAdditive != trip.isAdditive { result.isAdditive = incoming.isAdditive }
        if incoming.isCumulative != trip.isCumulative { result.isCumulative = incoming.isCumulative }
        return result
    }
}
#else
// Apple platforms: see AdoptingEngine.swift.
#endif
