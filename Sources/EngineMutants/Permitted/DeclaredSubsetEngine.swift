import MediaTiming
import ReferenceEngine

/// The reference engine declaring only some capabilities, as an honest first version of an
/// engine would: what it declares it does exactly as Core Animation does; what it does not, it
/// refuses with ``TimingEngineError/unsupported(_:)`` or quietly ignores.
///
/// Without ``EngineCapabilities/delegates`` no delegate hears anything; without
/// ``EngineCapabilities/nestedLayers`` a layer cannot be put inside another.
///
/// A call that is both invalid and outside what the engine declares (a NaN duration on an engine
/// without ``EngineCapabilities/layerMediaTiming``) is refused for whichever the engine checks
/// first (``Order``): both are refusals, and the contract allows either.
final class DeclaredSubsetEngine: ForwardingEngine<ReferenceEngine> {
    /// What the engine does with a call outside what it declares.
    enum Outside: String, Sendable {
        /// Throws `.unsupported`, naming what is missing.
        case refuses
        /// Does nothing, and says nothing.
        case ignores
    }

    /// Which the engine checks first: what it supports, or what is valid.
    enum Order: String, Sendable {
        /// Validity first (an invalid value is refused as invalid), then support by the
        /// contract's own mapping (``LayerTiming/requiredCapabilities``).
        case validityFirst
        /// Support first, field by field, before any value is checked: a field set away from its
        /// default needs its capability whatever its value, so a NaN duration needs
        /// ``EngineCapabilities/layerMediaTiming`` and a NaN speed ``EngineCapabilities/negativeSpeed``.
        case capabilitiesFirst
    }

    private let declared: EngineCapabilities
    private let outside: Outside
    private let order: Order

    init(
        declaring declared: EngineCapabilities, outside: Outside, order: Order = .validityFirst,
        profile: TimingProfile = .coreAnimation
    ) {
        self.declared = declared
        self.outside = outside
        self.order = order
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
        switch order {
        case .validityFirst:
            guard timing.isFinite else { throw .invalidTiming("a layer timing value is not finite") }
            guard try admits(timing.requiredCapabilities) else { return }
        case .capabilitiesFirst:
            guard try admits(Self.fieldCapabilities(timing)) else { return }
        }
        try super.setTiming(timing, of: layer)
    }

    override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer) throws(TimingEngineError) {
        switch order {
        case .validityFirst:
            try animation.validate()
            guard try admits(animation.requiredCapabilities) else { return }
        case .capabilitiesFirst:
            guard try admits(Self.fieldCapabilities(animation)) else { return }
        }
        var animation = animation
        if !declared.contains(.delegates) { animation.delegate = nil }
        try super.add(animation, forKey: key, to: layer)
    }

    override func beginTransaction() throws(TimingEngineError) {
        guard try admits(.nestedTransactions) else { return }
        try super.beginTransaction()
    }

    /// What `timing` needs, read field by field without checking a value: the contract's
    /// mapping for every valid timing, and for a NaN speed or a duration that is not +∞ or −∞
    /// what the field needs at all.
    static func fieldCapabilities(_ timing: LayerTiming) -> EngineCapabilities {
        var needed = timing.requiredCapabilities
        // `!(x >= 0)` is how a support check that never looked at NaN reads a sign.
        if !(timing.speed >= 0) { needed.insert(.negativeSpeed) }
        if !timing.duration.isInfinite { needed.insert(.layerMediaTiming) }
        return needed
    }

    /// What `animation` needs, read field by field without checking a value, children included.
    static func fieldCapabilities(_ animation: Animation) -> EngineCapabilities {
        var needed = animation.requiredCapabilities
        if !(animation.timing.speed >= 0) { needed.insert(.negativeSpeed) }
        if case .group(let children) = animation.kind {
            for child in children { needed.formUnion(fieldCapabilities(child)) }
        }
        return needed
    }
}
