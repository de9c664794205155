import Lifecycle
import MediaTiming

/// Makes the technique objects of one implementation for one host: what a ``TechniqueRegistry``
/// entry holds besides its name.
///
/// Every requirement has a default that returns `nil`, which keeps the project's technique for
/// that family (the entry's ``TechniqueImplementation/recipes``). Implement the families your
/// code covers:
///
/// | requirement | family | script steps |
/// |---|---|---|
/// | ``makePauser(host:)`` | ``LayerPausing`` | pause, resume, setResumeSpeed, inspect |
/// | ``makeSpeedChanger(host:pauser:)`` | ``LayerSpeedChanging`` | changeSpeed |
/// | ``makeStore(host:)`` | ``AnimationStoring`` | store, restore, discard, inspect |
/// | ``makePreserver(host:view:store:)`` | ``AnimationPreserving`` | preserve, invalidate |
/// | ``makeReinstaller(host:view:)`` | ``AnimationReinstalling`` | reinstall, uninstall, reinstallMissing, invalidate |
/// | ``makeScrubber(host:view:animation:forKey:)`` | ``AnimationScrubbing`` | installScrubber, scrub, releaseScrub, reinstallScrubber, invalidate |
/// | ``makeClosureAnimator(host:)`` | ``ClosureAnimating`` | addWithClosures |
///
/// The families are woven, and the weave is part of the requirements rather than hidden in the
/// objects: a preserver keeps a view's animations in a store, so ``makePreserver(host:view:store:)``
/// receives a fresh store of the run's store family (yours when ``makeStore(host:)`` makes one,
/// else the project's); a store tells the delegates of the copies it keeps that their removal's
/// stop is not final, through a delegate protocol its closure delegates implement (the project's
/// ``PreservationAwareDelegate``; an implementation written against `CALayer` has its own), so
/// a closure family goes with the store family that speaks its protocol. The project's preserver
/// keeps the project's store: make the preserver too when you make the store.
///
/// The factory is called once per script run (per technique set of a run), with the run's host,
/// so it may keep state per run in the objects it returns; keep none in the factory itself,
/// which runs on many threads at once.
///
/// ```swift
/// struct MyTechniques: TechniqueFactory {
///     func makePauser<Engine: TimingEngine>(host: Host<Engine>) -> (any LayerPausing<Engine>)? {
///         MyPauser(engine: host.engine)
///     }
/// }
/// let registry = try TechniqueRegistry.project.registering(
///     TechniqueImplementation(name: "mine", summary: "my app's pause/resume", factory: MyTechniques()))
/// ```
public protocol TechniqueFactory: Sendable {
    /// The pauser of one run over `host`'s engine, or `nil` for the project's.
    func makePauser<Engine: TimingEngine>(host: Host<Engine>) -> (any LayerPausing<Engine>)?

    /// The speed changer of one run, given the run's pauser (yours or the project's), or `nil`
    /// for ``PausingSpeedChanger`` over that pauser (the project's ``SpeedChanger`` when the
    /// pauser is the project's too).
    func makeSpeedChanger<Engine: TimingEngine>(
        host: Host<Engine>, pauser: any LayerPausing<Engine>
    ) -> (any LayerSpeedChanging<Engine>)?

    /// A store of one run over `host`'s engine, or `nil` for the project's; called once for the
    /// run's store by hand and once for each preserver's store.
    func makeStore<Engine: TimingEngine>(host: Host<Engine>) -> (any AnimationStoring<Engine>)?

    /// The preserver of `view`, keeping its animations in `store` (a fresh store of the run's
    /// store family), or `nil` for the project's ``AnimationPreserver`` with a project store.
    func makePreserver<Engine: TimingEngine>(
        host: Host<Engine>, view: Host<Engine>.View, store: any AnimationStoring<Engine>
    ) -> (any AnimationPreserving<Engine>)?

    /// The reinstaller of `view`, or `nil` for the project's ``Reinstaller``.
    func makeReinstaller<Engine: TimingEngine>(host: Host<Engine>, view: Host<Engine>.View)
        -> (any AnimationReinstalling<Engine>)?

    /// A scrubber of `animation` under `key` on `view`'s layer, reinstalling by itself on the
    /// view's returns, or `nil` for the project's ``Scrubber``.
    func makeScrubber<Engine: TimingEngine>(
        host: Host<Engine>, view: Host<Engine>.View, animation: Animation, forKey key: String
    ) -> (any AnimationScrubbing<Engine>)?

    /// What adds animations with closure callbacks in one run, or `nil` for the project's
    /// ``ClosureDelegate``.
    func makeClosureAnimator<Engine: TimingEngine>(host: Host<Engine>) -> (any ClosureAnimating<Engine>)?
}

extension TechniqueFactory {
    /// Keeps the project's pauser.
    public func makePauser<Engine: TimingEngine>(host: Host<Engine>) -> (any LayerPausing<Engine>)? { nil }

    /// Keeps the project's speed change over the run's pauser.
    public func makeSpeedChanger<Engine: TimingEngine>(
        host: Host<Engine>, pauser: any LayerPausing<Engine>
    ) -> (any LayerSpeedChanging<Engine>)? { nil }

    /// Keeps the project's store.
    public func makeStore<Engine: TimingEngine>(host: Host<Engine>) -> (any AnimationStoring<Engine>)? { nil }

    /// Keeps the project's preserver.
    public func makePreserver<Engine: TimingEngine>(
        host: Host<Engine>, view: Host<Engine>.View, store: any AnimationStoring<Engine>
    ) -> (any AnimationPreserving<Engine>)? { nil }

    /// Keeps the project's reinstaller.
    public func makeReinstaller<Engine: TimingEngine>(host: Host<Engine>, view: Host<Engine>.View)
        -> (any AnimationReinstalling<Engine>)?
    { nil }

    /// Keeps the project's scrubber.
    public func makeScrubber<Engine: TimingEngine>(
        host: Host<Engine>, view: Host<Engine>.View, animation: Animation, forKey key: String
    ) -> (any AnimationScrubbing<Engine>)? { nil }

    /// Keeps the project's closure delegate.
    public func makeClosureAnimator<Engine: TimingEngine>(host: Host<Engine>) -> (any ClosureAnimating<Engine>)? {
        nil
    }
}
