import Foundation
import MediaTiming

/// Accumulates the time spent inside engine calls during a single-threaded benchmark run.
final class EngineMeter: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var seconds = 0.0
    private(set) var calls = 0
    let clock = ContinuousClock()

    /// Times `body` and adds it to the total.
    func time<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        let start = clock.now
        defer {
            let elapsed = start.duration(to: clock.now).seconds
            lock.lock()
            seconds += elapsed
            calls += 1
            lock.unlock()
        }
        return try body()
    }

    /// The cost of one empty timing, to subtract from the total.
    static func clockCost() -> Double {
        let meter = EngineMeter()
        for _ in 0..<100_000 { meter.time {} }
        return meter.seconds / Double(meter.calls)
    }
}

/// An engine that forwards to another and times every call with an ``EngineMeter``.
final class TimedEngine<Base: TimingEngine>: TimingEngine {
    let base: Base
    let meter: EngineMeter

    init(_ base: Base, meter: EngineMeter) {
        self.base = base
        self.meter = meter
    }

    var capabilities: EngineCapabilities { base.capabilities }
    var profile: TimingProfile { base.profile }
    var mediaTime: Double { meter.time { base.mediaTime } }
    var transactionAnimationDuration: Double {
        get { meter.time { base.transactionAnimationDuration } }
        set { meter.time { base.transactionAnimationDuration = newValue } }
    }
    func makeLayer() -> Base.Layer { meter.time { base.makeLayer() } }
    func addSublayer(_ layer: Base.Layer, to parent: Base.Layer) throws(TimingEngineError) {
        try meter.time { () throws(TimingEngineError) in try base.addSublayer(layer, to: parent) }
    }
    func removeFromSuperlayer(_ layer: Base.Layer) { meter.time { base.removeFromSuperlayer(layer) } }
    func superlayer(of layer: Base.Layer) -> Base.Layer? { meter.time { base.superlayer(of: layer) } }
    func sublayers(of layer: Base.Layer) -> [Base.Layer] { meter.time { base.sublayers(of: layer) } }
    func timing(of layer: Base.Layer) -> LayerTiming { meter.time { base.timing(of: layer) } }
    func setTiming(_ timing: LayerTiming, of layer: Base.Layer) throws(TimingEngineError) {
        try meter.time { () throws(TimingEngineError) in try base.setTiming(timing, of: layer) }
    }
    func modelValue(forKeyPath keyPath: String, of layer: Base.Layer) -> Double {
        meter.time { base.modelValue(forKeyPath: keyPath, of: layer) }
    }
    func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: Base.Layer) throws(TimingEngineError) {
        try meter.time { () throws(TimingEngineError) in try base.setModelValue(value, forKeyPath: keyPath, of: layer) }
    }
    func add(_ animation: Animation, forKey key: String, to layer: Base.Layer) throws(TimingEngineError) {
        try meter.time { () throws(TimingEngineError) in try base.add(animation, forKey: key, to: layer) }
    }
    func removeAnimation(forKey key: String, from layer: Base.Layer) { meter.time { base.removeAnimation(forKey: key, from: layer) } }
    func removeAllAnimations(from layer: Base.Layer) { meter.time { base.removeAllAnimations(from: layer) } }
    func animationKeys(of layer: Base.Layer) -> [String] { meter.time { base.animationKeys(of: layer) } }
    func animation(forKey key: String, of layer: Base.Layer) -> Animation? { meter.time { base.animation(forKey: key, of: layer) } }
    func presentationValue(forKeyPath keyPath: String, of layer: Base.Layer) -> Double {
        meter.time { base.presentationValue(forKeyPath: keyPath, of: layer) }
    }
    func convertTime(_ time: Double, from source: Base.Layer?, to destination: Base.Layer?) -> Double {
        meter.time { base.convertTime(time, from: source, to: destination) }
    }
    func commit() { meter.time { base.commit() } }
    func render(atMediaTime time: Double) throws(TimingEngineError) {
        try meter.time { () throws(TimingEngineError) in try base.render(atMediaTime: time) }
    }
}
