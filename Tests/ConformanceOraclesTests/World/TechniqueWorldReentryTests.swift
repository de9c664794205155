import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

/// Calls made from inside a closure completion that a technique makes final in the middle of its
/// own call: the model's `hear` runs them where the technique's delegate does, before the rest
/// of the call, and the run agrees with the techniques step by step.
@Suite struct TechniqueWorldReentryTests {
    /// A closure copy stored, stripped by the background with a frame while away (its stop is
    /// held back), then `last` gives the stash up; a reentry waits for the completion it makes final.
    static func script(_ last: TechniqueStep.Operation, inner: [Step]) -> Script {
        var endless = Animation.basic("x", from: 0, to: 1, duration: 1)
        endless.timing.repeatCount = .infinity
        return Script([
            .makeView(parent: nil),
            .technique(TechniqueStep(.addWithClosures(key: "c"), view: 0, animation: endless)),
            .advance(by: 1),
            .technique(TechniqueStep(.store, view: 0)),
            .resignActive, .enterBackground, .advance(by: 1),
            .reentrant(.didStop(view: 0, key: "c"), inner),
            .enterForeground, .becomeActive,
            .add(view: 0, key: "d", animation: endless),  // the layer changed: a restore re-adds
            .technique(TechniqueStep(last, view: 0)),
            .advance(by: 1),
        ])
    }

    @Test(arguments: [true, false])
    func aCallInsideTheCompletionRunsBeforeTheRootResumes(discards: Bool) {
        let last: TechniqueStep.Operation = discards ? .discard : .restore
        for inner: [Step] in [
            [.technique(TechniqueStep(.inspect, view: 0))],
            // Stored again from inside: with the resume after it, the tree runs on (discard).
            [.technique(TechniqueStep(.store, view: 0)), .technique(TechniqueStep(.inspect, view: 0))],
            [.technique(TechniqueStep(.resume, view: 0))],
            [.removeAnimation(view: 0, key: "d")],
        ] {
            let script = Self.script(last, inner: inner)
            let trace = ScriptDriver.run(script, on: ReferenceEngine())
            let fired = trace.steps[11].callbacks.contains { $0.kind == .host("reentry didStop v0.c") }
            #expect(fired == discards, "the completion is final at a discard only (a restore re-adds): \(inner)")
            var evidence = TechniqueWorldDifferentialTests.Evidence()
            let found = TechniqueWorldDifferentialTests.firstDisagreement(script, &evidence)
            #expect(found == nil, "\(inner): \(found ?? "")")
        }
    }
}
