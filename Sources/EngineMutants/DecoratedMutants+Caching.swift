import MediaTiming
import ReferenceEngine

extension DecoratedMutants {
    /// Values kept until the next render, keyed by what was asked.
    struct FrameCache {
        private var values: [String: Double] = [:]

        mutating func clear() { values.removeAll() }

        /// The cached value for `key`, or `compute()`'s, remembered until the next render.
        mutating func value(_ key: String, _ compute: () -> Double) -> Double {
            if let cached = values[key] { return cached }
            let value = compute()
            values[key] = value
            return value
        }
    }

    /// Caches presentation values and converted times per frame: reads between two renders
    /// answer what the last render saw, so a model change or a commit shows only a frame later.
    final class PresentationCachedPerFrame: ForwardingEngine<ReferenceEngine> {
        private var cache = FrameCache()

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            cache.clear()
            try super.render(atMediaTime: time)
        }

        override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
            cache.value("value|\(layer)|\(keyPath)") { super.presentationValue(forKeyPath: keyPath, of: layer) }
        }

        override func convertTime(_ time: Double, from source: ReferenceLayer?, to destination: ReferenceLayer?)
            -> Double
        {
            cache.value("time|\(time)|\(String(describing: source))|\(String(describing: destination))") {
                super.convertTime(time, from: source, to: destination)
            }
        }
    }

    /// Answers model values as of the last render: a model edit reaches the engine only at the
    /// next render, so until then `modelValue`, and what the layer shows, keep the old value.
    ///
    /// (A cache filled at the first read of a frame showed nothing through a script's trace,
    /// which reads presentation values only; held back, the edit shows there too.)
    final class ModelValueCachedPerFrame: ForwardingEngine<ReferenceEngine> {
        private var edits: [(value: Double, keyPath: String, layer: ReferenceLayer)] = []

        override func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            // The edit is checked at once, as the engine would; only its effect waits for a render.
            let old = super.modelValue(forKeyPath: keyPath, of: layer)
            try super.setModelValue(value, forKeyPath: keyPath, of: layer)
            try super.setModelValue(old, forKeyPath: keyPath, of: layer)
            edits.append((value, keyPath, layer))
        }

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            try super.render(atMediaTime: time)
            for edit in edits { try? super.setModelValue(edit.value, forKeyPath: edit.keyPath, of: edit.layer) }
            edits.removeAll()
        }
    }

    /// Holds each added copy's delegate weakly, as a delegate shim with a `weak var` does.
    final class DelegateHeldWeakly: ForwardingEngine<ReferenceEngine> {
        /// Forwards callbacks to a delegate it does not keep alive.
        final class WeakForwarder: AnimationDelegate {
            weak var target: (any AnimationDelegate)?
            init(_ target: (any AnimationDelegate)?) { self.target = target }
            func animationDidStart(_ animation: Animation) { target?.animationDidStart(animation) }
            func animationDidStop(_ animation: Animation, finished: Bool) {
                target?.animationDidStop(animation, finished: finished)
            }
        }

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            var shimmed = animation
            if let delegate = animation.delegate { shimmed.delegate = WeakForwarder(delegate) }
            try super.add(shimmed, forKey: key, to: layer)
        }

        override func animation(forKey key: String, of layer: ReferenceLayer) -> Animation? {
            guard var stored = super.animation(forKey: key, of: layer) else { return nil }
            if let forwarder = stored.delegate as? WeakForwarder { stored.delegate = forwarder.target }
            return stored
        }
    }
}
