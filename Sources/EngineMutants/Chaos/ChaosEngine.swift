import MediaTiming
import ReferenceEngine

/// The reference engine answering wrongly on a drawn fraction of its calls, to prove that the
/// suite's own code (laws, oracles, shrinker, reports) survives whatever an engine answers.
///
/// It declares every capability. On about one call in twelve (``rate``) it does something the
/// contract does not allow or does not expect: it refuses with any of ``TimingEngineError``'s
/// cases, answers NaN, ±∞ or ±`Double.greatestFiniteMagnitude`, lists wrong, duplicate or
/// missing keys and layers, hands back stale or foreign animations and layers, converts times
/// out of range, or delivers delegate callbacks and completion blocks twice, for animations it
/// never ran, from calls that deliver nothing, or never. A chaos engine may fail any law; it must
/// never make the suite trap.
///
/// Each call draws from a generator of its own, seeded by ``seed`` and a digest of the call (its
/// kind, its arguments' bits, how many calls of its kind came before): one script always meets
/// the same answers and a report stays byte-identical for one seed, while where and how the
/// engine misbehaves differs from script to script (`ChaosEngine+Drawing.swift`). The
/// misbehaviours live beside the calls they corrupt: `ChaosEngine+Tree.swift`, `+Values.swift`,
/// `+Animations.swift`, `+Callbacks.swift`.
public final class ChaosEngine: ForwardingEngine<ReferenceEngine> {
    /// The seed a chaos engine named without one (`--engine chaos`) uses.
    public static let defaultSeed: UInt64 = 1

    /// The fraction of calls that misbehave when none is given: one in twelve.
    public static let defaultRate = 1.0 / 12

    /// The seed mixed into every call's draws.
    public let seed: UInt64
    /// The fraction of calls that misbehave, from 0 (never) to 1 (every call).
    public let rate: Double

    /// The state of the current call's generator (SplitMix64): nothing here reads the system's.
    var state: UInt64
    /// How many calls of each ``CallKind`` (by raw value) have drawn so far.
    var occurrences = [UInt64](repeating: 0, count: CallKind.allCases.count)
    /// The layers this engine has handed out, for duplicate and stray answers.
    var madeLayers: [ReferenceLayer] = []
    /// The animation last passed to ``add(_:forKey:to:)`` under each key of each layer, unstamped:
    /// what a stale answer of ``animation(forKey:of:)`` hands back.
    var addedCopies: [ReferenceLayer: [String: Animation]] = [:]
    /// The delegate wrappers of the animations added so far, weakly, for stray callbacks.
    var delegates: [WeakDelegate] = []
    /// Completion blocks the engine was given, for running one again at an odd moment.
    var completionBlocks: [() -> Void] = []
    /// An engine of its own whose layers are foreign to ``base``.
    lazy var foreign = ReferenceEngine()

    /// Creates a reference engine that misbehaves on a `rate` fraction of its calls, drawn from
    /// `seed`.
    public init(seed: UInt64 = ChaosEngine.defaultSeed, rate: Double = ChaosEngine.defaultRate) {
        self.seed = seed
        self.rate = rate.isNaN ? 0 : min(max(rate, 0), 1)
        self.state = seed
        super.init(ReferenceEngine())
    }

    /// Every capability, so that every law runs against it.
    public override var capabilities: EngineCapabilities { .all }

    // Each call below enters its own draws, draws whether it misbehaves, then how; the extensions
    // say what each can do.

    /// The media time, sometimes out of range.
    public override var mediaTime: Double { chaosMediaTime() }
    /// The transaction's duration, sometimes out of range; a set is sometimes dropped.
    public override var transactionAnimationDuration: Double {
        get { chaosTransactionAnimationDuration() }
        set { chaosSetTransactionAnimationDuration(newValue) }
    }
    /// A new layer, sometimes a stray one.
    public override func makeLayer() -> ReferenceLayer { chaosMakeLayer() }
    /// Adds the sublayer, sometimes wrongly.
    public override func addSublayer(_ layer: ReferenceLayer, to parent: ReferenceLayer) throws(TimingEngineError) {
        try chaosAddSublayer(layer, to: parent)
    }
    /// Detaches the layer, sometimes wrongly.
    public override func removeFromSuperlayer(_ layer: ReferenceLayer) { chaosRemoveFromSuperlayer(layer) }
    /// The superlayer, sometimes a wrong one.
    public override func superlayer(of layer: ReferenceLayer) -> ReferenceLayer? { chaosSuperlayer(of: layer) }
    /// The sublayers, sometimes wrong ones.
    public override func sublayers(of layer: ReferenceLayer) -> [ReferenceLayer] { chaosSublayers(of: layer) }
    /// The layer's timing, sometimes out of range.
    public override func timing(of layer: ReferenceLayer) -> LayerTiming { chaosTiming(of: layer) }
    /// Sets the layer's timing, sometimes wrongly.
    public override func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
        try chaosSetTiming(timing, of: layer)
    }
    /// The model value, sometimes out of range.
    public override func modelValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
        chaosModelValue(forKeyPath: keyPath, of: layer)
    }
    /// Stores a model value, sometimes wrongly.
    public override func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: ReferenceLayer)
        throws(TimingEngineError)
    {
        try chaosSetModelValue(value, forKeyPath: keyPath, of: layer)
    }
    /// Adds the animation, sometimes wrongly.
    public override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
        throws(TimingEngineError)
    {
        try chaosAdd(animation, forKey: key, to: layer)
    }
    /// Removes the animation, sometimes wrongly.
    public override func removeAnimation(forKey key: String, from layer: ReferenceLayer) {
        chaosRemoveAnimation(forKey: key, from: layer)
    }
    /// Removes every animation, sometimes not.
    public override func removeAllAnimations(from layer: ReferenceLayer) { chaosRemoveAllAnimations(from: layer) }
    /// The animation keys, sometimes wrong ones.
    public override func animationKeys(of layer: ReferenceLayer) -> [String] { chaosAnimationKeys(of: layer) }
    /// The stored copy, sometimes stale or foreign.
    public override func animation(forKey key: String, of layer: ReferenceLayer) -> Animation? {
        chaosAnimation(forKey: key, of: layer)
    }
    /// The presentation value, sometimes out of range or of the wrong kind.
    public override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
        chaosPresentationValue(forKeyPath: keyPath, of: layer)
    }
    /// The converted time, sometimes out of range.
    public override func convertTime(_ time: Double, from source: ReferenceLayer?, to destination: ReferenceLayer?)
        -> Double
    {
        chaosConvertTime(time, from: source, to: destination)
    }
    /// Commits, sometimes not or twice.
    public override func commit() { chaosCommit() }
    /// Opens a nested transaction, sometimes wrongly.
    public override func beginTransaction() throws(TimingEngineError) { try chaosBeginTransaction() }
    /// Flushes, sometimes wrongly.
    @discardableResult public override func flush() -> Bool { chaosFlush() }
    /// Sets the completion block, sometimes wrongly.
    public override func setCompletionBlock(_ block: @escaping () -> Void) { chaosSetCompletionBlock(block) }
    /// Clears the completion block, sometimes not.
    public override func clearCompletionBlock() { chaosClearCompletionBlock() }
    /// Renders, sometimes wrongly.
    public override func render(atMediaTime time: Double) throws(TimingEngineError) {
        try chaosRender(atMediaTime: time)
    }

    /// The seed named by `name` (`chaos` or `chaos:SEED`, SEED a decimal `UInt64`), or `nil`
    /// when `name` does not name a chaos engine.
    public static func seed(named name: String) -> UInt64? {
        if name == "chaos" { return defaultSeed }
        guard name.hasPrefix("chaos:") else { return nil }
        let digits = name.dropFirst("chaos:".count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return UInt64(digits)
    }
}
