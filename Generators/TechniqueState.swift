import AnimationTechniques
import Lifecycle
import MediaTiming
import Scripts

/// The techniques a script run has set up, so later technique steps can use them.
///
/// One ``TechniqueKit`` per variant name keeps its per-view objects (preservers, reinstallers,
/// scrubbers) alive. The variant `scrub.deferredOffset` picks the deferred-offset scrubbing
/// strategy, the other correct one, which no kit variant names.
@usableFromInline internal struct TechniqueState<Engine: TimingEngine> {
    @usableFromInline internal let host: Host<Engine>
    @usableFromInline internal var kits: [String: TechniqueKit<Engine>] = [:]
    @usableFromInline internal var scrubbers: [Int: Scrubber<Engine>] = [:]
    /// Faults planted in every technique, for the suite's mutation tests.
    @usableFromInline internal var faults: _TechniqueFault = []

    /// Where the run notes the technique API it calls (only while coverage is measured).
    @usableFromInline internal let api: APICallLog?

    @inlinable init(host: Host<Engine>, api: APICallLog?) {
        self.host = host
        self.api = api
    }

    /// The name of the extra scrubbing variant.
    @usableFromInline internal static var deferredScrubVariant: String { "scrub.deferredOffset" }

    @inlinable internal mutating func kit(_ name: String) throws(StepSkipped) -> TechniqueKit<Engine> {
        if let kit = kits[name] { return kit }
        let variant: TechniqueVariant
        if name == Self.deferredScrubVariant {
            variant = .correct
        } else {
            guard let named = TechniqueVariant(name: name) else { throw StepSkipped("unknown variant '\(name)'") }
            variant = named
        }
        // The public initializer whenever no fault is planted, so scripts call what apps call.
        let made: TechniqueKit<Engine>
        if faults.isEmpty {
            api?.note("TechniqueKit.init(host:variant:)")
            made = TechniqueKit(host: host, variant: variant)
        } else {
            made = TechniqueKit(host: host, variant: variant, _faults: faults)
        }
        kits[name] = made
        return made
    }

    /// Runs a technique step; returns a note when it did nothing.
    @inlinable mutating func perform(
        _ step: TechniqueStep, index: Int, views: [Host<Engine>.View], log: CallbackLog
    ) throws -> String? {
        guard views.indices.contains(step.view) else { throw StepSkipped("no view \(step.view)") }
        let view = views[step.view]
        let kit = try kit(step.variant)
        switch step.operation {
        case .pause:
            api?.note("LayerPauser.pause(_:)")
            return try kit.pauser.pause(view.layer) ? nil : "no-op: already paused"
        case .resume:
            api?.note("LayerPauser.resume(_:)")
            return try kit.pauser.resume(view.layer) ? nil : "no-op: not paused"
        case .changeSpeed(let speed):
            api?.note("SpeedChanger.setSpeed(_:of:)")
            try kit.speedChanger.setSpeed(speed, of: view.layer)
        case .store:
            api?.note("AnimationStore.store(_:)")
            return try kit.store.store(view.layer) ? nil : "no-op: nothing to store"
        case .restore:
            api?.note("AnimationStore.restore(_:)")
            return try kit.store.restore(view.layer) ? nil : "no-op: nothing stored"
        case .preserve:
            api?.note("TechniqueKit.preserver(for:)")
            kit.preserver(for: view)
        case .reinstall(let key):
            guard var animation = step.animation else { throw StepSkipped("reinstall needs an animation") }
            // Every copy the reinstaller adds carries this delegate, so re-adds are heard as this copy.
            animation.delegate = RecordingDelegate(copy: index, view: step.view, key: key, log: log)
            api?.note("TechniqueKit.reinstaller(for:)")
            api?.note("Reinstaller.install(_:forKey:on:)")
            try kit.reinstaller(for: view).install(animation, forKey: key)
        case .installScrubber(let key):
            guard var animation = step.animation else { throw StepSkipped("a scrubber needs an animation") }
            animation.delegate = RecordingDelegate(copy: index, view: step.view, key: key, log: log)
            api?.note(
                step.variant == Self.deferredScrubVariant
                    ? "Scrubber.init(host:layer:animation:forKey:strategy:base:view:)"
                    : "TechniqueKit.makeScrubber(for:animation:forKey:)")
            api?.note("Scrubber.install()")
            let scrubber =
                step.variant == Self.deferredScrubVariant
                ? Scrubber(
                    host: host, layer: view.layer, animation: animation, forKey: key, strategy: .deferredOffset,
                    view: view)
                : kit.makeScrubber(for: view, animation: animation, forKey: key)
            scrubber._faults = faults
            try scrubber.install()
            scrubbers[step.view] = scrubber
        case .scrub(let progress):
            guard let scrubber = scrubbers[step.view] else { throw StepSkipped("no scrubber on view \(step.view)") }
            api?.note("Scrubber.setProgress(_:)")
            try scrubber.setProgress(progress)
        case .releaseScrub:
            guard let scrubber = scrubbers[step.view] else { throw StepSkipped("no scrubber on view \(step.view)") }
            api?.note("Scrubber.release()")
            try scrubber.release()
        case .addWithClosures(let key):
            guard let animation = step.animation else { throw StepSkipped("addWithClosures needs an animation") }
            let viewIndex = step.view
            api?.note("TechniqueKit.addAnimation(_:forKey:to:onStart:onCompletion:)")
            try kit.addAnimation(
                animation, forKey: key, to: view.layer,
                onStart: { _ in
                    log.pending.append(
                        CallbackRecord(copy: index, view: viewIndex, key: key, kind: .didStart, viaClosure: true))
                },
                onCompletion: { _, finished in
                    log.pending.append(
                        CallbackRecord(
                            copy: index, view: viewIndex, key: key, kind: .didStop(finished: finished), viaClosure: true
                        ))
                })
        }
        return nil
    }
}
