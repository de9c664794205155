import MediaTiming
import Scripts

/// The host's part of ``WorldModel``: windows, the view tree, the app's state, observers and the
/// blocks waiting for the next turn.
///
/// Written from the host's documentation (its doc comments and SEMANTICS.md §7), not its code: a
/// view that changes window hears `willMove(toWindow:)`, then (leaving) the system removes its
/// subtree's animations, then `didMoveToWindow()`, with each descendant in pre-order, window to
/// window being a detach then an attach; observers hear in registration order, app and window
/// observers interleaved; `didEnterBackground` goes to the observers before the system removes
/// the animations of every window's layers; a turn ends with its commit, then a render and its
/// frame observers, then the blocks scheduled for the next turn in scheduling order.
package struct HostPart {
    /// What an observer listens to.
    package enum Kind: Equatable {
        case app
        case moves(Int)
        case frames
    }

    /// Who registered an observer.
    package enum Owner: Equatable {
        /// A script step (the step's number is the records' `copy`).
        case script(step: Int)
        /// A technique (``TechniqueWorld``'s handle for it).
        case technique(Int)
    }

    /// One registration.
    package struct Observer {
        package var kind: Kind
        package var owner: Owner
        package var isActive = true
    }

    package private(set) var windowCount = 1
    package internal(set) var parents: [Int?] = []
    package internal(set) var subviews: [[Int]] = []
    /// The window of each root view; `nil` for a subview or a detached root.
    package internal(set) var rootWindow: [Int?] = []
    package internal(set) var roots: [[Int]] = [[]]
    package internal(set) var phase = AppPhase.active
    package internal(set) var observers: [Observer] = []
    /// The script's own registrations, by registration index (what `removeObserver(n)` names).
    var scriptObservers: [Int] = []
    /// The blocks waiting for the next turn, in scheduling order.
    var blocks: [Block] = []

    /// A block waiting for the next turn.
    enum Block {
        /// Scheduled by a script step (its number is the records' `copy`).
        case script(step: Int)
        /// Scheduled by a technique (``TechniqueWorld``'s identity for it).
        case technique(Int)
    }
    /// Where a view is: its superview, or the window it is a root of; both `nil` when detached.
    struct Place: Equatable {
        var parent: Int?
        var window: Int?
    }

    /// Where `view` is now.
    func place(of view: Int) -> Place { Place(parent: parents[view], window: rootWindow[view]) }

    /// The app's state.
    package enum AppPhase: Equatable {
        case active, inactive, background
    }

    /// The number of views made so far.
    package var viewCount: Int { parents.count }

    /// Whether the app is active.
    package var isActive: Bool { phase == .active }

    /// The window `view` is in, through its root.
    package func window(of view: Int) -> Int? {
        guard view >= 0, view < viewCount else { return nil }
        var current = view
        var hops = 0
        while let parent = parents[current], hops <= viewCount {
            current = parent
            hops += 1
        }
        return rootWindow[current]
    }

    /// `view` and its descendants in pre-order.
    package func subtree(of view: Int) -> [Int] {
        guard view >= 0, view < viewCount else { return [] }
        return [view] + subviews[view].flatMap { subtree(of: $0) }
    }

    mutating func append() {
        parents.append(nil)
        subviews.append([])
        rootWindow.append(nil)
    }

    mutating func makeWindow() {
        windowCount += 1
        roots.append([])
    }

    mutating func unlink(_ view: Int) {
        if let parent = parents[view] {
            subviews[parent].removeAll { $0 == view }
            parents[view] = nil
        } else if let window = rootWindow[view] {
            roots[window].removeAll { $0 == view }
            rootWindow[view] = nil
        }
    }

    mutating func link(_ view: Int, parent: Int?, window: Int?) {
        if let parent {
            parents[view] = parent
            subviews[parent].append(view)
        } else if let window {
            rootWindow[view] = window
            roots[window].append(view)
        }
    }

    /// The answers the host's queries give about `view`, spelled as the driver spells them.
    func answers(about view: Int) -> [String] {
        func names(_ views: [Int]) -> String { "[" + views.map { "v\($0)" }.joined(separator: ", ") + "]" }
        let name = "v\(view)"
        var answers = [
            "contains(\(name)) = true",
            "view(id of \(name)) = \(name)",
            "superview(of: \(name)) = \(parents[view].map { "v\($0)" } ?? "nil")",
            "subviews(of: \(name)) = \(names(subviews[view]))",
            "window(of: \(name)) = \(window(of: view).map { "w\($0)" } ?? "nil")",
            "isInWindow(\(name)) = \(window(of: view) != nil)",
            "subtree(of: \(name)) = \(names(subtree(of: view)))",
        ]
        for window in 0...windowCount {
            let made = window < windowCount
            answers += [
                "contains(w\(window)) = \(made)",
                "layer(of: w\(window)) = \(made ? "the roots' superlayer" : "nil")",
                "rootViews(of: w\(window)) = \(names(made ? roots[window] : []))",
            ]
        }
        answers.append("log after clearLog() = 0")
        return answers
    }
}

extension WorldModel {
    /// Runs a host step (or a basic step the host carries out); returns whether it is a no-op.
    func performHost(_ step: Step, index: Int) -> Bool {
        switch step {
        case .makeView(let parent):
            guard let parent else {
                makeView(parent: nil)
                return !move(host.viewCount - 1, toWindow: 0, parent: nil, index: index)
            }
            guard parent >= 0, parent < host.viewCount else { return true }
            makeView(parent: parent)
            _ = move(host.viewCount - 1, toWindow: host.window(of: parent), parent: parent, index: index)
            return false
        case .host(.makeDetachedView):
            makeView(parent: nil)
        case .host(.makeWindow):
            host.makeWindow()
        case .attach(let view):
            return !attach(view, window: 0, index: index)
        case .host(.attach(let view, let window)):
            return !attach(view, window: window, index: index)
        case .host(.addSubview(let view, let parent)):
            guard view >= 0, view < host.viewCount, parent >= 0, parent < host.viewCount,
                !host.subtree(of: view).contains(parent), host.subviews[parent].last != view
            else { return true }
            return !move(view, toWindow: host.window(of: parent), parent: parent, index: index)
        case .detach(let view):
            guard view >= 0, view < host.viewCount, host.parents[view] != nil || host.rootWindow[view] != nil else {
                return true
            }
            return !move(view, toWindow: nil, parent: nil, index: index)
        case .resignActive: return !transition(from: .active, to: .inactive)
        case .enterBackground: return !transition(from: .inactive, to: .background)
        case .enterForeground: return !transition(from: .background, to: .inactive)
        case .becomeActive: return !transition(from: .inactive, to: .active)
        case .host(.moveToBackground):
            let resigned = transition(from: .active, to: .inactive)
            return !(transition(from: .inactive, to: .background) || resigned)
        case .host(.moveToForeground):
            let entered = transition(from: .background, to: .inactive)
            return !(transition(from: .inactive, to: .active) || entered)
        case .host(.observe(let view)):
            if let view {
                guard view >= 0, view < host.viewCount else { return true }
                register(.moves(view), owner: .script(step: index))
            } else {
                register(.app, owner: .script(step: index))
            }
        case .host(.observeFrames):
            register(.frames, owner: .script(step: index))
        case .host(.removeObserver(let observer)):
            guard host.scriptObservers.indices.contains(observer) else { return true }
            host.observers[host.scriptObservers[observer]].isActive = false
        case .host(.cancelObservers):
            for observer in host.scriptObservers { host.observers[observer].isActive = false }
        case .host(.scheduleOnNextTurn):
            host.blocks.append(.script(step: index))
        case .host(.endTurn):
            engine.commit()
            runBlocks()
        case .advance(let by):
            let target = engine.mediaTime + by
            // The host refuses a time that is not finite or goes backwards, changing nothing.
            guard target.isFinite, target >= engine.mediaTime else { return true }
            engine.commit()
            hearRender(atMediaTime: target)
            // The techniques' frame observer was registered before any of the script's.
            techniques.didRenderFrame()
            for observer in host.observers.indices where host.observers[observer].isActive {
                guard host.observers[observer].kind == .frames else { continue }
                deliver(to: observer, text: "frame \(target)", trigger: .frame, view: -1)
            }
            runBlocks()
        case .host(.readLayer(let view)):
            // What app code reads from the layer: the answers are the driver's text of engine
            // reads (values, timing, tree, stored copies), not predicted word for word here; the
            // values, keys and local time are compared in the step's observation, and the stored
            // copies field by field, as the driver also records them whole.
            guard view >= 0, view < host.viewCount else { return true }
            heardIsOpen = true
            copyReads.append(engine.copiesRead(step: index, view: view))
        case .host(.query(let view)):
            guard view >= 0, view < host.viewCount else { return true }
            for answer in host.answers(about: view) { hear(.host(step: index, view: view, text: answer), trigger: nil) }
        default:
            return true
        }
        return false
    }

    /// Renders at `target` and hears it: the delegate callbacks (and the reentries they fire),
    /// then the completion blocks, those the callbacks' removals completed included
    /// (``EngineWorld/blocksEndedByCallbacks()``).
    private func hearRender(atMediaTime target: Double) {
        guard let events = engine.render(atMediaTime: target) else {
            hear(
                nil, unordered: engine.lastUnorderedEvents, blocksAreOrdered: engine.lastBlocksAreOrdered)
            return
        }
        let copies = engine.lastDeliveredCopies
        let split =
            events.firstIndex {
                if case .completionBlock = $0 { return true }
                return false
            } ?? events.count
        hear(Array(events[..<split]), copies: Array(copies[..<split]), fromRender: true)
        guard lostReason == nil else { return }
        guard let late = engine.blocksEndedByCallbacks() else {
            lose(
                "a removal inside a render's callback completes a block whose place among that render's blocks is open")
            return
        }
        hear(Array(events[split...]) + late)
    }

    /// Registers an observer; a script's is numbered for `removeObserver`.
    func register(_ kind: HostPart.Kind, owner: HostPart.Owner) {
        if case .script = owner { host.scriptObservers.append(host.observers.count) }
        host.observers.append(HostPart.Observer(kind: kind, owner: owner))
    }

    /// Makes a detached view with its layer; ``move(_:toWindow:parent:index:)`` places it.
    private func makeView(parent: Int?) {
        host.append()
        engine.makeLayer(parent: nil)
    }

    private func attach(_ view: Int, window: Int, index: Int) -> Bool {
        // A window the host never made is refused; a view already a root of it is a no-op.
        guard view >= 0, view < host.viewCount, window >= 0, window < host.windowCount,
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
    private func move(_ view: Int, toWindow target: Int?, parent: Int?, index: Int) -> Bool {
        let initial = host.subtree(of: view)
        let old = host.window(of: view)
        if old != nil, old != target {
            let place = host.place(of: view)
            deliverMoves(of: view, from: initial, text: "willMove(nil)", didMove: false)
            guard followsMove(of: view, place: place, toWindow: target, parent: parent) else { return true }
            host.unlink(view)
            engine.setParent(nil, of: view)
            engine.strip(views: host.subtree(of: view))
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
    private func followsMove(of view: Int, place: HostPart.Place, toWindow target: Int?, parent: Int?) -> Bool {
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
    private func deliverMoves(of view: Int, from initial: [Int], text: String, didMove: Bool) {
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
    private func deliver(to observer: Int, text: String, trigger: ReentryTrigger, view: Int) {
        switch host.observers[observer].owner {
        case .script(let step):
            hear(.host(step: step, view: view, text: text), trigger: trigger)
        case .technique(let id):
            techniqueHears(id, text: text)
        }
    }

    /// Moves the app from `from` to `to`, posting the notification to the observers registered
    /// now; entering the background then strips every window's layers.
    private func transition(from: HostPart.AppPhase, to: HostPart.AppPhase) -> Bool {
        guard host.phase == from else { return false }
        host.phase = to
        let notification: String
        switch (from, to) {
        case (.active, _): notification = "willResignActive"
        case (_, .background): notification = "didEnterBackground"
        case (.background, _): notification = "willEnterForeground"
        default: notification = "didBecomeActive"
        }
        let registered = host.observers.count
        for observer in 0..<registered where host.observers[observer].isActive {
            guard host.observers[observer].kind == .app else { continue }
            deliver(to: observer, text: notification, trigger: .appNotification(notification), view: -1)
        }
        if to == .background {
            let inWindows = (0..<host.viewCount).filter { host.window(of: $0) != nil }
            engine.strip(views: inWindows)
        }
        return true
    }

    /// Runs the blocks scheduled before the turn ended, in scheduling order; a block scheduled
    /// by one of them waits for the turn after.
    private func runBlocks() {
        let due = host.blocks
        host.blocks = []
        for block in due {
            switch block {
            case .script(let step): hear(.host(step: step, view: -1, text: "next turn"), trigger: .nextTurn)
            case .technique(let id): runTechniqueBlock(id)
            }
        }
    }
}
