/// A layer: a timed node of a tree that holds numbers by key path and animations by key.
///
/// A layer belongs for life to the ``RenderServer`` current where it was made. Its model values
/// and timing change at once; its animations take effect at their transaction's commit.
open class CALayer: CAMediaTiming {
    /// The render server the layer belongs to.
    let server: RenderServer
    /// The layer's sublayers, in order.
    var children: [CALayer] = []
    /// The stored animations with their keys, in application order.
    var animations: [(key: String, animation: CAAnimation)] = []
    /// The model values by key path.
    var model: [String: Double] = [:]

    /// When the layer begins, in its parent's time.
    public var beginTime: CFTimeInterval = 0
    /// LiteCA keeps a layer's duration but never bounds the layer by it (no layer repeats or fills).
    public var duration: CFTimeInterval = 0
    /// How fast the layer's time runs against its parent's.
    public var speed: Float = 1
    /// An offset added to the layer's time.
    public var timeOffset: CFTimeInterval = 0
    /// Kept, not used: see ``duration``.
    public var repeatCount: Float = 0
    /// Kept, not used: see ``duration``.
    public var repeatDuration: CFTimeInterval = 0
    /// Kept, not used: see ``duration``.
    public var autoreverses = false
    /// Kept, not used: see ``duration``.
    public var fillMode: CAMediaTimingFillMode = .removed

    /// The layer's superlayer, or nil.
    public private(set) weak var superlayer: CALayer?

    /// A layer of the current render server (a server of its own when none is current).
    public required init() {
        server = RenderServer.current ?? RenderServer()
    }

    /// A snapshot of `layer`, as a presentation layer is made: its timing and its model values.
    public required init(layer: Any) {
        let other = layer as? CALayer
        server = other?.server ?? RenderServer()
        guard let other else { return }
        (beginTime, duration, speed, timeOffset) = (other.beginTime, other.duration, other.speed, other.timeOffset)
        (repeatCount, repeatDuration, autoreverses) = (other.repeatCount, other.repeatDuration, other.autoreverses)
        (fillMode, model) = (other.fillMode, other.model)
    }

    /// The sublayers in order, or nil when there are none.
    public var sublayers: [CALayer]? { children.isEmpty ? nil : children }

    /// Appends `layer` to the sublayers, first removing it from its superlayer.
    public func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        children.append(layer)
        layer.superlayer = self
    }

    /// Detaches the layer from its superlayer.
    public func removeFromSuperlayer() {
        superlayer?.children.removeAll { $0 === self }
        superlayer = nil
    }

    /// The number stored under `keyPath`, or nil. LiteCA holds numbers only.
    open func value(forKeyPath keyPath: String) -> Any? { model[keyPath] }

    /// Stores the number `value` under `keyPath` (nil removes it; anything else is ignored).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if value == nil { model[keyPath] = nil } else if let number = number(value) { model[keyPath] = number }
    }

    /// A snapshot of what the layer shows at its server's media time: each model value composed
    /// with the committed animations in application order.
    public func presentation() -> Self? {
        let snapshot = Self(layer: self)
        let time = localTime(atMediaTime: server.mediaTime)
        for case (_, let animation as CABasicAnimation) in animations where animation.stored?.isCommitted == true {
            guard let keyPath = animation.keyPath else { continue }
            let underlying = snapshot.model[keyPath] ?? 0
            if let value = animation.value(atLayerTime: time, over: underlying) { snapshot.model[keyPath] = value }
        }
        return snapshot
    }
}
