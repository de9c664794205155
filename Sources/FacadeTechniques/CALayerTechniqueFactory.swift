#if !canImport(QuartzCore)
import AnimationTechniques
import CoreAnimationFacade
import Lifecycle
import MediaTiming

/// The factory of an entry made by ``AnimationTechniques/TechniqueImplementation/calayer(name:summary:techniques:)``:
/// each family the app's ``CALayerTechniques`` makes, adapted to the suite's protocol over the
/// run's one ``FacadeBridge``.
struct CALayerTechniqueFactory: TechniqueFactory {
    /// The app's helpers.
    let techniques: CALayerTechniques

    func makePauser<Engine: TimingEngine>(host: Host<Engine>) -> (any LayerPausing<Engine>)? {
        techniques.makePauser.map { CALayerPausingAdapter(bridge: FacadeBridge.of(host), helper: $0()) }
    }

    func makeStore<Engine: TimingEngine>(host: Host<Engine>) -> (any AnimationStoring<Engine>)? {
        techniques.makeStore.map { CALayerStoreAdapter(bridge: FacadeBridge.of(host), helper: $0()) }
    }

    func makePreserver<Engine: TimingEngine>(
        host: Host<Engine>, view: Host<Engine>.View, store: any AnimationStoring<Engine>
    ) -> (any AnimationPreserving<Engine>)? {
        guard let make = techniques.makePreserver else { return nil }
        let bridge = FacadeBridge.of(host)
        let helperStore: any CALayerAnimationStoring =
            (store as? CALayerStoreAdapter<Engine>)?.helper ?? EngineStoreAsCALayerStore(bridge: bridge, store: store)
        let context = HostViewContext(host: host, view: view)
        let layer = bridge.object(for: view.layer)
        let helper = bridge.facade.perform { make(layer, helperStore, context) }
        return ViewLifecycleRelay(bridge: bridge, host: host, view: view, helper: helper, appFirst: true)
    }

    func makeReinstaller<Engine: TimingEngine>(host: Host<Engine>, view: Host<Engine>.View)
        -> (any AnimationReinstalling<Engine>)?
    {
        guard let make = techniques.makeReinstaller else { return nil }
        let bridge = FacadeBridge.of(host)
        let layer = bridge.object(for: view.layer)
        let helper = bridge.facade.perform { make(layer, HostViewContext(host: host, view: view)) }
        return CALayerReinstallerAdapter(
            bridge: bridge, helper: helper,
            relay: ViewLifecycleRelay(bridge: bridge, host: host, view: view, helper: helper, appFirst: true))
    }

    func makeScrubber<Engine: TimingEngine>(
        host: Host<Engine>, view: Host<Engine>.View, animation: Animation, forKey key: String
    ) -> (any AnimationScrubbing<Engine>)? {
        guard let make = techniques.makeScrubber else { return nil }
        let bridge = FacadeBridge.of(host)
        let layer = bridge.object(for: view.layer)
        let object = bridge.object(for: animation)
        let helper = bridge.facade.perform { make(layer, object, key) }
        return CALayerScrubberAdapter(bridge: bridge, host: host, view: view, helper: helper)
    }

    func makeClosureAnimator<Engine: TimingEngine>(host: Host<Engine>) -> (any ClosureAnimating<Engine>)? {
        techniques.makeClosureAnimator.map { CALayerClosureAdapter(bridge: FacadeBridge.of(host), helper: $0()) }
    }
}

extension TechniqueImplementation {
    /// An entry whose families are helpers written against `CALayer` (see ``CALayerTechniques``);
    /// every family the helpers leave out is the project's correct one.
    ///
    /// The helpers are made once per script run (the per-view ones once per view), so each run's
    /// helpers start with nothing kept:
    ///
    /// ```swift
    /// let registry = try TechniqueRegistry.project.registering(
    ///     .calayer(name: "app.techniques", summary: "our CALayer helpers", techniques: .app))
    /// ```
    public static func calayer(name: String, summary: String, techniques: CALayerTechniques)
        -> TechniqueImplementation
    {
        TechniqueImplementation(
            name: name, summary: summary, recipes: .correct, factory: CALayerTechniqueFactory(techniques: techniques))
    }

    /// An entry whose pause/resume is a helper written against `CALayer` (see ``CALayerPausing``);
    /// every other family is the project's correct one.
    ///
    /// ```swift
    /// let registry = try TechniqueRegistry.project.registering(
    ///     .calayer(name: "app.pauser", summary: "our CALayer pause/resume") { AppLayerPauser() })
    /// ```
    public static func calayer(
        name: String, summary: String, makePauser: @escaping @Sendable () -> any CALayerPausing
    ) -> TechniqueImplementation {
        calayer(name: name, summary: summary, techniques: CALayerTechniques(makePauser: makePauser))
    }
}
#else
// Apple platforms: see AdoptingEngine.swift.
#endif
