import Generators
import MediaTiming
import PropertyTesting
import Testing

@Suite struct ScriptOptionsTests {
    @Test func normalizedBringsEveryFieldIntoRange() {
        let options = ScriptOptions(
            maxViews: 0, treeDepth: 0...0, treeBreadth: -1...0, stepCount: -5...(-1), animationKinds: [],
            techniqueVariants: [], keyPaths: [""], animationKeys: []
        ).normalized
        #expect(options.maxViews == 1)
        #expect(options.treeDepth == 1...1)
        #expect(options.treeBreadth == 1...1)
        #expect(options.stepCount == 1...1)
        #expect(options.animationKinds == [.basic])
        #expect(options.techniqueVariants == ["correct"])
        #expect(options.keyPaths == ["opacity"])
        #expect(options.animationKeys == ["a"])
    }

    @Test func degenerateOptionsStillGenerate() throws {
        let options = ScriptOptions(
            maxViews: -3, treeDepth: 5...5, stepCount: 0...0, stepKinds: [], techniqueOperations: [])
        let script = try ScriptGenerators.script(options).run(TestCase(seed: 1, size: 100))
        #expect(script == [.makeView(parent: nil)])
    }

    @Test func restrictedToNothingDrawsOnlyTheCore() throws {
        let options = ScriptOptions.everything.restricted(to: [])
        #expect(options.animationKinds == [.basic])
        #expect(options.treeDepth == 1...1)
        #expect(!options.allowsNegativeSpeed && !options.allowsAdditive && !options.allowsRetainedAnimations)
        #expect(!options.allowsTimingFunctions && !options.animationTimingEdgeCases)
        let gen = ScriptGenerators.script(options)
        for seed in 1...200 {
            let script = try gen.run(TestCase(seed: UInt64(seed), size: 100))
            for step in script.steps {
                switch step {
                case .makeView(let parent): #expect(parent == nil)
                case .setTiming(_, let timing): #expect(timing.speed >= 0)
                case .add(_, _, let animation):
                    guard case .basic = animation.kind else {
                        Issue.record("not basic: \(animation)")
                        continue
                    }
                    #expect(animation.timing == AnimationTiming(duration: animation.timing.duration))
                    #expect(animation.isRemovedOnCompletion && !animation.isAdditive && animation.timingFunction == nil)
                default: break
                }
            }
        }
    }

    @Test func techniqueStepsCarryTheScriptsVariant() throws {
        var options = ScriptOptions.techniques
        options.techniqueVariants = ["pause.qa1673Verbatim"]
        let gen = ScriptGenerators.script(options)
        var sawTechnique = false
        for seed in 1...100 {
            let script = try gen.run(TestCase(seed: UInt64(seed), size: 100))
            for case .technique(let technique) in script.steps {
                sawTechnique = true
                #expect(technique.variant == "pause.qa1673Verbatim")
            }
        }
        #expect(sawTechnique)
    }
}
