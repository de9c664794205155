import Generators
import MediaTiming
import PropertyTesting
import Scripts
import Testing

/// The grammar draws the technique variant it is given, at the top level and inside reentries.
@Suite struct GrammarVariantTests {
    /// Every technique step of a script, reentries' included.
    static func techniqueSteps(_ steps: [Step]) -> [TechniqueStep] {
        steps.flatMap { step -> [TechniqueStep] in
            switch step {
            case .technique(let technique): return [technique]
            case .reentrant(_, let inner): return techniqueSteps(inner)
            default: return []
            }
        }
    }

    @Test func everyTechniqueStepUsesTheVariant() {
        var drawn = (top: 0, inside: 0)
        let variant = "pause.qa1673Verbatim"
        _ = check(Grammar.cases(variant: variant), configuration: CheckConfiguration(seed: 11, cases: 200)) {
            drawnCase in
            let steps = Self.techniqueSteps(drawnCase.script.steps)
            #expect(steps.allSatisfy { $0.variant == variant })
            drawn.top += drawnCase.script.steps.filter { if case .technique = $0 { true } else { false } }.count
            drawn.inside += steps.count
            return true
        }
        // Technique steps were drawn at the top level and inside reentries.
        #expect(drawn.top > 100)
        #expect(drawn.inside > drawn.top)
    }

    /// The default is the correct variant, and the same seed draws the same commands whatever the
    /// variant: only the name the technique steps carry differs.
    @Test func theVariantChangesOnlyTheName() throws {
        let configuration = CheckConfiguration(seed: 12, cases: 60)
        var correct: [[GrammarRule]] = []
        var named: [[GrammarRule]] = []
        _ = check(Grammar.cases(), configuration: configuration) { drawnCase in
            #expect(Self.techniqueSteps(drawnCase.script.steps).allSatisfy { $0.variant == "correct" })
            correct.append(drawnCase.commands.map(\.rule))
            return true
        }
        _ = check(Grammar.cases(variant: "store.overwritingStore"), configuration: configuration) { drawnCase in
            named.append(drawnCase.commands.map(\.rule))
            return true
        }
        #expect(correct == named)
        #expect(correct.contains { !$0.isEmpty })
    }
}
