import MediaTiming
import Scripts
import Testing

/// Step equality, which the shared run's memo and the shrinker's deduplication read, and what a
/// script remembers of its draw.
@Suite struct ScriptEqualityTests {
    /// One step of every kind, each different from the others (a fresh array: steps are not `Sendable`).
    static var oneOfEach: [Step] {
        [
            .makeView(parent: nil), .makeSublayer(parent: 0), .setTiming(view: 0, LayerTiming(speed: 2)),
            .setModelValue(view: 0, keyPath: "opacity", value: 1),
            .add(view: 0, key: "a", animation: Animation.basic("opacity", from: 0, to: 1, duration: 1)),
            .removeAnimation(view: 0, key: "a"), .removeAllAnimations(view: 0), .setTransactionDuration(0.5), .commit,
            .beginTransaction, .flush, .setCompletionBlock, .clearCompletionBlock, .advance(by: 1), .resignActive,
            .enterBackground, .enterForeground, .becomeActive, .detach(view: 0), .attach(view: 0),
            .technique(TechniqueStep(.pause, view: 0)), .host(.makeWindow), .reentrant(.completionBlock, [.commit]),
        ]
    }

    @Test func everyKindOfStepEqualsItselfAndNoOtherKind() {
        for (index, step) in Self.oneOfEach.enumerated() {
            #expect(step == step, "\(step)")
            for (other, different) in Self.oneOfEach.enumerated() where other != index {
                #expect(step != different, "\(step) == \(different)")
            }
        }
    }

    @Test func whatAScriptWasDrawnFromGoesWithAnyChangeToItsSteps() {
        let drawn = DrawnCase(generator: "g", choices: [1, 2, 3])
        var script: Script = [.makeView(parent: nil), .commit]
        script.drawnFrom = drawn
        script.isGrammarCase = true
        #expect(script.drawnFrom == drawn, "marking a grammar case is no change to the steps")
        #expect(script.withSteps([.commit]).drawnFrom == nil)
        var appended = script
        appended.steps.append(.advance(by: 1))
        #expect(appended.drawnFrom == nil)
        var replaced = script
        replaced.steps[1] = .flush
        #expect(replaced.drawnFrom == nil)
        var assigned = script
        assigned.steps = script.steps
        #expect(assigned.drawnFrom == nil, "even the same steps, assigned, are no longer the draw's")
        #expect(script.drawnFrom == drawn)
    }
}
