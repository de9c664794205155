import MediaTiming
import ReferenceEngine

extension DecoratedMutants {
    /// Caches presentation values and converted times per frame: reads between two renders
    /// answer what the last render saw, so a model change or a commit shows only a frame later.
    final class PresentationCachedPerFrame: ForwardingEngine<ReferenceEngine> {
        private var values: [String: Double] = [:]
        private var times: [String: Double] = [:]

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            values.removeAll()
            times.removeAll()
            try super.render(atMediaTime: time)
        }

        override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
            let key = "\(layer.hashValue)|\(keyPath)"
            if let cached = values[key] { return cached }
            let value = super.presentationValue(forKeyPath: keyPath, of: layer)
            values[key] = value
            return value
        }

        override func convertTime(_ time: Double, from source: ReferenceLayer?, to destination: ReferenceLayer?) -> Double {
            let key = "\(time)|\(source.map { "\($0.hashValue)" } ?? "-")|\(destination.map { "\($0.hashValue)" } ?? "-")"
            if let cached = times[key] { return cached }
            let value = super.convertTime(time, from: source, to: destination)
            times[key] = value
            return value
        }
    }

    /// Answers model values as of the last render.
    final class ModelValueCachedPerFrame: ForwardingEngine<ReferenceEngine> {
        private var cache: [String: Double] = [:]

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            cache.removeAll()
            try super.render(atMediaTime: time)
        }

        override func modelValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
            let key = "\(layer.hashValue)|\(keyPath)"
            if let cached = cache[key] { return cached }
            let value = super.modelValue(forKeyPath: keyPath, of: layer)
            cache[key] = value
            return value
        }
    }

    /// Holds each added copy's delegate weakly, as a delegate shim with a `weak var` does.
    final class DelegateHeldWeakly: ForwardingEngine<ReferenceEngine> {
        /// Forwards callbacks to a delegate it does not keep alive.
        final class WeakForwarder: AnimationDelegate {
            weak var target: (any AnimationDelegate)?
            init(_ target: (any AnimationDelegate)?) { self.target = target }
            func animationDidStart(_ animation: Animation) { target?.animationDidStart(animation) }
            func animationDidStop(_ animation: Animation, finished: Bool) { target?.animationDidStop(animation, finished: finished) }
        }

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer) throws(TimingEngineError) {
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
