import Generators
import MediaTiming
import PropertyTesting
import Scripts
import Testing

/// The grammar draws plain sublayers (`Step.makeSublayer`), under views and under other plain
/// layers, names them in the rules that take a layer, and never in those that need a view.
@Suite struct GrammarSublayerTests {
    /// Which indices of `steps` (top level, in order) are plain layers, given the index space
    /// views and plain layers share; reentries' steps may never run, so they are not counted.
    static func plainLayers(_ steps: [Step]) -> Set<Int> {
        var count = 0
        var plain: Set<Int> = []
        for step in steps {
            switch step {
            case .makeView(let parent):
                if parent.map({ $0 < count && !plain.contains($0) }) ?? true { count += 1 }
            case .host(.makeDetachedView): count += 1
            case .makeSublayer(let parent) where parent < count:
                plain.insert(count)
                count += 1
            default: break
            }
        }
        return plain
    }

    @Test func theGrammarDrawsPlainSublayersAndTargetsThem() {
        var cases = 0
        var withSublayer = 0
        var nested = 0
        var layerStepOnPlain = 0
        var techniqueOnPlain = 0
        var viewStepOnPlain = 0
        let configuration = CheckConfiguration(seed: 0x5EED, cases: 300)
        _ = check(Grammar.scripts(), configuration: configuration) { script in
            cases += 1
            let plain = Self.plainLayers(script.steps)
            if script.steps.contains(where: { if case .makeSublayer = $0 { true } else { false } }) {
                withSublayer += 1
            }
            if script.steps.contains(where: { if case .makeSublayer(let p) = $0 { plain.contains(p) } else { false } })
            {
                nested += 1
            }
            var onPlain = false
            var techniqueOn = false
            for step in script.steps {
                switch step {
                case .setTiming(let v, _), .add(let v, _, _), .setModelValue(let v, _, _), .removeAnimation(let v, _),
                    .removeAllAnimations(let v), .host(.readLayer(let v)):
                    if plain.contains(v) { onPlain = true }
                case .technique(let call) where plain.contains(call.view):
                    if call.operation.needsView { viewStepOnPlain += 1 } else { techniqueOn = true }
                case .detach(let v), .attach(let v), .host(.attach(let v, _)), .host(.query(let v)),
                    .host(.observe(let v?)):
                    if plain.contains(v) { viewStepOnPlain += 1 }
                case .host(.addSubview(let v, let p)):
                    if plain.contains(v) || plain.contains(p) { viewStepOnPlain += 1 }
                default: break
                }
            }
            if onPlain { layerStepOnPlain += 1 }
            if techniqueOn { techniqueOnPlain += 1 }
            return true
        }
        // Every relevant share at the grammar's own bar (5 % of cases, `GrammarReach.gapShare`).
        let bar = Double(cases) * GrammarReach.gapShare
        #expect(Double(withSublayer) >= bar, "\(withSublayer) of \(cases)")
        #expect(nested > 0, "a plain layer under a plain layer: \(nested)")
        #expect(Double(layerStepOnPlain) >= bar, "\(layerStepOnPlain) of \(cases)")
        #expect(techniqueOnPlain > 0, "\(techniqueOnPlain) of \(cases)")
        #expect(viewStepOnPlain == 0)
    }

    @Test func anEngineWithoutNestedLayersIsNeverGivenOne() {
        let gen = Grammar.scripts(capabilities: EngineCapabilities.all.subtracting(.nestedLayers))
        let report = check(gen, configuration: CheckConfiguration(seed: 7, cases: 100)) { script in
            !script.steps.contains { if case .makeSublayer = $0 { true } else { false } }
        }
        #expect(report.outcome == .passed)
    }
}
