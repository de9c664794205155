#if !canImport(QuartzCore)
import Foundation
import MediaTiming

/// An object that manages timed content, as QuartzCore's `CALayer`, over an engine's layer.
///
/// A layer belongs for life to the engine that was ambient (``CAFacade/engine``) when it was
/// made; every call goes there. Layers are objects over the engine's value handles: the facade
/// keeps the tree of layer objects beside the engine's tree, so `sublayers` and `superlayer`
/// return the very objects that were added (of their own classes), and a superlayer holds its
/// sublayers strongly and is held weakly by them, as in Core Animation.
///
/// A layer made outside any engine is inert: getters return Core Animation's defaults and every
/// change is refused and recorded in ``CAFacade/refusals``.
///
/// Subclasses that add stored properties and designated initializers implement
/// ``init(layer:)`` (required here, so the facade can make presentation copies of the same
/// class, as Core Animation does through it).
open class CALayer: NSObject, CAMediaTiming {
    /// The engine the layer belongs to; nil for an inert layer.
    let engine: CAFacade.Engine?
    /// The engine's handle; nil for an inert layer.
    let handle: AnyLayer?
    /// The engine's commit count when the layer was made: before the next commit it has no
    /// presentation layer.
    let bornAtCommit: Int
    /// Set on copies made by ``init(layer:)`` and ``presentation()``; nil on a model layer.
    var snapshot: Snapshot?
    /// The sublayer objects, in the engine's order.
    var sublayerList: [CALayer] = []
    /// The superlayer object, held weakly.
    weak var superlayerReference: CALayer?
    /// The layer's stored copies by key, one object per copy (see ``animation(forKey:)``).
    var storedCopies: [String: CAAnimation] = [:]
    /// Key paths set through key-value coding, in first-set order: what a snapshot captures.
    var knownKeyPaths: [String] = []

    /// Creates a layer of the ambient engine with default timing.
    public override init() {
        let engine = CAFacade.engine
        self.engine = engine
        handle = engine.map { engine in engine.locked { engine.base.makeLayer() } }
        bornAtCommit = engine.map { engine in engine.locked { engine.commitCount } } ?? 0
        super.init()
        if engine == nil {
            CAFacade.unbound.record("CALayer.init()", .unsupported("no ambient engine: set CAFacade.engine"))
        }
    }

    /// Creates a copy of `layer` that shows its values as they are now, as Core Animation does
    /// to make presentation layers; override it to copy a subclass's own fields.
    ///
    /// The copy refers to the same engine layer but reads and writes only its captured values.
    public required init(layer: Any) {
        let model = (layer as? CALayer)?.model()
        engine = model?.engine
        handle = model?.handle
        bornAtCommit = model?.bornAtCommit ?? 0
        super.init()
        snapshot = model.map { Snapshot(capturing: $0) } ?? Snapshot()
    }

    // MARK: - Layer tree

    /// The layer's sublayers, or nil when it has none; setting replaces them all.
    open var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set {
            for layer in sublayerList { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer's superlayer, or nil for a root.
    open var superlayer: CALayer? { superlayerReference }

    /// Appends `layer` to the sublayers, first removing it from its current superlayer.
    ///
    /// Adding a layer to itself or to one of its descendants, or a layer of another engine, is
    /// refused and recorded.
    open func addSublayer(_ layer: CALayer) {
        attach(layer, call: "CALayer.addSublayer(_:)") { _ in nil }
    }

    /// Inserts `layer` at `idx` in the sublayers (at the end when `idx` is past it).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        attach(layer, call: "CALayer.insertSublayer(_:at:)") { _ in Int(idx) }
    }

    /// Inserts `layer` just below `sibling`, or at the end when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        attach(layer, call: "CALayer.insertSublayer(_:below:)") { list in
            sibling.flatMap { sibling in list.firstIndex { $0 === sibling } }
        }
    }

    /// Inserts `layer` just above `sibling`, or at the end when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        attach(layer, call: "CALayer.insertSublayer(_:above:)") { list in
            sibling.flatMap { sibling in list.firstIndex { $0 === sibling } }.map { $0 + 1 }
        }
    }

    /// Replaces the sublayer `oldLayer` with `newLayer`; does nothing when `oldLayer` is not one.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerList.firstIndex(where: { $0 === oldLayer }) else {
            record("CALayer.replaceSublayer(_:with:)", .invalidValue("the old layer is not a sublayer"))
            return
        }
        oldLayer.removeFromSuperlayer()
        attach(newLayer, call: "CALayer.replaceSublayer(_:with:)") { _ in index }
    }

    /// Detaches the layer from its superlayer; a root is left as it is.
    open func removeFromSuperlayer() {
        guard let parent = superlayerReference else { return }
        withModel("CALayer.removeFromSuperlayer()") { engine, handle in
            engine.base.removeFromSuperlayer(handle)
            engine.touch()
        }
        parent.sublayerList.removeAll { $0 === self }
        superlayerReference = nil
    }

    // MARK: - CAMediaTiming

    /// The layer's begin time in its superlayer's time (media time for a root).
    open var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { changeTiming("beginTime") { $0.beginTime = newValue } }
    }
    /// The length of one iteration of the layer's time; the engine's unbounded default reads as
    /// `.infinity`, and 0 or less is unbounded too.
    open var duration: CFTimeInterval {
        get { timing.duration }
        set { changeTiming("duration") { $0.duration = newValue } }
    }
    /// The rate of the layer's time relative to its superlayer's, a `Float` as in QuartzCore.
    open var speed: Float {
        get { Float(timing.speed) }
        set { changeTiming("speed") { $0.speed = Double(newValue) } }
    }
    /// The layer's local time at its begin time.
    open var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { changeTiming("timeOffset") { $0.timeOffset = newValue } }
    }
    /// How many iterations the layer's time runs; `.greatestFiniteMagnitude` (read back as
    /// `.infinity`) repeats forever.
    open var repeatCount: Float {
        get { Float(timing.repeatCount) }
        set { changeTiming("repeatCount") { $0.repeatCount = CAAnimation.engineRepeatCount(newValue) } }
    }
    /// How long the layer's time repeats; 0 means use ``repeatCount``.
    open var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { changeTiming("repeatDuration") { $0.repeatDuration = newValue } }
    }
    /// Whether each iteration of the layer's time runs forwards and then backwards.
    open var autoreverses: Bool {
        get { timing.autoreverses }
        set { changeTiming("autoreverses") { $0.autoreverses = newValue } }
    }
    /// How the layer's time is held outside its active period.
    open var fillMode: CAMediaTimingFillMode {
        get { CAMediaTimingFillMode(rawValue: timing.fillMode.rawValue) }
        set {
            guard let fill = newValue.engineValue else {
                record(
                    "CALayer.fillMode", .invalidValue("fillMode \"\(newValue.rawValue)\" is not one of QuartzCore's"))
                return
            }
            changeTiming("fillMode") { $0.fillMode = fill }
        }
    }

    /// Maps `t` from `l`'s time space (media time for nil) to this layer's.
    ///
    /// A layer of another engine gives NaN and a refusal.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        convert(t, from: l, to: self, call: "CALayer.convertTime(_:from:)")
    }

    /// Maps `t` from this layer's time space to `l`'s (media time for nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        convert(t, from: self, to: l, call: "CALayer.convertTime(_:to:)")
    }

    // MARK: - Animations

    /// Adds a copy of `anim` under `key`, replacing any animation under that key; see
    /// `CALayer+Animations.swift` for what is stored. A nil key never replaces and is not listed
    /// by ``animationKeys()``.
    open func add(_ anim: CAAnimation, forKey key: String?) { addAnimation(anim, forKey: key) }

    /// The layer's stored copy under `key`, or nil: one read-only object per stored copy, the
    /// same on every read and the one delegate callbacks receive.
    open func animation(forKey key: String) -> CAAnimation? { storedAnimation(forKey: key) }

    /// The keys of the layer's animations in application order, or nil when it has none.
    open func animationKeys() -> [String]? { listAnimationKeys() }

    /// Removes the animation under `key`; a key that is not there is ignored.
    open func removeAnimation(forKey key: String) { removeStoredAnimation(forKey: key) }

    /// Removes every animation of the layer (not of its sublayers).
    open func removeAllAnimations() { removeStoredAnimations() }

    // MARK: - Model and presentation

    /// A snapshot of the layer as it appears at the engine's current media time, of the same
    /// class, or nil before the first commit after the layer was made.
    open func presentation() -> Self? { makePresentation() }

    /// The model layer: this layer, or for a snapshot the layer it was taken of.
    open func model() -> Self { (snapshot?.model as? Self) ?? self }

    // MARK: - Key-value coding of scalars

    /// The number under `keyPath`: an `NSNumber` of the engine's model value (0 when never set),
    /// or of the captured value on a snapshot.
    open func value(forKeyPath keyPath: String) -> Any? { scalarValue(forKeyPath: keyPath) }

    /// Stores a number under `keyPath` as the layer's model value; nil and non-numbers are refused.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setScalarValue(value, forKeyPath: keyPath) }

    /// The number under `key`, as ``value(forKeyPath:)``.
    open func value(forKey key: String) -> Any? { scalarValue(forKeyPath: key) }

    /// Stores a number under `key`, as ``setValue(_:forKeyPath:)``.
    open func setValue(_ value: Any?, forKey key: String) { setScalarValue(value, forKeyPath: key) }
}
#endif
