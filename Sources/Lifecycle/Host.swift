import MediaTiming

/// An engine-agnostic, UIKit-like host: an app with windows, views backed by layers, app states
/// and a run loop, driving any ``TimingEngine``.
///
/// The host owns the engine. Every view has a layer, and the layer tree mirrors the view tree:
/// a subview's layer is a sublayer of its superview's layer, and a window's root views' layers are
/// sublayers of the window's layer. Each window has a layer with identity timing.
///
/// Like UIKit, the host removes animations behind the app's back: from every layer of every window
/// when the app enters the background, and from a view's layer subtree when the view leaves its
/// window (see ``RemovalPolicy``). Objects that want to counter this observe app notifications and
/// window moves with ``observeAppNotifications(_:)`` and ``observeWindowMoves(of:_:)``.
///
/// Time moves in run-loop turns: work happens inside the current turn, ``endTurn()`` commits it,
/// and ``advance(to:)`` commits and renders a frame. Blocks given to ``scheduleOnNextTurn(_:)``
/// run at the beginning of the next turn, before its commit.
///
/// Every call is total: a transition that does not apply in the current state is a documented
/// no-op returning `false`, and a handle from elsewhere throws a ``HostError``. Nothing traps.
///
/// The host is not `Sendable`: make it, and use it, inside one task.
public final class Host<Engine: TimingEngine> {
    /// A view: a node of the view tree, backed by one engine layer.
    public struct View: Hashable {
        /// The view's identity, its index in ``Host/views``.
        public let id: ViewID
        /// The layer that backs the view.
        public let layer: Engine.Layer

        /// Creates a view; only the host makes views.
        @inlinable init(id: ViewID, layer: Engine.Layer) {
            self.id = id
            self.layer = layer
        }
    }

    /// The engine the host drives.
    public let engine: Engine
    /// Which animations the system removes on backgrounding and on leaving a window.
    public var removalPolicy: RemovalPolicy
    /// The app's current state; it starts ``AppState/active``.
    public internal(set) var appState: AppState = .active
    /// The number of turns that have ended; the current turn's number.
    public internal(set) var turn: Int = 0
    /// Whether ``log`` records events; on by default.
    public var isLogging: Bool = true
    /// What happened so far, in order, while ``isLogging`` was on.
    public internal(set) var log: [HostEvent] = []
    /// Faults planted for the conformance suite's mutation tests; empty in every real use.
    public var _faults: _HostFault = []
    /// How many times the app returned to active, for ``_HostFault/didBecomeActiveOnlyOnce``.
    @usableFromInline internal var returnsToActive: Int = 0
    /// Whether the app is inactive because it resigned active (not on its way back from the
    /// background), for ``_HostFault/resignReturnPostsWillEnterForeground``.
    @usableFromInline internal var inactiveSinceResign = false

    /// Every view made, in creation order.
    @inlinable public var views: [View] { viewStorage }
    /// The storage of ``views``, settable by the host's inlinable code.
    @usableFromInline internal var viewStorage: [View] = []
    /// The layer of each window, in creation order.
    @usableFromInline internal var windowLayers: [Engine.Layer] = []
    /// The root views of each window, in order.
    @usableFromInline internal var windowRoots: [[ViewID]] = []
    /// Each view's superview.
    @usableFromInline internal var superviews: [ViewID?] = []
    /// Each view's subviews, in order.
    @usableFromInline internal var subviewLists: [[ViewID]] = []
    /// The window each root view is attached to; `nil` for subviews and detached roots.
    @usableFromInline internal var rootWindow: [WindowID?] = []

    /// Registered observers in registration order.
    @usableFromInline internal var observers: [HostObserver] = []
    /// The next observer token.
    @usableFromInline internal var nextObserverToken: Int = 0
    /// Blocks to run at the beginning of the next turn, in scheduling order.
    @usableFromInline internal var nextTurnBlocks: [() -> Void] = []

    /// Creates a host over `engine` with an active app and no windows.
    @inlinable public init(engine: Engine, removalPolicy: RemovalPolicy = .all) {
        self.engine = engine
        self.removalPolicy = removalPolicy
    }

    /// Every window made, in creation order.
    public var windows: [WindowID] { windowLayers.indices.map(WindowID.init(index:)) }

    /// Appends `event` to the log when logging is on.
    @usableFromInline internal func record(_ event: HostEvent) {
        if isLogging { log.append(event) }
    }

    /// Empties the log.
    public func clearLog() { log.removeAll() }
}
