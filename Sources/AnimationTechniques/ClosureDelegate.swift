import MediaTiming

/// An animation delegate that calls a start closure and a completion closure.
///
/// The engine's copies hold the delegate strongly (as `CAAnimation` does), so it lives as long as
/// the animation without anyone else keeping it.
///
/// With ``CompletionVariant/correct`` the closures describe the logical animation, whatever
/// happens to the engine's copies: the start closure fires once, at the first `didStart` of any
/// copy, and the completion fires exactly once, with `true` when a copy completed its active
/// duration and `false` when the animation was removed for good. The `didStop(false)` of a copy
/// an ``AnimationStore`` preserved is not final, so it is held back; if the store later gives
/// the copy up without a successor, the completion fires then with `false`.
///
/// ``CompletionVariant/forwardEveryStop`` is the published delegate: every callback of every
/// copy is forwarded.
public final class ClosureDelegate: PreservationAwareDelegate {
    /// How callbacks are forwarded.
    public let variant: CompletionVariant
    /// Called when the animation starts.
    public var onStart: ((Animation) -> Void)?
    /// Called when the animation completes; the flag says whether it finished.
    public var onCompletion: ((Animation, Bool) -> Void)?
    /// How many times the start closure was called.
    public private(set) var startCount: Int = 0
    /// How many times the completion closure was called.
    public private(set) var completionCount: Int = 0
    /// The flags the completion closure was called with, in order.
    public private(set) var completionFlags: [Bool] = []
    /// Faults planted for the conformance suite's mutation tests; empty in every real use.
    public var _faults: _TechniqueFault = []
    /// How many stops were held back so far, for ``_TechniqueFault/closureHoldsBackOnce``.
    private var heldBackCount = 0

    /// Generations whose copies a store preserved.
    private var preservedGenerations: Set<Int> = []
    /// Preserved generations whose `didStop(false)` was held back.
    private var heldBackGenerations: Set<Int> = []

    /// Creates a delegate with the given closures.
    public init(
        variant: CompletionVariant = .correct,
        onStart: ((Animation) -> Void)? = nil,
        onCompletion: ((Animation, Bool) -> Void)? = nil
    ) {
        self.variant = variant
        self.onStart = onStart
        self.onCompletion = onCompletion
    }

    /// Whether the completion has fired (for the published variant: at least once).
    public var hasCompleted: Bool { completionCount > 0 }

    /// Forwards the first start (every start for the published variant).
    public func animationDidStart(_ animation: Animation) {
        if _faults.contains(.closureStartIgnoresRestoredCopies) && PreservationTag.generation(of: animation) > 0 {
            return
        }
        let again = _faults.contains(.closureStartsOnRestoredCopy) && PreservationTag.generation(of: animation) > 0
        if variant == .correct && startCount > 0 && !again { return }
        startCount += 1
        if !_faults.contains(.closureNeverStarts) { onStart?(animation) }
    }

    /// Forwards the final stop (every stop for the published variant).
    public func animationDidStop(_ animation: Animation, finished: Bool) {
        guard variant == .correct else { return complete(animation, finished) }
        guard !hasCompleted else { return }
        let generation = PreservationTag.generation(of: animation)
        if !finished && preservedGenerations.contains(generation)
            && !(_faults.contains(.closureHoldsBackOnce) && heldBackCount > 0)
        {
            heldBackGenerations.insert(generation)
            heldBackCount += 1
            return
        }
        complete(animation, finished)
    }

    /// Notes that a stop of this copy may not be final.
    public func animationWasPreserved(_ animation: Animation) {
        preservedGenerations.insert(PreservationTag.generation(of: animation))
    }

    /// Without a successor, a held-back stop becomes final and a future one will be.
    public func animationPreservationEnded(_ animation: Animation, restored: Bool) {
        guard variant == .correct, !restored || _faults.contains(.closureCompletesHeldBackOnRestore) else { return }
        let generation = PreservationTag.generation(of: animation)
        if !_faults.contains(.closureKeepsPreservationWithoutHeldStop) || heldBackGenerations.contains(generation) {
            preservedGenerations.remove(generation)
        }
        if heldBackGenerations.remove(generation) != nil && !hasCompleted
            && !_faults.contains(.closureDiscardDropsCompletion)
        {
            complete(animation, false)
        }
    }

    private func complete(_ animation: Animation, _ finished: Bool) {
        let finished = finished || _faults.contains(.closureAlwaysFinished)
        completionCount += 1
        completionFlags.append(finished)
        onCompletion?(animation, finished)
    }
}

extension TimingEngine {
    /// Adds `animation` under `key` with a ``ClosureDelegate`` holding the closures (the article's
    /// `addAnimation(_:forKey:beginClosure:completionClosure:)`).
    ///
    /// - Returns: the delegate, held strongly by the engine's copy.
    /// - Throws: what ``TimingEngine/add(_:forKey:to:)`` throws; nothing is added then.
    @discardableResult
    public func addAnimation(
        _ animation: Animation, forKey key: String, to layer: Layer,
        variant: CompletionVariant = .correct,
        onStart: ((Animation) -> Void)? = nil,
        onCompletion: ((Animation, Bool) -> Void)? = nil
    ) throws(TimingEngineError) -> ClosureDelegate {
        let delegate = ClosureDelegate(variant: variant, onStart: onStart, onCompletion: onCompletion)
        var copy = animation
        copy.delegate = delegate
        try add(copy, forKey: key, to: layer)
        return delegate
    }
}
