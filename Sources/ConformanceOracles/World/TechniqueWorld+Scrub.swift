import MediaTiming
import Scripts

extension TechniqueWorld {
    /// A scrubber (`Scrubber`, SEMANTICS §8.5 and §2.6): its view, key and animation as given,
    /// the progress last set, and whether it still observes the host.
    ///
    /// With the `explicitBeginTime` strategy (the `correct` set's) its copy is added with
    /// beginTime `base` (1: nonzero, so the commit never stamps it) on a layer of speed 0 and
    /// timeOffset `base + progress`, so the copy's active time is the progress in the same
    /// transaction. With `deferredOffset` (the driver's `scrub.deferredOffset`) the copy is added
    /// with beginTime 0 on a layer frozen at 0 (the commit stamps 0), and the progress is set on
    /// the next run-loop turn; until then a new progress is only remembered.
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
        /// The technique set that made it.
        var variant: String
        /// Whether it installs with the deferred-offset strategy.
        var isDeferred: Bool
        /// Whether its set keeps it alive (a kit or set scrubber); otherwise only the driver's
        /// reference to the view's current scrubber does, and it goes when that one is replaced.
        var isRetained: Bool
        /// Whether it still exists.
        var isAlive = true
        /// Whether an install waits for the next turn to apply the progress.
        var isOffsetDeferred = false
        /// The explicit begin time of its copies (the scrubber's default base).
        var base = 1.0
    }

    /// Scrubber steps: `installScrubber` makes a new scrubber, the others reach the view's last
    /// installed one.
    mutating func applyScrubber<E: WorldEngine>(_ step: TechniqueStep, index: Int, engine: inout E)
        -> TechniqueOutcome
    {
        let view = step.view
        if case .installScrubber(let key) = step.operation {
            guard var animation = step.animation else { return .noOp("no-op: a scrubber needs an animation") }
            animation.delegate = nil
            let deferred = step.variant == "scrub.deferredOffset"
            scrubbers.append(
                ScrubberState(
                    view: view, key: key,
                    copy: WorldCopy(animation, listener: .init(step: index, view: view, key: key)),
                    variant: activeSet, isDeferred: deferred, isRetained: !deferred))
            let made = scrubbers.count - 1
            var outcome = TechniqueOutcome()
            outcome.registered = register(.scrubber, view: view, scrubber: made)
            let (call, scheduled) = install(made, engine: &engine)
            outcome.status = call.status(unchangedNote: "")
            outcome.scheduled = scheduled
            if call == .changed {
                if let previous = currentScrubber[view], previous >= 0, !scrubbers[previous].isRetained {
                    outcome.unregistered += release(previous)
                }
                currentScrubber[view] = made
            } else if deferred {
                outcome.unregistered += release(made)
            }
            return outcome
        }
        guard let scrubber = currentScrubber[view] else { return .noOp("no-op: no scrubber on view \(view)") }
        guard scrubber >= 0 else { return .unknown }
        switch step.operation {
        case .scrub(let progress):
            guard progress.isFinite else {
                return TechniqueOutcome(status: TechniqueCall.invalidArgument.status(unchangedNote: ""))
            }
            if scrubbers[scrubber].isOffsetDeferred {
                scrubbers[scrubber].progress = progress
                return TechniqueOutcome()
            }
            let call = setLayerTime(layerTime(scrubber, at: progress), of: view, engine: &engine)
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
            let (call, scheduled) = reinstallIfMissing(scrubber, engine: &engine)
            var outcome = TechniqueOutcome()
            outcome.scheduled = scheduled
            if case .refused = call {
                outcome.status = call.status(unchangedNote: "")
                return outcome
            }
            outcome.events = [.host(step: index, view: view, text: "reinstalledIfMissing = \(call == .changed)")]
            return outcome
        default:
            return .unknown
        }
    }

    /// The scrubber no one keeps any more: it stops observing and its waiting block does nothing.
    private mutating func release(_ index: Int) -> [Int] {
        scrubbers[index].isAlive = false
        scrubbers[index].isLive = false
        return unregister { $0.scrubber == index }
    }

    /// The layer time that shows `progress` for scrubber `index`.
    private func layerTime(_ index: Int, at progress: Double) -> Double {
        scrubbers[index].isDeferred ? progress : scrubbers[index].base + progress
    }

    /// Freezes the layer at local time `time`: speed 0, timeOffset `time`.
    private func setLayerTime<E: WorldEngine>(_ time: Double, of view: Int, engine: inout E) -> TechniqueCall {
        var timing = engine.timing(of: view)
        timing.speed = 0
        timing.timeOffset = time
        return Self.setTiming(timing, of: view, engine: &engine)
    }

    /// Installs scrubber `index`'s copy: the layer frozen, then the copy added; a deferred
    /// scrubber schedules its progress for the next turn (block `index`).
    mutating func install<E: WorldEngine>(_ index: Int, engine: inout E) -> (call: TechniqueCall, scheduled: [Int]) {
        let scrubber = scrubbers[index]
        let frozen = setLayerTime(
            scrubber.isDeferred ? 0 : scrubber.base + scrubber.progress, of: scrubber.view, engine: &engine)
        guard frozen == .changed else { return (frozen, []) }
        var copy = scrubber.copy
        copy.animation.timing.beginTime = scrubber.isDeferred ? 0 : scrubber.base
        guard engine.add(copy, forKey: scrubber.key, to: scrubber.view) else { return (.engineRefused, []) }
        guard scrubber.isDeferred else { return (.changed, []) }
        scrubbers[index].isOffsetDeferred = true
        return (.changed, [index])
    }

    /// Installs scrubber `index`'s copy again when its key is missing from the layer.
    ///
    /// - Returns: `changed` when it was reinstalled, `unchanged` when the key was there.
    mutating func reinstallIfMissing<E: WorldEngine>(_ index: Int, engine: inout E)
        -> (call: TechniqueCall, scheduled: [Int])
    {
        let scrubber = scrubbers[index]
        guard !engine.keys(of: scrubber.view).contains(scrubber.key) else { return (.unchanged, []) }
        return install(index, engine: &engine)
    }

    /// Runs next-turn block `id` (a deferred scrubber's install): the progress remembered since
    /// is applied, unless the scrubber is gone or applied it already.
    package mutating func runScheduledBlock<E: WorldEngine>(_ id: Int, engine: inout E) -> [WorldEvent] {
        guard scrubbers.indices.contains(id), scrubbers[id].isAlive, scrubbers[id].isOffsetDeferred else { return [] }
        scrubbers[id].isOffsetDeferred = false
        _ = setLayerTime(scrubbers[id].progress, of: scrubbers[id].view, engine: &engine)
        return []
    }
}
