import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

@testable import Conformance

/// TECH-13 on a hand-worked script, with the techniques made each by its own initializer (the
/// first technique step at an odd index) and through a kit (shifted by one commit to an even one).
@Suite struct TechniqueCallLawTests {
    static func script(shift: Bool) -> Script {
        let long = Animation.basic("x", from: 0, to: 1, duration: 100)
        func t(_ operation: TechniqueStep.Operation, _ view: Int, _ animation: Animation? = nil) -> Step {
            .technique(TechniqueStep(operation, view: view, animation: animation))
        }
        return Script(
            (shift ? [Step.commit] : []) + [
                .makeView(parent: nil), .makeView(parent: nil), .makeView(parent: nil),
                t(.pause, 1),
                t(.setResumeSpeed(2), 1),  // paused by this pauser: accepted
                t(.inspect, 1),
                t(.setResumeSpeed(.infinity), 1),  // not finite: refused
                t(.resume, 1),
                t(.inspect, 1),
                t(.setResumeSpeed(0), 1),  // no longer paused: refused
                .add(view: 2, key: "a", animation: long),
                t(.store, 2),
                t(.inspect, 2),
                t(.discard, 2),
                t(.inspect, 2),
                t(.reinstall(key: "r"), 1, long),
                .detach(view: 1),  // removes r while running: the reinstaller notes it
                t(.reinstallMissing, 1),  // re-adds it (the view is out of the window: nothing else does)
                t(.uninstall(key: "r"), 1),
                t(.reinstallMissing, 1),  // forgotten: nothing to re-add
            ])
    }

    static func answers(_ trace: Trace, _ step: Int) -> [String] {
        trace.steps[step].callbacks.compactMap { record in
            if case .host(let text) = record.kind { return text }
            return nil
        }
    }

    @Test(arguments: [false, true])
    func theTechniquesAnswerAsDocumented(shift: Bool) throws {
        let o = shift ? 1 : 0
        let trace = ScriptDriver.run(Self.script(shift: shift), on: ReferenceEngine())
        #expect(Self.answers(trace, 4 + o) == ["setResumeSpeed(2.0) = true"])
        #expect(
            Self.answers(trace, 5 + o) == ["isPaused = true", "resumeSpeed = 2.0", "hasStored = false", "stored = []"])
        #expect(Self.answers(trace, 6 + o) == ["setResumeSpeed(inf) = false"])
        #expect(
            Self.answers(trace, 8 + o) == ["isPaused = false", "resumeSpeed = nil", "hasStored = false", "stored = []"])
        #expect(Self.answers(trace, 9 + o) == ["setResumeSpeed(0.0) = false"])
        #expect(
            Self.answers(trace, 12 + o) == [
                "isPaused = false", "resumeSpeed = nil", "hasStored = true", "stored = [v2.a]",
            ])
        // Discard keeps the animation where it is and re-adds nothing.
        #expect(trace.steps[13 + o].keys(ofView: 2) == ["a"])
        #expect(trace.steps[13 + o].stepNote == nil)
        #expect(Self.answers(trace, 14 + o).last == "stored = []")
        #expect(trace.steps[16 + o].keys(ofView: 1).isEmpty)
        #expect(Self.answers(trace, 17 + o) == ["reinstalled 1"])
        #expect(trace.steps[17 + o].keys(ofView: 1) == ["r"])
        #expect(trace.steps[18 + o].keys(ofView: 1).isEmpty)
        #expect(Self.answers(trace, 19 + o) == ["reinstalled 0"])
        let law = try #require(LawCatalog.law("TECH-13"))
        try law.verify(
            Self.script(shift: shift), in: LawContext(engine: .reference(), reference: .reference(), tolerance: 1e-6))
    }

    /// The two ways of making the techniques are both taken: through the kit and by hand.
    @Test func theFirstTechniqueStepsIndexPicksHowTheTechniquesAreMade() {
        let log = APICallLog()
        APICallLog.$current.withValue(log) { _ = ScriptDriver.run(Self.script(shift: false), on: ReferenceEngine()) }
        let byHand = log.drain()
        #expect(byHand.contains("LayerPauser.init(engine:variant:)"))
        #expect(!byHand.contains("TechniqueKit.init(host:variant:)"))
        APICallLog.$current.withValue(log) { _ = ScriptDriver.run(Self.script(shift: true), on: ReferenceEngine()) }
        let throughKit = log.drain()
        #expect(throughKit.contains("TechniqueKit.init(host:variant:)"))
        #expect(!throughKit.contains("LayerPauser.init(engine:variant:)"))
    }
}
