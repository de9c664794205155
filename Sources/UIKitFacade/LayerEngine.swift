#if !canImport(UIKit) && !canImport(QuartzCore)
import CoreAnimationFacade
import Foundation
import Lifecycle
import MediaTiming

/// The lifecycle host of a session (`Lifecycle.Host`, named in full: Foundation has a `Host` too).
typealias SessionHost = Lifecycle.Host<LayerEngine>

/// The engine the lifecycle host drives: the facade's own `CALayer` objects, so that every tree
/// change and system removal the host makes goes through them and the facade's object tree stays
/// the engine's.
///
/// The host makes layers, links them, removes animations and ends turns; it adds none, so
/// ``add(_:forKey:to:)`` refuses. Every call runs with the session's engine ambient.
final class LayerEngine: TimingEngine {
    /// The facade engine every layer belongs to.
    let facade: CAFacade.Engine

    init(facade: CAFacade.Engine) { self.facade = facade }

    var capabilities: EngineCapabilities { facade.base.capabilities }
    var profile: TimingProfile { facade.base.profile }
    var mediaTime: Double { facade.mediaTime }
    var transactionAnimationDuration: Double {
        get { facade.perform { CATransaction.animationDuration() } }
        set { facade.perform { CATransaction.setAnimationDuration(newValue) } }
    }

    func makeLayer() -> CALayer { facade.perform { CALayer() } }

    func addSublayer(_ layer: CALayer, to parent: CALayer) throws(TimingEngineError) {
        var ancestor: CALayer? = parent
        while let current = ancestor {
            if current === layer { throw .cycle }
            ancestor = current.superlayer
        }
        facade.perform { parent.addSublayer(layer) }
    }

    func removeFromSuperlayer(_ layer: CALayer) { facade.perform { layer.removeFromSuperlayer() } }
    func superlayer(of layer: CALayer) -> CALayer? { layer.superlayer }
    func sublayers(of layer: CALayer) -> [CALayer] { layer.sublayers ?? [] }

    func timing(of layer: CALayer) -> LayerTiming {
        LayerTiming(
            beginTime: layer.beginTime, speed: Double(layer.speed), timeOffset: layer.timeOffset,
            duration: layer.duration, repeatCount: Double(layer.repeatCount), repeatDuration: layer.repeatDuration,
            autoreverses: layer.autoreverses, fillMode: FillMode(rawValue: layer.fillMode.rawValue) ?? .removed)
    }

    func setTiming(_ timing: LayerTiming, of layer: CALayer) throws(TimingEngineError) {
        guard timing.isFinite else { throw .invalidTiming("not finite") }
        facade.perform {
            layer.beginTime = timing.beginTime
            layer.speed = Float(timing.speed)
            layer.timeOffset = timing.timeOffset
            layer.duration = timing.duration
            layer.repeatCount = Float(timing.repeatCount)
            layer.repeatDuration = timing.repeatDuration
            layer.autoreverses = timing.autoreverses
            layer.fillMode = CAMediaTimingFillMode(rawValue: timing.fillMode.rawValue)
        }
    }

    func modelValue(forKeyPath keyPath: String, of layer: CALayer) -> Double {
        (layer.value(forKeyPath: keyPath) as? NSNumber)?.doubleValue ?? 0
    }

    func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: CALayer) throws(TimingEngineError) {
        guard !value.isNaN, !keyPath.isEmpty else { throw .invalidValue("NaN or an empty key path") }
        facade.perform { layer.setValue(value, forKeyPath: keyPath) }
    }

    func add(_ animation: Animation, forKey key: String, to layer: CALayer) throws(TimingEngineError) {
        throw .unsupported("the host adds no animations; add a CAAnimation to the view's layer")
    }

    func removeAnimation(forKey key: String, from layer: CALayer) {
        facade.perform { layer.removeAnimation(forKey: key) }
    }

    func removeAllAnimations(from layer: CALayer) { facade.perform { layer.removeAllAnimations() } }
    func animationKeys(of layer: CALayer) -> [String] { layer.animationKeys() ?? [] }

    func animation(forKey key: String, of layer: CALayer) -> Animation? {
        try? layer.animation(forKey: key)?.engineDescription(profile: profile)
    }

    func presentationValue(forKeyPath keyPath: String, of layer: CALayer) -> Double {
        ((layer.presentation() ?? layer).value(forKeyPath: keyPath) as? NSNumber)?.doubleValue ?? 0
    }

    func convertTime(_ time: Double, from source: CALayer?, to destination: CALayer?) -> Double {
        if let destination { return destination.convertTime(time, from: source) }
        if let source { return source.convertTime(time, to: nil) }
        return time
    }

    /// The end of a run-loop turn: the implicit transaction commits, as Core Animation's
    /// run-loop observer does.
    func commit() { facade.endTurn() }

    func setCompletionBlock(_ block: @escaping () -> Void) {
        facade.perform { CATransaction.setCompletionBlock(block) }
    }

    func render(atMediaTime time: Double) throws(TimingEngineError) {
        guard time.isFinite, time >= facade.mediaTime else { throw .invalidTime("\(time)") }
        facade.render(atMediaTime: time)
    }
}
#endif
