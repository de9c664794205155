import MediaTiming

/// The project's reference timing engine: a deterministic model of Core Animation's timing.
///
/// It implements every rule of the project's semantics: local time `t = (tp − b)·s + o` down the
/// tree, transactions whose commit stamps zero begin times with the layer's local time, active
/// periods, iterations, autoreverse, fill and removal, basic, keyframe, group and spring values with
/// additive and cumulative composition, and delegate callbacks delivered in time order from
/// ``render(atMediaTime:)``. Where the semantics leave a point open, ``profile`` selects the reading.
///
/// Readings of points the sources leave open, beyond the profile's options (the conformance laws
/// do not assert them; SEMANTICS.md lists them under "Open points"): at the exact first instant of
/// a negative-speed period the end value shows (and its forwards fill holds the start value), and
/// an exact iteration turn under a negative speed shows the end of the cycle below it; an additive
/// or cumulative animation without from, to or by changes nothing. A spring's timing function is
/// ignored (the spring runs on its own physics). Boundaries of active periods are compared within 1e-9.
///
/// The caller owns the clock: nothing moves until ``render(atMediaTime:)``. The engine is not
/// `Sendable`; use it from one task. ``init(profile:_faults:)`` builds a deliberately broken engine
/// for mutation testing.
public final class ReferenceEngine: TimingEngine {
    /// The engine's layer handle.
    public typealias Layer = ReferenceLayer

    /// Everything: the reference engine supports every feature of the model.
    public let capabilities: EngineCapabilities = .all

    /// How the open points of the model are read.
    public var profile: TimingProfile { configuration.profile }

    /// The media time of the last render, or 0 before the first one.
    public internal(set) var mediaTime: Double = 0

    /// The duration given to animations added with a duration of 0 or less; 0.25 after each commit.
    ///
    /// A value that is not finite, or is negative, is ignored: the previous value stays.
    public var transactionAnimationDuration: Double {
        get { transactionDuration }
        set { if newValue.isFinite, newValue >= 0 { transactionDuration = newValue } }
    }

    /// Profile and faults together.
    let configuration: EngineConfiguration
    /// This engine's identity, stamped into every handle it makes.
    let identity: UInt64
    /// Every layer ever made, indexed by creation order.
    @exclusivity(unchecked) var layers: [LayerRecord] = []
    /// The serial number of the next added copy.
    var nextSerial = 0
    /// Added copies waiting for the commit, as (layer index, serial).
    var pendingAdds: [(layer: Int, serial: Int)] = []
    /// Callbacks already due (stops of removed copies), delivered at the next render.
    var queuedEvents: [CallbackEvent] = []
    /// The open transaction's completion block and the copies added since it was set.
    var openCompletion: TransactionCompletion?
    /// Completion blocks of ended transactions, in the order they ended, waiting for their copies.
    var waitingCompletions: [TransactionCompletion] = []
    /// The integer of each key path string seen, so evaluation compares integers.
    @exclusivity(unchecked) var keyPathIDs: [String: Int] = [:]
    /// Local times at ``mediaTime`` by layer, valid where ``cachedGeneration`` equals ``timeGeneration``.
    @exclusivity(unchecked) var cachedLocalTime: [Double] = []
    /// The generation each cached local time was computed in.
    @exclusivity(unchecked) var cachedGeneration: [UInt64] = []
    /// Bumped by every change that can move a layer's local time: timing, tree, render.
    @exclusivity(unchecked) var timeGeneration: UInt64 = 1
    /// Storage of ``transactionAnimationDuration``.
    var transactionDuration: Double = ReferenceEngine.defaultTransactionDuration
    /// The enclosing transactions of the open one, outermost first: what each nested commit
    /// returns to.
    var enclosingTransactions: [EnclosingTransaction] = []
    /// Whether a flush asked for inside nested transactions waits for the last of them to commit.
    var flushWhenUnnested = false

    /// Core Animation's default transaction duration.
    static let defaultTransactionDuration = 0.25

    /// Creates an engine with no layers at media time 0.
    public init(profile: TimingProfile = .coreAnimation) {
        configuration = EngineConfiguration(profile: profile, faults: [])
        identity = EngineIdentitySource.shared.makeIdentity()
    }

    /// Creates an engine with deliberate faults, for mutation testing only.
    public init(profile: TimingProfile = .coreAnimation, _faults faults: _EngineFault) {
        configuration = EngineConfiguration(profile: profile, faults: faults)
        identity = EngineIdentitySource.shared.makeIdentity()
    }

    /// Creates an engine that solves timing curves with `curveSolver` (given a curve and a linear
    /// progress, the paced progress), as an engine that keeps its own solver would, for the
    /// suite's permitted variants only.
    public init(
        profile: TimingProfile = .coreAnimation,
        _curveSolver curveSolver: @escaping @Sendable (TimingFunction, Double) -> Double
    ) {
        let solver = CurveSolver(curveSolver)
        configuration = EngineConfiguration(profile: profile, faults: [], curveSolver: Unmanaged.passUnretained(solver))
        curveSolverStorage = solver
        identity = EngineIdentitySource.shared.makeIdentity()
    }

    /// Creates an engine that reads the open points no law asserts as told: an exact turn under a
    /// negative speed (SEMANTICS §3.6) and a finished copy before its removal (§4.3), for the
    /// suite's whole-trace comparison and permitted variants only.
    public init(
        profile: TimingProfile = .coreAnimation, _negativeSpeedTurns reading: _NegativeSpeedTurnReading = .cycleEnd,
        _finishedCopies finishedCopies: _FinishedCopyReading = .shownUntilRemoved
    ) {
        var configuration = EngineConfiguration(profile: profile, faults: [])
        configuration.negativeSpeedTurns = reading
        configuration.finishedCopies = finishedCopies
        self.configuration = configuration
        identity = EngineIdentitySource.shared.makeIdentity()
    }

    /// The solver ``configuration`` names unretained, kept alive with the engine.
    private var curveSolverStorage: CurveSolver?

    /// The deliberate faults this engine was made with; empty for a correct engine.
    public var _faults: _EngineFault { configuration.faults }

    deinit {
        for index in layers.indices { layers[index].live.release() }
    }

    /// The storage index of `layer`, or `nil` for a handle of another engine.
    @inline(__always)
    func index(of layer: ReferenceLayer) -> Int? {
        guard layer.engineID == identity, layer.index >= 0, layer.index < layers.count else { return nil }
        return layer.index
    }

    /// The integer of `keyPath`, made on first sight.
    func intern(_ keyPath: String) -> Int {
        if let id = keyPathIDs[keyPath] { return id }
        let id = keyPathIDs.count
        keyPathIDs[keyPath] = id
        return id
    }

    /// Rebuilds the evaluated plans of a layer after its animations changed.
    func refreshLivePlans(ofLayer layerIndex: Int) {
        layers[layerIndex].live.replace(with: layers[layerIndex].animations)
        layers[layerIndex].livePlans = layers[layerIndex].animations.compactMap { $0.isCommitted ? $0.plan : nil }
    }

    /// The handle of the layer at `index`.
    func handle(_ index: Int) -> ReferenceLayer {
        ReferenceLayer(engineID: identity, index: index)
    }
}

/// One layer's state.
struct LayerRecord {
    /// The key path recorded for a group, which may animate several.
    static let groupKeyPath = -2

    /// The superlayer's index.
    var parent: Int?
    /// The sublayers' indices in order.
    var children: [Int] = []
    /// The layer's own timing.
    var timing = LayerTiming.identity
    /// Model values by interned key path.
    var modelValues: [Int: Double] = [:]
    /// Animations in application order, pending ones included.
    var animations: [StoredAnimation] = []
    /// The committed animations laid out for evaluation.
    var live = LiveTable()
    /// The plans of the committed animations, index for index with ``live``, for keyframe lists
    /// and group children.
    var livePlans: [AnimationPlan] = []
}

/// One added copy of an animation and its callback bookkeeping.
struct StoredAnimation {
    /// The key it was added under.
    var key: String
    /// The stored copy, with its defaulted duration and, once committed, stamped begin time.
    var animation: Animation
    /// The resolved plan the presentation evaluates.
    var plan: AnimationPlan
    /// The order of its add among every add of the engine.
    var serial: Int
    /// Whether the commit that installs it happened.
    var isCommitted = false
    /// Whether its active period began (didStart delivered or scheduled).
    var hasStarted = false
    /// Whether its active duration completed.
    var hasCompleted = false
    /// Whether didStop was delivered or scheduled.
    var hasStopped = false
    /// The media time of the commit that installed it.
    var committedAt = 0.0
    /// The caller's description as added, kept for a deliberate fault only.
    var original: Animation?
}
