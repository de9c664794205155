/// An engine that forwards every call to another: subclass it and override the calls to change.
///
/// Adapters use it to adjust one behaviour of an engine they wrap; the suite uses it to record
/// what a run reaches and to rename key paths; its mutants use it to plant faults.
open class ForwardingEngine<Base: TimingEngine>: TimingEngine {
    /// The engine every call goes to.
    public let base: Base

    /// Wraps `base`.
    public init(_ base: Base) { self.base = base }

    /// Forwards to ``base``.
    open var capabilities: EngineCapabilities { base.capabilities }
    /// Forwards to ``base``.
    open var profile: TimingProfile { base.profile }
    /// Forwards to ``base``.
    open var mediaTime: Double { base.mediaTime }
    /// Forwards to ``base``.
    open var transactionAnimationDuration: Double {
        get { base.transactionAnimationDuration }
        set { base.transactionAnimationDuration = newValue }
    }
    /// Forwards to ``base``.
    open func makeLayer() -> Base.Layer { base.makeLayer() }
    /// Forwards to ``base``.
    open func addSublayer(_ layer: Base.Layer, to parent: Base.Layer) throws(TimingEngineError) {
        try base.addSublayer(layer, to: parent)
    }
    /// Forwards to ``base``.
    open func removeFromSuperlayer(_ layer: Base.Layer) { base.removeFromSuperlayer(layer) }
    /// Forwards to ``base``.
    open func superlayer(of layer: Base.Layer) -> Base.Layer? { base.superlayer(of: layer) }
    /// Forwards to ``base``.
    open func sublayers(of layer: Base.Layer) -> [Base.Layer] { base.sublayers(of: layer) }
    /// Forwards to ``base``.
    open func timing(of layer: Base.Layer) -> LayerTiming { base.timing(of: layer) }
    /// Forwards to ``base``.
    open func setTiming(_ timing: LayerTiming, of layer: Base.Layer) throws(TimingEngineError) {
        try base.setTiming(timing, of: layer)
    }
    /// Forwards to ``base``.
    open func modelValue(forKeyPath keyPath: String, of layer: Base.Layer) -> Double {
        base.modelValue(forKeyPath: keyPath, of: layer)
    }
    /// Forwards to ``base``.
    open func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: Base.Layer) throws(TimingEngineError)
    {
        try base.setModelValue(value, forKeyPath: keyPath, of: layer)
    }
    /// Forwards to ``base``.
    open func add(_ animation: Animation, forKey key: String, to layer: Base.Layer) throws(TimingEngineError) {
        try base.add(animation, forKey: key, to: layer)
    }
    /// Forwards to ``base``.
    open func removeAnimation(forKey key: String, from layer: Base.Layer) {
        base.removeAnimation(forKey: key, from: layer)
    }
    /// Forwards to ``base``.
    open func removeAllAnimations(from layer: Base.Layer) { base.removeAllAnimations(from: layer) }
    /// Forwards to ``base``.
    open func animationKeys(of layer: Base.Layer) -> [String] { base.animationKeys(of: layer) }
    /// Forwards to ``base``.
    open func animation(forKey key: String, of layer: Base.Layer) -> Animation? {
        base.animation(forKey: key, of: layer)
    }
    /// Forwards to ``base``.
    open func presentationValue(forKeyPath keyPath: String, of layer: Base.Layer) -> Double {
        base.presentationValue(forKeyPath: keyPath, of: layer)
    }
    /// Forwards to ``base``.
    open func convertTime(_ time: Double, from source: Base.Layer?, to destination: Base.Layer?) -> Double {
        base.convertTime(time, from: source, to: destination)
    }
    /// Forwards to ``base``.
    open func commit() { base.commit() }
    /// Forwards to ``base``.
    open func setCompletionBlock(_ block: @escaping () -> Void) { base.setCompletionBlock(block) }
    /// Forwards to ``base``.
    open func clearCompletionBlock() { base.clearCompletionBlock() }
    /// Forwards to ``base``.
    open func beginTransaction() throws(TimingEngineError) { try base.beginTransaction() }
    /// Forwards to ``base``.
    @discardableResult open func flush() -> Bool { base.flush() }
    /// Forwards to ``base``.
    open func render(atMediaTime time: Double) throws(TimingEngineError) { try base.render(atMediaTime: time) }
}
