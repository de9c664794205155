#if !canImport(QuartzCore)
import AnimationTechniques
import CoreAnimationFacade
import Lifecycle
import MediaTiming

/// A ``CALayerAnimationStoring`` helper as the suite's ``AnimationStoring``: each root goes to
/// the helper as its `CALayer` object, with the objects of its subtree as its sublayers.
final class CALayerStoreAdapter<Engine: TimingEngine>: AnimationStoring {
    private let bridge: FacadeBridge<Engine>
    /// The app's store.
    let helper: any CALayerAnimationStoring

    init(bridge: FacadeBridge<Engine>, helper: any CALayerAnimationStoring) {
        self.bridge = bridge
        self.helper = helper
    }

    func store(_ root: Engine.Layer) throws(TechniqueError) -> Bool {
        let object = bridge.tree(for: root)
        return try bridge.call { helper.store(object) }
    }

    func restore(_ root: Engine.Layer) throws(TechniqueError) -> Bool {
        let object = bridge.tree(for: root)
        return try bridge.call { helper.restore(object) }
    }

    func discard(_ root: Engine.Layer) throws(TechniqueError) -> Bool {
        let object = bridge.tree(for: root)
        return try bridge.call { helper.discard(object) }
    }

    func hasStored(_ root: Engine.Layer) -> Bool {
        let object = bridge.object(for: root)
        return bridge.facade.perform { helper.hasStored(object) }
    }

    func storedAnimations(of root: Engine.Layer) -> [(layer: Engine.Layer, key: String, animation: Animation)] {
        let object = bridge.object(for: root)
        let kept = bridge.facade.perform { helper.storedAnimations(of: object) }
        return kept.compactMap { item in
            guard let layer = bridge.layer(for: item.layer), let animation = bridge.description(of: item.animation)
            else { return nil }
            return (layer: layer, key: item.key, animation: animation)
        }
    }
}

/// The run's store of another family (the project's) as a ``CALayerAnimationStoring``, for an
/// app's preserver over it.
final class EngineStoreAsCALayerStore<Engine: TimingEngine>: CALayerAnimationStoring {
    private let bridge: FacadeBridge<Engine>
    private let store: any AnimationStoring<Engine>

    init(bridge: FacadeBridge<Engine>, store: any AnimationStoring<Engine>) {
        self.bridge = bridge
        self.store = store
    }

    func store(_ root: CALayer) -> Bool { act(root) { (layer) throws(TechniqueError) in try store.store(layer) } }
    func restore(_ root: CALayer) -> Bool { act(root) { (layer) throws(TechniqueError) in try store.restore(layer) } }
    func discard(_ root: CALayer) -> Bool { act(root) { (layer) throws(TechniqueError) in try store.discard(layer) } }
    func hasStored(_ root: CALayer) -> Bool { bridge.layer(for: root).map(store.hasStored) ?? false }

    func storedAnimations(of root: CALayer) -> [(layer: CALayer, key: String, animation: CAAnimation)] {
        guard let layer = bridge.layer(for: root) else { return [] }
        return store.storedAnimations(of: layer).map {
            (layer: bridge.object(for: $0.layer), key: $0.key, animation: bridge.object(for: $0.animation))
        }
    }

    /// Runs `body` on the engine layer of `root`; a refusal answers `false`, as app code sees it.
    private func act(_ root: CALayer, _ body: (Engine.Layer) throws(TechniqueError) -> Bool) -> Bool {
        guard let layer = bridge.layer(for: root) else { return false }
        return (try? body(layer)) ?? false
    }
}

/// A ``CALayerScrubbing`` helper as the suite's ``AnimationScrubbing``; it calls the helper's
/// `reinstallIfMissing()` where UIKit would have the app call it.
final class CALayerScrubberAdapter<Engine: TimingEngine>: AnimationScrubbing {
    private let bridge: FacadeBridge<Engine>
    private let helper: any CALayerScrubbing
    private let subscription: HostSubscription<Engine>

    init(bridge: FacadeBridge<Engine>, host: Host<Engine>, view: Host<Engine>.View, helper: any CALayerScrubbing) {
        self.bridge = bridge
        self.helper = helper
        subscription = HostSubscription(host: host)
        // As the project's scrubber: window moves first, then the app's notifications.
        subscription.add(
            host.observeWindowMoves(of: view) { [weak self] move in
                if case .didMove(toWindow: .some) = move { self?.reinstallByItself() }
            })
        subscription.add(
            host.observeAppNotifications { [weak self, weak host] notification in
                guard notification == .willEnterForeground, let host, host.isInWindow(view) else { return }
                self?.reinstallByItself()
            })
    }

    func install() throws(TechniqueError) { try bridge.call { helper.install() } }

    func setProgress(_ progress: Double) throws(TechniqueError) {
        guard progress.isFinite else { throw .invalidArgument("progress \(progress) is not finite") }
        _ = try bridge.call { helper.setProgress(progress) }
    }

    func release() throws(TechniqueError) { try bridge.call { helper.release() } }

    func reinstallIfMissing() throws(TechniqueError) -> Bool { try bridge.call { helper.reinstallIfMissing() } }

    func invalidate() { subscription.cancel() }

    private func reinstallByItself() { bridge.facade.perform { _ = helper.reinstallIfMissing() } }
}

/// A ``CALayerClosureAnimating`` helper as the suite's ``ClosureAnimating``: the run's animation
/// goes to the helper as a `CAAnimation` that adds as the animation itself, and the closures
/// hear the helper's callbacks.
final class CALayerClosureAdapter<Engine: TimingEngine>: ClosureAnimating {
    private let bridge: FacadeBridge<Engine>
    private let helper: any CALayerClosureAnimating

    init(bridge: FacadeBridge<Engine>, helper: any CALayerClosureAnimating) {
        self.bridge = bridge
        self.helper = helper
    }

    func addAnimation(
        _ animation: Animation, forKey key: String, to layer: Engine.Layer,
        onStart: @escaping (Animation) -> Void, onCompletion: @escaping (Animation, Bool) -> Void
    ) throws(TechniqueError) {
        let object = bridge.object(for: layer)
        let anim = bridge.object(for: animation)
        try bridge.call {
            helper.add(
                anim, forKey: key, to: object, onStart: { _ in onStart(animation) },
                onCompletion: { _, finished in onCompletion(animation, finished) })
        }
    }
}

/// Delivers the run host's window moves of one view and the app's notifications to a
/// ``CALayerViewLifecycle`` helper, with the facade engine ambient: UIKit's part for app code.
final class ViewLifecycleRelay<Engine: TimingEngine>: AnimationPreserving {
    private let bridge: FacadeBridge<Engine>
    private let helper: any CALayerViewLifecycle
    private let subscription: HostSubscription<Engine>
    /// The view whose layer tree the helper may walk.
    private let view: Host<Engine>.View

    /// Starts relaying; `appFirst` registers for the app's notifications before the window moves
    /// (the order the project's preserver and reinstaller register in).
    init(
        bridge: FacadeBridge<Engine>, host: Host<Engine>, view: Host<Engine>.View, helper: any CALayerViewLifecycle,
        appFirst: Bool
    ) {
        self.bridge = bridge
        self.helper = helper
        self.view = view
        subscription = HostSubscription(host: host)
        let app = { host.observeAppNotifications { [weak self] in self?.relay($0) } }
        let moves = { host.observeWindowMoves(of: view) { [weak self] in self?.relay($0) } }
        if appFirst {
            subscription.add(app())
            subscription.add(moves())
        } else {
            subscription.add(moves())
            subscription.add(app())
        }
    }

    func invalidate() { subscription.cancel() }

    private func relay(_ notification: AppNotification) {
        // The helper may walk the view's layer tree (a preserver's store does): bring it in step.
        _ = bridge.tree(for: view.layer)
        bridge.facade.perform {
            switch notification {
            case .willResignActive: helper.applicationWillResignActive()
            case .didEnterBackground: helper.applicationDidEnterBackground()
            case .willEnterForeground: helper.applicationWillEnterForeground()
            case .didBecomeActive: helper.applicationDidBecomeActive()
            }
        }
    }

    private func relay(_ move: WindowMove) {
        _ = bridge.tree(for: view.layer)
        bridge.facade.perform {
            switch move {
            case .willMove(let window): helper.willMove(toWindow: window != nil)
            case .didMove(let window): helper.didMoveToWindow(window != nil)
            }
        }
    }
}

/// A ``CALayerAnimationReinstalling`` helper as the suite's ``AnimationReinstalling``.
final class CALayerReinstallerAdapter<Engine: TimingEngine>: AnimationReinstalling {
    private let bridge: FacadeBridge<Engine>
    private let helper: any CALayerAnimationReinstalling
    private let relay: ViewLifecycleRelay<Engine>

    init(bridge: FacadeBridge<Engine>, helper: any CALayerAnimationReinstalling, relay: ViewLifecycleRelay<Engine>) {
        self.bridge = bridge
        self.helper = helper
        self.relay = relay
    }

    func install(_ animation: Animation, forKey key: String, on layer: Engine.Layer?) throws(TechniqueError) {
        let target = layer.map { bridge.object(for: $0) }
        let anim = bridge.object(for: animation)
        try bridge.call { helper.install(anim, forKey: key, on: target) }
    }

    func uninstall(forKey key: String, on layer: Engine.Layer?) {
        let target = layer.map { bridge.object(for: $0) }
        bridge.facade.perform { helper.uninstall(forKey: key, on: target) }
    }

    func reinstallMissing() throws(TechniqueError) -> Int { try bridge.call { helper.reinstallMissing() } }

    func invalidate() { relay.invalidate() }
}
#else
// Apple platforms: see AdoptingEngine.swift.
#endif
