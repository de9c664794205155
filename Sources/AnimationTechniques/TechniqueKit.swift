import Lifecycle
import MediaTiming

/// Every technique for one host under one ``TechniqueVariant``, owned in one place.
///
/// Scripts that reference views by index drive the techniques through a kit: it makes each
/// technique with the variant's recipe and keeps the per-view objects (preservers, reinstallers,
/// scrubbers) alive, since those stop observing the host when they are deallocated.
///
/// The pauser and the speed changer share one pauser, so a speed change on a paused layer is
/// kept for its resume. The store has a pauser of its own (with the same pause recipe, as the
/// article's store uses QA1673): a tree the user paused and the store paused again comes back
/// still paused by the user.
public final class TechniqueKit<Engine: TimingEngine> {
    /// The host the techniques act on.
    public let host: Host<Engine>
    /// The configuration of every technique.
    public let variant: TechniqueVariant
    /// Faults planted in every technique the kit makes, for the suite's mutation tests.
    public let _faults: _TechniqueFault
    /// Pause and resume.
    public let pauser: LayerPauser<Engine>
    /// Speed changes, aware of ``pauser``'s paused layers.
    public let speedChanger: SpeedChanger<Engine>
    /// Store and restore by hand.
    public let store: AnimationStore<Engine>
    /// The preservers made so far, by view.
    @inlinable public var preservers: [ViewID: AnimationPreserver<Engine>] { preserversStorage }
    /// The storage of ``preservers``, settable by the inlinable code.
    @usableFromInline internal var preserversStorage: [ViewID: AnimationPreserver<Engine>] = [:]
    /// The reinstallers made so far, by view.
    @inlinable public var reinstallers: [ViewID: Reinstaller<Engine>] { reinstallersStorage }
    /// The storage of ``reinstallers``, settable by the inlinable code.
    @usableFromInline internal var reinstallersStorage: [ViewID: Reinstaller<Engine>] = [:]
    /// The scrubbers made so far, in creation order.
    @inlinable public var scrubbers: [Scrubber<Engine>] { scrubbersStorage }
    /// The storage of ``scrubbers``, settable by the inlinable code.
    @usableFromInline internal var scrubbersStorage: [Scrubber<Engine>] = []

    /// Creates the techniques for `host` under `variant`.
    @inlinable public convenience init(host: Host<Engine>, variant: TechniqueVariant = .correct) {
        self.init(host: host, variant: variant, _faults: [])
    }

    /// Creates the techniques for `host` under `variant`, each with the planted `faults`.
    @inlinable public init(host: Host<Engine>, variant: TechniqueVariant, _faults faults: _TechniqueFault) {
        self.host = host
        self.variant = variant
        self._faults = faults
        let pauser = LayerPauser(engine: host.engine, variant: variant.pause)
        pauser._faults = faults
        self.pauser = pauser
        var speedChanger = SpeedChanger(engine: host.engine, variant: variant.speedChange, pauser: pauser)
        speedChanger._faults = faults
        self.speedChanger = speedChanger
        self.store = Self.makeStore(host: host, variant: variant, faults: faults)
    }

    /// A store with its own pauser, both of the variant's recipes and with the planted faults.
    @inlinable internal static func makeStore(
        host: Host<Engine>, variant: TechniqueVariant, faults: _TechniqueFault
    ) -> AnimationStore<Engine> {
        let pauser = LayerPauser(engine: host.engine, variant: variant.pause)
        pauser._faults = faults
        let store = AnimationStore(engine: host.engine, variant: variant.store, pauser: pauser)
        store._faults = faults
        return store
    }

    /// The preserver of `view`, made on first use and kept.
    @discardableResult
    @inlinable public func preserver(for view: Host<Engine>.View) -> AnimationPreserver<Engine> {
        if let existing = preserversStorage[view.id] { return existing }
        let made = AnimationPreserver(
            host: host, view: view, store: Self.makeStore(host: host, variant: variant, faults: _faults),
            restoresOnAnyWindowReturn: variant.preserve == .restoreOnAnyWindowReturn)
        made._faults = _faults
        preserversStorage[view.id] = made
        return made
    }

    /// The reinstaller of `view`, made on first use and kept.
    @discardableResult
    @inlinable public func reinstaller(for view: Host<Engine>.View) -> Reinstaller<Engine> {
        if let existing = reinstallersStorage[view.id] { return existing }
        let made = Reinstaller(host: host, view: view, reAddsCompleted: variant.reinstall == .reAddCompleted)
        made._faults = _faults
        reinstallersStorage[view.id] = made
        return made
    }

    /// Makes and keeps a scrubber of `view`'s layer with the variant's strategy, reinstalling by itself.
    @discardableResult
    @inlinable public func makeScrubber(for view: Host<Engine>.View, animation: Animation, forKey key: String)
        -> Scrubber<Engine>
    {
        let made = Scrubber(
            host: host, layer: view.layer, animation: animation, forKey: key, strategy: variant.scrub, view: view)
        made._faults = _faults
        scrubbersStorage.append(made)
        return made
    }

    /// Adds `animation` with a ``ClosureDelegate`` of the variant's completion recipe.
    ///
    /// - Throws: ``TechniqueError/engine(_:)`` when the engine refuses the animation.
    @discardableResult
    @inlinable public func addAnimation(
        _ animation: Animation, forKey key: String, to layer: Engine.Layer,
        onStart: ((Animation) -> Void)? = nil, onCompletion: ((Animation, Bool) -> Void)? = nil
    ) throws(TechniqueError) -> ClosureDelegate {
        do {
            let delegate = try host.engine.addAnimation(
                animation, forKey: key, to: layer, variant: variant.completion,
                onStart: onStart, onCompletion: onCompletion)
            delegate._faults = _faults
            return delegate
        } catch {
            throw .engine(error)
        }
    }

    /// Stops every preserver, reinstaller and scrubber from observing the host.
    @inlinable public func invalidate() {
        for preserver in preserversStorage.values { preserver.invalidate() }
        for reinstaller in reinstallersStorage.values { reinstaller.invalidate() }
        if !_faults.contains(.invalidateSkipsScrubbers) {
            for scrubber in scrubbersStorage { scrubber.invalidate() }
        }
    }
}
