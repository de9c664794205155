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
    @inlinable public init(host: Host<Engine>, variant: TechniqueVariant = .correct) {
        self.host = host
        self.variant = variant
        let pauser = LayerPauser(engine: host.engine, variant: variant.pause)
        self.pauser = pauser
        self.speedChanger = SpeedChanger(engine: host.engine, variant: variant.speedChange, pauser: pauser)
        self.store = AnimationStore(
            engine: host.engine, variant: variant.store,
            pauser: LayerPauser(engine: host.engine, variant: variant.pause))
    }

    /// The preserver of `view`, made on first use and kept.
    @discardableResult
    @inlinable public func preserver(for view: Host<Engine>.View) -> AnimationPreserver<Engine> {
        if let existing = preserversStorage[view.id] { return existing }
        let made = AnimationPreserver(
            host: host, view: view,
            store: AnimationStore(
                engine: host.engine, variant: variant.store,
                pauser: LayerPauser(engine: host.engine, variant: variant.pause)))
        preserversStorage[view.id] = made
        return made
    }

    /// The reinstaller of `view`, made on first use and kept.
    @discardableResult
    @inlinable public func reinstaller(for view: Host<Engine>.View) -> Reinstaller<Engine> {
        if let existing = reinstallersStorage[view.id] { return existing }
        let made = Reinstaller(host: host, view: view)
        reinstallersStorage[view.id] = made
        return made
    }

    /// Makes and keeps a scrubber of `view`'s layer with the variant's strategy, reinstalling by itself.
    @discardableResult
    @inlinable public func makeScrubber(for view: Host<Engine>.View, animation: Animation, forKey key: String) -> Scrubber<Engine> {
        let made = Scrubber(
            host: host, layer: view.layer, animation: animation, forKey: key, strategy: variant.scrub, view: view)
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
            return try host.engine.addAnimation(
                animation, forKey: key, to: layer, variant: variant.completion,
                onStart: onStart, onCompletion: onCompletion)
        } catch {
            throw .engine(error)
        }
    }

    /// Stops every preserver, reinstaller and scrubber from observing the host.
    @inlinable public func invalidate() {
        for preserver in preserversStorage.values { preserver.invalidate() }
        for reinstaller in reinstallersStorage.values { reinstaller.invalidate() }
        for scrubber in scrubbersStorage { scrubber.invalidate() }
    }
}
