import CoreAnimationFacade

/// An animation delegate that wants to know when a store keeps a copy of its animation and when
/// it gives the copy up: app code's own protocol, the weave between ``LayerAnimationStore`` and
/// ``AnimationClosureDelegate``.
///
/// A kept copy is removed from its layer (by the system on backgrounding or on leaving a window,
/// or by the add that restores it) and its delegate then hears `animationDidStop(_:finished:)`
/// with `false`, although the animation, logically, goes on as a new copy. A delegate that
/// conforms tells that stop from a real one. Copies are objects: `anim` is the layer's stored
/// copy a store read (`layer.animation(forKey:)`), the very object the delegate's callbacks
/// receive for that copy, so a delegate keys what it keeps by `ObjectIdentifier(anim)`.
public protocol CAAnimationPreservationDelegate: CAAnimationDelegate {
    /// A store kept the copy `anim`; its removal's stop may not be final.
    func animationWasPreserved(_ anim: CAAnimation)
    /// The store gave the kept copy `anim` up: `restored` is true when a successor copy was
    /// added, false when none will come (the copy was still on its layer, or the store discarded it).
    func animationPreservationEnded(_ anim: CAAnimation, restored: Bool)
}
