extension Host {
    /// Active → inactive: posts `willResignActive`.
    ///
    /// - Returns: `false`, doing nothing, when the app is not active.
    @discardableResult
    public func resignActive() -> Bool {
        guard appState == .active else { return false }
        appState = .inactive
        inactiveSinceResign = true
        if _faults.contains(.removalOnResignActive) {
            for layer in windowSubtreeRoots { removeAnimationsForSystem(inSubtreeOf: layer) }
        }
        post(.willResignActive)
        return true
    }

    /// Inactive → background: posts `didEnterBackground`, then the system removes the animations
    /// of every layer of every window (after the observers, as iOS does once their handlers return).
    ///
    /// - Returns: `false`, doing nothing, when the app is not inactive.
    @discardableResult
    public func enterBackground() -> Bool {
        guard appState == .inactive else { return false }
        appState = .background
        let strippedRoots =
            _faults.contains(.backgroundStripsFirstWindowOnly)
            ? Array(windowSubtreeRoots.prefix(1)) : windowSubtreeRoots
        let listedFirst =
            _faults.contains(.backgroundRemovalListsKeysFirst) ? strippedRoots.flatMap(systemRemovalTargets) : nil
        post(.didEnterBackground)
        var removed = 0
        if let listedFirst {
            for (layer, key) in listedFirst where engine.animationKeys(of: layer).contains(key) {
                engine.removeAnimation(forKey: key, from: layer)
                removed += 1
            }
        } else {
            // Under a planted fault, the removal that should take all spares retained animations.
            let sparesRetained = _faults.contains(.backgroundSparesRetained) && removalPolicy == .all
            if sparesRetained { removalPolicy = .onlyRemovedOnCompletion }
            // Under a planted fault, the removal that should spare retained animations takes them.
            let takesRetained =
                _faults.contains(.backgroundIgnoresRemovalPolicy) && removalPolicy == .onlyRemovedOnCompletion
            if takesRetained { removalPolicy = .all }
            for layer in strippedRoots { removed += removeAnimationsForSystem(inSubtreeOf: layer) }
            if sparesRetained { removalPolicy = .all }
            if takesRetained { removalPolicy = .onlyRemovedOnCompletion }
        }
        if _faults.contains(.backgroundStripsDetachedViews) {
            for view in views where superviews[view.id.index] == nil && rootWindow[view.id.index] == nil {
                removed += removeAnimationsForSystem(inSubtreeOf: view.layer)
            }
        }
        record(.systemRemoval(.enteredBackground, count: removed))
        return true
    }

    /// Background → inactive: posts `willEnterForeground`.
    ///
    /// - Returns: `false`, doing nothing, when the app is not in the background.
    @discardableResult
    public func enterForeground() -> Bool {
        guard appState == .background else { return false }
        appState = .inactive
        inactiveSinceResign = false
        post(.willEnterForeground)
        return true
    }

    /// Inactive → active: posts `didBecomeActive`.
    ///
    /// - Returns: `false`, doing nothing, when the app is not inactive.
    @discardableResult
    public func becomeActive() -> Bool {
        guard appState == .inactive else { return false }
        appState = .active
        returnsToActive += 1
        if _faults.contains(.resignReturnPostsWillEnterForeground) && inactiveSinceResign {
            // Under a planted fault, a return from a resign alone is announced as from the background.
            post(.willEnterForeground)
        }
        if !_faults.contains(.didBecomeActiveOnlyOnce) || returnsToActive == 1 { post(.didBecomeActive) }
        return true
    }

    /// Takes the app to the background through every step from where it is.
    ///
    /// - Returns: whether the state changed.
    @discardableResult
    public func moveToBackground() -> Bool {
        let resigned = resignActive()
        return enterBackground() || resigned
    }

    /// Brings the app to active through every step from where it is.
    ///
    /// - Returns: whether the state changed.
    @discardableResult
    public func moveToForeground() -> Bool {
        let entered: Bool
        if _faults.contains(.moveToForegroundSkipsWillEnter), appState == .background {
            // Under a planted fault, the step to inactive is taken without its notification.
            appState = .inactive
            entered = true
        } else {
            entered = enterForeground()
        }
        return becomeActive() || entered
    }
}
