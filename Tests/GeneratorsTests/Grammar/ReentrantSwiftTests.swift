import Generators
import MediaTiming
import Scripts
import Testing

/// Reentrant steps print as Swift that rebuilds them: a nested literal, one step a line, numbered.
@Suite struct ReentrantSwiftTests {
    @Test func reentrantStepPrintsAsANestedLiteral() {
        let script: Script = [
            .makeView(parent: nil),
            .reentrant(
                .didStop(view: 0, key: "a"),
                [.commit, .reentrant(.appNotification("didEnterBackground"), [.host(.query(view: 0))])]),
            .advance(by: 1),
        ]
        let expected = """
            let script: Script = [
                .makeView(parent: nil),  // 0
                // 1: the driver runs these steps inside animationDidStop(_:finished:) of v0's copy under "a".
                .reentrant(
                    .didStop(view: 0, key: "a"),
                    [
                        .commit,  // 3
                        // 4: the driver runs these steps inside an app observer's handler for didEnterBackground.
                        .reentrant(
                            .appNotification("didEnterBackground"),
                            [
                                .host(.query(view: 0)),  // 5
                            ]),
                    ]),
                .advance(by: 1),  // 2
            ]
            let trace = ScriptDriver.run(script, on: ReferenceEngine())
            """
        #expect(script.swiftSource() == expected)
    }

    /// The printed text above, pasted as code: it compiles and builds the same script.
    @Test func printedTextCompilesToTheSameScript() {
        let script: Script = [
            .makeView(parent: nil),  // 0
            // 1: the driver runs these steps inside animationDidStop(_:finished:) of v0's copy under "a".
            .reentrant(
                .didStop(view: 0, key: "a"),
                [
                    .commit,  // 3
                    // 4: the driver runs these steps inside an app observer's handler for didEnterBackground.
                    .reentrant(
                        .appNotification("didEnterBackground"),
                        [
                            .host(.query(view: 0))  // 5
                        ]),
                ]),
            .advance(by: 1),  // 2
        ]
        #expect(script.steps.count == 3)
        #expect(
            script.steps[1]
                == .reentrant(
                    .didStop(view: 0, key: "a"),
                    [.commit, .reentrant(.appNotification("didEnterBackground"), [.host(.query(view: 0))])]))
    }

    @Test func everyTriggerPrintsAsItsInitializer() {
        let printed: [(ReentryTrigger, String)] = [
            (.didStart(view: 1, key: "k"), ".didStart(view: 1, key: \"k\")"),
            (.didStop(view: 0, key: "a"), ".didStop(view: 0, key: \"a\")"),
            (.completionBlock, ".completionBlock"),
            (.nextTurn, ".nextTurn"),
            (.appNotification("willResignActive"), ".appNotification(\"willResignActive\")"),
            (.windowMove(view: 2, didMove: true), ".windowMove(view: 2, didMove: true)"),
            (.frame, ".frame"),
        ]
        for (trigger, text) in printed { #expect(SwiftLiteral.reentryTrigger(trigger) == text) }
        #expect(
            SwiftLiteral.step(.reentrant(.frame, [.commit, .advance(by: 0.5)]))
                == ".reentrant(.frame, [.commit, .advance(by: 0.5)])")
        #expect(Step.reentrant(.nextTurn, [.commit]).summary == "on next turn: [commit]")
    }
}
