import MediaTiming

/// A reinstall technique for one view: what a script's `reinstall`, `uninstall`,
/// `reinstallMissing` and `invalidate` steps call.
///
/// The contract is ``Reinstaller``'s: it re-adds, as they were given, the installed animations
/// that were running at the last removal (`willMove(toWindow: nil)`, `didEnterBackground` while
/// in a window) and are missing, on a return to a window and on `willEnterForeground` while in a
/// window; an animation that completed before the removal (a retained one included) is not
/// re-added (TECH-7, TECH-11, TECH-13).
public protocol AnimationReinstalling<Engine>: AnyObject {
    /// The engine whose layers the animations run on.
    associatedtype Engine: TimingEngine

    /// Adds `animation` under `key` to `layer` (the view's layer when `nil`) and remembers it.
    func install(_ animation: Animation, forKey key: String, on layer: Engine.Layer?) throws(TechniqueError)

    /// Removes the animation under `key` from `layer` (the view's layer when `nil`) and forgets it.
    func uninstall(forKey key: String, on layer: Engine.Layer?)

    /// Re-adds what was running at the last removal and is missing now; returns how many.
    func reinstallMissing() throws(TechniqueError) -> Int

    /// Stops re-adding by itself.
    func invalidate()
}

extension Reinstaller: AnimationReinstalling {}

/// An interactive scrubber of one animation: what a script's `installScrubber`, `scrub`,
/// `releaseScrub`, `reinstallScrubber` and `invalidate` steps call.
///
/// The contract is ``Scrubber``'s: the layer's speed is 0 and its time shows the progress (the
/// animation's active time in seconds) exactly, from the install on, with no frame at a wrong
/// progress; a release plays on from the scrubbed time at speed 1 (no jump) and a later scrub
/// takes over again; a missing animation comes back at the last progress on a return to a
/// window and on `willEnterForeground` while in a window (TECH-5, TECH-10, TECH-13).
public protocol AnimationScrubbing<Engine>: AnyObject {
    /// The engine whose layer is scrubbed.
    associatedtype Engine: TimingEngine

    /// Freezes the layer and adds the animation at the current progress.
    func install() throws(TechniqueError)

    /// Moves the animation to `progress` seconds of its active time.
    func setProgress(_ progress: Double) throws(TechniqueError)

    /// Lets the animation play on from the progress it was scrubbed to.
    func release() throws(TechniqueError)

    /// Reinstalls the animation when it is not on the layer; whether it did.
    func reinstallIfMissing() throws(TechniqueError) -> Bool

    /// Stops reinstalling by itself.
    func invalidate()
}

extension Scrubber: AnimationScrubbing {}

/// Closure callbacks: what a script's `addWithClosures` step calls.
///
/// The contract is ``ClosureDelegate``'s (with ``CompletionVariant/correct``): the start closure
/// runs once, at the first start of any copy; the completion runs exactly once, `true` when a
/// copy completed its active duration, `false` when the animation was removed for good. A
/// removal's stop of a copy a store kept is not final: the implementation hears the run's
/// store through the store's delegate protocol (TECH-6, CB-7).
public protocol ClosureAnimating<Engine>: AnyObject {
    /// The engine whose layers the animations run on.
    associatedtype Engine: TimingEngine

    /// Adds `animation` under `key` to `layer` with a delegate that calls the closures.
    func addAnimation(
        _ animation: Animation, forKey key: String, to layer: Engine.Layer,
        onStart: @escaping (Animation) -> Void, onCompletion: @escaping (Animation, Bool) -> Void
    ) throws(TechniqueError)
}
