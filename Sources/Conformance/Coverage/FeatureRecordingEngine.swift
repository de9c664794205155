import Foundation
import MediaTiming

/// A thread-safe set of the features one engine run reached.
final class FeatureSink: @unchecked Sendable {
    private let lock = NSLock()
    private var features: Set<String> = []

    func insert(_ feature: String) {
        lock.lock(); defer { lock.unlock() }
        features.insert(feature)
    }

    func formUnion(_ more: Set<String>) {
        lock.lock(); defer { lock.unlock() }
        features.formUnion(more)
    }

    /// The features so far, emptying the sink.
    func drain() -> Set<String> {
        lock.lock(); defer { lock.unlock() }
        defer { features.removeAll() }
        return features
    }
}

/// An engine that forwards every call to another and notes in a sink which calls were made and
/// which features of the contract the values handed to it use.
final class FeatureRecordingEngine<Base: TimingEngine>: TimingEngine {
    let base: Base
    let sink: FeatureSink
    private var roots: Set<Base.Layer> = []

    init(_ base: Base, sink: FeatureSink) {
        self.base = base
        self.sink = sink
    }

    private func note(_ call: String) { sink.insert("TimingEngine.\(call)") }

    var capabilities: EngineCapabilities { base.capabilities }
    var profile: TimingProfile { base.profile }
    var mediaTime: Double {
        note("mediaTime")
        return base.mediaTime
    }
    var transactionAnimationDuration: Double {
        get { base.transactionAnimationDuration }
        set {
            note("transactionAnimationDuration")
            base.transactionAnimationDuration = newValue
        }
    }
    func makeLayer() -> Base.Layer {
        note("makeLayer")
        return base.makeLayer()
    }
    func addSublayer(_ layer: Base.Layer, to parent: Base.Layer) throws(TimingEngineError) {
        note("addSublayer")
        // The host's window layer is the only parent without one; a layer below another view's is nested.
        if base.superlayer(of: parent) != nil { sink.insert("Tree.nested") }
        try base.addSublayer(layer, to: parent)
    }
    func removeFromSuperlayer(_ layer: Base.Layer) {
        note("removeFromSuperlayer")
        sink.insert("Tree.detachedRoot")
        base.removeFromSuperlayer(layer)
    }
    func superlayer(of layer: Base.Layer) -> Base.Layer? {
        note("superlayer")
        return base.superlayer(of: layer)
    }
    func sublayers(of layer: Base.Layer) -> [Base.Layer] {
        note("sublayers")
        return base.sublayers(of: layer)
    }
    func timing(of layer: Base.Layer) -> LayerTiming {
        note("timing")
        return base.timing(of: layer)
    }
    func setTiming(_ timing: LayerTiming, of layer: Base.Layer) throws(TimingEngineError) {
        note("setTiming")
        sink.formUnion(ContractFeatures.features(of: timing))
        try base.setTiming(timing, of: layer)
    }
    func modelValue(forKeyPath keyPath: String, of layer: Base.Layer) -> Double {
        note("modelValue")
        return base.modelValue(forKeyPath: keyPath, of: layer)
    }
    func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: Base.Layer) throws(TimingEngineError) {
        note("setModelValue")
        try base.setModelValue(value, forKeyPath: keyPath, of: layer)
    }
    func add(_ animation: Animation, forKey key: String, to layer: Base.Layer) throws(TimingEngineError) {
        note("add")
        sink.formUnion(ContractFeatures.features(of: animation))
        try base.add(animation, forKey: key, to: layer)
    }
    func removeAnimation(forKey key: String, from layer: Base.Layer) {
        note("removeAnimation")
        base.removeAnimation(forKey: key, from: layer)
    }
    func removeAllAnimations(from layer: Base.Layer) {
        note("removeAllAnimations")
        base.removeAllAnimations(from: layer)
    }
    func animationKeys(of layer: Base.Layer) -> [String] {
        note("animationKeys")
        return base.animationKeys(of: layer)
    }
    func animation(forKey key: String, of layer: Base.Layer) -> Animation? {
        note("animation(forKey:)")
        return base.animation(forKey: key, of: layer)
    }
    func presentationValue(forKeyPath keyPath: String, of layer: Base.Layer) -> Double {
        note("presentationValue")
        return base.presentationValue(forKeyPath: keyPath, of: layer)
    }
    func convertTime(_ time: Double, from source: Base.Layer?, to destination: Base.Layer?) -> Double {
        note("convertTime")
        return base.convertTime(time, from: source, to: destination)
    }
    func commit() {
        note("commit")
        base.commit()
    }
    func render(atMediaTime time: Double) throws(TimingEngineError) {
        note("render")
        try base.render(atMediaTime: time)
    }
}
