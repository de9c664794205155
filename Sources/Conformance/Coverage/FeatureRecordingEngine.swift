import Foundation
import MediaTiming

/// A thread-safe set of the features one engine run reached.
final class FeatureSink: @unchecked Sendable {
    private let lock = NSLock()
    private var features: Set<String> = []

    func insert(_ feature: String) {
        lock.lock()
        defer { lock.unlock() }
        features.insert(feature)
    }

    func formUnion(_ more: Set<String>) {
        lock.lock()
        defer { lock.unlock() }
        features.formUnion(more)
    }

    /// The features so far, emptying the sink.
    func drain() -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        defer { features.removeAll() }
        return features
    }
}

/// An engine that forwards every call to another and notes in a sink which calls were made and
/// which features of the contract the values handed to it use.
final class FeatureRecordingEngine<Base: TimingEngine>: ForwardingEngine<Base> {
    let sink: FeatureSink

    init(_ base: Base, sink: FeatureSink) {
        self.sink = sink
        super.init(base)
    }

    private func note(_ call: String) { sink.insert("TimingEngine.\(call)") }

    override var mediaTime: Double {
        note("mediaTime")
        return super.mediaTime
    }
    override var transactionAnimationDuration: Double {
        get { super.transactionAnimationDuration }
        set {
            note("transactionAnimationDuration")
            super.transactionAnimationDuration = newValue
        }
    }
    override func makeLayer() -> Base.Layer {
        note("makeLayer")
        return super.makeLayer()
    }
    override func addSublayer(_ layer: Base.Layer, to parent: Base.Layer) throws(TimingEngineError) {
        note("addSublayer")
        // The host's window layer is the only parent without one; a layer below another view's is nested.
        // A refused call (API-1 makes them on purpose) reaches no feature of what it was given.
        let nested = base.superlayer(of: parent) != nil
        try super.addSublayer(layer, to: parent)
        if nested { sink.insert("Tree.nested") }
    }
    override func removeFromSuperlayer(_ layer: Base.Layer) {
        note("removeFromSuperlayer")
        // Removing a root from its superlayer does nothing, so it detaches no root.
        if base.superlayer(of: layer) != nil { sink.insert("Tree.detachedRoot") }
        super.removeFromSuperlayer(layer)
    }
    override func superlayer(of layer: Base.Layer) -> Base.Layer? {
        note("superlayer")
        return super.superlayer(of: layer)
    }
    override func sublayers(of layer: Base.Layer) -> [Base.Layer] {
        note("sublayers")
        return super.sublayers(of: layer)
    }
    override func timing(of layer: Base.Layer) -> LayerTiming {
        note("timing")
        return super.timing(of: layer)
    }
    override func setTiming(_ timing: LayerTiming, of layer: Base.Layer) throws(TimingEngineError) {
        note("setTiming")
        try super.setTiming(timing, of: layer)
        sink.formUnion(ContractFeatures.features(of: timing))
    }
    override func modelValue(forKeyPath keyPath: String, of layer: Base.Layer) -> Double {
        note("modelValue")
        return super.modelValue(forKeyPath: keyPath, of: layer)
    }
    override func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: Base.Layer)
        throws(TimingEngineError)
    {
        note("setModelValue")
        try super.setModelValue(value, forKeyPath: keyPath, of: layer)
    }
    override func add(_ animation: Animation, forKey key: String, to layer: Base.Layer) throws(TimingEngineError) {
        note("add")
        try super.add(animation, forKey: key, to: layer)
        sink.formUnion(ContractFeatures.features(of: animation))
    }
    override func removeAnimation(forKey key: String, from layer: Base.Layer) {
        note("removeAnimation")
        super.removeAnimation(forKey: key, from: layer)
    }
    override func removeAllAnimations(from layer: Base.Layer) {
        note("removeAllAnimations")
        super.removeAllAnimations(from: layer)
    }
    override func animationKeys(of layer: Base.Layer) -> [String] {
        note("animationKeys")
        return super.animationKeys(of: layer)
    }
    override func animation(forKey key: String, of layer: Base.Layer) -> Animation? {
        note("animation(forKey:)")
        return super.animation(forKey: key, of: layer)
    }
    override func presentationValue(forKeyPath keyPath: String, of layer: Base.Layer) -> Double {
        note("presentationValue")
        return super.presentationValue(forKeyPath: keyPath, of: layer)
    }
    override func convertTime(_ time: Double, from source: Base.Layer?, to destination: Base.Layer?) -> Double {
        note("convertTime")
        return super.convertTime(time, from: source, to: destination)
    }
    override func commit() {
        note("commit")
        super.commit()
    }
    override func setCompletionBlock(_ block: @escaping () -> Void) {
        note("setCompletionBlock")
        super.setCompletionBlock(block)
    }
    override func render(atMediaTime time: Double) throws(TimingEngineError) {
        note("render")
        try super.render(atMediaTime: time)
    }
}
