/// A layer handle of a type-erased engine.
///
/// It is the position of the wrapped engine's handle in the wrapper's table, tagged with the
/// wrapper, so unwrapping is an array read rather than a dynamic cast: the suite unwraps handles
/// on every observation, from several threads, and dynamic casts go through shared runtime caches.
public struct AnyLayer: Hashable, Sendable {
    /// The position of the wrapped handle in its wrapper's table.
    public let index: Int
    /// The wrapper that made the handle.
    let owner: ObjectIdentifier
}

/// A type-erased timing engine, so that laws, scripts and reports can hold any engine.
///
/// Every call forwards to the wrapped engine; handles are wrapped in ``AnyLayer``. Passing a
/// handle that did not come from this wrapper gives the wrapped engine's neutral answer for
/// queries and ``TimingEngineError/unknownLayer`` for calls that throw.
public final class AnyTimingEngine: TimingEngine {
    private let box: any _EngineBox
    private let declaredCapabilities: EngineCapabilities?

    /// Wraps `engine`; the wrapper owns it.
    ///
    /// - Parameter capabilities: what the wrapper declares instead of the engine's own
    ///   capabilities, for an engine you cannot change that claims more than it does.
    public init<Engine: TimingEngine>(_ engine: Engine, declaring capabilities: EngineCapabilities? = nil) {
        box = _ConcreteEngineBox(engine)
        declaredCapabilities = capabilities
    }

    /// The wrapped engine, for callers that know its type.
    public func base<Engine: TimingEngine>(as type: Engine.Type) -> Engine? {
        (box as? _ConcreteEngineBox<Engine>)?.engine
    }

    /// Forwards to the wrapped engine.
    public var capabilities: EngineCapabilities { declaredCapabilities ?? box.capabilities }
    /// Forwards to the wrapped engine.
    public var profile: TimingProfile { box.profile }
    /// Forwards to the wrapped engine.
    public var mediaTime: Double { box.mediaTime }
    /// Forwards to the wrapped engine.
    public var transactionAnimationDuration: Double {
        get { box.transactionAnimationDuration }
        set { box.transactionAnimationDuration = newValue }
    }
    /// Forwards to the wrapped engine.
    public func makeLayer() -> AnyLayer { box.makeLayer() }
    /// Forwards to the wrapped engine.
    public func addSublayer(_ layer: AnyLayer, to parent: AnyLayer) throws(TimingEngineError) {
        try box.addSublayer(layer, to: parent)
    }
    /// Forwards to the wrapped engine.
    public func removeFromSuperlayer(_ layer: AnyLayer) { box.removeFromSuperlayer(layer) }
    /// Forwards to the wrapped engine.
    public func superlayer(of layer: AnyLayer) -> AnyLayer? { box.superlayer(of: layer) }
    /// Forwards to the wrapped engine.
    public func sublayers(of layer: AnyLayer) -> [AnyLayer] { box.sublayers(of: layer) }
    /// Forwards to the wrapped engine.
    public func timing(of layer: AnyLayer) -> LayerTiming { box.timing(of: layer) }
    /// Forwards to the wrapped engine.
    public func setTiming(_ timing: LayerTiming, of layer: AnyLayer) throws(TimingEngineError) {
        try box.setTiming(timing, of: layer)
    }
    /// Forwards to the wrapped engine.
    public func modelValue(forKeyPath keyPath: String, of layer: AnyLayer) -> Double {
        box.modelValue(forKeyPath: keyPath, of: layer)
    }
    /// Forwards to the wrapped engine.
    public func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: AnyLayer) throws(TimingEngineError)
    {
        try box.setModelValue(value, forKeyPath: keyPath, of: layer)
    }
    /// Forwards to the wrapped engine.
    public func add(_ animation: Animation, forKey key: String, to layer: AnyLayer) throws(TimingEngineError) {
        try box.add(animation, forKey: key, to: layer)
    }
    /// Forwards to the wrapped engine.
    public func removeAnimation(forKey key: String, from layer: AnyLayer) {
        box.removeAnimation(forKey: key, from: layer)
    }
    /// Forwards to the wrapped engine.
    public func removeAllAnimations(from layer: AnyLayer) { box.removeAllAnimations(from: layer) }
    /// Forwards to the wrapped engine.
    public func animationKeys(of layer: AnyLayer) -> [String] { box.animationKeys(of: layer) }
    /// Forwards to the wrapped engine.
    public func animation(forKey key: String, of layer: AnyLayer) -> Animation? {
        box.animation(forKey: key, of: layer)
    }
    /// Forwards to the wrapped engine.
    public func presentationValue(forKeyPath keyPath: String, of layer: AnyLayer) -> Double {
        box.presentationValue(forKeyPath: keyPath, of: layer)
    }
    /// Forwards to the wrapped engine.
    public func convertTime(_ time: Double, from source: AnyLayer?, to destination: AnyLayer?) -> Double {
        box.convertTime(time, from: source, to: destination)
    }
    /// Forwards to the wrapped engine.
    public func commit() { box.commit() }
    /// Forwards to the wrapped engine.
    public func setCompletionBlock(_ block: @escaping () -> Void) { box.setCompletionBlock(block) }
    /// Forwards to the wrapped engine.
    public func clearCompletionBlock() { box.clearCompletionBlock() }
    /// Forwards to the wrapped engine.
    public func beginTransaction() throws(TimingEngineError) { try box.beginTransaction() }
    /// Forwards to the wrapped engine.
    @discardableResult public func flush() -> Bool { box.flush() }
    /// Forwards to the wrapped engine.
    public func render(atMediaTime time: Double) throws(TimingEngineError) { try box.render(atMediaTime: time) }
}

/// The erased interface; an implementation detail of ``AnyTimingEngine``.
public protocol _EngineBox: AnyObject {
    var capabilities: EngineCapabilities { get }
    var profile: TimingProfile { get }
    var mediaTime: Double { get }
    var transactionAnimationDuration: Double { get set }
    func makeLayer() -> AnyLayer
    func addSublayer(_ layer: AnyLayer, to parent: AnyLayer) throws(TimingEngineError)
    func removeFromSuperlayer(_ layer: AnyLayer)
    func superlayer(of layer: AnyLayer) -> AnyLayer?
    func sublayers(of layer: AnyLayer) -> [AnyLayer]
    func timing(of layer: AnyLayer) -> LayerTiming
    func setTiming(_ timing: LayerTiming, of layer: AnyLayer) throws(TimingEngineError)
    func modelValue(forKeyPath keyPath: String, of layer: AnyLayer) -> Double
    func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: AnyLayer) throws(TimingEngineError)
    func add(_ animation: Animation, forKey key: String, to layer: AnyLayer) throws(TimingEngineError)
    func removeAnimation(forKey key: String, from layer: AnyLayer)
    func removeAllAnimations(from layer: AnyLayer)
    func animationKeys(of layer: AnyLayer) -> [String]
    func animation(forKey key: String, of layer: AnyLayer) -> Animation?
    func presentationValue(forKeyPath keyPath: String, of layer: AnyLayer) -> Double
    func convertTime(_ time: Double, from source: AnyLayer?, to destination: AnyLayer?) -> Double
    func commit()
    func setCompletionBlock(_ block: @escaping () -> Void)
    func clearCompletionBlock()
    func beginTransaction() throws(TimingEngineError)
    func flush() -> Bool
    func render(atMediaTime time: Double) throws(TimingEngineError)
}
