import AnimationTechniques
import Lifecycle
import MediaTiming

/// The techniques of one variant in a script run, made either through a ``TechniqueKit`` or, as
/// an app without the kit would make them, each through its own public initializer.
///
/// The driver alternates the two (see ``TechniqueState``), so the laws that drive the techniques
/// check every initializer. Both give the same recipes: the pauser and the speed changer share a
/// pauser, the store has one of its own, and every object carries the planted faults.
@usableFromInline final class TechniqueSet<Engine: TimingEngine> {
    @usableFromInline let host: Host<Engine>
    @usableFromInline let kit: TechniqueKit<Engine>?
    @usableFromInline let variant: TechniqueVariant
    @usableFromInline let faults: _TechniqueFault
    @usableFromInline let api: APICallLog?
    @usableFromInline let pauser: LayerPauser<Engine>
    @usableFromInline let speedChanger: SpeedChanger<Engine>
    @usableFromInline let store: AnimationStore<Engine>
    @usableFromInline var preservers: [ViewID: AnimationPreserver<Engine>] = [:]
    @usableFromInline var reinstallers: [ViewID: Reinstaller<Engine>] = [:]
    @usableFromInline var scrubbers: [Scrubber<Engine>] = []
    /// What the run's pause, resume, resume-speed and inspect steps call: ``pauser``, or the
    /// registered implementation's own pauser.
    @usableFromInline var pausing: any LayerPausing<Engine>
    /// What the run's speed changes call: ``speedChanger``, or the registered implementation's.
    @usableFromInline var speedChanging: any LayerSpeedChanging<Engine>
    /// What the run's store, restore, discard and inspect steps call: ``store``, or the
    /// registered implementation's.
    @usableFromInline var storing: any AnimationStoring<Engine>
    /// The registered implementation's factory, for the per-view families it makes.
    @usableFromInline var factory: (any TechniqueFactory)?
    /// The registered implementation's preservers, by view.
    @usableFromInline var adoptedPreservers: [ViewID: any AnimationPreserving<Engine>] = [:]
    /// The registered implementation's reinstallers, by view.
    @usableFromInline var adoptedReinstallers: [ViewID: any AnimationReinstalling<Engine>] = [:]
    /// The registered implementation's scrubbers, in the order they were made.
    @usableFromInline var adoptedScrubbers: [any AnimationScrubbing<Engine>] = []
    /// The registered implementation's closure callbacks, when it has its own.
    @usableFromInline var closureAnimator: (any ClosureAnimating<Engine>)?

    /// Makes the techniques through a kit (`throughKit`) or each by its own initializer.
    @inlinable
    init(host: Host<Engine>, variant: TechniqueVariant, faults: _TechniqueFault, throughKit: Bool, api: APICallLog?) {
        self.host = host
        self.variant = variant
        self.faults = faults
        self.api = api
        if throughKit {
            // The public initializer whenever no fault is planted, so scripts call what apps call.
            let kit: TechniqueKit<Engine>
            if faults.isEmpty {
                api?.note("TechniqueKit.init(host:variant:)")
                kit = TechniqueKit(host: host, variant: variant)
            } else {
                kit = TechniqueKit(host: host, variant: variant, _faults: faults)
            }
            self.kit = kit
            (pauser, speedChanger, store) = (kit.pauser, kit.speedChanger, kit.store)
            (pausing, speedChanging, storing) = (kit.pauser, kit.speedChanger, kit.store)
        } else {
            kit = nil
            api?.note("LayerPauser.init(engine:variant:)")
            let pauser = LayerPauser(engine: host.engine, variant: variant.pause)
            pauser._faults = faults
            self.pauser = pauser
            api?.note("SpeedChanger.init(engine:variant:pauser:)")
            var speedChanger = SpeedChanger(engine: host.engine, variant: variant.speedChange, pauser: pauser)
            speedChanger._faults = faults
            self.speedChanger = speedChanger
            let store = Self.makeStore(host: host, variant: variant, faults: faults, api: api)
            self.store = store
            (pausing, speedChanging, storing) = (pauser, speedChanger, store)
        }
    }

    /// Replaces the families `factory` makes with its objects (a registered implementation's);
    /// a pauser of its own without a speed changer gets ``PausingSpeedChanger`` over it. The
    /// per-view families (preservers, reinstallers, scrubbers) are asked for when a step needs one.
    @inlinable
    func adopt(_ factory: any TechniqueFactory) {
        self.factory = factory
        if let made = factory.makeStore(host: host) { storing = made }
        closureAnimator = factory.makeClosureAnimator(host: host)
        if let made = factory.makePauser(host: host) {
            pausing = made
            speedChanging = PausingSpeedChanger(engine: host.engine, pauser: made)
        }
        if let made = factory.makeSpeedChanger(host: host, pauser: pausing) { speedChanging = made }
    }

    /// A store with a pauser of its own, of the variant's recipes and with the planted faults.
    @inlinable
    static func makeStore(host: Host<Engine>, variant: TechniqueVariant, faults: _TechniqueFault, api: APICallLog?)
        -> AnimationStore<Engine>
    {
        api?.note("LayerPauser.init(engine:variant:)")
        let pauser = LayerPauser(engine: host.engine, variant: variant.pause)
        pauser._faults = faults
        api?.note("AnimationStore.init(engine:variant:pauser:)")
        let store = AnimationStore(engine: host.engine, variant: variant.store, pauser: pauser)
        store._faults = faults
        return store
    }

    /// The preserver of `view`, made on first use; without a kit, by one of the three initializers
    /// in turn (by the index of the step that makes it), each given the variant's recipes.
    @inlinable
    func preserver(for view: Host<Engine>.View, step: Int) -> any AnimationPreserving<Engine> {
        if let adopted = adoptedPreserver(for: view) { return adopted }
        if let kit {
            api?.note("TechniqueKit.preserver(for:)")
            return kit.preserver(for: view)
        }
        if let existing = preservers[view.id] { return existing }
        let made: AnimationPreserver<Engine>
        let anyReturn = variant.preserve == .restoreOnAnyWindowReturn
        switch anyReturn || variant.pause != .correct ? 2 : step % 3 {
        case 0:
            // This initializer makes its store with a correct pauser, which is the variant's here.
            api?.note("AnimationPreserver.init(host:view:variant:)")
            made = AnimationPreserver(host: host, view: view, variant: variant.store)
            made.store._faults = faults
            made.store.pauser._faults = faults
        case 1:
            api?.note("AnimationPreserver.init(host:view:store:)")
            made = AnimationPreserver(
                host: host, view: view, store: Self.makeStore(host: host, variant: variant, faults: faults, api: api))
        default:
            api?.note("AnimationPreserver.init(host:view:store:restoresOnAnyWindowReturn:)")
            made = AnimationPreserver(
                host: host, view: view, store: Self.makeStore(host: host, variant: variant, faults: faults, api: api),
                restoresOnAnyWindowReturn: anyReturn)
        }
        made._faults = faults
        preservers[view.id] = made
        return made
    }

    /// The reinstaller of `view`, made on first use; without a kit, by either initializer in turn
    /// (by the index of the step that makes it).
    @inlinable
    func reinstaller(for view: Host<Engine>.View, step: Int) -> any AnimationReinstalling<Engine> {
        if let adopted = adoptedReinstaller(for: view) { return adopted }
        if let kit {
            api?.note("TechniqueKit.reinstaller(for:)")
            return kit.reinstaller(for: view)
        }
        if let existing = reinstallers[view.id] { return existing }
        let made: Reinstaller<Engine>
        if variant.reinstall == .correct && step % 2 == 0 {
            api?.note("Reinstaller.init(host:view:)")
            made = Reinstaller(host: host, view: view)
        } else {
            api?.note("Reinstaller.init(host:view:reAddsCompleted:)")
            made = Reinstaller(host: host, view: view, reAddsCompleted: variant.reinstall == .reAddCompleted)
        }
        made._faults = faults
        reinstallers[view.id] = made
        return made
    }

    /// The reinstaller of `view` if one was made.
    @inlinable
    func existingReinstaller(for view: Host<Engine>.View) -> (any AnimationReinstalling<Engine>)? {
        if let adopted = adoptedReinstallers[view.id] { return adopted }
        return kit.map { $0.reinstallers[view.id] } ?? reinstallers[view.id]
    }

    /// The preserver of `view` if one was made.
    @inlinable
    func existingPreserver(for view: Host<Engine>.View) -> (any AnimationPreserving<Engine>)? {
        if let adopted = adoptedPreservers[view.id] { return adopted }
        return kit.map { $0.preservers[view.id] } ?? preservers[view.id]
    }

    /// A scrubber of `view`'s layer with the variant's strategy, reinstalling by itself.
    @inlinable
    func makeScrubber(for view: Host<Engine>.View, animation: Animation, forKey key: String)
        -> any AnimationScrubbing<Engine>
    {
        if let made = factory?.makeScrubber(host: host, view: view, animation: animation, forKey: key) {
            adoptedScrubbers.append(made)
            return made
        }
        if let kit {
            api?.note("TechniqueKit.makeScrubber(for:animation:forKey:)")
            return kit.makeScrubber(for: view, animation: animation, forKey: key)
        }
        api?.note("Scrubber.init(host:layer:animation:forKey:strategy:base:view:)")
        let made = Scrubber(
            host: host, layer: view.layer, animation: animation, forKey: key, strategy: variant.scrub, view: view)
        made._faults = faults
        scrubbers.append(made)
        return made
    }

    /// Adds `animation` with a closure delegate of the variant's completion recipe; without a kit,
    /// through the engine extension or a delegate made by hand, in turn (by the step's index).
    @inlinable
    func addAnimation(
        _ animation: Animation, forKey key: String, to layer: Engine.Layer, step: Int,
        onStart: @escaping (Animation) -> Void, onCompletion: @escaping (Animation, Bool) -> Void
    ) throws(TechniqueError) {
        if let closureAnimator {
            try closureAnimator.addAnimation(
                animation, forKey: key, to: layer, onStart: onStart, onCompletion: onCompletion)
            return
        }
        if let kit {
            api?.note("TechniqueKit.addAnimation(_:forKey:to:onStart:onCompletion:)")
            try kit.addAnimation(animation, forKey: key, to: layer, onStart: onStart, onCompletion: onCompletion)
            return
        }
        do {
            let delegate: ClosureDelegate
            if step % 2 == 0 {
                api?.note("TimingEngine.addAnimation(_:forKey:to:variant:onStart:onCompletion:)")
                delegate = try host.engine.addAnimation(
                    animation, forKey: key, to: layer, variant: variant.completion, onStart: onStart,
                    onCompletion: onCompletion)
            } else {
                api?.note("ClosureDelegate.init(variant:onStart:onCompletion:)")
                delegate = ClosureDelegate(variant: variant.completion, onStart: onStart, onCompletion: onCompletion)
                var copy = animation
                copy.delegate = delegate
                try host.engine.add(copy, forKey: key, to: layer)
            }
            delegate._faults = faults
        } catch {
            throw .engine(error)
        }
    }

    /// Stops every preserver, reinstaller and scrubber observing the host.
    @inlinable
    func invalidateAll() {
        for preserver in adoptedPreservers.values { preserver.invalidate() }
        for reinstaller in adoptedReinstallers.values { reinstaller.invalidate() }
        for scrubber in adoptedScrubbers { scrubber.invalidate() }
        if let kit {
            api?.note("TechniqueKit.invalidate()")
            kit.invalidate()
            return
        }
        for preserver in preservers.values {
            api?.note("AnimationPreserver.invalidate()")
            preserver.invalidate()
        }
        for reinstaller in reinstallers.values {
            api?.note("Reinstaller.invalidate()")
            reinstaller.invalidate()
        }
        for scrubber in scrubbers {
            api?.note("Scrubber.invalidate()")
            scrubber.invalidate()
        }
    }
}

extension TechniqueSet {
    /// The registered implementation's preserver of `view`, made on first use with a fresh store
    /// of the run's store family; `nil` when it makes none.
    @inlinable
    func adoptedPreserver(for view: Host<Engine>.View) -> (any AnimationPreserving<Engine>)? {
        guard let factory else { return nil }
        if let existing = adoptedPreservers[view.id] { return existing }
        let store =
            factory.makeStore(host: host) ?? Self.makeStore(host: host, variant: variant, faults: faults, api: nil)
        guard let made = factory.makePreserver(host: host, view: view, store: store) else { return nil }
        adoptedPreservers[view.id] = made
        return made
    }

    /// The registered implementation's reinstaller of `view`, made on first use; `nil` when it
    /// makes none.
    @inlinable
    func adoptedReinstaller(for view: Host<Engine>.View) -> (any AnimationReinstalling<Engine>)? {
        guard let factory else { return nil }
        if let existing = adoptedReinstallers[view.id] { return existing }
        guard let made = factory.makeReinstaller(host: host, view: view) else { return nil }
        adoptedReinstallers[view.id] = made
        return made
    }
}
