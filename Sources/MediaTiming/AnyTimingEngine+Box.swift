/// Forwards the erased interface to a concrete engine; an implementation detail of ``AnyTimingEngine``.
public final class _ConcreteEngineBox<Engine: TimingEngine>: _EngineBox {
    let engine: Engine
    /// Every handle wrapped so far; an ``AnyLayer`` is a position here.
    private var handles: [Engine.Layer] = []
    private var positions: [Engine.Layer: Int] = [:]

    init(_ engine: Engine) { self.engine = engine }

    // These run unspecialised (the box is generic and reached through an existential), so they
    // avoid Collection algorithms, whose generic metadata lookups dominate otherwise.
    private func unwrap(_ layer: AnyLayer) -> Engine.Layer? {
        guard layer.owner == ObjectIdentifier(self), layer.index >= 0, layer.index < handles.count else { return nil }
        return handles[layer.index]
    }

    private func wrap(_ layer: Engine.Layer) -> AnyLayer {
        if let position = positions[layer] { return AnyLayer(index: position, owner: ObjectIdentifier(self)) }
        handles.append(layer)
        positions[layer] = handles.count - 1
        return AnyLayer(index: handles.count - 1, owner: ObjectIdentifier(self))
    }

    /// Forwards to the wrapped engine.
    public var capabilities: EngineCapabilities { engine.capabilities }
    /// Forwards to the wrapped engine.
    public var profile: TimingProfile { engine.profile }
    /// Forwards to the wrapped engine.
    public var mediaTime: Double { engine.mediaTime }
    /// Forwards to the wrapped engine.
    public var transactionAnimationDuration: Double {
        get { engine.transactionAnimationDuration }
        set { engine.transactionAnimationDuration = newValue }
    }
    /// Forwards to the wrapped engine.
    public func makeLayer() -> AnyLayer { wrap(engine.makeLayer()) }
    /// Forwards to the wrapped engine.
    public func addSublayer(_ layer: AnyLayer, to parent: AnyLayer) throws(TimingEngineError) {
        guard let layer = unwrap(layer), let parent = unwrap(parent) else { throw .unknownLayer }
        try engine.addSublayer(layer, to: parent)
    }
    /// Forwards to the wrapped engine.
    public func removeFromSuperlayer(_ layer: AnyLayer) {
        if let layer = unwrap(layer) { engine.removeFromSuperlayer(layer) }
    }
    /// Forwards to the wrapped engine.
    public func superlayer(of layer: AnyLayer) -> AnyLayer? {
        unwrap(layer).flatMap { engine.superlayer(of: $0) }.map(wrap)
    }
    /// Forwards to the wrapped engine.
    public func sublayers(of layer: AnyLayer) -> [AnyLayer] {
        guard let layer = unwrap(layer) else { return [] }
        let sublayers = engine.sublayers(of: layer)
        var wrapped: [AnyLayer] = []
        wrapped.reserveCapacity(sublayers.count)
        for sublayer in sublayers { wrapped.append(wrap(sublayer)) }
        return wrapped
    }
    /// Forwards to the wrapped engine.
    public func timing(of layer: AnyLayer) -> LayerTiming {
        unwrap(layer).map { engine.timing(of: $0) } ?? .identity
    }
    /// Forwards to the wrapped engine.
    public func setTiming(_ timing: LayerTiming, of layer: AnyLayer) throws(TimingEngineError) {
        guard let layer = unwrap(layer) else { throw .unknownLayer }
        try engine.setTiming(timing, of: layer)
    }
    /// Forwards to the wrapped engine.
    public func modelValue(forKeyPath keyPath: String, of layer: AnyLayer) -> Double {
        unwrap(layer).map { engine.modelValue(forKeyPath: keyPath, of: $0) } ?? 0
    }
    /// Forwards to the wrapped engine.
    public func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: AnyLayer) throws(TimingEngineError)
    {
        guard let layer = unwrap(layer) else { throw .unknownLayer }
        try engine.setModelValue(value, forKeyPath: keyPath, of: layer)
    }
    /// Forwards to the wrapped engine.
    public func add(_ animation: Animation, forKey key: String, to layer: AnyLayer) throws(TimingEngineError) {
        guard let layer = unwrap(layer) else { throw .unknownLayer }
        try engine.add(animation, forKey: key, to: layer)
    }
    /// Forwards to the wrapped engine.
    public func removeAnimation(forKey key: String, from layer: AnyLayer) {
        if let layer = unwrap(layer) { engine.removeAnimation(forKey: key, from: layer) }
    }
    /// Forwards to the wrapped engine.
    public func removeAllAnimations(from layer: AnyLayer) {
        if let layer = unwrap(layer) { engine.removeAllAnimations(from: layer) }
    }
    /// Forwards to the wrapped engine.
    public func animationKeys(of layer: AnyLayer) -> [String] {
        unwrap(layer).map { engine.animationKeys(of: $0) } ?? []
    }
    /// Forwards to the wrapped engine.
    public func animation(forKey key: String, of layer: AnyLayer) -> Animation? {
        unwrap(layer).flatMap { engine.animation(forKey: key, of: $0) }
    }
    /// Forwards to the wrapped engine.
    public func presentationValue(forKeyPath keyPath: String, of layer: AnyLayer) -> Double {
        unwrap(layer).map { engine.presentationValue(forKeyPath: keyPath, of: $0) } ?? 0
    }
    /// Forwards to the wrapped engine.
    public func convertTime(_ time: Double, from source: AnyLayer?, to destination: AnyLayer?) -> Double {
        engine.convertTime(time, from: source.flatMap(unwrap), to: destination.flatMap(unwrap))
    }
    /// Forwards to the wrapped engine.
    public func commit() { engine.commit() }
    /// Forwards to the wrapped engine.
    public func setCompletionBlock(_ block: @escaping () -> Void) { engine.setCompletionBlock(block) }
    /// Forwards to the wrapped engine.
    public func clearCompletionBlock() { engine.clearCompletionBlock() }
    /// Forwards to the wrapped engine.
    public func beginTransaction() throws(TimingEngineError) { try engine.beginTransaction() }
    /// Forwards to the wrapped engine.
    public func flush() -> Bool { engine.flush() }
    /// Forwards to the wrapped engine.
    public func render(atMediaTime time: Double) throws(TimingEngineError) { try engine.render(atMediaTime: time) }
}
