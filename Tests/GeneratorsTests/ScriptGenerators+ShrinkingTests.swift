import Generators
import MediaTiming
import PropertyTesting
import ReferenceEngine
import Scripts
import Testing

@Suite struct ScriptGeneratorsShrinkingTests {
    /// Whether some view holds an animation longer than 1 s while the clock is past 2 s.
    static func holdsLongAnimationLate(_ script: Script) -> Bool {
        var found = false
        _ = ScriptDriver.run(script, on: ReferenceEngine()) { _, host, views in
            guard host.engine.mediaTime > 2 else { return }
            for view in views {
                for key in host.engine.animationKeys(of: view.layer) {
                    if let stored = host.engine.animation(forKey: key, of: view.layer), stored.timing.duration > 1 {
                        found = true
                    }
                }
            }
        }
        return found
    }

    static func isMultipleOfHalf(_ value: Double) -> Bool { (value * 2).rounded() == value * 2 }

    @Test func longAnimationLateShrinksToFewStepsWithRoundNumbers() throws {
        let report = check(
            ScriptGenerators.script(.everything), configuration: CheckConfiguration(seed: 11, cases: 300)
        ) {
            !Self.holdsLongAnimationLate($0)
        }
        #expect(report.outcome == .failed)
        let script = try #require(report.counterexample)
        // The least that can fail: a view, an animation of duration > 1, and a clock past 2 (three
        // steps), or four when the shrinker keeps one more (a commit, or a second advance).
        #expect(script.steps.count <= 4, "\(script.swiftSource())")
        for step in script.steps {
            switch step {
            case .advance(let by): #expect(Self.isMultipleOfHalf(by), "advance by \(by)")
            case .add(_, _, let animation): #expect(Self.isMultipleOfHalf(animation.timing.duration))
            default: break
            }
        }
        // Still failing, and every step valid: no note from the driver.
        #expect(Self.holdsLongAnimationLate(script))
        let trace = ScriptDriver.run(script, on: ReferenceEngine())
        #expect(trace.steps.allSatisfy { $0.note == nil }, "\(trace.table(script: script))")
    }

    @Test func attachShrinksToMakeDetachAttach() throws {
        let report = check(ScriptGenerators.script(.lifecycle), configuration: CheckConfiguration(seed: 5, cases: 300))
        { script in
            !script.steps.contains { if case .attach = $0 { return true } else { return false } }
        }
        #expect(report.outcome == .failed)
        // Views start in the window, so attach needs a detach first: three steps, view 0.
        let expected: Script = [.makeView(parent: nil), .detach(view: 0), .attach(view: 0)]
        #expect(report.counterexample == expected, "\(report.counterexample?.swiftSource() ?? "none")")
    }

    @Test func removalShrinksToAnAddedKey() throws {
        let report = check(ScriptGenerators.script(.animations), configuration: CheckConfiguration(seed: 3, cases: 300))
        { script in
            !script.steps.contains { if case .removeAnimation = $0 { return true } else { return false } }
        }
        #expect(report.outcome == .failed)
        // A removal may only name a key added before: view, add under the first key, remove it.
        let script = try #require(report.counterexample)
        #expect(script.steps.count == 3, "\(script.swiftSource())")
        if script.steps.count == 3 {
            #expect(script.steps[0] == .makeView(parent: nil))
            guard case .add(0, "a", let animation) = script.steps[1] else {
                Issue.record("expected an add, got \(script.steps[1])")
                return
            }
            #expect(
                animation
                    == Animation(
                        keyPath: "opacity", kind: .basic(BasicValues(from: 0, to: 0)),
                        timing: AnimationTiming(duration: 1)))
            #expect(script.steps[2] == .removeAnimation(view: 0, key: "a"))
        }
    }

    @Test func foregroundShrinksThroughTheWholeStateMachine() throws {
        let report = check(ScriptGenerators.script(.lifecycle), configuration: CheckConfiguration(seed: 9, cases: 300))
        { script in
            !script.steps.contains(.enterForeground)
        }
        #expect(report.outcome == .failed)
        // Foreground only from background, background only from inactive: a view, then three transitions.
        let expected: Script = [.makeView(parent: nil), .resignActive, .enterBackground, .enterForeground]
        #expect(report.counterexample == expected, "\(report.counterexample?.swiftSource() ?? "none")")
    }

    @Test func resumeShrinksToPauseThenResume() throws {
        var options = ScriptOptions.techniques
        options.techniqueVariants = ["correct"]
        let report = check(ScriptGenerators.script(options), configuration: CheckConfiguration(seed: 4, cases: 300)) {
            script in
            !script.steps.contains { step in
                if case .technique(let technique) = step, technique.operation == .resume { return true }
                return false
            }
        }
        #expect(report.outcome == .failed)
        let expected: Script = [
            .makeView(parent: nil), .technique(TechniqueStep(.pause, view: 0)),
            .technique(TechniqueStep(.resume, view: 0)),
        ]
        #expect(report.counterexample == expected, "\(report.counterexample?.swiftSource() ?? "none")")
    }
}
