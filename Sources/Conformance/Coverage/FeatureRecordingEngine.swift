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
///
/// It also notes the situations the calls build (see ``ContractFeatures/situations``): where an
/// added animation begins against its layer's time at the commit that applies it, whether a
/// rendered animation has a paused or sped ancestor, and whether an add falls inside a nested
/// transaction or under a completion block. It reads the base engine for these, never itself,
/// so the reads are not counted as calls.
final class FeatureRecordingEngine<Base: TimingEngine>: ForwardingEngine<Base> {
    let sink: FeatureSink
    /// Every layer made, in order: the layers whose ancestors a render inspects.
    private var layers: [Base.Layer] = []
    /// Adds waiting for the commit that applies them: the layer and the begin time asked for.
    private var pending: [(layer: Base.Layer, beginTime: Double)] = []
    /// How many nested transactions are open inside the implicit one.
    private var nesting = 0
    /// Whether the open transaction has a completion block.
    private var hasCompletionBlock = false

    init(_ base: Base, sink: FeatureSink) {
        self.sink = sink
        super.init(base)
    }

    /// Notes where each pending add begins against its layer's local time now, at the commit
    /// that applies it: 0 is stamped with that time (the present), an explicit time before it is
    /// in the layer's past, one after it in its future.
    private func notePendingBegins() {
        for (layer, beginTime) in pending {
            let now = base.convertTime(base.mediaTime, from: nil, to: layer)
            if beginTime == 0 || beginTime == now {
                sink.insert("Situation.begin.present")
            } else {
                sink.insert(beginTime < now ? "Situation.begin.past" : "Situation.begin.future")
            }
        }
        pending.removeAll()
    }

    /// Notes a paused (speed 0) or sped (speed neither 0 nor 1) layer above an animated layer.
    private func noteAncestors() {
        for layer in layers where !base.animationKeys(of: layer).isEmpty {
            var ancestor = base.superlayer(of: layer)
            while let current = ancestor {
                let speed = base.timing(of: current).speed
                if speed == 0 { sink.insert("Situation.pausedAncestor") }
                if speed != 0 && speed != 1 { sink.insert("Situation.spedAncestor") }
                ancestor = base.superlayer(of: current)
            }
        }
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
        let layer = super.makeLayer()
        layers.append(layer)
        return layer
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
        if nesting > 0 { sink.insert("Situation.nestedTransaction") }
        if hasCompletionBlock { sink.insert("Situation.completionBlock") }
        pending.append((layer, animation.timing.beginTime))
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
        // A nested transaction's commit ends it and applies nothing.
        if nesting > 0 {
            nesting -= 1
        } else {
            notePendingBegins()
            hasCompletionBlock = false
        }
    }
    override func setCompletionBlock(_ block: @escaping () -> Void) {
        note("setCompletionBlock")
        super.setCompletionBlock(block)
        hasCompletionBlock = true
    }
    override func clearCompletionBlock() {
        note("clearCompletionBlock")
        super.clearCompletionBlock()
        hasCompletionBlock = false
    }
    override func flush() -> Bool {
        note("flush")
        // At the top level a flush is a commit; inside a nested transaction it waits for the
        // nested commits, and the last of them applies what is pending (noted at the next render).
        let committed = super.flush()
        if committed {
            notePendingBegins()
            hasCompletionBlock = false
        }
        return committed
    }
    override func beginTransaction() throws(TimingEngineError) {
        note("beginTransaction")
        try super.beginTransaction()
        nesting += 1
    }
    override func render(atMediaTime time: Double) throws(TimingEngineError) {
        note("render")
        // A render ends the run-loop turn: what is pending applies now if no commit did.
        notePendingBegins()
        noteAncestors()
        try super.render(atMediaTime: time)
    }
}
