#if !canImport(QuartzCore)
import MediaTiming

/// The engine of a script run as the facade sees it: every call forwards, except that a
/// ``makeLayer()`` made while ``adopt(_:_:)`` runs answers an existing layer, tree changes made
/// while ``mirror(_:)`` runs are the facade's bookkeeping only, and animations the facade did
/// not add travel through it without loss (AdoptingEngine+Origins.swift).
///
/// The facade's `CALayer()` asks its engine for a new handle; this is how a `CALayer` object
/// comes to stand for a layer the run made itself, so that app code written against `CALayer`
/// acts on the very layers the laws observe.
final class AdoptingEngine<Base: TimingEngine>: TimingEngine {
    /// The run's engine.
    let base: Base
    /// The layer the next ``makeLayer()`` answers, while ``adopt(_:_:)`` runs.
    private var pending: Base.Layer?
    /// Whether tree calls are the facade's object tree catching up with the engine's.
    private var isMirroring = false
    /// The descriptions the facade read from the engine without having added them, by the
    /// serial they were read with (see AdoptingEngine+Origins.swift).
    var origins: [Int: Animation] = [:]
    /// The last description read under each layer and key, with its serial, so that reading an
    /// unchanged copy again answers the same serial (and the facade the same object).
    var lastRead: [Base.Layer: [String: (description: Animation, serial: Int)]] = [:]
    /// The next serial of a read description; far above the facade's own serials.
    var nextOriginSerial = 1_000_000_000

    init(_ base: Base) { self.base = base }

    /// Runs `body` (which makes one `CALayer`) so that the layer it makes is `layer`.
    func adopt<Result>(_ layer: Base.Layer, _ body: () -> Result) -> Result {
        pending = layer
        defer { pending = nil }
        return body()
    }

    /// Runs `body`, whose tree changes only bring the facade's object tree in step with the
    /// engine's, without passing them on.
    func mirror<Result>(_ body: () -> Result) -> Result {
        isMirroring = true
        defer { isMirroring = false }
        return body()
    }

    var capabilities: EngineCapabilities { base.capabilities }
    var profile: TimingProfile { base.profile }
    var mediaTime: Double { base.mediaTime }
    var transactionAnimationDuration: Double {
        get { base.transactionAnimationDuration }
        set { base.transactionAnimationDuration = newValue }
    }

    func makeLayer() -> Base.Layer {
        if let layer = pending {
            pending = nil
            return layer
        }
        return base.makeLayer()
    }

    func addSublayer(_ layer: Base.Layer, to parent: Base.Layer) throws(TimingEngineError) {
        if isMirroring { return }
        try base.addSublayer(layer, to: parent)
    }
    func removeFromSuperlayer(_ layer: Base.Layer) {
        if isMirroring { return }
        base.removeFromSuperlayer(layer)
    }
    func superlayer(of layer: Base.Layer) -> Base.Layer? { base.superlayer(of: layer) }
    func sublayers(of layer: Base.Layer) -> [Base.Layer] { base.sublayers(of: layer) }
    func timing(of layer: Base.Layer) -> LayerTiming { base.timing(of: layer) }
    func setTiming(_ timing: LayerTiming, of layer: Base.Layer) throws(TimingEngineError) {
        try base.setTiming(timing, of: layer)
    }
    func modelValue(forKeyPath keyPath: String, of layer: Base.Layer) -> Double {
        base.modelValue(forKeyPath: keyPath, of: layer)
    }
    func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: Base.Layer) throws(TimingEngineError) {
        try base.setModelValue(value, forKeyPath: keyPath, of: layer)
    }
    func add(_ animation: Animation, forKey key: String, to layer: Base.Layer) throws(TimingEngineError) {
        try base.add(restoringOrigin(of: animation), forKey: key, to: layer)
    }
    func removeAnimation(forKey key: String, from layer: Base.Layer) { base.removeAnimation(forKey: key, from: layer) }
    func removeAllAnimations(from layer: Base.Layer) { base.removeAllAnimations(from: layer) }
    func animationKeys(of layer: Base.Layer) -> [String] { base.animationKeys(of: layer) }
    func animation(forKey key: String, of layer: Base.Layer) -> Animation? {
        base.animation(forKey: key, of: layer).map { tagged($0, key: key, of: layer) }
    }
    func presentationValue(forKeyPath keyPath: String, of layer: Base.Layer) -> Double {
        base.presentationValue(forKeyPath: keyPath, of: layer)
    }
    func convertTime(_ time: Double, from source: Base.Layer?, to destination: Base.Layer?) -> Double {
        base.convertTime(time, from: source, to: destination)
    }
    func commit() { base.commit() }
    func beginTransaction() throws(TimingEngineError) { try base.beginTransaction() }
    @discardableResult func flush() -> Bool { base.flush() }
    func setCompletionBlock(_ block: @escaping () -> Void) { base.setCompletionBlock(block) }
    func clearCompletionBlock() { base.clearCompletionBlock() }
    func render(atMediaTime time: Double) throws(TimingEngineError) { try base.render(atMediaTime: time) }
}
#else
// Apple platforms: the facade is QuartzCore itself, whose layers cannot stand for another
// engine's; app code there plugs in over `CALayerEngine` instead, and this module adds no entry.
#endif
