import MediaTiming
import Scripts

extension TechniqueWorld {
    /// A view's reinstaller (`Reinstaller`, SEMANTICS §8.4): the animations installed through it,
    /// in installation order, and whether it still observes the host.
    struct ReinstallerState: Equatable {
        /// Whether it still observes the host.
        var isLive = true
        /// The installed animations in installation order.
        var installed: [Installed] = []
    }

    /// One installed animation.
    struct Installed: Equatable {
        /// Its key on the view's layer.
        var key: String
        /// The animation as given, with the listener every copy of it carries.
        var copy: WorldCopy
        /// Whether a system removal since the last (re-)add found it running.
        var isNoted = false
        /// The media time of the last (re-)add: once the clock has moved past it, a render (which a
        /// commit precedes) came after the add, so the copy's begin time is final.
        var addedAt: Double
    }

    /// Reinstaller steps: `reinstall` makes the view's reinstaller on first use and installs,
    /// `uninstall` and `reinstallMissing` need one.
    mutating func applyReinstaller<E: WorldEngine>(_ step: TechniqueStep, index: Int, engine: inout E)
        -> TechniqueOutcome
    {
        let view = step.view
        switch step.operation {
        case .reinstall(let key):
            guard var animation = step.animation else { return .noOp("no-op: reinstall needs an animation") }
            animation.delegate = nil
            var outcome = TechniqueOutcome()
            if reinstallers[view] == nil {
                reinstallers[view] = ReinstallerState()
                outcome.registered = register(.reinstaller, view: view)
            }
            // Every copy the reinstaller adds carries the step's delegate, so re-adds are heard as this copy.
            let copy = WorldCopy(animation, listener: WorldCopy.Listener(step: index, view: view, key: key))
            guard engine.add(copy, forKey: key, to: view) else {
                outcome.status = TechniqueCall.engineRefused.status(unchangedNote: "")
                return outcome
            }
            reinstallers[view]?.installed.removeAll { $0.key == key }
            reinstallers[view]?.installed.append(Installed(key: key, copy: copy, addedAt: engine.mediaTime))
            return outcome
        case .uninstall(let key):
            guard reinstallers[view] != nil else { return .noOp("no-op: no reinstaller on view \(view)") }
            engine.removeAnimation(forKey: key, from: view)
            reinstallers[view]?.installed.removeAll { $0.key == key }
            return TechniqueOutcome()
        case .reinstallMissing:
            guard reinstallers[view] != nil else { return .noOp("no-op: no reinstaller on view \(view)") }
            let (count, refused) = reinstallNoted(on: view, engine: &engine)
            if refused { return TechniqueOutcome(status: TechniqueCall.engineRefused.status(unchangedNote: "")) }
            return TechniqueOutcome(events: [.host(step: index, view: view, text: "reinstalled \(count)")])
        default:
            return .unknown
        }
    }

    /// Just before a system removal: each installed animation still on the layer and running is
    /// noted, adding to what earlier removals noted. A copy whose active period has ended is not
    /// running though it is still there; a zero begin time while the clock has not moved since
    /// the add may be one the commit has not stamped yet, so that copy has not started and counts
    /// as running. A frame since the add does not tell: a copy added from inside that frame's
    /// delivery (a frame observer, a delegate callback) is not committed.
    ///
    /// Worked: installed from inside the frame observer of a render at media time 1 on a root
    /// layer, then the view leaves its window in the same turn: the copy's begin time is still 0
    /// (unstamped), the clock has not moved since the add, so it counts as running and comes
    /// back on the return, though 1 − 0 ≥ its duration of 1.
    mutating func noteRunning<E: WorldEngine>(on view: Int, engine: E) {
        guard var state = reinstallers[view] else { return }
        let now = Self.localTime(view, engine)
        for index in state.installed.indices where !state.installed[index].isNoted {
            guard let current = engine.storedCopy(forKey: state.installed[index].key, of: view) else { continue }
            let unstamped =
                engine.mediaTime <= state.installed[index].addedAt && current.animation.timing.beginTime == 0
            if !unstamped && hasEnded(current.animation, at: now) { continue }
            state.installed[index].isNoted = true
        }
        reinstallers[view] = state
    }

    /// On a return (and `reinstallMissing`): every noted animation that is missing now is re-added
    /// as given, in installation order, and every note is cleared.
    ///
    /// - Returns: how many were re-added, and whether the engine refused one (the rest are left).
    mutating func reinstallNoted<E: WorldEngine>(on view: Int, engine: inout E) -> (count: Int, refused: Bool) {
        guard var state = reinstallers[view] else { return (0, false) }
        defer { reinstallers[view] = state }
        var count = 0
        for index in state.installed.indices where state.installed[index].isNoted {
            state.installed[index].isNoted = false
            let item = state.installed[index]
            guard !engine.keys(of: view).contains(item.key) else { continue }
            guard engine.add(item.copy, forKey: item.key, to: view) else { return (count, true) }
            state.installed[index].addedAt = engine.mediaTime
            count += 1
        }
        return (count, false)
    }
}
