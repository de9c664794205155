import MediaTiming

/// A small tween engine, the kind a 2D game engine keeps for UI motion, speaking the
/// conformance suite's `TimingEngine` contract.
///
/// It keeps a tree of nodes ("layers"), each with its own clock (`beginTime`, `speed`,
/// `timeOffset`), a bag of named scalar properties and an ordered list of tweens. A tween is a
/// basic from/to/by animation with Core Animation's timing: begin time, duration, speed, time
/// offset, repeat count or duration, autoreverse, fill mode and removal on completion, paced by
/// a cubic-Bézier curve.
///
/// What it leaves out is declared in ``capabilities``: keyframes, groups, springs, negative
/// animation speeds and cumulative tweens are refused with ``TimingEngineError/unsupported(_:)``.
/// One simplification is deliberate and listed in the package's expectations file: a tween that
/// lacks its `from` or `to` value takes it from the node's stored (model) value, not from the value
/// composed by the tweens before it.
///
/// The engine is driven by its caller: nothing moves until ``render(atMediaTime:)``.
public final class TweenEngine: TimingEngine {
    /// A handle to one node of the engine's tree.
    public struct Layer: Hashable, Sendable {
        /// The node's index in creation order.
        public let index: Int
    }

    /// One node: where it hangs, its clock, its stored properties and its tweens.
    struct Node {
        var parent: Int?
        var children: [Int] = []
        var timing = LayerTiming()
        var properties: [String: Double] = [:]
        var tweens: [Tween] = []
    }

    /// The stored copy of an added animation and what the engine has told its delegate.
    struct Tween {
        /// The key it was added under.
        let key: String
        /// The stored copy; its begin time is stamped at the commit that installs it.
        var animation: Animation
        /// A number that grows with every add, so copies of equal keys stay distinguishable.
        let serial: Int
        /// Whether a commit has installed it (uncommitted tweens show nothing).
        var isCommitted = false
        /// Whether `animationDidStart` has been queued.
        var hasStarted = false
        /// Whether `animationDidStop` has been queued.
        var hasStopped = false
    }

    /// Every node, in creation order; a handle is an index into it.
    var nodes: [Node] = []
    /// Stop callbacks of tweens removed since the last render, in removal order.
    var removedSinceRender: [Tween] = []
    /// The serial number of the next added tween.
    var nextSerial = 0
    /// The open transaction's completion block and the serials of the tweens added since it was set.
    var openCompletion: PendingCompletion?
    /// Completion blocks of ended transactions, oldest first.
    var waitingCompletions: [PendingCompletion] = []

    /// How far apart two times may be and still count as one instant: clocks are chains of
    /// floating-point products, so "the tween begins now" can come out 1e-16 early.
    static let timeTolerance = 1e-9

    /// The basic-tween features this engine implements.
    public let capabilities: EngineCapabilities = [
        .nestedLayers, .additive, .fillModes, .autoreverses, .repeatDuration, .timingFunctions,
        .delegates, .retainedAnimations,
    ]

    /// The media time of the last render, or 0 before the first one.
    public internal(set) var mediaTime: Double = 0

    /// The duration given to tweens added with a duration of 0 or less; 0.25 after each commit.
    public var transactionAnimationDuration: Double = 0.25

    /// Creates an engine with no nodes, at media time 0.
    public init() {}

    // MARK: Tree

    /// Makes a new root node with default timing.
    public func makeLayer() -> Layer {
        nodes.append(Node())
        return Layer(index: nodes.count - 1)
    }

    /// Moves `layer` to the end of `parent`'s children.
    ///
    /// - Throws: ``TimingEngineError/unknownLayer`` for a foreign handle,
    ///   ``TimingEngineError/cycle`` when `parent` is `layer` or lies below it.
    public func addSublayer(_ layer: Layer, to parent: Layer) throws(TimingEngineError) {
        guard nodes.indices.contains(layer.index), nodes.indices.contains(parent.index) else {
            throw .unknownLayer
        }
        if chain(of: parent.index).contains(layer.index) { throw .cycle }
        removeFromSuperlayer(layer)
        nodes[layer.index].parent = parent.index
        nodes[parent.index].children.append(layer.index)
    }

    /// Detaches `layer` from its parent; a root stays as it is.
    public func removeFromSuperlayer(_ layer: Layer) {
        guard nodes.indices.contains(layer.index), let parent = nodes[layer.index].parent else { return }
        nodes[parent].children.removeAll { $0 == layer.index }
        nodes[layer.index].parent = nil
    }

    /// The parent of `layer`, or `nil` for a root.
    public func superlayer(of layer: Layer) -> Layer? {
        guard nodes.indices.contains(layer.index) else { return nil }
        return nodes[layer.index].parent.map(Layer.init(index:))
    }

    /// The children of `layer` in order.
    public func sublayers(of layer: Layer) -> [Layer] {
        guard nodes.indices.contains(layer.index) else { return [] }
        return nodes[layer.index].children.map(Layer.init(index:))
    }

    /// The node indices from the root down to `index`.
    func chain(of index: Int) -> [Int] {
        var chain: [Int] = []
        var current: Int? = index
        // The tree never has cycles (addSublayer refuses them); the bound is a second guard.
        while let node = current, chain.count <= nodes.count {
            chain.append(node)
            current = nodes[node].parent
        }
        return chain.reversed()
    }

    // MARK: Node timing and stored values

    /// The node's own clock.
    public func timing(of layer: Layer) -> LayerTiming {
        nodes.indices.contains(layer.index) ? nodes[layer.index].timing : .identity
    }

    /// Replaces the node's clock.
    ///
    /// - Throws: ``TimingEngineError/invalidTiming(_:)`` for a non-finite value.
    public func setTiming(_ timing: LayerTiming, of layer: Layer) throws(TimingEngineError) {
        guard nodes.indices.contains(layer.index) else { throw .unknownLayer }
        guard timing.isFinite else { throw .invalidTiming("beginTime, speed and timeOffset must be finite") }
        nodes[layer.index].timing = timing
    }

    /// The stored value of `keyPath`, or 0 when none was set.
    public func modelValue(forKeyPath keyPath: String, of layer: Layer) -> Double {
        guard nodes.indices.contains(layer.index) else { return 0 }
        return nodes[layer.index].properties[keyPath] ?? 0
    }

    /// Stores a value under `keyPath`.
    ///
    /// - Throws: ``TimingEngineError/invalidValue(_:)`` for NaN or an empty key path.
    public func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: Layer) throws(TimingEngineError) {
        guard nodes.indices.contains(layer.index) else { throw .unknownLayer }
        guard !value.isNaN else { throw .invalidValue("NaN cannot be stored") }
        guard !keyPath.isEmpty else { throw .invalidValue("the key path is empty") }
        nodes[layer.index].properties[keyPath] = value
    }
}
