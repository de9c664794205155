import MediaTiming
import Scripts

extension WorldModel {
    /// Runs a technique call through the techniques' part; returns whether the driver notes it
    /// (a no-op or a refusal), `nil` when that is not predicted.
    ///
    /// The techniques' part acts on the engine's part through ``WorldEngine`` only. What it
    /// makes the script hear in the middle of the call (a closure's completion that a restore
    /// makes final) is heard at once, on the state as it stands then, so a reentry it fires runs
    /// where the technique's own call would run it.
    func performTechnique(_ call: TechniqueStep, index: Int) -> Bool? {
        // A preserver, reinstaller or scrubber is made for a view: the driver skips a plain layer.
        if call.operation.needsView, call.view >= 0, call.view < host.viewCount, !host.isView(call.view) {
            return true
        }
        if Self.readsCopies(call.operation), engine.copiesAreOpen(inside: call.view) {
            lose(Self.openReadReason)
            return nil
        }
        var techniques = self.techniques
        var engine = self.engine
        let outcome = techniques.apply(
            call, index: index, engine: &engine, appActive: host.isActive,
            inWindow: { [host] in host.window(of: $0) != nil }, hear: hearing)
        self.techniques = techniques
        self.engine = engine
        take(outcome)
        switch outcome.status {
        case .done: return false
        case .noOp, .refused: return true
        case .unknown: return nil
        }
    }

    /// A technique's observer hears a host notification or a window move (its `text` as the
    /// script's observers hear it).
    func techniqueHears(_ id: Int, text: String) {
        let notification: TechniqueWorld.HostNotification
        switch text {
        case "willResignActive": notification = .willResignActive
        case "didEnterBackground": notification = .didEnterBackground
        case "willEnterForeground": notification = .willEnterForeground
        case "didBecomeActive": notification = .didBecomeActive
        case _ where text.hasPrefix("willMove("): notification = .willMove(toWindow: text != "willMove(nil)")
        case _ where text.hasPrefix("didMove("): notification = .didMove(toWindow: text != "didMove(nil)")
        default: return
        }
        if engine.copiesAreOpen(inside: nil) {
            lose(Self.openReadReason)
            return
        }
        var techniques = self.techniques
        var engine = self.engine
        let outcome = techniques.notify(
            id, of: notification, engine: &engine, appActive: host.isActive,
            inWindow: { [host] in host.window(of: $0) != nil }, hear: hearing)
        self.techniques = techniques
        self.engine = engine
        take(outcome)
    }

    /// Why the model stops following before a technique reads the layers: what it would keep,
    /// compare or re-add rests on an open point (a listing or a copy not predicted).
    static let openReadReason = "a technique read keys or stored copies that rest on an open point"

    /// Whether a technique call reads the keys or stored copies of its view's subtree (a store,
    /// a restore, a reinstall of what is missing, an inspection of what is owed); the others
    /// change timing or add what they were given.
    static func readsCopies(_ operation: TechniqueStep.Operation) -> Bool {
        switch operation {
        case .store, .restore, .reinstallMissing, .reinstallScrubber, .inspect: return true
        default: return false
        }
    }

    /// Runs a technique's next-turn block.
    func runTechniqueBlock(_ id: Int) {
        var engine = self.engine
        let events = techniques.runScheduledBlock(id, engine: &engine)
        self.engine = engine
        hear(events)
    }

    /// Hears what a technique call or notification made the script hear, and registers,
    /// unregisters and schedules what it asked the host for.
    private func take(_ outcome: TechniqueOutcome) {
        hear(outcome.events)
        for observer in outcome.registered {
            switch observer.subject {
            case .appNotifications: register(.app, owner: .technique(observer.id))
            case .windowMoves: register(.moves(observer.view), owner: .technique(observer.id))
            }
        }
        for id in outcome.unregistered {
            for index in host.observers.indices where host.observers[index].owner == .technique(id) {
                host.observers[index].isActive = false
            }
        }
        for id in outcome.scheduled { host.blocks.append(.technique(id)) }
        if !techniques.isExact { lose("a technique variant the model does not follow") }
    }

    /// What a technique call makes the script hear in its middle: the model takes the state
    /// as it stands then, hears the event (its reentry runs on that state), and hands it back.
    private var hearing: TechniqueWorld.Hearing<EngineWorld> {
        { [unowned self] techniques, engine, event in
            self.techniques = techniques
            self.engine = engine
            self.hear(event, trigger: event.trigger)
            techniques = self.techniques
            engine = self.engine
        }
    }
}
