import Generators
import MediaTiming
import Scripts
import Testing

/// Host steps and the techniques' bookkeeping calls print as Swift that builds the same steps.
@Suite struct ScriptSwiftHostTests {
    /// Each step with the text it prints, typed by hand; the text is also pasted below as code.
    static var printed: [(step: Step, text: String)] {
        [
            (.host(.makeWindow), ".host(.makeWindow)"),
            (.host(.makeDetachedView), ".host(.makeDetachedView)"),
            (.host(.attach(view: 1, window: 2)), ".host(.attach(view: 1, window: 2))"),
            (.host(.addSubview(view: 2, parent: 0)), ".host(.addSubview(view: 2, parent: 0))"),
            (.host(.moveToBackground), ".host(.moveToBackground)"),
            (.host(.moveToForeground), ".host(.moveToForeground)"),
            (.host(.observe(view: nil)), ".host(.observe(view: nil))"),
            (.host(.observe(view: 3)), ".host(.observe(view: 3))"),
            (.host(.observeFrames), ".host(.observeFrames)"),
            (.host(.removeObserver(4)), ".host(.removeObserver(4))"),
            (.host(.cancelObservers), ".host(.cancelObservers)"),
            (.host(.scheduleOnNextTurn), ".host(.scheduleOnNextTurn)"),
            (.host(.endTurn), ".host(.endTurn)"),
            (.host(.query(view: 0)), ".host(.query(view: 0))"),
            (.host(.readLayer(view: 2)), ".host(.readLayer(view: 2))"),
            (.technique(TechniqueStep(.discard, view: 1)), ".technique(TechniqueStep(.discard, view: 1))"),
            (
                .technique(TechniqueStep(.setResumeSpeed(-0.5), view: 1)),
                ".technique(TechniqueStep(.setResumeSpeed(-0.5), view: 1))"
            ),
            (.technique(TechniqueStep(.inspect, view: 2)), ".technique(TechniqueStep(.inspect, view: 2))"),
            (
                .technique(TechniqueStep(.uninstall(key: "r"), view: 0)),
                ".technique(TechniqueStep(.uninstall(key: \"r\"), view: 0))"
            ),
            (
                .technique(TechniqueStep(.reinstallMissing, view: 0)),
                ".technique(TechniqueStep(.reinstallMissing, view: 0))"
            ),
            (
                .technique(TechniqueStep(.reinstallScrubber, view: 0)),
                ".technique(TechniqueStep(.reinstallScrubber, view: 0))"
            ),
            (.technique(TechniqueStep(.invalidate, view: 0)), ".technique(TechniqueStep(.invalidate, view: 0))"),
            (.technique(TechniqueStep(.invalidateAll, view: 0)), ".technique(TechniqueStep(.invalidateAll, view: 0))"),
        ]
    }

    /// The printed text above, pasted as code.
    static var pasted: [Step] {
        [
            .host(.makeWindow), .host(.makeDetachedView), .host(.attach(view: 1, window: 2)),
            .host(.addSubview(view: 2, parent: 0)), .host(.moveToBackground), .host(.moveToForeground),
            .host(.observe(view: nil)), .host(.observe(view: 3)), .host(.observeFrames), .host(.removeObserver(4)),
            .host(.cancelObservers), .host(.scheduleOnNextTurn), .host(.endTurn), .host(.query(view: 0)),
            .host(.readLayer(view: 2)),
            .technique(TechniqueStep(.discard, view: 1)), .technique(TechniqueStep(.setResumeSpeed(-0.5), view: 1)),
            .technique(TechniqueStep(.inspect, view: 2)), .technique(TechniqueStep(.uninstall(key: "r"), view: 0)),
            .technique(TechniqueStep(.reinstallMissing, view: 0)),
            .technique(TechniqueStep(.reinstallScrubber, view: 0)),
            .technique(TechniqueStep(.invalidate, view: 0)), .technique(TechniqueStep(.invalidateAll, view: 0)),
        ]
    }

    @Test func everyNewStepPrintsAsTheCodeThatBuildsIt() {
        for (step, text) in Self.printed { #expect(SwiftLiteral.step(step) == text) }
        #expect(Self.pasted == Self.printed.map(\.step))
        // Distinct steps print apart, so memos keyed by the text never merge two of them.
        #expect(Set(Self.printed.map(\.text)).count == Self.printed.count)
    }
}
