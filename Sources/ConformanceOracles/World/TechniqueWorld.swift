import MediaTiming
import Scripts

/// The techniques' part of the composed model: what the `correct` variant of every published
/// technique does to the engine, answers, and still owes, written from SEMANTICS.md §8 and the
/// techniques' documentation (never from their code).
///
/// It holds what the technique objects of one script run hold: the user's pauser (shared with
/// the speed changer), the store by hand and its own pauser, each view's preserver (with a store
/// and a pauser of its own), each view's reinstaller, every scrubber made, and the state of every
/// closure delegate. It acts on the engine's part only through ``WorldEngine``, the way the
/// techniques act on an engine through the contract:
///
///     script step ──apply──▶ TechniqueWorld ──WorldEngine calls──▶ engine part
///     host notice ──notify─▶ TechniqueWorld ──WorldEngine calls──▶ engine part
///     engine callback to a closure listener ──closureCallback──▶ what the script hears
///
/// The host part owns the order of observers: ``apply(_:index:engine:appActive:inWindow:hear:)``
/// reports the observers a call registers (``TechniqueOutcome/registered``) and the host calls
/// ``notify(_:of:engine:appActive:inWindow:hear:)`` for each in its registration order, interleaved
/// with the script's own observers.
///
/// Invariant every extension keeps: a method changes the engine only through `WorldEngine`
/// calls the documented technique makes, and a refused call leaves the layers as the
/// documentation says (unchanged, unless it says what is lost).
package struct TechniqueWorld {
    /// The engine's readings of the open points (when a copy's active period has ended).
    package let profile: TimingProfile
    /// The user's pauser of the active technique set: the timing each layer it paused had, by view.
    var pauser: [Int: PauseRecord] = [:]
    /// The active set's stores: the one by hand and each preserver's, with their own pausers.
    var stores: [StoreOwner: StoreState] = [:]
    /// The active set's views whose preserver was made, and whether it still observes the host.
    var preservers: [Int: Bool] = [:]
    /// The active set's reinstaller of each view.
    var reinstallers: [Int: ReinstallerState] = [:]
    /// The name of the technique set the four fields above hold.
    var activeSet = "correct"
    /// The other technique sets' state, by name, while another set is active.
    var parkedSets: [String: SetState] = [:]
    /// Every scrubber made, in creation order.
    var scrubbers: [ScrubberState] = []
    /// The scrubber the driver's scrub steps reach for each view: the last one installed.
    var currentScrubber: [Int: Int] = [:]
    /// Each closure delegate's state, by the listener its copies carry.
    var closures: [WorldCopy.Listener: ClosureState] = [:]
    /// The technique observers registered with the host, in registration order.
    package internal(set) var observers: [Observer] = []
    /// How many technique observers were ever registered (the next one's identity).
    var observersMade = 0
    /// Whether every call so far was one this model follows; `false` after a call of another
    /// variant, whose effects on the engine are then not predicted.
    package internal(set) var isExact = true

    /// A world with no technique made yet.
    package init(profile: TimingProfile = .coreAnimation) { self.profile = profile }

    /// The timing a pauser keeps for a layer it paused: the speed it resumes at and its own offset.
    struct PauseRecord: Equatable {
        /// The speed the layer resumes at.
        var speed: Double
        /// The timeOffset the layer had before the pause.
        var timeOffset: Double
    }

    /// One technique set's objects (the driver makes one set per variant name; the
    /// `scrub.deferredOffset` name gets a correct set of its own).
    struct SetState {
        /// The set's user pauser.
        var pauser: [Int: PauseRecord] = [:]
        /// The set's stores.
        var stores: [StoreOwner: StoreState] = [:]
        /// The set's preservers.
        var preservers: [Int: Bool] = [:]
        /// The set's reinstallers.
        var reinstallers: [Int: ReinstallerState] = [:]
    }

    /// The variant names this model follows: every technique of `correct`, and the driver's
    /// name for the deferred-offset scrubbing strategy, whose set is also correct.
    package static let modelledVariants: Set<String> = ["correct", "scrub.deferredOffset"]

    /// The project's as-published variants: each has one technique built with its published flaw,
    /// which this model does not follow. (A test keeps the list equal to `TechniqueVariant`'s.)
    package static let asPublishedVariants: Set<String> = [
        "pause.qa1673Verbatim", "speedChange.mediaTimeBeginTime", "store.unorderedDictionary",
        "store.overwritingStore", "completion.forwardEveryStop", "scrub.sameTransactionOffset",
        "pause.speedBeforeConversion", "preserve.restoreOnAnyWindowReturn", "reinstall.reAddCompleted",
    ]

    /// Whether this model follows the technique set named `variant`: every name but an
    /// as-published variant's, so that an implementation registered under a name of its own
    /// (`--techniques NAME`) is held to the correct techniques' contract, as `correct` is.
    package static func models(_ variant: String) -> Bool { !asPublishedVariants.contains(variant) }

    /// Makes the set named `name` the one ``pauser``, ``stores``, ``preservers`` and
    /// ``reinstallers`` hold, parking the one they held.
    mutating func activate(_ name: String) {
        guard name != activeSet else { return }
        parkedSets[activeSet] = SetState(
            pauser: pauser, stores: stores, preservers: preservers, reinstallers: reinstallers)
        let next = parkedSets.removeValue(forKey: name) ?? SetState()
        (pauser, stores, preservers, reinstallers) = (next.pauser, next.stores, next.preservers, next.reinstallers)
        activeSet = name
    }

    /// Where a technique call sends what the script hears in its middle: the world and the
    /// engine as they stand, to run what the event triggers on, and the event.
    package typealias Hearing<E: WorldEngine> = (inout TechniqueWorld, inout E, WorldEvent) -> Void

    /// Which store a store call uses.
    enum StoreOwner: Hashable {
        /// The store by hand (`AnimationStore` of the technique set).
        case byHand
        /// The store of the view's preserver.
        case preserver(Int)
    }
}

extension TechniqueWorld {
    /// Performs one technique step of the script (the `correct` variant) on `engine` and returns
    /// what the driver records for it.
    ///
    /// `index` is the step's number (its answers' and its copies' identity). `appActive` and
    /// `inWindow` are the host's state now; a call made from inside an observer passes the state
    /// the host has at that moment.
    ///
    /// A closure completion the call makes final in its middle (a restore or discard giving up a
    /// held-back stop) goes to `hear` at that moment when given, so that a reentry armed for it
    /// runs where the technique's delegate runs it: before the rest of the call (the root's
    /// resume). Without `hear` it is in the outcome's events.
    package mutating func apply<E: WorldEngine>(
        _ step: TechniqueStep, index: Int, engine: inout E, appActive: Bool, inWindow: (Int) -> Bool,
        hear: Hearing<E>? = nil
    ) -> TechniqueOutcome {
        let view = step.view
        guard view >= 0 && view < engine.viewCount else { return .noOp("no-op: no view \(view)") }
        guard Self.models(step.variant) else {
            // Another variant's objects act on the same engine in ways this model does not follow.
            isExact = false
            if case .installScrubber = step.operation { currentScrubber[view] = -1 }
            return .unknown
        }
        activate(step.variant)
        func answer(_ text: String) -> WorldEvent { .host(step: index, view: view, text: text) }
        switch step.operation {
        case .pause:
            let call = Self.pause(view, records: &pauser, engine: &engine)
            return TechniqueOutcome(status: call.status(unchangedNote: "no-op: already paused"))
        case .resume:
            let call = Self.resume(view, records: &pauser, engine: &engine)
            return TechniqueOutcome(status: call.status(unchangedNote: "no-op: not paused"))
        case .changeSpeed(let speed):
            return TechniqueOutcome(status: changeSpeed(speed, of: view, engine: &engine).status(unchangedNote: ""))
        case .setResumeSpeed(let speed):
            let accepted = isPaused(view, engine: engine) && speed.isFinite
            if accepted { pauser[view]?.speed = speed }
            return TechniqueOutcome(events: [answer("setResumeSpeed(\(speed)) = \(accepted)")])
        case .inspect:
            return TechniqueOutcome(
                events: debts(view: view, engine: engine, variant: activeSet).inspectAnswers.map(answer))
        case .store:
            let call = store(view, in: .byHand, engine: &engine)
            return TechniqueOutcome(status: call.status(unchangedNote: "no-op: nothing to store"))
        case .restore:
            let (call, events) = restore(view, in: .byHand, engine: &engine, hear: hear)
            return TechniqueOutcome(events: events, status: call.status(unchangedNote: "no-op: nothing stored"))
        case .discard:
            let (call, events) = discard(view, in: .byHand, engine: &engine, hear: hear)
            return TechniqueOutcome(events: events, status: call.status(unchangedNote: "no-op: nothing stored"))
        case .preserve:
            var outcome = TechniqueOutcome()
            if preservers[view] == nil {
                preservers[view] = true
                stores[.preserver(view)] = StoreState()
                outcome.registered = register(.preserver, view: view)
            }
            return outcome
        case .addWithClosures(let key):
            guard var animation = step.animation else { return .noOp("no-op: addWithClosures needs an animation") }
            animation.delegate = nil
            let listener = WorldCopy.Listener(step: index, view: view, key: key, viaClosure: true)
            closures[listener] = ClosureState()
            let added = engine.add(WorldCopy(animation, listener: listener), forKey: key, to: view)
            return TechniqueOutcome(status: (added ? TechniqueCall.changed : .engineRefused).status(unchangedNote: ""))
        case .reinstall, .uninstall, .reinstallMissing:
            return applyReinstaller(step, index: index, engine: &engine)
        case .installScrubber, .scrub, .releaseScrub, .reinstallScrubber:
            return applyScrubber(step, index: index, engine: &engine)
        case .invalidate:
            var outcome = TechniqueOutcome()
            if preservers[view] != nil { preservers[view] = false }
            reinstallers[view]?.isLive = false
            if let scrubber = currentScrubber[view], scrubber >= 0 { scrubbers[scrubber].isLive = false }
            let set = activeSet
            outcome.unregistered =
                unregister { $0.view == view && $0.role != .scrubber && $0.variant == set }
                + unregister(scrubberOf: view)
            return outcome
        case .invalidateAll:
            // The set's preservers, reinstallers and the scrubbers it keeps, and every scrubber the
            // driver's steps reach (whatever its set).
            var outcome = TechniqueOutcome()
            for view in preservers.keys { preservers[view] = false }
            for view in reinstallers.keys { reinstallers[view]?.isLive = false }
            let reached = Set(currentScrubber.values)
            let set = activeSet
            for index in scrubbers.indices
            where reached.contains(index) || (scrubbers[index].isRetained && scrubbers[index].variant == set) {
                scrubbers[index].isLive = false
            }
            let dead = Set(scrubbers.indices.filter { !scrubbers[$0].isLive })
            outcome.unregistered = unregister { observer in
                observer.scrubber.map { dead.contains($0) } ?? (observer.variant == set)
            }
            return outcome
        }
    }
}

extension TechniqueWorld {
    /// The media time now, as the techniques read it.
    static func now<E: WorldEngine>(_ engine: E) -> Double { engine.mediaTime }

    /// `view`'s local time now (`convertTime(now, from: nil, to: layer)`).
    static func localTime<E: WorldEngine>(_ view: Int, _ engine: E) -> Double {
        engine.localTime(of: view, atMediaTime: engine.mediaTime)
    }

    /// `view`'s parent's time now: media time for a root.
    static func parentTime<E: WorldEngine>(_ view: Int, _ engine: E) -> Double {
        engine.parentTime(of: view, atMediaTime: engine.mediaTime)
    }

    /// Sets a layer's timing as the techniques do: a timing that is not finite is refused before
    /// the engine sees it; then the engine may refuse it.
    static func setTiming<E: WorldEngine>(_ timing: LayerTiming, of view: Int, engine: inout E) -> TechniqueCall {
        guard timing.beginTime.isFinite, timing.speed.isFinite, timing.timeOffset.isFinite, !timing.duration.isNaN
        else { return .nonFiniteTiming }
        return engine.setTiming(timing, of: view) ? .changed : .engineRefused
    }

    /// `root` and every layer below it in pre-order, each once: sublayers in the engine's order
    /// when the engine part lists them (``WorldEngineSublayers``), else in creation order.
    static func subtree<E: WorldEngine>(of root: Int, _ engine: E) -> [Int] {
        let ordered = engine as? any WorldEngineSublayers
        var children: [Int: [Int]] = [:]
        if ordered == nil {
            for view in 0..<engine.viewCount {
                if let parent = engine.parent(of: view) { children[parent, default: []].append(view) }
            }
        }
        var order: [Int] = []
        var seen: Set<Int> = []
        var stack = [root]
        while let view = stack.popLast() {
            guard seen.insert(view).inserted else { continue }
            order.append(view)
            stack.append(contentsOf: (ordered?.sublayers(of: view) ?? children[view] ?? []).reversed())
        }
        return order
    }

    /// Whether `copy`, a committed copy on a layer at local time `now`, has completed its active
    /// period (SEMANTICS §3.3): never with speed 0 or an endless period; within rounding counts (§3.4).
    func hasEnded(_ copy: Animation, at now: Double) -> Bool {
        let timing = copy.timing
        guard timing.speed != 0 else { return false }
        let total = ValueOracle.activeDuration(timing, profile: profile)
        guard total.isFinite else { return false }
        return (now - timing.beginTime) * abs(timing.speed) >= total - 1e-9 * max(1, total)
    }
}

/// An engine part that lists a layer's sublayers in order, as `sublayers(of:)` answers.
///
/// The store walks a tree in that order, and the order of its re-adds across layers is the
/// order of the callbacks they cause (SEMANTICS §6.3). Views made under a parent come in
/// creation order, but a view moved (`addSubview`) goes last, so an engine part without this
/// conformance is read in creation order, which differs after such a move.
package protocol WorldEngineSublayers: WorldEngine {
    /// The views of `view`'s sublayers in order; empty for a view that does not exist.
    func sublayers(of view: Int) -> [Int]
}
