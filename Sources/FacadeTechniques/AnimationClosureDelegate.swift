import CoreAnimationFacade
import Foundation

/// An animation delegate holding a start closure and a completion closure: app code in the shape
/// of the seed "Closure-based CAAnimationDelegate", written against `CAAnimation`.
///
/// The closures describe the logical animation, whatever happens to its copies: the start
/// closure runs once, at the first start of any copy, and the completion exactly once, with
/// `true` when a copy completed its active duration and `false` when the animation was removed
/// for good. A store's kept copy is removed (by the system, or by the add that restores it)
/// while the animation goes on as a successor: the delegate hears of it as a
/// ``CAAnimationPreservationDelegate`` and holds that copy's `false` back; if the store gives
/// the copy up without a successor, the completion runs then, with `false`.
///
/// The animation holds its delegate strongly, as `CAAnimation` does, so the delegate lives as long
/// as any copy of the animation.
open class AnimationClosureDelegate: NSObject, CAAnimationPreservationDelegate {
    /// Runs when the animation starts.
    public var onStart: ((CAAnimation) -> Void)?
    /// Runs when the animation ends; the flag says whether it finished.
    public var onCompletion: ((CAAnimation, Bool) -> Void)?
    /// Whether the start closure ran.
    public private(set) var hasStarted = false
    /// Whether the completion ran.
    public private(set) var hasCompleted = false
    /// The copies a store kept, whose removal's stop may not be final.
    private var preserved: [ObjectIdentifier: CAAnimation] = [:]
    /// The kept copies whose stop was held back.
    private var heldBack: [ObjectIdentifier: CAAnimation] = [:]

    /// A delegate with the given closures.
    public init(onStart: ((CAAnimation) -> Void)? = nil, onCompletion: ((CAAnimation, Bool) -> Void)? = nil) {
        self.onStart = onStart
        self.onCompletion = onCompletion
        super.init()
    }

    /// Runs the start closure at the first start of any copy.
    open func animationDidStart(_ anim: CAAnimation) {
        guard !hasStarted else { return }
        hasStarted = true
        onStart?(anim)
    }

    /// Runs the completion at the final stop: a kept copy's `false` is held back.
    open func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard !hasCompleted else { return }
        let id = ObjectIdentifier(anim)
        if !flag, preserved[id] != nil {
            heldBack[id] = anim
            return
        }
        complete(anim, flag)
    }

    /// Notes that the copy's stop may not be final.
    open func animationWasPreserved(_ anim: CAAnimation) {
        preserved[ObjectIdentifier(anim)] = anim
    }

    /// Without a successor the copy's held-back stop is final, and so is a future one.
    open func animationPreservationEnded(_ anim: CAAnimation, restored: Bool) {
        guard !restored else { return }
        let id = ObjectIdentifier(anim)
        preserved[id] = nil
        if heldBack.removeValue(forKey: id) != nil, !hasCompleted { complete(anim, false) }
    }

    /// Runs the completion once.
    func complete(_ anim: CAAnimation, _ finished: Bool) {
        hasCompleted = true
        // Nothing is held back once the animation is over.
        preserved.removeAll()
        heldBack.removeAll()
        onCompletion?(anim, finished)
    }
}

extension CALayer {
    /// Adds `anim` under `key` with an ``AnimationClosureDelegate`` holding the closures (the
    /// seed's `addAnimation(_:forKey:beginClosure:completionClosure:)`); returns the delegate.
    @discardableResult
    public func add(
        _ anim: CAAnimation, forKey key: String?, onStart: ((CAAnimation) -> Void)?,
        onCompletion: ((CAAnimation, Bool) -> Void)?
    ) -> AnimationClosureDelegate {
        let delegate = AnimationClosureDelegate(onStart: onStart, onCompletion: onCompletion)
        anim.delegate = delegate
        add(anim, forKey: key)
        return delegate
    }
}

/// Adds animations with closure callbacks, written against `CALayer`: what
/// ``CALayerTechniques/makeClosureAnimator`` makes and the suite adapts to its `ClosureAnimating`.
public protocol CALayerClosureAnimating: AnyObject {
    /// Adds `anim` under `key` to `layer` with a delegate that calls the closures.
    func add(
        _ anim: CAAnimation, forKey key: String, to layer: CALayer, onStart: @escaping (CAAnimation) -> Void,
        onCompletion: @escaping (CAAnimation, Bool) -> Void)
}

/// The closure callbacks of ``AnimationClosureDelegate``, as a ``CALayerClosureAnimating``.
public final class ClosureAnimator: CALayerClosureAnimating {
    /// Creates the animator.
    public init() {}

    /// Adds `anim` with an ``AnimationClosureDelegate`` through `CALayer.add(_:forKey:onStart:onCompletion:)`.
    public func add(
        _ anim: CAAnimation, forKey key: String, to layer: CALayer, onStart: @escaping (CAAnimation) -> Void,
        onCompletion: @escaping (CAAnimation, Bool) -> Void
    ) {
        layer.add(anim, forKey: key, onStart: onStart, onCompletion: onCompletion)
    }
}
