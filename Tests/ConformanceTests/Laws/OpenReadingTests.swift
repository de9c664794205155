import Conformance
import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

/// REF-1 leaves the one open point no law asserts open: an exact turn under a negative speed
/// (SEMANTICS §3.6) may read either way, and everything around it is still compared.
@Suite struct OpenReadingTests {
    /// x from 0 to 10 over 1 s at speed −1, two cycles: at its begin the local time is exactly 0,
    /// a turn. Read as the end of the cycle it enters, x = 10; as the start of the one it leaves,
    /// x = 0. A quarter second later the local time is −0.25, 0.75 into a cycle either way: 7.5.
    static var script: Script {
        Script([
            .makeView(parent: nil),
            .add(
                view: 0, key: "r",
                animation: .basic("x", from: 0, to: 10, duration: 1, timing: AnimationTiming(speed: -1, repeatCount: 2))
            ),
            .commit, .advance(by: 0.25),
        ])
    }
    static let cycleStart = EngineFactory(name: "turns at cycle start") {
        ReferenceEngine(_negativeSpeedTurns: .cycleStart)
    }

    func x(_ trace: Trace, _ step: Int) throws -> Double {
        trace.steps[step].value(view: 0, keyPath: try #require(trace.keyPaths.firstIndex(of: "x")))
    }

    @Test func theTwoReadingsDifferOnlyAtTheTurn() throws {
        let reference = EngineFactory.reference().run(Self.script)
        let other = Self.cycleStart.run(Self.script)
        #expect(try x(reference, 2) == 10)
        #expect(try x(other, 2) == 0)
        #expect(abs(try x(reference, 3) - 7.5) < 1e-9)
        #expect(abs(try x(other, 3) - 7.5) < 1e-9)
    }

    @Test func ref1AcceptsEitherReadingAndStillSeesAFault() throws {
        let law = try #require(LawCatalog.law("REF-1"))
        let context = LawContext(engine: Self.cycleStart, reference: .reference(), tolerance: 1e-6)
        try law.verify(Self.script, in: context)
        // A negative speed ignored shows 2.5 a quarter second in: not a turn, so a failure.
        let ignored = EngineFactory(name: "negative speed ignored") { ReferenceEngine(_faults: .negativeSpeedIgnored) }
        #expect(throws: LawViolation.self) {
            try law.verify(Self.script, in: LawContext(engine: ignored, reference: .reference(), tolerance: 1e-6))
        }
    }
}
