import MediaTiming
import Scripts

extension WorldModel {
    /// Runs a host step (or a basic step the host carries out); returns whether it is a no-op.
    func performHost(_ step: Step, index: Int) -> Bool {
        switch step {
        case .makeView(let parent):
            guard let parent else {
                makeView(parent: nil)
                return !move(host.viewCount - 1, toWindow: 0, parent: nil, index: index)
            }
            guard host.isView(parent) else { return true }
            makeView(parent: parent)
            _ = move(host.viewCount - 1, toWindow: host.window(of: parent), parent: parent, index: index)
            return false
        case .makeSublayer(let parent):
            // The app's own layer, added last under its parent's layer: no view, no window move;
            // the host finds it when it walks the layer tree (``window(ofLayer:)``).
            guard parent >= 0, parent < host.viewCount else { return true }
            host.append(plain: true)
            engine.makeLayer(parent: parent)
        case .host(.makeDetachedView):
            makeView(parent: nil)
        case .host(.makeWindow):
            host.makeWindow()
        case .attach(let view):
            return !attach(view, window: 0, index: index)
        case .host(.attach(let view, let window)):
            return !attach(view, window: window, index: index)
        case .host(.addSubview(let view, let parent)):
            guard host.isView(view), host.isView(parent), !host.subtree(of: view).contains(parent),
                host.subviews[parent].last != view
            else { return true }
            return !move(view, toWindow: host.window(of: parent), parent: parent, index: index)
        case .detach(let view):
            guard host.isView(view), host.parents[view] != nil || host.rootWindow[view] != nil else {
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
                guard host.isView(view) else { return true }
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
        case .host(.setRemovalPolicy(let sparesRetained)):
            host.sparesRetained = sparesRetained
        case .host(.query(let view)):
            guard host.isView(view) else { return true }
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

    /// The window the layer of index `index` is in: its root layer's view's window (a plain
    /// sublayer is in the window of the view whose layer it hangs under).
    func window(ofLayer index: Int) -> Int? {
        engine.chain(index).first.flatMap { host.window(of: $0) }
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
            // Every layer in a window, plain sublayers included: the host walks the layer tree.
            let inWindows = (0..<host.viewCount).filter { window(ofLayer: $0) != nil }
            engine.strip(views: inWindows, sparingRetained: host.sparesRetained)
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
