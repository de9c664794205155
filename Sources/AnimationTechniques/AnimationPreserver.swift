import Lifecycle
import MediaTiming

/// Keeps a view's animations alive across the app's trips to the background and the view's trips
/// out of its window, with one object the view's owner creates (the article's
/// `AnimationPreservingView`, as a companion instead of a subclass).
///
/// It stores the view's layer tree (see ``AnimationStore``) on `willResignActive` when the view
/// is in a window, and on `willMove(toWindow: nil)`; both come before the system removal. It
/// restores on `didBecomeActive` when the view is in a window, and on `didMoveToWindow` into a
/// window when the app is active. Restoring on a window return only while the app is active
/// avoids a restore during inactive or background that the next background removal would undo;
/// what is kept then waits for `didBecomeActive`.
///
/// Errors from the store cannot propagate out of a notification; the last one is kept in
/// ``lastError``. Call ``invalidate()`` to stop observing (it is also done on deinit).
public final class AnimationPreserver<Engine: TimingEngine> {
    /// The host whose notifications drive the preserver.
    public let host: Host<Engine>
    /// The view whose layer tree is preserved.
    public let view: Host<Engine>.View
    /// The store that keeps the animations.
    public let store: AnimationStore<Engine>
    /// The last error a store or restore raised, if any.
    @inlinable public var lastError: TechniqueError? { lastErrorStorage }
    /// The storage of ``lastError``, settable by the inlinable code.
    @usableFromInline internal var lastErrorStorage: TechniqueError? = nil
    /// The host registrations, removed by ``invalidate()``.
    @usableFromInline internal let subscription: HostSubscription<Engine>
    /// Whether a window return restores whatever the app state (the published view's flaw).
    @usableFromInline internal let restoresOnAnyWindowReturn: Bool
    /// Faults planted for the conformance suite's mutation tests; empty in every real use.
    public var _faults: _TechniqueFault = []
    /// Whether the last store came from `willResignActive`, for
    /// ``_TechniqueFault/preserverActiveRestoreNeedsAppStore``.
    @usableFromInline internal var storedOnResign = false

    /// Creates a preserver for `view` with a store of the given recipe and starts observing `host`.
    ///
    /// Keep a reference: the preserver stops observing when it is deallocated.
    @inlinable public convenience init(host: Host<Engine>, view: Host<Engine>.View, variant: StoreVariant = .correct) {
        self.init(host: host, view: view, store: AnimationStore(engine: host.engine, variant: variant))
    }

    /// Creates a preserver for `view` that keeps animations in `store`, and starts observing `host`.
    ///
    /// Keep a reference: the preserver stops observing when it is deallocated.
    @inlinable public convenience init(host: Host<Engine>, view: Host<Engine>.View, store: AnimationStore<Engine>) {
        self.init(host: host, view: view, store: store, restoresOnAnyWindowReturn: false)
    }

    /// Creates a preserver; `restoresOnAnyWindowReturn` picks the published `didMoveToWindow`,
    /// which restores even while the app is not active (``PreserveVariant/restoreOnAnyWindowReturn``).
    @inlinable public init(
        host: Host<Engine>, view: Host<Engine>.View, store: AnimationStore<Engine>, restoresOnAnyWindowReturn: Bool
    ) {
        self.restoresOnAnyWindowReturn = restoresOnAnyWindowReturn
        self.host = host
        self.subscription = HostSubscription(host: host)
        self.view = view
        self.store = store
        subscription.add(host.observeAppNotifications { [weak self] in self?.handle($0) })
        subscription.add(host.observeWindowMoves(of: view) { [weak self] in self?.handle($0) })
    }

    /// Stops observing the host; what is kept stays kept.
    @inlinable public func invalidate() {
        subscription.cancel()
        if _faults.contains(.preserverInvalidateDiscardsKept) { _ = try? store.discard(view.layer) }
    }

    /// Whether the view's animations are currently kept by the preserver.
    public var isHoldingAnimations: Bool { store.hasStored(view.layer) }

    @inlinable internal func handle(_ notification: AppNotification) {
        switch notification {
        case .willResignActive where host.isInWindow(view) || _faults.contains(.preserverStoresOutOfWindowOnResign):
            storeNow()
            storedOnResign = true
        case .didBecomeActive
        where host.isInWindow(view) || _faults.contains(.preserverRestoresOutOfWindowOnActive):
            if _faults.contains(.preserverActiveRestoreNeedsAppStore) && !storedOnResign { break }
            restoreNow()
        case .willEnterForeground
        where host.isInWindow(view) && _faults.contains(.preserverRestoresOnWillEnterForeground):
            restoreNow()
        default: break
        }
    }

    @inlinable internal func handle(_ move: WindowMove) {
        if _faults.contains(.preserverIgnoresWindowMoves) { return }
        switch move {
        case .willMove(toWindow: nil):
            storeNow()
            storedOnResign = false
        case .didMove(toWindow: .some) where host.appState == .active || restoresOnAnyWindowReturn: restoreNow()
        default: break
        }
    }

    @inlinable internal func storeNow() {
        do {
            try store.store(view.layer)
        } catch {
            lastErrorStorage = error
        }
    }

    @inlinable internal func restoreNow() {
        do {
            try store.restore(view.layer)
        } catch {
            lastErrorStorage = error
        }
    }
}
