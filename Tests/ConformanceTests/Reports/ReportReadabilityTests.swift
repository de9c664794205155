import Conformance
import EngineMutants
import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

/// Failure reports point at what differs: the local-time column, a timeline only where values
/// differ, the read that delivered a stray callback, a printable trace.
@Suite struct ReportReadabilityTests {
    /// Tells each new copy's delegate that it started from the first presentation read after the add.
    final class StartsOnRead: ForwardingEngine<ReferenceEngine> {
        private var pending: [(any AnimationDelegate, Animation)] = []

        init() { super.init(ReferenceEngine()) }

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            try super.add(animation, forKey: key, to: layer)
            if let delegate = animation.delegate { pending.append((delegate, animation)) }
        }

        override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
            let due = pending
            pending.removeAll()
            for (delegate, animation) in due { delegate.animationDidStart(animation) }
            return super.presentationValue(forKeyPath: keyPath, of: layer)
        }
    }

    @Test func aCallbackDeliveredByAReadIsBlamedOnTheRead() throws {
        let law = try #require(LawCatalog.law("CB-5"))
        let script: Script = [
            .makeView(parent: nil), .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 1, duration: 1)),
        ]
        let engine = EngineFactory(name: "starts on read") { StartsOnRead() }
        let context = LawContext(engine: engine, reference: .reference(), tolerance: 1e-6)
        #expect {
            try law.verify(script, in: context)
        } throws: { error in
            "\(error)".contains("was delivered by a read (presentationValue, animationKeys or convertTime) after .add(")
        }
    }

    @Test func timeMappingFailuresShowTheDifferingLocalTime() throws {
        let mutant = try #require(MutantCatalog.mutant("time-offset-before-scaling"))
        let engine = EngineFactory(name: "mutant") { mutant.makeEngine() }
        let law = try #require(LawCatalog.law("TIME-1"))
        let result = SuiteRunner(engine: engine).run(law: law, configuration: SuiteConfiguration(cases: 100))
        let table = try #require(result.failure?.stepTable)
        #expect(table.contains(".t"))
        // A differing local-time cell reads `observed ≠ expected` on the row marked `<`.
        let marked = table.split(separator: "\n").filter { $0.hasSuffix("<") }
        #expect(marked.contains { $0.contains("≠") })
    }

    @Test func aTracePrintsAsItsTable() {
        let trace = ScriptDriver.run(
            [.makeView(parent: nil), .setModelValue(view: 0, keyPath: "x", value: 3)], on: ReferenceEngine())
        let text = "\(trace)"
        #expect(text.hasPrefix("Trace of 2 steps, key paths [\"x\"]:"))
        #expect(text.contains("v0.x"))
        #expect(!text.contains("TraceStorage"))
    }
}
