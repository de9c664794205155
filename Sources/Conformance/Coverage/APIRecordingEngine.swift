import Generators
import MediaTiming

/// An engine that forwards every call to another and notes each in an ``APICallLog`` by its
/// ``PublicAPI/engine`` entry, whoever makes it: the driver, the host, a technique or a reentry.
///
/// The grammar's API coverage runs its scripts on it; no ordinary run does, so the suite's own
/// runs pay nothing for it. The log drops the calls made while the driver observes a step
/// (``APICallLog/isObserving``), so what it holds is what the script's steps made the engine do.
final class APIRecordingEngine<Base: TimingEngine>: ForwardingEngine<Base> {
    let log: APICallLog

    init(_ base: Base, log: APICallLog) {
        self.log = log
        super.init(base)
    }

    private func note(_ call: String) { log.noteEngineCall("TimingEngine.\(call)") }

    override var mediaTime: Double {
        note("mediaTime")
        return super.mediaTime
    }
    override var transactionAnimationDuration: Double {
        get {
            note("transactionAnimationDuration")
            return super.transactionAnimationDuration
        }
        set {
            note("transactionAnimationDuration")
            super.transactionAnimationDuration = newValue
        }
    }
    override func makeLayer() -> Base.Layer {
        note("makeLayer()")
        return super.makeLayer()
    }
    override func addSublayer(_ layer: Base.Layer, to parent: Base.Layer) throws(TimingEngineError) {
        note("addSublayer(_:to:)")
        try super.addSublayer(layer, to: parent)
    }
    override func removeFromSuperlayer(_ layer: Base.Layer) {
        note("removeFromSuperlayer(_:)")
        super.removeFromSuperlayer(layer)
    }
    override func superlayer(of layer: Base.Layer) -> Base.Layer? {
        note("superlayer(of:)")
        return super.superlayer(of: layer)
    }
    override func sublayers(of layer: Base.Layer) -> [Base.Layer] {
        note("sublayers(of:)")
        return super.sublayers(of: layer)
    }
    override func timing(of layer: Base.Layer) -> LayerTiming {
        note("timing(of:)")
        return super.timing(of: layer)
    }
    override func setTiming(_ timing: LayerTiming, of layer: Base.Layer) throws(TimingEngineError) {
        note("setTiming(_:of:)")
        try super.setTiming(timing, of: layer)
    }
    override func modelValue(forKeyPath keyPath: String, of layer: Base.Layer) -> Double {
        note("modelValue(forKeyPath:of:)")
        return super.modelValue(forKeyPath: keyPath, of: layer)
    }
    override func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: Base.Layer)
        throws(TimingEngineError)
    {
        note("setModelValue(_:forKeyPath:of:)")
        try super.setModelValue(value, forKeyPath: keyPath, of: layer)
    }
    override func add(_ animation: Animation, forKey key: String, to layer: Base.Layer) throws(TimingEngineError) {
        note("add(_:forKey:to:)")
        try super.add(animation, forKey: key, to: layer)
    }
    override func removeAnimation(forKey key: String, from layer: Base.Layer) {
        note("removeAnimation(forKey:from:)")
        super.removeAnimation(forKey: key, from: layer)
    }
    override func removeAllAnimations(from layer: Base.Layer) {
        note("removeAllAnimations(from:)")
        super.removeAllAnimations(from: layer)
    }
    override func animationKeys(of layer: Base.Layer) -> [String] {
        note("animationKeys(of:)")
        return super.animationKeys(of: layer)
    }
    override func animation(forKey key: String, of layer: Base.Layer) -> Animation? {
        note("animation(forKey:of:)")
        return super.animation(forKey: key, of: layer)
    }
    override func presentationValue(forKeyPath keyPath: String, of layer: Base.Layer) -> Double {
        note("presentationValue(forKeyPath:of:)")
        return super.presentationValue(forKeyPath: keyPath, of: layer)
    }
    override func convertTime(_ time: Double, from source: Base.Layer?, to destination: Base.Layer?) -> Double {
        note("convertTime(_:from:to:)")
        return super.convertTime(time, from: source, to: destination)
    }
    override func commit() {
        note("commit()")
        super.commit()
    }
    override func beginTransaction() throws(TimingEngineError) {
        note("beginTransaction()")
        try super.beginTransaction()
    }
    override func flush() -> Bool {
        note("flush()")
        return super.flush()
    }
    override func setCompletionBlock(_ block: @escaping () -> Void) {
        note("setCompletionBlock(_:)")
        super.setCompletionBlock(block)
    }
    override func clearCompletionBlock() {
        note("clearCompletionBlock()")
        super.clearCompletionBlock()
    }
    override func render(atMediaTime time: Double) throws(TimingEngineError) {
        note("render(atMediaTime:)")
        try super.render(atMediaTime: time)
    }
}
