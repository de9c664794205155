import MediaTiming

/// A delegate that wants to know when an ``AnimationStore`` keeps a copy of its animation.
///
/// A kept copy is usually removed from its layer (by the system on backgrounding or on leaving a
/// window, or by the re-add that restores it), and that removal sends the copy's delegate
/// `animationDidStop(finished: false)` although the animation, logically, goes on. A delegate
/// that conforms can tell that stop from a real one.
///
/// Restored copies carry ``PreservationTag/generationKey`` in their `userInfo`, one more than the
/// copy they replace (a copy without the key is generation 0), so callbacks name their copy.
public protocol PreservationAwareDelegate: AnimationDelegate {
    /// A store kept `animation`, the engine's copy as it was at the store.
    func animationWasPreserved(_ animation: Animation)
    /// The store gave up the kept copy: `restored` is true when a successor copy was added, false
    /// when none will be (the copy was still on its layer at the restore, or the store discarded it).
    func animationPreservationEnded(_ animation: Animation, restored: Bool)
}

/// The `userInfo` tag that numbers the copies of one logical animation across restores.
public enum PreservationTag {
    /// The `userInfo` key of a restored copy's generation, a decimal integer.
    public static let generationKey: String = "mediaTiming.preservedGeneration"

    /// The generation of `animation`: 0 for an original, one more for each restore.
    public static func generation(of animation: Animation) -> Int {
        animation.userInfo[generationKey].flatMap { Int($0) } ?? 0
    }

    /// `animation` tagged as the successor of itself.
    public static func successor(of animation: Animation) -> Animation {
        var copy = animation
        copy.userInfo[generationKey] = String(generation(of: animation) + 1)
        return copy
    }
}
