import MediaTiming

/// A store-and-restore technique: what a script's `store`, `restore`, `discard` and `inspect`
/// steps call, and what a preserver keeps a view's animations in.
///
/// The contract is ``AnimationStore``'s: ``store(_:)`` flushes the open transaction, pauses the
/// root (holding its local time still) and keeps every animation of the root's layer tree with
/// its key, in application order, layers in pre-order; a second store before the restore merges
/// (kept keys stay in place with the newer copy, new ones are appended). ``restore(_:)`` re-adds
/// the kept copies in that order (leaving a layer alone whose kept copies, or their restored
/// successors, are all still on it in order) and resumes the root; ``discard(_:)`` forgets what
/// is kept and resumes the root. The laws hold an implementation to the values the tree shows
/// (TECH-3, TECH-4, TECH-8, TECH-9) and to what ``hasStored(_:)`` and
/// ``storedAnimations(of:)`` answer (TECH-13).
///
/// The weave with closure delegates: a store tells the delegates of the copies it keeps that a
/// stop may not be final, and tells them when it gives a copy up, with or without a successor.
/// The project's store does it through ``PreservationAwareDelegate``; an implementation written
/// against `CALayer` does it through its own delegate protocol, and its delegates hear it.
public protocol AnimationStoring<Engine>: AnyObject {
    /// The engine whose layers are stored.
    associatedtype Engine: TimingEngine

    /// Pauses `root` and keeps copies of the animations of its layer tree; `false` when it neither
    /// paused nor kept anything.
    func store(_ root: Engine.Layer) throws(TechniqueError) -> Bool

    /// Re-adds what is kept for `root` and resumes it; `false`, doing nothing, without a store.
    func restore(_ root: Engine.Layer) throws(TechniqueError) -> Bool

    /// Forgets what is kept for `root` without re-adding it, and resumes it; `false` without a store.
    func discard(_ root: Engine.Layer) throws(TechniqueError) -> Bool

    /// Whether something is kept for `root`.
    func hasStored(_ root: Engine.Layer) -> Bool

    /// What is kept for `root`: each layer with its keys and copies, in the order restore re-adds them.
    func storedAnimations(of root: Engine.Layer) -> [(layer: Engine.Layer, key: String, animation: Animation)]
}

extension AnimationStore: AnimationStoring {}

/// An automatic preserver of one view: what a script's `preserve` step makes and `invalidate`
/// stops.
///
/// The contract is ``AnimationPreserver``'s: it stores the view's layer tree before each system
/// removal (`willResignActive` while the view is in a window, `willMove(toWindow: nil)`) and
/// restores it on `didBecomeActive` while in a window and on a return to a window while the app
/// is active. It observes the host itself from the moment it is made. A factory's preserver gets
/// the store it keeps the animations in (``TechniqueFactory/makePreserver(host:view:store:)``).
public protocol AnimationPreserving<Engine>: AnyObject {
    /// The engine whose layers are preserved.
    associatedtype Engine: TimingEngine

    /// Stops observing the host; what is kept stays kept.
    func invalidate()
}

extension AnimationPreserver: AnimationPreserving {}
