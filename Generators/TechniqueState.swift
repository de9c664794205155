import AnimationTechniques
import Lifecycle
import MediaTiming
import Scripts

/// The techniques a script run has set up, so later technique steps can use them.
///
/// One ``TechniqueSet`` per variant name keeps its per-view objects (preservers, reinstallers,
/// scrubbers) alive. A set is made through a ``TechniqueKit`` when the first step that uses it
/// has an even index, and each technique by its own public initializer when it is odd, so the
/// laws that drive the techniques call and check both ways of making them. The variant
/// `scrub.deferredOffset` picks the deferred-offset scrubbing strategy, the other correct one,
/// which no kit variant names. A name is looked up in the run's ``TechniqueRegistry``: a
/// registered implementation's set takes the families its factory makes from it.
@usableFromInline internal final class TechniqueState<Engine: TimingEngine> {
    @usableFromInline internal let host: Host<Engine>
    @usableFromInline internal var sets: [String: TechniqueSet<Engine>] = [:]
    @usableFromInline internal var scrubbers: [Int: any AnimationScrubbing<Engine>] = [:]
    /// Faults planted in every technique, for the suite's mutation tests.
    @usableFromInline internal var faults: _TechniqueFault = []
    /// Where the run notes the technique API it calls (only while coverage is measured).
    @usableFromInline internal let api: APICallLog?

    @inlinable init(host: Host<Engine>, api: APICallLog?) {
        self.host = host
        self.api = api
    }

    /// The implementations technique steps name; the project's unless the run was given others.
    @usableFromInline internal var registry: TechniqueRegistry = .project

    /// The name of the extra scrubbing variant.
    @usableFromInline internal static var deferredScrubVariant: String { TechniqueRegistry.deferredScrubName }

    @inlinable internal func set(_ name: String, index: Int) throws(StepSkipped) -> TechniqueSet<Engine> {
        if let set = sets[name] { return set }
        guard let implementation = registry.implementation(named: name) else {
            throw StepSkipped("unknown variant '\(name)'")
        }
        let made = TechniqueSet(
            host: host, variant: implementation.recipes, faults: faults, throughKit: index % 2 == 0, api: api)
        if let factory = implementation.factory { made.adopt(factory) }
        sets[name] = made
        return made
    }

    /// Runs a technique step on the layer of index `step.view` (``ScriptRun/layers``); returns a
    /// note when it did nothing.
    ///
    /// The pauser, the speed changer, the store and the closure technique take a layer, a plain
    /// sublayer's too; the preserver, the reinstaller and the scrubber are made for a view and
    /// observe its window, so their operations skip a plain layer's index (`views` holds `nil`
    /// there), before any technique is made.
    @inlinable func perform(
        _ step: TechniqueStep, index: Int, layers: [Engine.Layer], views: [Host<Engine>.View?], log: CallbackLog
    ) throws -> String? {
        guard layers.indices.contains(step.view) else { throw StepSkipped("no view \(step.view)") }
        let layer = layers[step.view]
        let view = views[step.view]
        let plainLayer = StepSkipped("\(step.view) is a plain layer, no view")
        if view == nil, step.operation.needsView { throw plainLayer }
        func theView() throws(StepSkipped) -> Host<Engine>.View {
            guard let view else { throw plainLayer }
            return view
        }
        let set = try set(step.variant, index: index)
        func answer(_ text: String) {
            log.pending.append(CallbackRecord(copy: index, view: step.view, key: "", kind: .host(text)))
        }
        switch step.operation {
        case .pause:
            api?.note("LayerPauser.pause(_:)")
            return try set.pausing.pause(layer) ? nil : "no-op: already paused"
        case .resume:
            api?.note("LayerPauser.resume(_:)")
            return try set.pausing.resume(layer) ? nil : "no-op: not paused"
        case .changeSpeed(let speed):
            api?.note("SpeedChanger.setSpeed(_:of:)")
            try set.speedChanging.setSpeed(speed, of: layer)
        case .store:
            api?.note("AnimationStore.store(_:)")
            return try set.storing.store(layer) ? nil : "no-op: nothing to store"
        case .restore:
            api?.note("AnimationStore.restore(_:)")
            return try set.storing.restore(layer) ? nil : "no-op: nothing stored"
        case .discard:
            api?.note("AnimationStore.discard(_:)")
            return try set.storing.discard(layer) ? nil : "no-op: nothing stored"
        case .setResumeSpeed(let speed):
            api?.note("LayerPauser.setResumeSpeed(_:of:)")
            answer("setResumeSpeed(\(speed)) = \(set.pausing.setResumeSpeed(speed, of: layer))")
        case .inspect:
            for entry in [
                "LayerPauser.isPaused(_:)", "LayerPauser.resumeSpeed(of:)", "AnimationStore.hasStored(_:)",
                "AnimationStore.storedAnimations(of:)",
            ] {
                api?.note(entry)
            }
            answer("isPaused = \(set.pausing.isPaused(layer))")
            answer("resumeSpeed = \(set.pausing.resumeSpeed(of: layer).map { "\($0)" } ?? "nil")")
            answer("hasStored = \(set.storing.hasStored(layer))")
            let stored = set.storing.storedAnimations(of: layer).map { item in
                "v\(layers.firstIndex(of: item.layer).map(String.init) ?? "?").\(item.key)"
            }
            answer("stored = [\(stored.sorted().joined(separator: ", "))]")
        case .preserve:
            _ = set.preserver(for: try theView(), step: index)
        case .reinstall(let key):
            guard var animation = step.animation else { throw StepSkipped("reinstall needs an animation") }
            // Every copy the reinstaller adds carries this delegate, so re-adds are heard as this copy.
            animation.delegate = RecordingDelegate(copy: index, view: step.view, key: key, log: log)
            let reinstaller = set.reinstaller(for: try theView(), step: index)
            api?.note("Reinstaller.install(_:forKey:on:)")
            try reinstaller.install(animation, forKey: key, on: nil)
        case .uninstall(let key):
            guard let reinstaller = set.existingReinstaller(for: try theView()) else {
                throw StepSkipped("no reinstaller on view \(step.view)")
            }
            api?.note("Reinstaller.uninstall(forKey:on:)")
            reinstaller.uninstall(forKey: key, on: nil)
        case .reinstallMissing:
            guard let reinstaller = set.existingReinstaller(for: try theView()) else {
                throw StepSkipped("no reinstaller on view \(step.view)")
            }
            api?.note("Reinstaller.reinstallMissing()")
            answer("reinstalled \(try reinstaller.reinstallMissing())")
        case .installScrubber(let key):
            guard var animation = step.animation else { throw StepSkipped("a scrubber needs an animation") }
            animation.delegate = RecordingDelegate(copy: index, view: step.view, key: key, log: log)
            let scrubber: any AnimationScrubbing<Engine>
            if step.variant == Self.deferredScrubVariant {
                api?.note("Scrubber.init(host:layer:animation:forKey:strategy:base:view:)")
                scrubber = Scrubber(
                    host: host, layer: layer, animation: animation, forKey: key, strategy: .deferredOffset,
                    view: try theView())
            } else {
                scrubber = set.makeScrubber(for: try theView(), animation: animation, forKey: key)
            }
            // The project's scrubbers carry the planted faults; a registered one has none to carry.
            (scrubber as? Scrubber<Engine>)?._faults = faults
            api?.note("Scrubber.install()")
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
        case .reinstallScrubber:
            guard let scrubber = scrubbers[step.view] else { throw StepSkipped("no scrubber on view \(step.view)") }
            api?.note("Scrubber.reinstallIfMissing()")
            answer("reinstalledIfMissing = \(try scrubber.reinstallIfMissing())")
        case .invalidate:
            if let preserver = set.existingPreserver(for: try theView()) {
                api?.note("AnimationPreserver.invalidate()")
                preserver.invalidate()
            }
            if let reinstaller = set.existingReinstaller(for: try theView()) {
                api?.note("Reinstaller.invalidate()")
                reinstaller.invalidate()
            }
            if let scrubber = scrubbers[step.view] {
                api?.note("Scrubber.invalidate()")
                scrubber.invalidate()
            }
        case .invalidateAll:
            set.invalidateAll()
            for scrubber in scrubbers.values {
                api?.note("Scrubber.invalidate()")
                scrubber.invalidate()
            }
        case .addWithClosures(let key):
            guard let animation = step.animation else { throw StepSkipped("addWithClosures needs an animation") }
            let viewIndex = step.view
            try set.addAnimation(
                animation, forKey: key, to: layer, step: index,
                onStart: { _ in
                    log.pending.append(
                        CallbackRecord(copy: index, view: viewIndex, key: key, kind: .didStart, viaClosure: true))
                    log.heard(.didStart(view: viewIndex, key: key))
                },
                onCompletion: { _, finished in
                    log.pending.append(
                        CallbackRecord(
                            copy: index, view: viewIndex, key: key, kind: .didStop(finished: finished), viaClosure: true
                        ))
                    log.heard(.didStop(view: viewIndex, key: key))
                })
        }
        return nil
    }
}
