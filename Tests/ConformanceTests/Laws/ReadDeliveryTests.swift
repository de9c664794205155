import Conformance
import MediaTiming
import ReferenceEngine
import Testing

/// An engine that holds its delegate callbacks back until the suite next reads a presentation
/// value: right values, callbacks from the wrong place.
private final class ReadDeliveringEngine: ForwardingEngine<ReferenceEngine> {
    private final class Deferring: AnimationDelegate {
        let inner: any AnimationDelegate
        unowned let engine: ReadDeliveringEngine
        init(_ inner: any AnimationDelegate, engine: ReadDeliveringEngine) {
            self.inner = inner
            self.engine = engine
        }
        func animationDidStart(_ animation: Animation) {
            engine.held.append { self.inner.animationDidStart(animation) }
        }
        func animationDidStop(_ animation: Animation, finished: Bool) {
            engine.held.append { self.inner.animationDidStop(animation, finished: finished) }
        }
    }

    fileprivate var held: [() -> Void] = []

    init() { super.init(ReferenceEngine()) }

    override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer) throws(TimingEngineError) {
        var animation = animation
        if let delegate = animation.delegate { animation.delegate = Deferring(delegate, engine: self) }
        try super.add(animation, forKey: key, to: layer)
    }

    override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
        let calls = held
        held = []
        for call in calls { call() }
        return super.presentationValue(forKeyPath: keyPath, of: layer)
    }
}

/// Callbacks delivered from a presentation read are what CB-5 names: CB-5 fails with that cause,
/// and laws about values or about other callback rules do not take it for a refused step (a
/// misleading failure) or skip those steps into an inconclusive verdict.
@Suite struct ReadDeliveryTests {
    static let engine = EngineFactory(name: "read-delivering") { AnyTimingEngine(ReadDeliveringEngine()) }

    @Test func callbacksFromAReadFailCB5() throws {
        let law = try #require(LawCatalog.law("CB-5"))
        let result = SuiteRunner(engine: Self.engine).run(law: law, configuration: SuiteConfiguration(cases: 200))
        #expect(result.status == .failed)
        #expect(result.failure?.message.contains("read") == true, "\(result.failure?.message ?? "")")
    }

    @Test(arguments: ["VAL-1", "VAL-2", "TECH-8"])
    func valueLawsDoNotTakeItForARefusal(_ id: String) throws {
        let law = try #require(LawCatalog.law(id))
        let result = SuiteRunner(engine: Self.engine).run(law: law, configuration: SuiteConfiguration(cases: 200))
        #expect(result.status == .passed, "\(id): \(result.status) \(result.failure?.message ?? "")")
    }

    @Test(arguments: ["CB-7", "TRANS-6"])
    func otherCallbackLawsAreNotInconclusive(_ id: String) throws {
        let law = try #require(LawCatalog.law(id))
        let result = SuiteRunner(engine: Self.engine).run(law: law, configuration: SuiteConfiguration(cases: 200))
        #expect(!result.status.isInconclusive, "\(id): \(result.status)")
    }
}
