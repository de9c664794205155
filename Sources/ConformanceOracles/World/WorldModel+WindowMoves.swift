import MediaTiming
import Scripts

/// Window moves in the host's part of ``WorldModel``: a view placed in a window, moved between
/// windows or out of them, with the notifications and the removal the host documents.
extension WorldModel {
    /// Attaches `view` as a root of `window` (the host's `attach(_:to:)`); returns whether it is
    /// a no-op.
    func attach(_ view: Int, window: Int, index: Int) -> Bool {
        // A window the host never made is refused; a view already a root of it is a no-op.
        guard host.isView(view), window >= 0, window < host.windowCount,
            host.rootWindow[view] != window
        else { return false }
        return move(view, toWindow: window, parent: nil, index: index)
    }

    /// Moves `view` to the end of `parent`'s subviews, or of `window`'s roots (`parent` nil), or
    /// out of everything (both nil), with the window moves and the removal the host documents.
    ///
    /// Observers may call back into the host, and "every step re-reads the tree" (the host's
    /// doc): the unlink, the removal (of the layer subtree as it stands then) and the link read
    /// the tree when they run. Which views a later delivery reaches after an observer changed
    /// the subtree ("each" of the view and its descendants: those at the move's start, or those
    /// now) the doc leaves open, so the events of that step are not predicted when the two
    /// readings reach different observers (``deliverMoves(of:from:text:didMove:)``). Where the
    /// rest of the move itself is open (the moved view moved again, its target moved or became
    /// its descendant), the model stops following.
    func move(_ view: Int, toWindow target: Int?, parent: Int?, index: Int) -> Bool {
        let initial = host.subtree(of: view)
        let old = host.window(of: view)
        if old != nil, old != target {
            let place = host.place(of: view)
            deliverMoves(of: view, from: initial, text: "willMove(nil)", didMove: false)
            guard followsMove(of: view, place: place, toWindow: target, parent: parent) else { return true }
            host.unlink(view)
            engine.setParent(nil, of: view)
            // The layer subtree, as the host walks it: plain sublayers under the views included.
            engine.strip(views: TechniqueWorld.subtree(of: view, engine), sparingRetained: host.sparesRetained)
            deliverMoves(of: view, from: initial, text: "didMove(nil)", didMove: true)
            let detached = HostPart.Place(parent: nil, window: nil)
            guard followsMove(of: view, place: detached, toWindow: target, parent: parent) else { return true }
        }
        let attaching = target.flatMap { $0 == host.window(of: view) ? nil : $0 }
        if let attaching {
            let place = host.place(of: view)
            deliverMoves(of: view, from: initial, text: "willMove(w\(attaching))", didMove: false)
            guard followsMove(of: view, place: place, toWindow: target, parent: parent) else { return true }
        }
        host.unlink(view)
        host.link(view, parent: parent, window: target)
        engine.setParent(parent, of: view)
        if let attaching { deliverMoves(of: view, from: initial, text: "didMove(w\(attaching))", didMove: true) }
        return true
    }

    /// Whether the rest of a move reads the tree as it did before a delivery: the view is still
    /// at `place`, and a target parent is still in `target`'s window and not in the view's
    /// subtree. Otherwise the model stops following.
    func followsMove(of view: Int, place: HostPart.Place, toWindow target: Int?, parent: Int?) -> Bool {
        guard lostReason == nil else { return false }
        let targetHolds = parent.map { host.window(of: $0) == target && !host.subtree(of: view).contains($0) } ?? true
        guard host.place(of: view) == place, targetHolds else {
            lose("a window move's observer moved the view or its target")
            return false
        }
        return true
    }

    /// Delivers one window move to the observers of `view`'s subtree, members in pre-order.
    ///
    /// The members are the subtree as it stands now; when an observer changed it since the
    /// move began (`initial`) and the two lists reach different observers, which is delivered
    /// is open: the step's events are not predicted, and the model stops following when a
    /// technique's observer or an armed reentry is among those reached. A change of the subtree
    /// in the middle of a delivery, with members still to go, likewise stops it.
    func deliverMoves(of view: Int, from initial: [Int], text: String, didMove: Bool) {
        let members = host.subtree(of: view)
        func reached(_ list: [Int]) -> [Int] {
            list.flatMap { member in
                host.observers.indices.filter {
                    host.observers[$0].isActive && host.observers[$0].kind == .moves(member)
                }
            }
        }
        if members != initial, reached(members) != reached(initial) {
            let either = Set(members + initial)
            let waits = armed.contains {
                if case .windowMove(let member, didMove) = $0.trigger { return either.contains(member) }
                return false
            }
            let technique = (reached(members) + reached(initial)).contains {
                if case .technique = host.observers[$0].owner { return true }
                return false
            }
            if waits || technique {
                lose("which views a window move reaches after its observer changed the subtree is open")
                return
            }
            heardIsOpen = true
        }
        for (position, member) in members.enumerated() {
            for observer in host.observers.indices where host.observers[observer].isActive {
                guard host.observers[observer].kind == .moves(member) else { continue }
                deliver(
                    to: observer, text: text, trigger: .windowMove(view: member, didMove: didMove), view: member)
            }
            guard lostReason == nil else { return }
            if position < members.count - 1, host.subtree(of: view) != members {
                lose("the moved subtree changed inside a window move's delivery")
                return
            }
        }
    }

    /// Delivers `text` to one observer: a script's hears it (and may fire a reentry), a
    /// technique's acts on it.
    func deliver(to observer: Int, text: String, trigger: ReentryTrigger, view: Int) {
        switch host.observers[observer].owner {
        case .script(let step):
            hear(.host(step: step, view: view, text: text), trigger: trigger)
        case .technique(let id):
            techniqueHears(id, text: text)
        }
    }
}
