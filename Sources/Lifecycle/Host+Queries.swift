import MediaTiming

extension Host {
    /// Whether `view` was made by this host.
    @inlinable public func contains(_ view: View) -> Bool {
        views.indices.contains(view.id.index) && views[view.id.index] == view
    }

    /// Whether `window` was made by this host.
    @inlinable public func contains(_ window: WindowID) -> Bool {
        windowLayers.indices.contains(window.index)
    }

    /// The view with this identity, or `nil` when the host made none.
    @inlinable public func view(_ id: ViewID) -> View? {
        views.indices.contains(id.index) ? views[id.index] : nil
    }

    /// The layer of `window`, or `nil` for a window this host did not make.
    @inlinable public func layer(of window: WindowID) -> Engine.Layer? {
        contains(window) ? windowLayers[window.index] : nil
    }

    /// The superview of `view`, or `nil` for a root view or a view from elsewhere.
    @inlinable public func superview(of view: View) -> View? {
        guard contains(view), let parent = superviews[view.id.index] else { return nil }
        return views[parent.index]
    }

    /// The subviews of `view` in order; empty for a view from elsewhere.
    @inlinable public func subviews(of view: View) -> [View] {
        guard contains(view) else { return [] }
        return subviewLists[view.id.index].map { views[$0.index] }
    }

    /// The root views of `window` in order; empty for a window from elsewhere.
    @inlinable public func rootViews(of window: WindowID) -> [View] {
        guard contains(window) else { return [] }
        return windowRoots[window.index].map { views[$0.index] }
    }

    /// The window `view` is in (through its root view), or `nil`.
    @inlinable public func window(of view: View) -> WindowID? {
        guard contains(view) else { return nil }
        return window(ofID: view.id)
    }

    /// Whether `view` is in a window, as `view.window != nil`.
    @inlinable public func isInWindow(_ view: View) -> Bool { window(of: view) != nil }

    /// The views that are in a window, in creation order.
    public var viewsInWindows: [View] { views.filter { window(ofID: $0.id) != nil } }

    /// `view` and its descendants in pre-order (a view before its subviews).
    @inlinable public func subtree(of view: View) -> [View] {
        guard contains(view) else { return [] }
        return subtreeIDs(of: view.id).map { views[$0.index] }
    }

    /// The window of the view with identity `id`, found through its root.
    @inlinable internal func window(ofID id: ViewID) -> WindowID? {
        var current = id
        while let parent = superviews[current.index] { current = parent }
        return rootWindow[current.index]
    }

    /// The identities of `id`'s subtree in pre-order.
    @inlinable internal func subtreeIDs(of id: ViewID) -> [ViewID] {
        var result: [ViewID] = []
        var stack = [id]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: subviewLists[next.index].reversed())
        }
        return result
    }

    /// Whether `candidate` is `ancestor` or one of its descendants.
    @inlinable internal func isInSubtree(_ candidate: ViewID, of ancestor: ViewID) -> Bool {
        var current: ViewID? = candidate
        while let node = current {
            if node == ancestor { return true }
            current = superviews[node.index]
        }
        return false
    }
}
