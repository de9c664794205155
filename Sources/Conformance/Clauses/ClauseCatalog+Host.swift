extension ClauseCatalog {
    /// The documentation of the lifecycle host (Sources/Lifecycle) where it states behaviour that
    /// the suite's scripts drive.
    static let host: [Clause] = [
        host(
            "Host.layerTree",
            "Every view has a layer and the layer tree mirrors the view tree; each window has a layer with identity timing.",
            ["TIME-1", "LIFE-2", "VAL-10"]),
        host(
            "Host.systemRemoval",
            "The system removes animations behind the app's back: every window's layers on entering the background, a view's layer subtree on leaving its window.",
            ["LIFE-1", "LIFE-2"]),
        host(
            "Host.systemRemoval.walk", "The removal walks the engine's layer tree, sublayers included.",
            ["LIFE-1", "LIFE-2"],
            note: "sublayers that have no view are never made by a script"),
        host(
            "Host.appStates",
            "The app moves one step at a time along active ⇄ inactive ⇄ background, each step posting one notification; a step that does not apply returns false.",
            ["LIFE-3", "LIFE-1"],
            note: "only the notifications of the steps that apply are observed, not the returned flags"),
        host(
            "Host.enterBackground",
            "Inactive → background posts didEnterBackground, then removes the animations of every layer of every window, after the observers.",
            ["LIFE-1", "LIFE-3", "TECH-3"]),
        host(
            "Host.resignActive",
            "Active → inactive posts willResignActive; the animations are still on the layers then.",
            ["LIFE-3", "TECH-9"]),
        host(
            "Host.enterForeground", "Background → inactive posts willEnterForeground.",
            ["TECH-11", "TECH-7", "TECH-9"],
            note: "observed through the reinstaller and the preserver, which act on it"),
        host(
            "Host.becomeActive", "Inactive → active posts didBecomeActive.", ["TECH-3", "TECH-9"],
            note: "observed through the preserver, which restores on it"),
        host(
            "Host.observers",
            "App and window-move observers run in registration order; window moves reach the moving view and each descendant in pre-order.",
            ["LIFE-3", "LIFE-4"]),
        host(
            "Host.detach",
            "A view leaving its window hears willMove(toWindow: nil), is unlinked, loses its layer subtree's animations, then hears didMoveToWindow.",
            ["LIFE-2", "LIFE-3"]),
        host(
            "Host.attach",
            "A view attached to a window hears willMove(toWindow:) then didMoveToWindow with each descendant.",
            ["LIFE-3", "TECH-4"]),
        host(
            "Host.makeView", "A new view gets a new layer, added as the last subview of its parent when one is given.",
            ["TIME-1", "LIFE-2"]),
        host(
            "Host.advance",
            "advance(to:) commits, renders (delivering callbacks), tells the frame observers, then runs the next turn's blocks.",
            ["CB-5", "TRANS-4", "TIME-1", "LIFE-4"],
            note: "LIFE-4 registers frame observers and schedules next-turn blocks"),
        host(
            "Host.windows",
            "makeWindow adds a window; attach moves a view into any window (a view in another leaves it first), addSubview moves a view under another; a view loses its animations only when it leaves a window.",
            ["LIFE-4"]),
        host(
            "Host.queries",
            "contains, view, layer(of:), superview, subviews, rootViews, window(of:), isInWindow and subtree answer with the tree the calls built.",
            ["LIFE-4"]),
        host(
            "Host.observers.removal",
            "An observer hears until its token is removed or its subscription cancelled; removing an unknown token does nothing.",
            ["LIFE-4"]),
        host(
            "Host.runLoop",
            "scheduleOnNextTurn runs a block at the start of the next turn; endTurn commits and runs them; moveToBackground and moveToForeground take every step between.",
            ["LIFE-4"]),
    ]

    /// A clause of the host's documentation.
    static func host(_ id: String, _ text: String, _ laws: [String], note: String? = nil) -> Clause {
        Clause(id, .host, text, laws: laws, note: note)
    }
}
