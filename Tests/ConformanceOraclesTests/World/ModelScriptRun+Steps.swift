import ConformanceOracles
import Generators
import Lifecycle
import MediaTiming
import ReferenceEngine
import Scripts

extension ModelScriptRun {
    /// Runs one step; returns what the driver should note, or `nil` for a step not mirrored.
    func perform(_ step: Step, index: Int) -> Expected? {
        do {
            return try performThrowing(step, index: index)
        } catch {
            return .note("\(error)")
        }
    }

    private func view(_ index: Int) throws -> Host<ReferenceEngine>.View {
        guard views.indices.contains(index) else { throw Skipped("no view \(index)") }
        guard let view = views[index] else { throw Skipped("\(index) is a plain layer, no view") }
        return view
    }

    private func layer(_ index: Int) throws -> ReferenceLayer {
        guard layers.indices.contains(index) else { throw Skipped("no view \(index)") }
        return layers[index]
    }

    /// Appends a layer (and its view, `nil` for a plain layer) to the index space.
    func append(_ layer: ReferenceLayer, view: Host<ReferenceEngine>.View?) {
        layerIndex[layer] = layers.count
        layers.append(layer)
        views.append(view)
    }

    /// The driver's words for a step it skips.
    struct Skipped: Error, CustomStringConvertible {
        let reason: String
        init(_ reason: String) { self.reason = reason }
        var description: String { "no-op: \(reason)" }
    }

    // The host steps as `ScriptRun` performs them (the host is the real one here).
    private func performThrowing(_ step: Step, index: Int) throws -> Expected? {
        switch step {
        case .makeView(let parent):
            let made: Host<ReferenceEngine>.View
            if let parent {
                made = try host.makeView(parent: try view(parent))
            } else {
                made = host.makeView()
                _ = try host.attach(made, to: window)
            }
            append(made.layer, view: made)
        case .makeSublayer(let parent):
            let made = engine.makeLayer()
            try engine.addSublayer(made, to: try layer(parent))
            append(made, view: nil)
        case .setTiming(let v, let timing):
            try engine.setTiming(timing, of: try layer(v))
        case .setModelValue(let v, let keyPath, let value):
            try engine.setModelValue(value, forKeyPath: keyPath, of: try layer(v))
        case .add(let v, let key, var animation):
            let layer = try layer(v)
            animation.delegate = Listening(WorldCopy.Listener(step: index, view: v, key: key), run: self)
            try engine.add(animation, forKey: key, to: layer)
        case .removeAnimation(let v, let key):
            engine.removeAnimation(forKey: key, from: try layer(v))
        case .removeAllAnimations(let v):
            engine.removeAllAnimations(from: try layer(v))
        case .setTransactionDuration(let duration):
            engine.transactionAnimationDuration = duration
        case .commit:
            engine.commit()
        case .beginTransaction:
            try engine.beginTransaction()
        case .flush:
            engine.flush()
        case .setCompletionBlock:
            engine.setCompletionBlock { [unowned self] in
                self.hear(.completionBlock(step: index))
            }
        case .clearCompletionBlock:
            engine.clearCompletionBlock()
        case .host(let hostStep):
            return try performHost(hostStep, index: index)
        case .reentrant(let trigger, let steps):
            armed.append(
                Armed(number: index, trigger: trigger, steps: steps, firstStep: firstNestedStep[index] ?? Int.max / 2))
        case .advance(let by):
            try host.advance(to: engine.mediaTime + by)
        case .resignActive:
            if !host.resignActive() { return .note("no-op: app not active") }
        case .enterBackground:
            if !host.enterBackground() { return .note("no-op: app not inactive") }
        case .enterForeground:
            if !host.enterForeground() { return .note("no-op: app not in background") }
        case .becomeActive:
            if !host.becomeActive() { return .note("no-op: app not inactive") }
        case .detach(let v):
            if try !host.detach(try view(v)) { return .note("no-op: view not in the tree") }
        case .attach(let v):
            if try !host.attach(try view(v), to: window) { return .note("no-op: view already a window root") }
        case .technique(let technique):
            // A technique made for a view skips a plain layer, as the driver does.
            if technique.operation.needsView, views.indices.contains(technique.view), views[technique.view] == nil {
                throw Skipped("\(technique.view) is a plain layer, no view")
            }
            return .technique(apply(technique, index: index))
        }
        return .note(nil)
    }

    /// A technique step through the model, its observers registered with the real host.
    private func apply(_ technique: TechniqueStep, index: Int) -> TechniqueOutcome.Status {
        var worldEngine = Engine(run: self)
        var working = world
        let outcome = working.apply(
            technique, index: index, engine: &worldEngine, appActive: host.appState == .active,
            inWindow: { [unowned self] in self.inWindow($0) }, hear: hearing)
        world = working
        for event in outcome.events ?? [] { hear(event) }
        for observer in outcome.registered { register(observer) }
        for id in outcome.unregistered {
            if let token = tokens.removeValue(forKey: id) { host.removeObserver(token) }
        }
        schedule(outcome.scheduled)
        return outcome.status
    }

    private func register(_ observer: TechniqueWorld.Observer) {
        switch observer.subject {
        case .appNotifications:
            tokens[observer.id] = host.observeAppNotifications { [unowned self] notification in
                let notice: TechniqueWorld.HostNotification
                switch notification {
                case .willResignActive: notice = .willResignActive
                case .didEnterBackground: notice = .didEnterBackground
                case .willEnterForeground: notice = .willEnterForeground
                case .didBecomeActive: notice = .didBecomeActive
                }
                self.deliver(notice, to: observer.id)
            }
        case .windowMoves:
            guard let view = views[observer.view] else { return }
            tokens[observer.id] = host.observeWindowMoves(of: view) { [unowned self] move in
                switch move {
                case .willMove(let window): self.deliver(.willMove(toWindow: window != nil), to: observer.id)
                case .didMove(let window): self.deliver(.didMove(toWindow: window != nil), to: observer.id)
                }
            }
        }
    }

    private func deliver(_ notice: TechniqueWorld.HostNotification, to id: Int) {
        var worldEngine = Engine(run: self)
        var working = world
        let outcome = working.notify(
            id, of: notice, engine: &worldEngine, appActive: host.appState == .active,
            inWindow: { [unowned self] in self.inWindow($0) }, hear: hearing)
        world = working
        for event in outcome.events ?? [] { hear(event) }
        schedule(outcome.scheduled)
    }

    /// What a technique call makes the script hear in its middle: the run takes the world as it
    /// stands, hears the event (its reentry runs on that world), and hands the world back.
    private var hearing: TechniqueWorld.Hearing<Engine> {
        { [unowned self] inner, _, event in
            self.world = inner
            self.hear(event)
            inner = self.world
        }
    }

    /// Schedules the model's next-turn blocks with the real host, in order.
    private func schedule(_ blocks: [Int]) {
        for block in blocks {
            host.scheduleOnNextTurn { [unowned self] in
                var worldEngine = Engine(run: self)
                for event in self.world.runScheduledBlock(block, engine: &worldEngine) { self.hear(event) }
            }
        }
    }
}

extension ModelScriptRun {
    // The host steps as `ScriptRun+Host` performs them, with the script's observers recording
    // what they hear; queries are not mirrored.
    private func performHost(_ step: HostStep, index: Int) throws -> Expected? {
        switch step {
        case .makeWindow:
            windows.append(host.makeWindow())
        case .makeDetachedView:
            let made = try host.makeView(parent: nil)
            append(made.layer, view: made)
        case .attach(let v, let w):
            if try !host.attach(try view(v), to: WindowID(index: w)) {
                return .note("no-op: view already a root of w\(w)")
            }
        case .addSubview(let v, let parent):
            if try !host.addSubview(try view(v), to: try view(parent)) {
                return .note("no-op: already the last subview")
            }
        case .moveToBackground:
            if !host.moveToBackground() { return .note("no-op: already in the background") }
        case .moveToForeground:
            if !host.moveToForeground() { return .note("no-op: already active") }
        case .observe(let v):
            if let v {
                let observed = try view(v)
                scriptObservers.append(
                    host.observeWindowMoves(of: observed) { [unowned self] move in
                        let didMove: Bool
                        if case .didMove = move { didMove = true } else { didMove = false }
                        self.hear(
                            .host(step: index, view: v, text: HostAnswers.move(move)),
                            trigger: .windowMove(view: v, didMove: didMove))
                    })
            } else {
                scriptObservers.append(
                    host.observeAppNotifications { [unowned self] notification in
                        self.hear(
                            .host(step: index, view: -1, text: notification.rawValue),
                            trigger: .appNotification(notification.rawValue))
                    })
            }
        case .observeFrames:
            scriptObservers.append(
                host.observeFrames { [unowned self] time in
                    self.hear(.host(step: index, view: -1, text: "frame \(time)"), trigger: .frame)
                })
        case .removeObserver(let observer):
            guard scriptObservers.indices.contains(observer) else { throw Skipped("no observer \(observer)") }
            host.removeObserver(scriptObservers[observer])
        case .cancelObservers:
            let subscription = HostSubscription(host: host)
            for token in scriptObservers { subscription.add(token) }
            subscription.cancel()
        case .scheduleOnNextTurn:
            host.scheduleOnNextTurn { [unowned self] in
                self.hear(.host(step: index, view: -1, text: "next turn"), trigger: .nextTurn)
            }
        case .endTurn:
            host.endTurn()
        case .query, .readLayer:
            return nil
        case .setRemovalPolicy(let sparesRetained):
            host.removalPolicy = sparesRetained ? .onlyRemovedOnCompletion : .all
        }
        return .note(nil)
    }
}
