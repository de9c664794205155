import MediaTiming
import Scripts

extension EngineWorld {
    /// Applies script step number `index`, an engine step, as the driver runs it; answers
    /// whether the driver notes it as a no-op or a refusal.
    ///
    /// An `.add` gives the copy the driver's recording delegate (`step = index`, the view and the
    /// key); a group's children get delegates that are never heard (§6.4), so they have no
    /// listener here. A `.setCompletionBlock` block is identified by `index`. A view that does
    /// not exist makes the step a no-op. Steps that are not the engine's (views, the tree, the
    /// clock, the app, techniques, the host, reentries) belong to the host's and techniques'
    /// parts: they are no-ops here and answer `false`.
    @discardableResult
    package mutating func apply(_ step: Step, index: Int) -> Bool {
        switch step {
        case .setTiming(let view, let timing):
            return !setTiming(timing, of: view)
        case .setModelValue(let view, let keyPath, let value):
            return !setModelValue(value, forKeyPath: keyPath, of: view)
        case .add(let view, let key, let animation):
            let listener = WorldCopy.Listener(step: index, view: view, key: key)
            return !add(WorldCopy(animation, listener: listener), forKey: key, to: view)
        case .removeAnimation(let view, let key):
            guard layers.indices.contains(view) else { return true }
            removeAnimation(forKey: key, from: view)
        case .removeAllAnimations(let view):
            guard layers.indices.contains(view) else { return true }
            removeAllAnimations(from: view)
        case .setTransactionDuration(let duration):
            setTransactionAnimationDuration(duration)
        case .commit:
            commit()
        case .beginTransaction:
            return !beginTransaction()
        case .flush:
            flush()
        case .setCompletionBlock:
            setCompletionBlock(step: index)
        case .clearCompletionBlock:
            clearCompletionBlock()
        case .makeView, .makeSublayer, .advance, .resignActive, .enterBackground, .enterForeground, .becomeActive,
            .detach,
            .attach, .technique, .host, .reentrant:
            break
        }
        return false
    }
}
