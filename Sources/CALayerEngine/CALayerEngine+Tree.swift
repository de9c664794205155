import Foundation
import MediaTiming

#if CALAYERENGINE_OWN_NAMES
// Core Animation's names are the module's own: a target that compiles these files beside its
// `typealias`es of another module's names (Examples/LiteCA).
#elseif canImport(QuartzCore)
import QuartzCore
#else
import CoreAnimationFacade
#endif

/// The layer tree, layer timing and model values, through `CALayer`.
///
/// A contract root is a sublayer of the clock layer: the tree the contract sees is the clock's
/// subtree with the clock cut off.
extension CALayerEngine {
    /// Makes a `CALayer` under the clock: a new root.
    public func makeLayer() -> Layer {
        let layer = platform.perform { CALayer() }
        clock.addSublayer(layer)
        return Layer(layer)
    }

    /// Appends `layer` to `parent`'s sublayers; a cycle is refused before Core Animation sees it.
    public func addSublayer(_ layer: Layer, to parent: Layer) throws(TimingEngineError) {
        var ancestor: CALayer? = parent.layer
        while let current = ancestor, current !== clock {
            if current === layer.layer { throw .cycle }
            ancestor = current.superlayer
        }
        try checked { parent.layer.addSublayer(layer.layer) }
    }

    /// Detaches `layer` from its superlayer: it goes back under the clock, a root again.
    public func removeFromSuperlayer(_ layer: Layer) {
        guard let superlayer = layer.layer.superlayer, superlayer !== clock else { return }
        layer.layer.removeFromSuperlayer()
        clock.addSublayer(layer.layer)
    }

    /// The superlayer of `layer`, or nil for a root (a sublayer of the clock).
    public func superlayer(of layer: Layer) -> Layer? {
        guard let superlayer = layer.layer.superlayer, superlayer !== clock else { return nil }
        return Layer(superlayer)
    }

    /// The sublayers of `layer` in order.
    public func sublayers(of layer: Layer) -> [Layer] {
        (layer.layer.sublayers ?? []).map(Layer.init)
    }

    /// The layer's `CAMediaTiming` properties, `speed` and `repeatCount` as the `Float`s Core
    /// Animation keeps.
    public func timing(of layer: Layer) -> LayerTiming {
        let layer = layer.layer
        return LayerTiming(
            beginTime: layer.beginTime, speed: Double(layer.speed), timeOffset: layer.timeOffset,
            duration: layer.duration, repeatCount: Self.contractRepeatCount(layer.repeatCount),
            repeatDuration: layer.repeatDuration, autoreverses: layer.autoreverses,
            fillMode: FillMode(rawValue: layer.fillMode.rawValue) ?? .removed)
    }

    /// Sets the layer's `CAMediaTiming` properties; a non-finite value, or one the platform
    /// refuses, leaves the previous timing.
    public func setTiming(_ timing: LayerTiming, of layer: Layer) throws(TimingEngineError) {
        guard timing.isFinite else { throw .invalidTiming("a timing property is not a finite number") }
        let previous = self.timing(of: layer)
        do throws(TimingEngineError) {
            try checked { Self.apply(timing, to: layer.layer, replacing: previous) }
        } catch {
            // Core Animation sets one property at a time: put back the ones already set.
            platform.perform { Self.apply(previous, to: layer.layer, replacing: self.timing(of: layer)) }
            _ = platform.takeRefusal()
            throw error
        }
    }

    /// The number `layer` holds under `keyPath` (0 when none).
    public func modelValue(forKeyPath keyPath: String, of layer: Layer) -> Double {
        Self.number(layer.layer.value(forKeyPath: keyPath)) ?? 0
    }

    /// Sets the number under `keyPath` by key-value coding.
    public func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: Layer) throws(TimingEngineError) {
        guard !value.isNaN else { throw .invalidValue("a model value is NaN") }
        guard !keyPath.isEmpty else { throw .invalidValue("the key path is empty") }
        try checked { layer.layer.setValue(NSNumber(value: value), forKeyPath: keyPath) }
    }

    /// Sets the `CAMediaTiming` properties of `layer` in which `timing` differs from `current`,
    /// its timing now: each set is a change of its own to Core Animation.
    static func apply(_ timing: LayerTiming, to layer: CALayer, replacing current: LayerTiming) {
        if timing.beginTime != current.beginTime { layer.beginTime = timing.beginTime }
        if Float(timing.speed) != Float(current.speed) { layer.speed = Float(timing.speed) }
        if timing.timeOffset != current.timeOffset { layer.timeOffset = timing.timeOffset }
        if timing.duration != current.duration { layer.duration = timing.duration }
        if Float(timing.repeatCount) != Float(current.repeatCount) { layer.repeatCount = Float(timing.repeatCount) }
        if timing.repeatDuration != current.repeatDuration { layer.repeatDuration = timing.repeatDuration }
        if timing.autoreverses != current.autoreverses { layer.autoreverses = timing.autoreverses }
        if timing.fillMode != current.fillMode {
            layer.fillMode = CAMediaTimingFillMode(rawValue: timing.fillMode.rawValue)
        }
    }

    /// Core Animation's "forever" (`Float.greatestFiniteMagnitude` or more) is the contract's
    /// `.infinity`; any other count is the `Float` widened.
    static func contractRepeatCount(_ count: Float) -> Double {
        count >= .greatestFiniteMagnitude ? .infinity : Double(count)
    }

    /// The `Double` of a number Core Animation hands back (`NSNumber`, or a Swift number where
    /// the module keeps the caller's own), or nil for anything else.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as Double: return number
        case let number as NSNumber: return number.doubleValue
        case let number as Float: return Double(number)
        case let number as CGFloat: return Double(number)
        case let number as Int: return Double(number)
        default: return nil
        }
    }

    /// Runs `body` in the platform's context and throws the first call it refused.
    func checked<Result>(_ body: () -> Result) throws(TimingEngineError) -> Result {
        _ = platform.takeRefusal()
        let result = platform.perform(body)
        if let refusal = platform.takeRefusal() { throw refusal }
        return result
    }
}
