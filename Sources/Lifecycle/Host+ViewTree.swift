import MediaTiming

/// Where a view is placed in the view tree.
@usableFromInline internal enum ViewPlacement: Equatable {
    /// The last subview of a view.
    case subview(of: ViewID)
    /// The last root view of a window.
    case root(of: WindowID)
    /// Nowhere: a detached root.
    case detached
}

extension Host {
    /// Makes a window with a layer of identity timing and no root views.
    @discardableResult
    @inlinable public func makeWindow() -> WindowID {
        windowLayers.append(engine.makeLayer())
        windowRoots.append([])
        return WindowID(index: windowLayers.count - 1)
    }

    /// Makes a detached root view with a new layer.
    @discardableResult
    @inlinable public func makeView() -> View {
        let view = View(id: ViewID(index: views.count), layer: engine.makeLayer())
        viewStorage.append(view)
        superviews.append(nil)
        subviewLists.append([])
        rootWindow.append(nil)
        return view
    }

    /// Makes a view with a new layer, added as the last subview of `parent` when one is given.
    ///
    /// A parent in a window gives the new view `willMove(toWindow:)` and `didMoveToWindow()`.
    ///
    /// - Throws: ``HostError/unknownView(_:)`` for a parent this host did not make; nothing is made.
    @discardableResult
    @inlinable public func makeView(parent: View?) throws(HostError) -> View {
        guard let parent else { return makeView() }
        guard contains(parent) else { throw .unknownView(parent.id) }
        let view = makeView()
        try move(view.id, to: .subview(of: parent.id))
        return view
    }

    /// Adds `view` as the last subview of `parent`, as `UIView.addSubview(_:)`.
    ///
    /// The view first leaves its old place. When its window changes it hears the moves (a window
    /// to another window is a detach followed by an attach); within the same window it hears none.
    ///
    /// - Returns: `false`, doing nothing, when `view` already is `parent`'s last subview.
    /// - Throws: ``HostError/unknownView(_:)`` for a view from elsewhere, ``HostError/cycle(_:)``
    ///   when `parent` is `view` or one of its descendants; nothing changes then.
    @discardableResult
    @inlinable public func addSubview(_ view: View, to parent: View) throws(HostError) -> Bool {
        guard contains(view) else { throw .unknownView(view.id) }
        guard contains(parent) else { throw .unknownView(parent.id) }
        guard !isInSubtree(parent.id, of: view.id) else { throw .cycle(view.id) }
        if subviewLists[parent.id.index].last == view.id { return false }
        try move(view.id, to: .subview(of: parent.id))
        return true
    }

    /// Makes `view` the last root view of `window`, as `window.addSubview(view)`.
    ///
    /// A view in another window is first detached (willMove(toWindow: nil), removal,
    /// didMoveToWindow), then attached: `willMove(toWindow: window)` → link → `didMoveToWindow()`,
    /// sent to the view and each of its descendants in pre-order.
    ///
    /// - Returns: `false`, doing nothing, when `view` already is a root view of `window`.
    /// - Throws: ``HostError/unknownView(_:)`` or ``HostError/unknownWindow(_:)`` for handles from
    ///   elsewhere; nothing changes then.
    @discardableResult
    @inlinable public func attach(_ view: View, to window: WindowID) throws(HostError) -> Bool {
        guard contains(view) else { throw .unknownView(view.id) }
        guard contains(window) else { throw .unknownWindow(window) }
        if rootWindow[view.id.index] == window { return false }
        try move(view.id, to: .root(of: window))
        return true
    }

    /// Removes `view` from its superview or window, as `UIView.removeFromSuperview()`.
    ///
    /// A view in a window hears, with each descendant in pre-order, `willMove(toWindow: nil)`;
    /// then it is unlinked and the system removes the animations of its layer subtree; then each
    /// hears `didMoveToWindow()` with no window.
    ///
    /// - Returns: `false`, doing nothing, when `view` is already a detached root.
    /// - Throws: ``HostError/unknownView(_:)`` for a view from elsewhere.
    @discardableResult
    @inlinable public func detach(_ view: View) throws(HostError) -> Bool {
        guard contains(view) else { throw .unknownView(view.id) }
        guard superviews[view.id.index] != nil || rootWindow[view.id.index] != nil else { return false }
        try move(view.id, to: .detached)
        return true
    }

    /// Moves a view, sending window moves and running the system removal when its window changes.
    ///
    /// Observers may call back into the host; every step re-reads the tree, so a reentrant change
    /// leaves a consistent tree (the view ends detached when its target became its own descendant).
    @inlinable internal func move(_ id: ViewID, to placement: ViewPlacement) throws(HostError) {
        let oldWindow = window(ofID: id)
        let newWindow = targetWindow(of: placement)
        let skipsDetach = _faults.contains(.windowToWindowSkipsDetach) && newWindow != nil
        // Under a planted fault, a move within one window detours through no window.
        let sameWindowDetour = _faults.contains(.sameWindowMoveSendsMoves) && oldWindow != nil && oldWindow == newWindow
        if let oldWindow, oldWindow != newWindow || sameWindowDetour, !skipsDetach {
            var subtree = _faults.contains(.windowMovesSkipDescendants) ? [id] : subtreeIDs(of: id)
            if _faults.contains(.windowLeaveMovesInReverseOrder) { subtree.reverse() }
            if _faults.contains(.removalBeforeWillMove) {
                removeAnimationsForSystem(inSubtreeOf: views[id.index].layer, reason: .leftWindow(id))
            }
            for member in subtree { deliver(.willMove(toWindow: nil), to: member) }
            // Under planted faults, a subview's removal is skipped, or made after didMoveToWindow.
            let skipsRemoval =
                _faults.contains(.subviewDetachSkipsRemoval) && placement == .detached && superviews[id.index] != nil
            let removesLate = _faults.contains(.windowLeaveRemovalAfterDidMove)
            unlink(id)
            if !skipsRemoval && !removesLate {
                removeAnimationsForSystem(inSubtreeOf: views[id.index].layer, reason: .leftWindow(id))
            }
            for member in subtree { deliver(.didMove(toWindow: nil), to: member) }
            if !skipsRemoval && removesLate {
                removeAnimationsForSystem(inSubtreeOf: views[id.index].layer, reason: .leftWindow(id))
            }
        }
        let currentWindow = window(ofID: id)
        var attaching = targetWindow(of: placement).flatMap { $0 == currentWindow ? nil : $0 }
        if _faults.contains(.subviewIntoWindowHearsNoMoves), case .subview = placement { attaching = nil }
        let attachingMembers = _faults.contains(.windowMovesSkipDescendants) ? [id] : subtreeIDs(of: id)
        if let attaching {
            for member in attachingMembers { deliver(.willMove(toWindow: attaching), to: member) }
        }
        unlink(id)
        if case .subview(let parent) = placement, isInSubtree(parent, of: id) { return }
        let movesBeforeLink = _faults.contains(.didMoveBeforeLink)
        if let attaching, movesBeforeLink {
            for member in attachingMembers { deliver(.didMove(toWindow: attaching), to: member) }
        }
        try link(id, at: placement)
        if let attaching, !movesBeforeLink {
            let members = _faults.contains(.windowMovesSkipDescendants) ? [id] : subtreeIDs(of: id)
            for member in members { deliver(.didMove(toWindow: attaching), to: member) }
        }
    }

    /// The window a view placed at `placement` would be in.
    @inlinable internal func targetWindow(of placement: ViewPlacement) -> WindowID? {
        switch placement {
        case .subview(let parent): return window(ofID: parent)
        case .root(let window): return window
        case .detached: return nil
        }
    }

    /// Takes a view out of its superview or window, view and layer alike.
    @inlinable internal func unlink(_ id: ViewID) {
        if let parent = superviews[id.index] {
            subviewLists[parent.index].removeAll { $0 == id }
            superviews[id.index] = nil
        } else if let window = rootWindow[id.index] {
            windowRoots[window.index].removeAll { $0 == id }
            rootWindow[id.index] = nil
        } else {
            return
        }
        engine.removeFromSuperlayer(views[id.index].layer)
    }

    /// Puts a detached view at `placement`, view and layer alike.
    @inlinable internal func link(_ id: ViewID, at placement: ViewPlacement) throws(HostError) {
        let layer = views[id.index].layer
        do {
            switch placement {
            case .subview(let parent):
                try engine.addSublayer(layer, to: views[parent.index].layer)
                subviewLists[parent.index].append(id)
                superviews[id.index] = parent
            case .root(let window):
                // An engine without nested layers keeps a root view's layer a root of its own: the
                // window's layer has identity timing, so its time is the same either way.
                if engine.capabilities.contains(.nestedLayers) {
                    try engine.addSublayer(layer, to: windowLayers[window.index])
                }
                windowRoots[window.index].append(id)
                rootWindow[id.index] = window
            case .detached:
                return
            }
        } catch {
            // Only a layer tree edited behind the host's back can make the engine refuse.
            throw .engine(error)
        }
    }

    /// The layers whose subtrees hold every layer in a window: the windows' own layers, or,
    /// where the engine has no nested layers and root views' layers are roots, those layers.
    @inlinable internal var windowSubtreeRoots: [Engine.Layer] {
        guard !engine.capabilities.contains(.nestedLayers) else { return windowLayers }
        return windowRoots.flatMap { $0.map { views[$0.index].layer } }
    }
}
