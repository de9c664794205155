import Conformance
import ConformanceOracles
import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

/// A filled copy past its active period, before the render that removes it, may show its fill or
/// nothing (SEMANTICS §4.3: open, not asserted); REF-1 accepts either and still sees a removal
/// that never comes.
@Suite struct FinishedCopyReadingTests {
    /// x from 0 to 10 over 1 s, begun 2.5 s ago, filling forwards: at its commit (media time 0) its
    /// local time is 2.5, past its period of 1 s. Read as the reference does, its fill shows 10
    /// until the render that removes it; read the other way, the model value 0. A quarter second
    /// later that render has removed it: 0 either way, with no key left.
    static var script: Script {
        var timing = AnimationTiming(beginTime: -2.5, duration: 1)
        timing.fillMode = .forwards
        return Script([
            .makeView(parent: nil),
            .add(view: 0, key: "f", animation: .basic("x", from: 0, to: 10, duration: 1, timing: timing)),
            .commit, .advance(by: 0.25),
        ])
    }
    static let hidden = EngineFactory(name: "finished copies hidden") {
        ReferenceEngine(_finishedCopies: .hiddenOnceEnded)
    }

    func x(_ trace: Trace, _ step: Int) throws -> Double {
        trace.steps[step].value(view: 0, keyPath: try #require(trace.keyPaths.firstIndex(of: "x")))
    }

    @Test func theTwoReadingsDifferOnlyBeforeTheRemovingRender() throws {
        let reference = EngineFactory.reference().run(Self.script)
        let other = Self.hidden.run(Self.script)
        #expect(try x(reference, 2) == 10)
        #expect(try x(other, 2) == 0)
        #expect(reference.steps[2].keys(ofView: 0) == ["f"])
        #expect(other.steps[2].keys(ofView: 0) == ["f"])
        #expect(try x(reference, 3) == 0)
        #expect(try x(other, 3) == 0)
        #expect(reference.steps[3].keys(ofView: 0) == [])
        #expect(other.steps[3].keys(ofView: 0) == [])
    }

    @Test func ref1AcceptsEitherReadingAndStillSeesARemovalThatNeverComes() throws {
        let law = try #require(LawCatalog.law("REF-1"))
        try law.verify(Self.script, in: LawContext(engine: Self.hidden, reference: .reference(), tolerance: 1e-6))
        let never = EngineFactory(name: "removal never") { ReferenceEngine(_faults: .removalOnCompletionNever) }
        #expect(throws: LawViolation.self) {
            try law.verify(Self.script, in: LawContext(engine: never, reference: .reference(), tolerance: 1e-6))
        }
    }

    @Test func theTechniquesModelAssertsNoValueInTheGap() {
        var oracle = TechniqueOracle(profile: .coreAnimation)
        for step in Self.script.steps.prefix(3) { oracle.apply(step) }
        #expect(oracle.valueIsOpen(0, "x"))
        #expect(!oracle.valueIsOpen(0, "y"))
        oracle.apply(Self.script.steps[3])
        #expect(!oracle.valueIsOpen(0, "x"))
        #expect(oracle.value(0, "x") == 0)
    }
}
