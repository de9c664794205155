import MediaTiming
import Scripts

/// One reference state machine of everything a script touches: the engine, the host and the
/// techniques, composed, predicting what the script observes after every step.
///
/// It reads a script step by step, reentrant steps included, and after each top-level step
/// gives a ``WorldPrediction``: every view's keys, local time and presentation values, and what
/// the script hears during the step in delivery order (delegate and closure callbacks, completion
/// blocks, observer notifications, next-turn blocks, query and technique answers).
///
/// ```
///              ┌──────────── WorldModel ─────────────┐
///   Step ────▶ │ host part: windows, views, app,      │
///              │   observers, next-turn blocks ───────┼──▶ events, in delivery order
///              │      │ strips, commits, renders      │        │
///              │      ▼                               │        ▼ a trigger an armed
///              │ EngineWorld (WorldEngine) ◀── TechniqueWorld   reentry waits for:
///              │      ▲         contract calls only   │   its steps run here, inside
///              └──────┴───────────────────────────────┘   the delivery, as the driver does
/// ```
///
/// Each part is written from its own documentation (SEMANTICS.md, the contract's and the host's
/// and the techniques' doc comments) and sees the others only through their calls: the host part
/// calls the engine part as the host calls an engine; the techniques' part calls it through
/// ``WorldEngine`` as a technique calls `TimingEngine`. None of it can see the reference engine,
/// the host's or the techniques' code: this module imports `MediaTiming` and `Scripts` only.
///
/// **Unknowns.** Where the contract leaves an outcome open (an open point of SEMANTICS.md §9 that
/// no profile option settles, or a reentrant change inside a delivery whose effect on the rest
/// of that delivery no document fixes), the model predicts `nil` for what it cannot tell. Once
/// it cannot tell the state itself any more, it is *lost* (``lostReason``): every later
/// prediction is empty. A check counts what it compared, so a lost run is never a silent pass.
package final class WorldModel {
    /// The engine's part.
    package internal(set) var engine: EngineWorld
    /// The techniques' part.
    package internal(set) var techniques: TechniqueWorld
    /// The host's part: windows, the view tree, the app's state, observers and next-turn blocks.
    package internal(set) var host = HostPart()
    /// The reentries armed and not fired yet, in arming order.
    var armed: [Armed] = []
    /// The number of each reentrant step's first inner step (``Script/numberedSteps``).
    var reentryFirstStep: [Int: Int] = [:]
    /// What the script heard so far in the step being applied.
    var heard: [WorldEvent] = []
    /// Whether what was heard in this step is no longer predicted (an open order).
    var heardIsOpen = false
    /// What the reads of stored copies in the step being applied answer, in order.
    var copyReads: [PredictedCopiesRead] = []
    /// Whether a render's events are being delivered.
    var isDeliveringRender = false
    /// The events the delivery in progress still has to deliver after the one being heard.
    var restOfDelivery: [WorldEvent] = []
    /// Why the model stopped predicting, once it did.
    package private(set) var lostReason: String?
    /// The profile the engine declares.
    package let profile: TimingProfile
    /// What the engine declares: a call that needs more may be refused or ignored (the contract
    /// allows either, API-1), and either changes nothing.
    package let capabilities: EngineCapabilities
    /// Whether the engine declares delegates: without them no callback is heard and none fires
    /// a reentry (completion blocks, observers and blocks still do).
    package let hearsDelegates: Bool

    /// A model at the start of a script: one window, the app active, media time 0.
    package init(
        profile: TimingProfile, hearsDelegates: Bool = true, nestsTransactions: Bool = true,
        capabilities: EngineCapabilities = .all
    ) {
        self.capabilities = capabilities
        self.profile = profile
        self.hearsDelegates = hearsDelegates
        engine = EngineWorld(profile: profile, nestsTransactions: nestsTransactions)
        techniques = TechniqueWorld(profile: profile)
    }

    /// A reentry waiting for its trigger.
    struct Armed {
        /// The number of the step that armed it.
        var number: Int
        var trigger: ReentryTrigger
        var steps: [Step]
        /// The number of its first inner step.
        var firstStep: Int
    }

    /// The key paths the driver observes (``Script/keyPaths``).
    var keyPaths: [String] = []

    /// Prepares for `script`: the key paths it observes and the numbering of its reentrant
    /// steps; call once before its first step.
    package func prepare(_ script: Script) {
        keyPaths = script.keyPaths
        for numbered in script.numberedSteps {
            guard let parent = numbered.parent, reentryFirstStep[parent] == nil else { continue }
            reentryFirstStep[parent] = numbered.number
        }
    }

    /// Applies top-level step number `index` and predicts what the script observes after it.
    package func apply(_ step: Step, index: Int) -> WorldPrediction {
        guard lostReason == nil else { return WorldPrediction(events: nil) }
        heard = []
        heardIsOpen = false
        copyReads = []
        let isNoOp = perform(step, index: index)
        guard lostReason == nil else { return WorldPrediction(events: nil) }
        var prediction = engine.prediction(keyPaths: keyPaths, events: heardIsOpen ? nil : heard, isNoOp: isNoOp)
        prediction.copyReads = copyReads
        return prediction
    }

    /// Stops predicting from here on, giving why.
    func lose(_ reason: String) {
        if lostReason == nil { lostReason = reason }
    }

    /// Runs one step, top-level or inside a reentry; returns whether it is a no-op or refused,
    /// `nil` when that is not predicted.
    func perform(_ step: Step, index: Int) -> Bool? {
        var arms = false
        if case .reentrant = step { arms = true }
        if !arms, !capabilities.isSuperset(of: step.requiredCapabilities) {
            switch step {
            case .host, .technique, .makeView, .makeSublayer:
                // What the host or a technique does when the engine ignores a call it makes is
                // not any document's.
                lose("a host or technique call that needs a capability the engine does not declare")
            default: break
            }
            // Refused or ignored: it changes nothing, and whether it is noted is the engine's.
            return nil
        }
        switch step {
        case .makeView, .makeSublayer, .detach, .attach, .resignActive, .enterBackground, .enterForeground,
            .becomeActive,
            .advance, .host:
            return performHost(step, index: index)
        case .technique(let call):
            return performTechnique(call, index: index)
        case .reentrant(let trigger, let steps):
            armed.append(
                Armed(number: index, trigger: trigger, steps: steps, firstStep: reentryFirstStep[index] ?? Int.max / 2))
            return false
        case .setTiming, .setModelValue, .add, .removeAnimation, .removeAllAnimations, .setTransactionDuration,
            .commit, .flush, .beginTransaction, .setCompletionBlock, .clearCompletionBlock:
            let refused = engine.apply(step, index: index)
            // An engine that lacks a capability may ignore, instead of refusing, a call that may
            // need it (API-1); which capabilities a broken value may need is the contract's edge
            // law's business, so for such an engine a refusal is predicted as either: both
            // change nothing.
            if refused, capabilities != .all { return nil }
            return refused
        }
    }

    /// Hears `event`: records it, then fires the first armed reentry waiting for `trigger`.
    func hear(_ event: WorldEvent, trigger: ReentryTrigger?) {
        if !hearsDelegates, event.isCallback { return }
        heard.append(event)
        guard let trigger, let position = armed.firstIndex(where: { $0.trigger == trigger }) else { return }
        let reentry = armed.remove(at: position)
        heard.append(.host(step: reentry.number, view: -1, text: "reentry \(reentry.trigger)"))
        for (offset, inner) in reentry.steps.enumerated() {
            let number = reentry.firstStep + offset
            // A render's events were settled before its delivery began: a step that renders
            // again inside it has no document; any other is followed, and the model stops only
            // when what it changed reaches the rest of the delivery (``deliveryChange(since:)``).
            if isDeliveringRender, case .advance = inner {
                lose("a callback rendered again in the middle of its render's delivery")
                return
            }
            let before = isDeliveringRender ? engine : nil
            let outcome = perform(inner, index: number)
            if let before, let reason = deliveryChange(since: before) {
                lose(reason)
                return
            }
            switch outcome {
            case true?: heard.append(.host(step: number, view: -1, text: WorldEvent.innerNoteText(number)))
            case false?: break
            // Whether the driver notes it is not predicted, so neither is what is heard.
            case nil: heardIsOpen = true
            }
        }
    }

    /// Hears the events of one render or technique call in order, each firing what waits for
    /// it; a callback of a copy in `copies` (aligned with `events`) passes through the closure
    /// technique's model first, which may swallow it.
    ///
    /// `unordered`, given with `nil` events, is what a render delivered when only its order is
    /// not predicted (`blocksAreOrdered`: only the order of its delegate callbacks): a reentry
    /// none of them is waited for by stays armed, and one waiting for a completion block fires
    /// in it, since blocks run after every callback of their render (§2.8) whatever order those
    /// took. Any other reentry that may have fired makes the model stop following.
    /// `fromRender` says the events are a render's delegate callbacks, being delivered.
    func hear(
        _ events: [WorldEvent]?, copies: [WorldCopy?] = [], unordered: [WorldEvent]? = nil,
        blocksAreOrdered: Bool = false, fromRender: Bool = false
    ) {
        let wasDelivering = isDeliveringRender
        isDeliveringRender = fromRender || wasDelivering
        defer { isDeliveringRender = wasDelivering }
        guard let events else {
            heardIsOpen = true
            // A closure delegate that has not completed (§8.6) may have fired its start or
            // completion closure, or held a stop back: which of its later callbacks the script
            // hears is unknown.
            if hearsDelegates && techniques.hasUnsettledClosures {
                lose("a closure delegate may have heard a callback of a render whose callbacks are not predicted")
                return
            }
            hearUnordered(unordered, blocksAreOrdered: blocksAreOrdered)
            return
        }
        let outerRest = restOfDelivery
        defer { restOfDelivery = outerRest }
        for (index, event) in events.enumerated() {
            restOfDelivery = Array(events[(index + 1)...]) + outerRest
            guard index < copies.count, let copy = copies[index], event.isCallback else {
                hear(event, trigger: event.trigger)
                continue
            }
            for passed in techniques.closureCallback(event, of: copy) { hear(passed, trigger: passed.trigger) }
        }
    }
}

extension WorldModel {
    /// Follows a delivery whose events are not predicted (`unordered`: the set, when only its
    /// order is open), or stops following when a reentry may have fired in it unseen.
    func hearUnordered(_ unordered: [WorldEvent]?, blocksAreOrdered: Bool) {
        let triggers = unordered.map { Set($0.compactMap(\.trigger)) }
        let waiting = armed.filter { mayFireUnheard($0.trigger) && triggers?.contains($0.trigger) != false }
        guard !waiting.isEmpty else { return }
        guard let unordered, blocksAreOrdered, waiting.allSatisfy({ $0.trigger == .completionBlock }) else {
            lose("a reentry waits for a callback or completion block whose render is not predicted")
            return
        }
        for event in unordered where event.trigger == .completionBlock { hear(event, trigger: .completionBlock) }
    }

    /// Whether `trigger` is an event a render or a technique call delivers (a callback the
    /// script hears, or a completion block), so an unpredicted delivery may have fired it.
    func mayFireUnheard(_ trigger: ReentryTrigger) -> Bool {
        switch trigger {
        case .didStart, .didStop: return hearsDelegates
        case .completionBlock: return true
        case .nextTurn, .appNotification, .windowMove, .frame: return false
        }
    }
}

extension WorldEvent {
    /// What a no-op or refused step inside a reentry is heard as: its note's words are the
    /// driver's and the engine's, so only that there was one is predicted.
    package static func innerNoteText(_ number: Int) -> String { "step #\(number): note" }

    /// Whether it is a delegate's or closure's callback.
    var isCallback: Bool {
        switch self {
        case .didStart, .didStop: return true
        case .completionBlock, .host: return false
        }
    }

    /// The listener of a delegate's callback, `nil` for other events.
    var listener: WorldCopy.Listener? {
        switch self {
        case .didStart(let listener), .didStop(let listener, _): return listener
        case .completionBlock, .host: return nil
        }
    }

    /// The reentry trigger this event is, when it is one.
    var trigger: ReentryTrigger? {
        switch self {
        case .didStart(let listener): return .didStart(view: listener.view, key: listener.key)
        case .didStop(let listener, _): return .didStop(view: listener.view, key: listener.key)
        case .completionBlock: return .completionBlock
        case .host: return nil
        }
    }
}
