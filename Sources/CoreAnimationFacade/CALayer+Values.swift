#if !canImport(QuartzCore)
import Foundation
import MediaTiming

/// Scalar key-value coding and presentation copies.
///
/// Values go in as any number (`Double`, `Float`, `CGFloat`, an integer, `NSNumber`) and come out
/// as `NSNumber`, as QuartzCore boxes scalar properties; `as? Double`, `as? Float` and `as? Int`
/// read them everywhere, `as? CGFloat` only where Foundation bridges it (Apple platforms, not
/// swift-corelibs-foundation: read `(value as? NSNumber)?.doubleValue` in portable code). A key path never set reads as the engine's default, 0 (QuartzCore
/// gives a property's own default, e.g. 1 for `opacity`, and nil for an unknown key).
extension CALayer {
    /// The values a copy made by `init(layer:)` or `presentation()` shows.
    struct Snapshot {
        /// The layer it was taken of.
        var model: CALayer?
        /// The layer's timing when it was taken.
        var timing = LayerTiming.identity
        /// The captured values by key path.
        var values: [String: Double] = [:]
        /// Whether the values are presentation values (else model values).
        var isPresentation = false

        /// An empty snapshot, for `init(layer:)` given something that is not a layer.
        init() {}

        /// The model values and timing of `model` now.
        init(capturing model: CALayer) {
            self.model = model
            timing = model.timing
            guard let engine = model.engine, let handle = model.handle else { return }
            engine.locked {
                for keyPath in model.knownKeyPaths {
                    values[keyPath] = engine.base.modelValue(forKeyPath: keyPath, of: handle)
                }
            }
        }
    }

    func makePresentation() -> Self? {
        if snapshot?.isPresentation == true { return self }
        let model = self.model()
        guard let engine = model.engine, let handle = model.handle else { return nil }
        guard engine.locked({ engine.commitCount > model.bornAtCommit }) else { return nil }
        let copy = type(of: self).init(layer: model)
        var values: [String: Double] = [:]
        engine.locked {
            for keyPath in model.knownKeyPaths + animatedKeyPaths(engine: engine, handle: handle) {
                values[keyPath] = engine.base.presentationValue(forKeyPath: keyPath, of: handle)
            }
        }
        copy.snapshot?.values = values
        copy.snapshot?.isPresentation = true
        return copy
    }

    /// The key paths the layer's animations (and their group children) animate.
    private func animatedKeyPaths(engine: CAFacade.Engine, handle: AnyLayer) -> [String] {
        var paths: [String] = []
        func collect(_ animation: Animation) {
            if let keyPath = animation.keyPath { paths.append(keyPath) }
            animation.children.forEach(collect)
        }
        for key in engine.base.animationKeys(of: handle) {
            if let animation = engine.base.animation(forKey: key, of: handle) { collect(animation) }
        }
        return paths
    }

    func scalarValue(forKeyPath keyPath: String) -> Any? {
        if let snapshot {
            if let value = snapshot.values[keyPath] { return NSNumber(value: value) }
            // Never set, never animated when the snapshot was taken: the engine's value now is
            // the value then.
            guard let engine, let handle else { return nil }
            return NSNumber(
                value: engine.locked {
                    snapshot.isPresentation
                        ? engine.base.presentationValue(forKeyPath: keyPath, of: handle)
                        : engine.base.modelValue(forKeyPath: keyPath, of: handle)
                })
        }
        guard let engine, let handle else { return nil }
        return NSNumber(value: engine.locked { engine.base.modelValue(forKeyPath: keyPath, of: handle) })
    }

    func setScalarValue(_ value: Any?, forKeyPath keyPath: String) {
        let call = "CALayer.setValue(_:forKeyPath:)"
        guard let number = value.flatMap(CAAnimation.double(from:)) else {
            record(call, .invalidValue("\(keyPath): \(value.map { "\(type(of: $0))" } ?? "nil") is not a number"))
            return
        }
        if snapshot != nil {
            snapshot!.values[keyPath] = number
            return
        }
        withModel(call) { engine, handle in
            do throws(TimingEngineError) {
                try engine.base.setModelValue(number, forKeyPath: keyPath, of: handle)
            } catch {
                engine.log.record(call, error)
                return
            }
            engine.touch()
            if !knownKeyPaths.contains(keyPath) { knownKeyPaths.append(keyPath) }
        }
    }
}
#endif
