import Conformance
import MediaTiming
import ReferenceEngine
import Testing

/// TRANS-9 against an adapter that forwards the reference engine's capabilities (nested
/// transactions among them) but not `beginTransaction()` or `flush()`, so the protocol's
/// defaults answer: every nested begin is refused, the mistake an author makes when a
/// requirement with a default is added to the protocol.
///
/// Shrinking such a failure reaches scripts whose flattened form has no step at all (a lone
/// begin and commit), which once indexed past the end of an empty trace and trapped.
@Suite struct NestedTransactionWrapperTests {
    /// Forwards every requirement without a default, and none of those with one.
    final class ForgetfulAdapter: TimingEngine {
        let base = ReferenceEngine()
        var capabilities: EngineCapabilities { base.capabilities }
        var mediaTime: Double { base.mediaTime }
        var transactionAnimationDuration: Double {
            get { base.transactionAnimationDuration }
            set { base.transactionAnimationDuration = newValue }
        }
        func makeLayer() -> ReferenceLayer { base.makeLayer() }
        func addSublayer(_ layer: ReferenceLayer, to parent: ReferenceLayer) throws(TimingEngineError) {
            try base.addSublayer(layer, to: parent)
        }
        func removeFromSuperlayer(_ layer: ReferenceLayer) { base.removeFromSuperlayer(layer) }
        func superlayer(of layer: ReferenceLayer) -> ReferenceLayer? { base.superlayer(of: layer) }
        func sublayers(of layer: ReferenceLayer) -> [ReferenceLayer] { base.sublayers(of: layer) }
        func timing(of layer: ReferenceLayer) -> LayerTiming { base.timing(of: layer) }
        func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
            try base.setTiming(timing, of: layer)
        }
        func modelValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
            base.modelValue(forKeyPath: keyPath, of: layer)
        }
        func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            try base.setModelValue(value, forKeyPath: keyPath, of: layer)
        }
        func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer) throws(TimingEngineError) {
            try base.add(animation, forKey: key, to: layer)
        }
        func removeAnimation(forKey key: String, from layer: ReferenceLayer) {
            base.removeAnimation(forKey: key, from: layer)
        }
        func removeAllAnimations(from layer: ReferenceLayer) { base.removeAllAnimations(from: layer) }
        func animationKeys(of layer: ReferenceLayer) -> [String] { base.animationKeys(of: layer) }
        func animation(forKey key: String, of layer: ReferenceLayer) -> Animation? {
            base.animation(forKey: key, of: layer)
        }
        func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
            base.presentationValue(forKeyPath: keyPath, of: layer)
        }
        func convertTime(_ time: Double, from source: ReferenceLayer?, to destination: ReferenceLayer?) -> Double {
            base.convertTime(time, from: source, to: destination)
        }
        func commit() { base.commit() }
        func setCompletionBlock(_ block: @escaping () -> Void) { base.setCompletionBlock(block) }
        func render(atMediaTime time: Double) throws(TimingEngineError) { try base.render(atMediaTime: time) }
    }

    @Test func theAdapterDeclaresNestedTransactionsButRefusesThem() {
        let adapter = ForgetfulAdapter()
        #expect(adapter.capabilities.contains(.nestedTransactions))
        #expect(throws: TimingEngineError.unsupported("nested transactions")) { try adapter.beginTransaction() }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func failsWithAVerdictInProcess(seed: UInt64) throws {
        let engine = EngineFactory(name: "forgetful adapter") { ForgetfulAdapter() }
        let report = try SuiteRunner(engine: engine).run(
            SuiteConfiguration(cases: 100, seed: seed, lawIDs: ["TRANS-9"]))
        let result = try #require(report.results.first)
        #expect(result.lawID == "TRANS-9")
        #expect(result.status == .failed, "\(result.status)")
        // The shrunk script still opens a nested transaction: the refusal is what fails.
        let failure = try #require(result.failure)
        #expect(failure.swiftSource.contains("beginTransaction"), "\(failure.swiftSource)")
    }
}
