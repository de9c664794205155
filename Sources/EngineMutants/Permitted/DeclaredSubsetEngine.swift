import MediaTiming
import ReferenceEngine

/// The reference engine declaring only some capabilities, as an honest first version of an
/// engine would: what it declares it does exactly as Core Animation does; what it does not, it
/// refuses with ``TimingEngineError/unsupported(_:)`` or quietly ignores.
///
/// Without ``EngineCapabilities/delegates`` no delegate hears anything; without
/// ``EngineCapabilities/nestedLayers`` a layer cannot be put inside another.
final class DeclaredSubsetEngine: ForwardingEngine<ReferenceEngine> {
    /// What the engine does with a call outside what it declares.
    enum Outside: String, Sendable {
        /// Throws `.unsupported`, naming what is missing.
        case refuses
        /// Does nothing, and says nothing.
        case ignores
    }

    private let declared: EngineCapabilities
    private let outside: Outside

    init(declaring declared: EngineCapabilities, outside: Outside, profile: TimingProfile = .coreAnimation) {
        self.declared = declared
        self.outside = outside
        super.init(ReferenceEngine(profile: profile))
    }

    override var capabilities: EngineCapabilities { declared }

    /// Whether a call that needs `needed` may go on; throws when it may not and the engine refuses.
    private func admits(_ needed: EngineCapabilities) throws(TimingEngineError) -> Bool {
        let missing = needed.subtracting(declared)
        guard !missing.isEmpty else { return true }
        if outside == .refuses { throw .unsupported(missing.names.joined(separator: ", ")) }
        return false
    }

    override func addSublayer(_ layer: ReferenceLayer, to parent: ReferenceLayer) throws(TimingEngineError) {
        guard try admits(.nestedLayers) else { return }
        try super.addSublayer(layer, to: parent)
    }

    override func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
        guard try admits(timing.requiredCapabilities) else { return }
        try super.setTiming(timing, of: layer)
    }

    override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer) throws(TimingEngineError) {
        guard try admits(animation.requiredCapabilities) else { return }
        var animation = animation
        if !declared.contains(.delegates) { animation.delegate = nil }
        try super.add(animation, forKey: key, to: layer)
    }

    override func beginTransaction() throws(TimingEngineError) {
        guard try admits(.nestedTransactions) else { return }
        try super.beginTransaction()
    }
}
