import MediaTiming
import ReferenceEngine

/// Round-5 engine faults in the layer tree (a re-parented layer, a refused cycle), in model
/// values set inside a nested transaction, and in what a delegate reads from inside its own
/// `animationDidStop`.
///
/// Each is a decorator over the reference engine that changes only the calls its fault names.
extension Blind5Mutants {
    /// Faults in the tree, nested model values and reads from a stop callback.
    static let tree: [EngineMutant] = [
        EngineMutant(
            name: "blind5-reparent-leaves-ghost-sublayer",
            bug:
                "A layer added to another parent is still listed among its old parent's sublayers, so walks of the old parent's tree reach it."
        ) { ReparentLeavesGhostSublayer(ReferenceEngine()) },
        EngineMutant(
            name: "blind5-refused-cycle-detaches-layer",
            bug:
                "addSublayer refused for a cycle first detaches the layer from its superlayer, so the tree changes though the call throws."
        ) { RefusedCycleDetachesLayer(ReferenceEngine()) },
        EngineMutant(
            name: "blind5-nested-model-value-deferred",
            bug:
                "A model value set inside a nested transaction is kept back until the outermost commit, so reads inside the transaction show the old value."
        ) { NestedModelValueDeferred(ReferenceEngine()) },
        EngineMutant(
            name: "blind5-finished-copy-listed-in-its-did-stop",
            bug:
                "Inside animationDidStop(finished: true) of a copy removed on completion, the layer still lists the copy's key and answers the copy."
        ) { FinishedCopyListedInItsDidStop(ReferenceEngine()) },
    ]

    /// Keeps a re-parented layer listed under its old parent.
    final class ReparentLeavesGhostSublayer: ForwardingEngine<ReferenceEngine> {
        /// Layers still listed under a parent they left, by that parent.
        private var ghosts: [ReferenceLayer: [ReferenceLayer]] = [:]

        override func addSublayer(_ layer: ReferenceLayer, to parent: ReferenceLayer) throws(TimingEngineError) {
            let old = base.superlayer(of: layer)
            try super.addSublayer(layer, to: parent)
            ghosts[parent]?.removeAll { $0 == layer }
            if let old, old != parent { ghosts[old, default: []].append(layer) }
        }

        override func sublayers(of layer: ReferenceLayer) -> [ReferenceLayer] {
            let real = base.sublayers(of: layer)
            return real + (ghosts[layer] ?? []).filter { !real.contains($0) }
        }
    }

    /// Detaches the layer before refusing a cycle.
    final class RefusedCycleDetachesLayer: ForwardingEngine<ReferenceEngine> {
        override func addSublayer(_ layer: ReferenceLayer, to parent: ReferenceLayer) throws(TimingEngineError) {
            var ancestor: ReferenceLayer? = parent
            while let current = ancestor {
                if current == layer {
                    base.removeFromSuperlayer(layer)
                    throw .cycle
                }
                ancestor = base.superlayer(of: current)
            }
            try super.addSublayer(layer, to: parent)
        }
    }

    /// Holds model values set inside a nested transaction until the outermost commit.
    final class NestedModelValueDeferred: ForwardingEngine<ReferenceEngine> {
        private var depth = 0
        private var pending: [(Double, String, ReferenceLayer)] = []

        override func beginTransaction() throws(TimingEngineError) {
            try super.beginTransaction()
            depth += 1
        }

        override func commit() {
            if depth > 0 {
                depth -= 1
            } else {
                for (value, keyPath, layer) in pending {
                    try? base.setModelValue(value, forKeyPath: keyPath, of: layer)
                }
                pending.removeAll()
            }
            super.commit()
        }

        override func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            guard depth > 0 else { return try super.setModelValue(value, forKeyPath: keyPath, of: layer) }
            guard !value.isNaN, !keyPath.isEmpty else {
                return try super.setModelValue(value, forKeyPath: keyPath, of: layer)
            }
            pending.append((value, keyPath, layer))
        }
    }

    /// Lists a copy removed on completion while its own finished stop is delivered.
    final class FinishedCopyListedInItsDidStop: ForwardingEngine<ReferenceEngine> {
        /// Copies whose finished stop is being delivered, with their layers and keys.
        fileprivate var stopping: [(ReferenceLayer, String, Animation)] = []

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            var copy = animation
            if let delegate = animation.delegate {
                copy.delegate = StopProxy(engine: self, original: delegate, layer: layer, key: key)
            }
            try super.add(copy, forKey: key, to: layer)
        }

        override func animation(forKey key: String, of layer: ReferenceLayer) -> Animation? {
            if let stored = base.animation(forKey: key, of: layer) { return StopProxy.unwrapped(stored) }
            return stopping.last { $0.0 == layer && $0.1 == key }?.2
        }

        override func animationKeys(of layer: ReferenceLayer) -> [String] {
            let keys = base.animationKeys(of: layer)
            var extra: [String] = []
            for (owner, key, _) in stopping where owner == layer && !keys.contains(key) && !extra.contains(key) {
                extra.append(key)
            }
            return keys + extra
        }
    }

    /// Stands between a copy and its delegate, so the decorator sees its stop.
    fileprivate final class StopProxy: AnimationDelegate {
        weak var engine: FinishedCopyListedInItsDidStop?
        let original: any AnimationDelegate
        let layer: ReferenceLayer
        let key: String

        init(
            engine: FinishedCopyListedInItsDidStop, original: any AnimationDelegate, layer: ReferenceLayer, key: String
        ) {
            self.engine = engine
            self.original = original
            self.layer = layer
            self.key = key
        }

        /// `animation` with the caller's delegate in place of a proxy.
        static func unwrapped(_ animation: Animation) -> Animation {
            guard let proxy = animation.delegate as? StopProxy else { return animation }
            var copy = animation
            copy.delegate = proxy.original
            return copy
        }

        func animationDidStart(_ animation: Animation) { original.animationDidStart(Self.unwrapped(animation)) }

        func animationDidStop(_ animation: Animation, finished: Bool) {
            let shown = Self.unwrapped(animation)
            let listed = finished && animation.isRemovedOnCompletion
            if listed { engine?.stopping.append((layer, key, shown)) }
            original.animationDidStop(shown, finished: finished)
            if listed { engine?.stopping.removeLast() }
        }
    }
}
