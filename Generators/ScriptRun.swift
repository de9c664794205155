import AnimationTechniques
import Lifecycle
import MediaTiming
import Scripts

/// The state of one script run: the host, the layers made so far (views' and plain ones, in one
/// index space), and the callback log.
///
/// It is `@usableFromInline` so that ``ScriptDriver/run(_:on:removalPolicy:inspect:)`` specialises for
/// the caller's engine: an unspecialised generic run spends much of its time looking up metadata.
/// It is a class so that a reentry (``Step/reentrant(_:_:)``) can run steps on it from inside a
/// callback while the step that caused the callback is still running: no step holds an access to
/// its state across a call into the engine or the host.
@usableFromInline
final class ScriptRun<Engine: TimingEngine> {
    @usableFromInline let host: Host<Engine>
    @usableFromInline let keyPaths: [String]
    @usableFromInline let window: WindowID
    /// Every window made so far, window 0 first (``HostStep/makeWindow`` adds more).
    @usableFromInline var windows: [WindowID] = []
    /// Every observer registered by a ``HostStep``, by registration index.
    @usableFromInline var observers: [ObserverToken] = []
    /// Every layer made so far by index: views' layers and plain sublayers share one index space
    /// (``Step/makeSublayer(parent:)``).
    @usableFromInline var layers: [Engine.Layer] = []
    /// The view of each index in ``layers``; `nil` for a plain sublayer, which backs no view.
    @usableFromInline var views: [Host<Engine>.View?] = []
    @usableFromInline let log = CallbackLog()
    @usableFromInline let techniques: TechniqueState<Engine>
    /// For each reentrant step's number, the number of its first step (``Script/numberedSteps``).
    @usableFromInline var reentryFirstStep: [Int: Int] = [:]
    /// Where the run notes the host and technique API it calls (only while coverage is measured).
    @usableFromInline let api: APICallLog?

    @inlinable
    init(host: Host<Engine>, keyPaths: [String]) {
        host.isLogging = false
        self.host = host
        self.keyPaths = keyPaths
        let api = APICallLog.current
        self.api = api
        api?.note("Host.init(engine:removalPolicy:)")
        api?.note("Host.makeWindow()")
        self.window = host.makeWindow()
        self.windows = [window]
        self.techniques = TechniqueState(host: host, api: api)
    }

    @inlinable
    var engine: Engine { host.engine }

    /// Runs one step; returns a note when it was a no-op or was refused, and whether the engine
    /// refused it (``StepObservation/refusedByEngine``).
    @inlinable
    func perform(_ step: Step, index: Int) -> (note: String?, refusedByEngine: Bool) {
        do {
            return (try performThrowing(step, index: index), false)
        } catch {
            return ("\(error)", Self.isEngineRefusal(error))
        }
    }

    /// Whether `error` is one the engine threw, itself or relayed by the host or a technique.
    ///
    /// A step the driver skips (``StepSkipped``) and a refusal the host or a technique makes on
    /// its own never reached the engine, so a report must not count them as the engine's.
    @usableFromInline
    static func isEngineRefusal(_ error: any Error) -> Bool {
        if error is TimingEngineError { return true }
        if let error = error as? HostError, case .engine = error { return true }
        if let error = error as? TechniqueError, case .engine = error { return true }
        return false
    }

    /// The view of index `index`; a step that needs one skips an index never made or a plain layer's.
    @inlinable
    func view(_ index: Int) throws(StepSkipped) -> Host<Engine>.View {
        guard views.indices.contains(index) else { throw StepSkipped("no view \(index)") }
        guard let view = views[index] else { throw StepSkipped("\(index) is a plain layer, no view") }
        return view
    }

    /// The layer of index `index`, a view's or a plain one; a step skips an index never made.
    @inlinable
    func layer(_ index: Int) throws(StepSkipped) -> Engine.Layer {
        guard layers.indices.contains(index) else { throw StepSkipped("no view \(index)") }
        return layers[index]
    }

    /// Appends a view made by the host to the index space.
    @inlinable
    func append(_ view: Host<Engine>.View) {
        views.append(view)
        layers.append(view.layer)
    }

    @inlinable
    func performThrowing(_ step: Step, index: Int) throws -> String? {
        switch step {
        case .makeView(let parent):
            if let parent {
                let parentView = try view(parent)
                api?.note("Host.makeView(parent:)")
                let made = try host.makeView(parent: parentView)
                append(made)
            } else {
                api?.note("Host.makeView()")
                let made = host.makeView()
                api?.note("Host.attach(_:to:)")
                _ = try host.attach(made, to: window)
                append(made)
            }
        case .makeSublayer(let parent):
            let parentLayer = try layer(parent)
            // The app's own layer: the engine's calls, not the host's (it knows no view for it).
            let made = engine.makeLayer()
            try engine.addSublayer(made, to: parentLayer)
            layers.append(made)
            views.append(nil)
        case .setTiming(let v, let timing):
            try engine.setTiming(timing, of: try layer(v))
        case .setModelValue(let v, let keyPath, let value):
            try engine.setModelValue(value, forKeyPath: keyPath, of: try layer(v))
        case .add(let v, let key, var animation):
            animation.delegate = RecordingDelegate(copy: index, view: v, key: key, log: log)
            if case .group(var children) = animation.kind {
                // Core Animation never calls a child's delegate; recording them shows an engine that does.
                for child in children.indices {
                    children[child].delegate = RecordingDelegate(copy: index, view: v, key: "\(key)/\(child)", log: log)
                }
                animation.kind = .group(children)
            }
            try engine.add(animation, forKey: key, to: try layer(v))
        case .removeAnimation(let v, let key):
            engine.removeAnimation(forKey: key, from: try layer(v))
        case .removeAllAnimations(let v):
            engine.removeAllAnimations(from: try layer(v))
        case .setTransactionDuration(let duration):
            engine.transactionAnimationDuration = duration
        case .commit:
            engine.commit()
        case .clearCompletionBlock:
            engine.clearCompletionBlock()
        case .beginTransaction:
            try engine.beginTransaction()
        case .flush:
            // Whether it committed now is seen in what the commit changes (stamps, keys, values).
            engine.flush()
        case .setCompletionBlock:
            let log = self.log
            engine.setCompletionBlock {
                log.pending.append(CallbackRecord(copy: index, view: -1, key: "", kind: .transactionCompleted))
                log.heard(.completionBlock)
            }
        case .advance(let by):
            api?.note("Host.advance(to:)")
            let now = engine.mediaTime
            let target = now + by
            do {
                try host.advance(to: target)
            } catch {
                // The host refuses a time that is not finite or goes backwards before it asks
                // the engine: the same words, but not the engine's refusal.
                if !target.isFinite || !(target >= now) { throw HostOwnRefusal(error) }
                throw error
            }
        case .resignActive:
            api?.note("Host.resignActive()")
            if !host.resignActive() { return "no-op: app not active" }
        case .enterBackground:
            api?.note("Host.enterBackground()")
            if !host.enterBackground() { return "no-op: app not inactive" }
        case .enterForeground:
            api?.note("Host.enterForeground()")
            if !host.enterForeground() { return "no-op: app not in background" }
        case .becomeActive:
            api?.note("Host.becomeActive()")
            if !host.becomeActive() { return "no-op: app not inactive" }
        case .detach(let v):
            api?.note("Host.detach(_:)")
            if try !host.detach(try view(v)) { return "no-op: view not in the tree" }
        case .attach(let v):
            api?.note("Host.attach(_:to:)")
            if try !host.attach(try view(v), to: window) { return "no-op: view already a window root" }
        case .technique(let technique):
            return try techniques.perform(technique, index: index, layers: layers, views: views, log: log)
        case .host(let hostStep):
            return try performHost(hostStep, index: index)
        case .reentrant(let trigger, let steps):
            arm(trigger, steps: steps, number: index)
        }
        return nil
    }

    /// Observes every view after a step and appends the observation to `trace`.
    @inlinable
    func observe(note: String?, refusedByEngine: Bool, into trace: inout Trace) {
        // Callbacks that arrive while the suite reads the engine came from a read, not the step.
        let heardBeforeReading = log.pending.count
        // These reads are the driver's, not the script's: API coverage does not count them.
        api?.isObserving = true
        defer { api?.isObserving = false }
        let time = engine.mediaTime
        let storage = trace.uniqueStorage()
        var keyCount = 0
        // The layers as they stand before the reads: a callback an engine delivers while it is
        // read may run a reentry that makes one, and this step's layout must count the layers
        // whose numbers it holds (a plain sublayer is observed as a view's layer is).
        let observed = layers
        for layer in observed {
            for path in keyPaths { storage.numbers.append(engine.presentationValue(forKeyPath: path, of: layer)) }
            storage.numbers.append(engine.convertTime(time, from: nil, to: layer))
            let keys = engine.animationKeys(of: layer)
            storage.keyNames.append(contentsOf: keys)
            keyCount += keys.count
            storage.keyEnds.append(keyCount)
        }
        let heardWhileReading = log.pending.count - heardBeforeReading
        var note = note
        if heardWhileReading > 0 {
            let during =
                "\(heardWhileReading) callback\(heardWhileReading == 1 ? "" : "s") \(StepObservation.readDeliveryMarker) presentation values, keys or times"
            note = note.map { $0 + "; " + during } ?? during
        }
        log.drain(into: &storage.callbacks)
        log.drain(into: &storage.copyReads)
        storage.endStep(
            mediaTime: time, keyPathCount: keyPaths.count, viewCount: observed.count, note: note,
            refusedByEngine: refusedByEngine)
    }
}

/// A step whose precondition does not hold; the driver records it as a no-op.
@usableFromInline
struct StepSkipped: Error, CustomStringConvertible {
    @usableFromInline let reason: String
    @usableFromInline init(_ reason: String) { self.reason = reason }
    @usableFromInline var description: String { "no-op: \(reason)" }
}

/// A refusal the host made on its own, without asking the engine; its note is the host's error's.
@usableFromInline
struct HostOwnRefusal: Error, CustomStringConvertible {
    @usableFromInline let error: HostError
    @usableFromInline init(_ error: HostError) { self.error = error }
    @usableFromInline var description: String { error.description }
}
