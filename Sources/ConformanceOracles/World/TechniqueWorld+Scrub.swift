import MediaTiming
import Scripts

extension TechniqueWorld {
    /// A scrubber (`Scrubber`, `explicitBeginTime` strategy, SEMANTICS §8.5 and §2.6): its view,
    /// key and animation as given, the progress last set, and whether it still observes the host.
    ///
    /// Its copy is added with beginTime `base` (1: nonzero, so the commit never stamps it) on a
    /// layer of speed 0 and timeOffset `base + progress`, so the copy's active time is the progress
    /// in the same transaction, whatever the commit does.
    struct ScrubberState: Equatable {
        /// The view whose layer it drives.
        var view: Int
        /// The key of its copy.
        var key: String
        /// The animation as given, with the listener its copies carry.
        var copy: WorldCopy
        /// The progress last set: the copy's active time in seconds.
        var progress = 0.0
        /// Whether it still reinstalls by itself.
        var isLive = true
        /// The explicit begin time of its copies (the scrubber's default base).
        var base = 1.0
    }

    /// Scrubber steps: `installScrubber` makes a new scrubber (the technique set keeps every one
    /// alive, so an earlier scrubber of the view keeps observing), the others reach the view's
    /// last installed scrubber.
    mutating func applyScrubber<E: WorldEngine>(_ step: TechniqueStep, index: Int, engine: inout E)
        -> TechniqueOutcome
    {
        let view = step.view
        if case .installScrubber(let key) = step.operation {
            guard var animation = step.animation else { return .noOp("no-op: a scrubber needs an animation") }
            animation.delegate = nil
            let copy = WorldCopy(animation, listener: WorldCopy.Listener(step: index, view: view, key: key))
            scrubbers.append(ScrubberState(view: view, key: key, copy: copy))
            let made = scrubbers.count - 1
            var outcome = TechniqueOutcome()
            outcome.registered = register(.scrubber, view: view, scrubber: made)
            let call = install(made, engine: &engine)
            if call == .changed { currentScrubber[view] = made }
            outcome.status = call.status(unchangedNote: "")
            return outcome
        }
        guard let scrubber = currentScrubber[view] else { return .noOp("no-op: no scrubber on view \(view)") }
        guard scrubber >= 0 else { return .unknown }
        switch step.operation {
        case .scrub(let progress):
            guard progress.isFinite else {
                return TechniqueOutcome(status: TechniqueCall.invalidArgument.status(unchangedNote: ""))
            }
            let call = setLayerTime(scrubbers[scrubber].base + progress, of: view, engine: &engine)
            if call == .changed { scrubbers[scrubber].progress = progress }
            return TechniqueOutcome(status: call.status(unchangedNote: ""))
        case .releaseScrub:
            // Released already (the layer plays): releasing again would restart from the last scrub.
            var timing = engine.timing(of: view)
            guard timing.speed == 0 else { return TechniqueOutcome() }
            timing.speed = 1
            timing.beginTime = Self.parentTime(view, engine)
            return TechniqueOutcome(status: Self.setTiming(timing, of: view, engine: &engine).status(unchangedNote: ""))
        case .reinstallScrubber:
            let call = reinstallIfMissing(scrubber, engine: &engine)
            if case .refused = call { return TechniqueOutcome(status: call.status(unchangedNote: "")) }
            let text = "reinstalledIfMissing = \(call == .changed)"
            return TechniqueOutcome(events: [.host(step: index, view: view, text: text)])
        default:
            return .unknown
        }
    }

    /// Freezes the layer at local time `time`: speed 0, timeOffset `time`.
    private func setLayerTime<E: WorldEngine>(_ time: Double, of view: Int, engine: inout E) -> TechniqueCall {
        var timing = engine.timing(of: view)
        timing.speed = 0
        timing.timeOffset = time
        return Self.setTiming(timing, of: view, engine: &engine)
    }

    /// Installs scrubber `index`'s copy: the layer frozen at `base + progress`, then the copy
    /// added with beginTime `base`.
    func install<E: WorldEngine>(_ index: Int, engine: inout E) -> TechniqueCall {
        let scrubber = scrubbers[index]
        let frozen = setLayerTime(scrubber.base + scrubber.progress, of: scrubber.view, engine: &engine)
        guard frozen == .changed else { return frozen }
        var copy = scrubber.copy
        copy.animation.timing.beginTime = scrubber.base
        return engine.add(copy, forKey: scrubber.key, to: scrubber.view) ? .changed : .engineRefused
    }

    /// Installs scrubber `index`'s copy again when its key is missing from the layer.
    ///
    /// - Returns: `changed` when it was reinstalled, `unchanged` when the key was there.
    mutating func reinstallIfMissing<E: WorldEngine>(_ index: Int, engine: inout E) -> TechniqueCall {
        let scrubber = scrubbers[index]
        guard !engine.keys(of: scrubber.view).contains(scrubber.key) else { return .unchanged }
        return install(index, engine: &engine)
    }
}
