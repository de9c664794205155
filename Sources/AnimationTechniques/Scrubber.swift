import Lifecycle
import MediaTiming

/// Drives an animation interactively: the layer's speed is 0 and a progress value sets its time
/// (the seed "Glitch of iOS interactive animation").
///
/// The progress is the animation's active time in seconds (with a duration of 1, a fraction).
/// The catch is the install: the commit stamps a zero beginTime with the layer's local time,
/// which on a speed-0 layer is its timeOffset. Setting the timeOffset to the progress in the same
/// transaction as the add (``ScrubStrategy/sameTransactionOffset``, as published) stamps the
/// progress itself, so every later frame shows `timeOffset − progressAtInstall`; a first install
/// at progress 0 hides it, a reinstall after a removal shows it. Two strategies are correct:
///
/// - ``ScrubStrategy/explicitBeginTime`` (preferred): the copy is added with beginTime `base`
///   (nonzero, so never stamped) and the layer's timeOffset is `base + progress`. It is exact in
///   one transaction, needs no run loop, and no frame ever shows a wrong progress.
/// - ``ScrubStrategy/deferredOffset``: add with the layer's timeOffset at 0 (stamp 0), then set
///   the progress on the next run-loop turn. It is correct afterwards, but the frame rendered
///   between the two turns shows progress 0, and it depends on a next-turn hook.
///
/// Given a view, the scrubber reinstalls a missing animation by itself on `didMoveToWindow` into a
/// window and on `willEnterForeground` while the view is in a window.
public final class Scrubber<Engine: TimingEngine> {
    /// The host that supplies the run loop and notifications.
    public let host: Host<Engine>
    /// The speed-0 layer.
    public let layer: Engine.Layer
    /// The animation, as given.
    public let animation: Animation
    /// The key it is added under.
    public let key: String
    /// How it is installed.
    public let strategy: ScrubStrategy
    /// The explicit beginTime of ``ScrubStrategy/explicitBeginTime``; never 0.
    public let base: Double
    /// The progress last set.
    @inlinable public var progress: Double { progressStorage }
    /// The storage of ``progress``, settable by the inlinable code.
    @usableFromInline internal var progressStorage: Double = 0
    /// Whether an install is waiting for the next turn to apply the progress.
    @inlinable public var isOffsetDeferred: Bool { isOffsetDeferredStorage }
    /// The storage of ``isOffsetDeferred``, settable by the inlinable code.
    @usableFromInline internal var isOffsetDeferredStorage: Bool = false
    /// The last error an automatic reinstall raised, if any.
    @inlinable public var lastError: TechniqueError? { lastErrorStorage }
    /// The storage of ``lastError``, settable by the inlinable code.
    @usableFromInline internal var lastErrorStorage: TechniqueError? = nil
    /// The host registrations.
    @usableFromInline internal let subscription: HostSubscription<Engine>
    /// Faults planted for the conformance suite's mutation tests; empty in every real use.
    public var _faults: _TechniqueFault = []
    /// The progress at the last install, for ``_TechniqueFault/deferredScrubAppliesInstallProgress``.
    @usableFromInline internal var progressAtInstall: Double = 0

    /// Creates a scrubber; nothing is added until ``install()``.
    ///
    /// A `base` of 0 or a non-finite one is replaced by 1. Give `view` to reinstall automatically.
    @inlinable public init(
        host: Host<Engine>, layer: Engine.Layer, animation: Animation, forKey key: String,
        strategy: ScrubStrategy = .explicitBeginTime, base: Double = 1, view: Host<Engine>.View? = nil
    ) {
        self.host = host
        self.subscription = HostSubscription(host: host)
        self.layer = layer
        self.animation = animation
        self.key = key
        self.strategy = strategy
        self.base = base.isFinite && base != 0 ? base : 1
        if let view {
            subscription.add(
                host.observeWindowMoves(of: view) { [weak self] move in
                    if case .didMove(toWindow: .some) = move { self?.autoReinstall() }
                })
            subscription.add(
                host.observeAppNotifications { [weak self, weak host] notification in
                    guard notification == .willEnterForeground, let host,
                        host.isInWindow(view) || self?._faults.contains(.scrubberReinstallsOutOfWindow) == true
                    else { return }
                    self?.autoReinstall()
                })
        }
    }

    /// Stops reinstalling by itself.
    @inlinable public func invalidate() {
        subscription.cancel()
    }

    /// Whether the animation is on the layer.
    public var isInstalled: Bool { host.engine.animationKeys(of: layer).contains(key) }

    /// Sets the layer's speed to 0 and adds the animation at the current progress.
    ///
    /// - Throws: ``TechniqueError`` when the engine refuses the timing or the animation.
    @inlinable public func install() throws(TechniqueError) {
        progressAtInstall = progressStorage
        var copy = animation
        switch strategy {
        case .explicitBeginTime:
            copy.timing.beginTime = base
            try setLayerTime(base + progressStorage)
            try add(copy)
        case .deferredOffset:
            copy.timing.beginTime = 0
            try setLayerTime(0)
            try add(copy)
            if !isOffsetDeferredStorage {
                isOffsetDeferredStorage = true
                host.scheduleOnNextTurn { [weak self] in self?.applyDeferredProgress() }
            }
        case .sameTransactionOffset:
            copy.timing.beginTime = 0
            try add(copy)
            try setLayerTime(progressStorage)
        }
    }

    /// Reinstalls the animation when it is not on the layer.
    ///
    /// - Returns: whether it was reinstalled.
    @discardableResult
    @inlinable public func reinstallIfMissing() throws(TechniqueError) -> Bool {
        guard !isInstalled else { return false }
        try install()
        return true
    }

    /// Moves the animation to `progress` seconds of its active time.
    ///
    /// - Throws: ``TechniqueError/invalidArgument(_:)`` for a non-finite progress.
    @inlinable public func setProgress(_ progress: Double) throws(TechniqueError) {
        guard progress.isFinite else { throw .invalidArgument("progress \(progress) is not finite") }
        self.progressStorage = progress
        switch strategy {
        case .explicitBeginTime:
            let timing = host.engine.timing(of: layer)
            if _faults.contains(.scrubAfterReleaseKeepsRunning), timing.speed != 0 {
                // Moved to the scrubbed time, but left running.
                let moved = timing.retimed(
                    beginTime: host.engine._parentTime(of: layer), speed: timing.speed, timeOffset: base + progress)
                try host.engine._setTiming(moved, of: layer, "scrub")
            } else {
                try setLayerTime(base + progress)
            }
        case .deferredOffset: if !isOffsetDeferredStorage { try setLayerTime(progress) }
        case .sameTransactionOffset: try setLayerTime(progress)
        }
    }

    @inlinable internal func applyDeferredProgress() {
        isOffsetDeferredStorage = false
        do {
            try setLayerTime(
                _faults.contains(.deferredScrubAppliesInstallProgress) ? progressAtInstall : progressStorage)
        } catch {
            lastErrorStorage = error
        }
    }

    @inlinable internal func autoReinstall() {
        if _faults.contains(.scrubReinstallAtZero), !isInstalled { progressStorage = 0 }
        do {
            try reinstallIfMissing()
        } catch {
            lastErrorStorage = error
        }
    }

    /// Lets the animation play on from the progress it was scrubbed to, at the layer's speed 1
    /// (an interactive transition the user let go of); a later ``setProgress(_:)`` takes over again.
    ///
    /// The layer's local time continues from its frozen value: `beginTime` is its parent's time
    /// now and `timeOffset` stays, so no frame jumps.
    ///
    /// - Throws: ``TechniqueError`` when the engine refuses the timing.
    @inlinable public func release() throws(TechniqueError) {
        var timing = host.engine.timing(of: layer)
        // Released already (the layer plays): releasing again would restart from the last scrub.
        guard timing.speed == 0 || _faults.contains(.secondReleaseRestartsFromScrub) else { return }
        if _faults.contains(.releaseRestarts) {
            timing.timeOffset = strategy == .explicitBeginTime ? base : 0
        }
        timing.beginTime =
            _faults.contains(.releaseBeginsAtMediaTime) ? host.engine.mediaTime : host.engine._parentTime(of: layer)
        timing.speed = 1
        try host.engine._setTiming(timing, of: layer, "release")
    }

    /// Freezes the layer at local time `time`.
    @inlinable internal func setLayerTime(_ time: Double) throws(TechniqueError) {
        var timing = host.engine.timing(of: layer)
        if _faults.contains(.scrubResetsLayerTiming) { timing = LayerTiming() }
        timing.speed = 0
        timing.timeOffset = time
        try host.engine._setTiming(timing, of: layer, "scrub")
    }

    @inlinable internal func add(_ copy: Animation) throws(TechniqueError) {
        do {
            try host.engine.add(copy, forKey: key, to: layer)
        } catch {
            throw .engine(error)
        }
    }
}
