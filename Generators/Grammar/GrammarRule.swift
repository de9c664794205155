import MediaTiming
import Scripts

/// One rule of the grammar: one kind of public call a script can make.
///
/// Engine rules make the engine calls of ``Step``; host rules each make one ``HostStep`` or app
/// transition on its own; technique rules make one ``TechniqueStep/Operation`` each; reentry rules
/// arm a ``Step/reentrant(_:_:)`` step, one per ``ReentryTrigger/Kind``. Swarm generation
/// (``GrammarSwarm``) switches rules on and off per case by these kinds.
public enum GrammarRule: String, CaseIterable, Hashable, Sendable, Comparable {
    // Engine calls.
    /// A root view in window 0 (``Step/makeView(parent:)`` with no parent).
    case makeView
    /// A view inside another (``Step/makeView(parent:)``).
    case makeSubview
    /// A plain sublayer, backing no view, under a view's layer or another plain layer
    /// (``Step/makeSublayer(parent:)``): the app's own layer, which every rule that takes a layer
    /// may then name, and which the system strips, a store keeps and a move carries with its view.
    case makeSublayer
    /// ``Step/setTiming(view:_:)``.
    case setTiming
    /// ``Step/setModelValue(view:keyPath:value:)``.
    case setModelValue
    /// ``HostStep/readLayer(view:)``: the engine's reads of a layer (model values, timing, tree,
    /// stored copies) that no other step makes.
    case readLayer
    /// ``Step/add(view:key:animation:)``.
    case add
    /// ``Step/removeAnimation(view:key:)``.
    case removeAnimation
    /// ``Step/removeAllAnimations(view:)``.
    case removeAllAnimations
    /// ``Step/setTransactionDuration(_:)``.
    case setTransactionDuration
    /// ``Step/commit``.
    case commit
    /// ``Step/beginTransaction``.
    case beginTransaction
    /// ``Step/flush``: at the top level, inside a nested transaction (it waits for the last
    /// nested commit, SEMANTICS.md §2.9) and inside a reentry.
    case flush
    /// ``Step/setCompletionBlock``.
    case setCompletionBlock
    /// ``Step/clearCompletionBlock``.
    case clearCompletionBlock
    /// ``Step/advance(by:)``: the turn ends and a frame renders.
    case advance
    // Host calls.
    /// ``Step/resignActive``.
    case resignActive
    /// ``Step/enterBackground``.
    case enterBackground
    /// ``Step/enterForeground``.
    case enterForeground
    /// ``Step/becomeActive``.
    case becomeActive
    /// ``HostStep/moveToBackground``.
    case moveToBackground
    /// ``HostStep/moveToForeground``.
    case moveToForeground
    /// ``Step/detach(view:)``.
    case detach
    /// ``Step/attach(view:)``.
    case attach
    /// ``HostStep/makeWindow``.
    case makeWindow
    /// ``HostStep/makeDetachedView``.
    case makeDetachedView
    /// ``HostStep/attach(view:window:)``, one window past the last included.
    case attachToWindow
    /// ``HostStep/addSubview(view:parent:)``, cycles included.
    case addSubview
    /// ``HostStep/observe(view:)`` of app notifications.
    case observeApp
    /// ``HostStep/observe(view:)`` of a view's window moves.
    case observeView
    /// ``HostStep/observeFrames``.
    case observeFrames
    /// ``HostStep/removeObserver(_:)``.
    case removeObserver
    /// ``HostStep/cancelObservers``.
    case cancelObservers
    /// ``HostStep/scheduleOnNextTurn``.
    case scheduleOnNextTurn
    /// ``HostStep/endTurn``.
    case endTurn
    /// ``HostStep/query(view:)``.
    case query
    /// ``HostStep/setRemovalPolicy(sparesRetained:)``: the host's setting, changed by the app at
    /// any point (a case starts with the host's default, removing all).
    case setRemovalPolicy
    // Technique calls, one per operation.
    /// ``TechniqueStep/Operation/pause``.
    case pause
    /// ``TechniqueStep/Operation/resume``.
    case resume
    /// ``TechniqueStep/Operation/changeSpeed(_:)``.
    case changeSpeed
    /// ``TechniqueStep/Operation/store``.
    case store
    /// ``TechniqueStep/Operation/restore``.
    case restore
    /// ``TechniqueStep/Operation/addWithClosures(key:)``.
    case addWithClosures
    /// ``TechniqueStep/Operation/installScrubber(key:)``.
    case installScrubber
    /// ``TechniqueStep/Operation/scrub(to:)``.
    case scrub
    /// ``TechniqueStep/Operation/releaseScrub``.
    case releaseScrub
    /// ``TechniqueStep/Operation/preserve``.
    case preserve
    /// ``TechniqueStep/Operation/reinstall(key:)``.
    case reinstall
    /// ``TechniqueStep/Operation/discard``.
    case discard
    /// ``TechniqueStep/Operation/setResumeSpeed(_:)``.
    case setResumeSpeed
    /// ``TechniqueStep/Operation/inspect``.
    case inspect
    /// ``TechniqueStep/Operation/uninstall(key:)``.
    case uninstall
    /// ``TechniqueStep/Operation/reinstallMissing``.
    case reinstallMissing
    /// ``TechniqueStep/Operation/reinstallScrubber``.
    case reinstallScrubber
    /// ``TechniqueStep/Operation/invalidate``.
    case invalidate
    /// ``TechniqueStep/Operation/invalidateAll``.
    case invalidateAll
    // Reentries, one per trigger kind; the two whose trigger is the simplest to make (a block)
    // come first, so that shrinking a ticket toward 0 reaches them before the others.
    /// Steps inside a completion block.
    case onCompletionBlock
    /// Steps inside a next-turn block.
    case onNextTurn
    /// Steps inside `animationDidStart`.
    case onDidStart
    /// Steps inside `animationDidStop`.
    case onDidStop
    /// Steps inside an app observer's handler.
    case onAppNotification
    /// Steps inside a window-move observer's handler.
    case onWindowMove
    /// Steps inside a frame observer's handler.
    case onFrame

    /// Where the rule belongs.
    public enum Family: String, CaseIterable, Sendable {
        /// An engine call.
        case engine
        /// A host call.
        case host
        /// A technique call.
        case technique
        /// A reentry.
        case reentry
    }

    /// Rules sort in declaration order.
    public static func < (lhs: GrammarRule, rhs: GrammarRule) -> Bool { lhs.ordinal < rhs.ordinal }

    /// The rule's position in ``allCases``.
    public var ordinal: Int { Self.ordinals[self] ?? 0 }

    private static let ordinals: [GrammarRule: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($0.element, $0.offset) })

    /// The rule's family.
    public var family: Family {
        switch self {
        case .makeView, .makeSubview, .makeSublayer, .setTiming, .setModelValue, .readLayer, .add, .removeAnimation,
            .removeAllAnimations, .setTransactionDuration, .commit, .beginTransaction, .flush, .setCompletionBlock,
            .clearCompletionBlock, .advance:
            return .engine
        case .resignActive, .enterBackground, .enterForeground, .becomeActive, .moveToBackground, .moveToForeground,
            .detach, .attach, .makeWindow, .makeDetachedView, .attachToWindow, .addSubview, .observeApp, .observeView,
            .observeFrames, .removeObserver, .cancelObservers, .scheduleOnNextTurn, .endTurn, .query, .setRemovalPolicy:
            return .host
        case .onDidStart, .onDidStop, .onCompletionBlock, .onNextTurn, .onAppNotification, .onWindowMove, .onFrame:
            return .reentry
        default:
            return .technique
        }
    }

    /// The reentry rule of a trigger kind.
    public init(_ trigger: ReentryTrigger.Kind) {
        switch trigger {
        case .didStart: self = .onDidStart
        case .didStop: self = .onDidStop
        case .completionBlock: self = .onCompletionBlock
        case .nextTurn: self = .onNextTurn
        case .appNotification: self = .onAppNotification
        case .windowMove: self = .onWindowMove
        case .frame: self = .onFrame
        }
    }

    /// Whether the rule may run inside a reentry.
    ///
    /// App code runs inside a callback; the system's own calls do not: a run-loop turn cannot end
    /// inside one of its own callbacks (``advance``, ``endTurn``), and the app's state changes are
    /// the system's, never the app's (the six transitions). Everything else may, a reentry included.
    public var mayRunInsideReentry: Bool {
        switch self {
        case .advance, .endTurn, .resignActive, .enterBackground, .enterForeground, .becomeActive,
            .moveToBackground, .moveToForeground:
            return false
        default:
            return true
        }
    }

    /// The capabilities an engine must declare for the grammar to draw the rule.
    public var requiredCapabilities: EngineCapabilities {
        switch self {
        case .makeSubview, .makeSublayer, .addSubview: return .nestedLayers
        case .beginTransaction: return .nestedTransactions
        case .addWithClosures, .onDidStart, .onDidStop: return .delegates
        default: return []
        }
    }

    /// How often the rule is drawn when swarm generation enables it at weight 1, relative to the others.
    var baseWeight: Int {
        switch self {
        case .advance: return 8
        case .add: return 6
        // A preserver is made on a view's first preserve, by one of three initializers in turn
        // when the techniques are not made through a kit: preserving more views reaches each one
        // (and `AnimationPreserver.invalidate()`) in enough cases (`coverage --api`).
        case .preserve: return 6
        case .makeView, .makeSubview, .makeSublayer, .setTiming, .commit: return 3
        // A flush means most inside a nested transaction, which lasts only until a commit is
        // drawn: drawn more often, it lands inside one in enough cases.
        case .flush: return 4
        // A reentry draws one to three commands of its own: a little more often, so that each of
        // the seven meets every family inside it in enough cases.
        case .onDidStart, .onDidStop, .onCompletionBlock, .onNextTurn, .onAppNotification, .onWindowMove, .onFrame:
            return 3
        default: return 2
        }
    }
}
