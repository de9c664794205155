import Lifecycle
import MediaTiming
import Scripts

extension ScriptRun {
    /// Runs a ``HostStep``; returns a note when it was a no-op or was refused.
    ///
    /// What the host tells the script (an observer's notification, a block's run, a query's
    /// answer) goes to the callback log as a ``CallbackRecord/Kind/host(_:)`` record whose copy
    /// is the step that registered, scheduled or asked.
    @inlinable
    func performHost(_ step: HostStep, index: Int) throws -> String? {
        switch step {
        case .makeWindow:
            api?.note("Host.makeWindow()")
            let made = host.makeWindow()
            windows.append(made)
        case .makeDetachedView:
            api?.note("Host.makeView(parent:)")
            let made = try host.makeView(parent: nil)
            append(made)
        case .attach(let v, let w):
            let target = try view(v)
            api?.note("Host.attach(_:to:)")
            // An index past the last window names a window the host never made: it must refuse.
            if try !host.attach(target, to: WindowID(index: w)) { return "no-op: view already a root of w\(w)" }
        case .addSubview(let v, let parent):
            let (child, parentView) = (try view(v), try view(parent))
            api?.note("Host.addSubview(_:to:)")
            if try !host.addSubview(child, to: parentView) { return "no-op: already the last subview" }
        case .moveToBackground:
            api?.note("Host.moveToBackground()")
            if !host.moveToBackground() { return "no-op: already in the background" }
        case .moveToForeground:
            api?.note("Host.moveToForeground()")
            if !host.moveToForeground() { return "no-op: already active" }
        case .observe(let v):
            let log = self.log
            if let v {
                let observed = try view(v)
                api?.note("Host.observeWindowMoves(of:_:)")
                let token = host.observeWindowMoves(of: observed) { move in
                    log.pending.append(
                        CallbackRecord(copy: index, view: v, key: "", kind: .host(HostAnswers.move(move))))
                    if case .didMove = move {
                        log.heard(.windowMove(view: v, didMove: true))
                    } else {
                        log.heard(.windowMove(view: v, didMove: false))
                    }
                }
                observers.append(token)
            } else {
                api?.note("Host.observeAppNotifications(_:)")
                let token = host.observeAppNotifications { notification in
                    log.pending.append(
                        CallbackRecord(copy: index, view: -1, key: "", kind: .host(notification.rawValue)))
                    log.heard(.appNotification(notification.rawValue))
                }
                observers.append(token)
            }
        case .observeFrames:
            let log = self.log
            api?.note("Host.observeFrames(_:)")
            let token = host.observeFrames { time in
                log.pending.append(CallbackRecord(copy: index, view: -1, key: "", kind: .host("frame \(time)")))
                log.heard(.frame)
            }
            observers.append(token)
        case .removeObserver(let observer):
            guard observers.indices.contains(observer) else { throw StepSkipped("no observer \(observer)") }
            api?.note("Host.removeObserver(_:)")
            host.removeObserver(observers[observer])
        case .cancelObservers:
            api?.note("HostSubscription.init(host:)")
            let subscription = HostSubscription(host: host)
            api?.note("HostSubscription.add(_:)")
            for token in observers { subscription.add(token) }
            api?.note("HostSubscription.cancel()")
            subscription.cancel()
        case .scheduleOnNextTurn:
            let log = self.log
            api?.note("Host.scheduleOnNextTurn(_:)")
            host.scheduleOnNextTurn {
                log.pending.append(CallbackRecord(copy: index, view: -1, key: "", kind: .host("next turn")))
                log.heard(.nextTurn)
            }
        case .endTurn:
            api?.note("Host.endTurn()")
            host.endTurn()
        case .query(let v):
            let asked = try view(v)
            for answer in HostAnswers.answers(about: asked, views: views, windows: windows, host: host, api: api) {
                log.pending.append(CallbackRecord(copy: index, view: v, key: "", kind: .host(answer)))
            }
        case .readLayer(let v):
            for answer in try layerReads(of: v, index: index) {
                log.pending.append(CallbackRecord(copy: index, view: v, key: "", kind: .host(answer)))
            }
        case .setRemovalPolicy(let sparesRetained):
            host.removalPolicy = sparesRetained ? .onlyRemovedOnCompletion : .all
        }
        return nil
    }
}

/// The spelling of what the host answers, shared by the driver and the laws that check it.
public enum HostAnswers {
    /// A window move as a record spells it: `willMove(w1)`, `didMove(nil)`.
    public static func move(_ move: WindowMove) -> String {
        switch move {
        case .willMove(let window): return "willMove(\(name(window)))"
        case .didMove(let window): return "didMove(\(name(window)))"
        }
    }

    /// A window's name (`w0`), or `nil`.
    public static func name(_ window: WindowID?) -> String { window.map { "w\($0.index)" } ?? "nil" }

    /// Views' names in order: `[v0, v2]`.
    public static func names(_ views: [Int?]) -> String {
        "[" + views.map { $0.map { "v\($0)" } ?? "?" }.joined(separator: ", ") + "]"
    }

    /// Every query about `view` and every window (and one past the last), answered by `host`.
    @inlinable
    static func answers<Engine: TimingEngine>(
        about view: Host<Engine>.View, views: [Host<Engine>.View?], windows: [WindowID], host: Host<Engine>,
        api: APICallLog?
    ) -> [String] {
        func index(_ other: Host<Engine>.View?) -> Int? { other.flatMap { views.firstIndex(of: $0) } }
        let name = "v\(index(view).map(String.init) ?? "?")"
        for entry in [
            "Host.contains(_:) view", "Host.view(_:)", "Host.superview(of:)", "Host.subviews(of:)",
            "Host.window(of:)", "Host.isInWindow(_:)", "Host.subtree(of:)", "Host.contains(_:) window",
            "Host.layer(of:)", "Host.rootViews(of:)", "Host.clearLog()",
        ] {
            api?.note(entry)
        }
        var answers = [
            "contains(\(name)) = \(host.contains(view))",
            "view(id of \(name)) = \(host.view(view.id) == view ? name : "another")",
            "superview(of: \(name)) = \(host.superview(of: view).map { "v\(index($0).map(String.init) ?? "?")" } ?? "nil")",
            "subviews(of: \(name)) = \(names(host.subviews(of: view).map(index)))",
            "window(of: \(name)) = \(HostAnswers.name(host.window(of: view)))",
            "isInWindow(\(name)) = \(host.isInWindow(view))",
            "subtree(of: \(name)) = \(names(host.subtree(of: view).map(index)))",
        ]
        // One window past the last is one the host never made: the boundary of every window query.
        for window in windows + [WindowID(index: windows.count)] {
            let roots = host.rootViews(of: window)
            // A window's layer holds its root views' layers (when the engine nests layers).
            let layer = host.layer(of: window)
            let holdsRoots =
                layer.map { layer in
                    !host.engine.capabilities.contains(.nestedLayers)
                        || roots.allSatisfy { host.engine.superlayer(of: $0.layer) == layer }
                } ?? false
            answers += [
                "contains(w\(window.index)) = \(host.contains(window))",
                "layer(of: w\(window.index)) = \(layer == nil ? "nil" : holdsRoots ? "the roots' superlayer" : "another layer")",
                "rootViews(of: w\(window.index)) = \(names(roots.map(index)))",
            ]
        }
        host.clearLog()
        answers.append("log after clearLog() = \(host.log.count)")
        return answers
    }
}
