import Scripts

extension ScriptModel {
    /// The state after a host step, with the host's rules: a view leaving the windows loses its
    /// subtree's animations, the app's compound trips pass every state between.
    ///
    /// The model does not tell windows apart (only whether a view is in one): a root view moved
    /// to another window is kept as it was, which only the host laws' own models refine.
    mutating func apply(_ step: HostStep) {
        switch step {
        case .makeWindow:
            windowCount += 1
        case .makeDetachedView:
            views.append(View(placement: .detached))
        case .attach(let view, let window):
            guard isView(view), window >= 0, window < windowCount else { return }
            views[view].placement = .root
        case .addSubview(let view, let parent):
            guard isView(view), isView(parent), !subtree(of: view).contains(parent)
            else { return }
            if isInWindow(view) && !isInWindow(parent) { for member in subtree(of: view) { systemRemoval(member) } }
            views[view].placement = .subview(of: parent)
        case .moveToBackground:
            guard phase != .background else { return }
            phase = .background
            for view in views.indices where isInWindow(view) { systemRemoval(view) }
        case .moveToForeground:
            phase = .active
        case .endTurn:
            commit()
        // The keys a spared retained copy keeps are not followed here: a stale key is a valid
        // draw (its removal is a defined no-op), and a missing one is only drawn less.
        case .observe, .observeFrames, .removeObserver, .cancelObservers, .scheduleOnNextTurn, .query, .readLayer,
            .setRemovalPolicy:
            break
        }
    }
}
