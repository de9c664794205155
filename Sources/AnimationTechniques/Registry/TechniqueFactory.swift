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
///
/// Store and restore, preservers, reinstallers, scrubbers and closure delegates are the
/// project's in every entry for now: their objects are woven into the host's observers and into
/// each other (a preserver owns a store, a store's restore is heard by closure delegates), and a
/// family of their own needs that weave as a protocol first.
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
}

extension TechniqueFactory {
    /// Keeps the project's pauser.
    public func makePauser<Engine: TimingEngine>(host: Host<Engine>) -> (any LayerPausing<Engine>)? { nil }

    /// Keeps the project's speed change over the run's pauser.
    public func makeSpeedChanger<Engine: TimingEngine>(
        host: Host<Engine>, pauser: any LayerPausing<Engine>
    ) -> (any LayerSpeedChanging<Engine>)? { nil }
}
