import Generators
import MediaTiming
import PropertyTesting
import Testing

/// Choice 0 everywhere (an empty tape) must give each generator's simplest value.
@Suite struct ScriptGeneratorsSimplestTests {
    private func simplest<Value>(_ gen: Gen<Value>) throws -> Value {
        try gen.run(TestCase(replaying: []))
    }

    @Test func layerTimingIsIdentity() throws {
        // Every weighted pick takes its first branch: beginTime 0, speed 1, timeOffset 0.
        #expect(try simplest(ScriptGenerators.layerTiming(.everything)) == LayerTiming())
    }

    @Test func animationTimingIsOneSecondWithDefaults() throws {
        // The duration ladder starts at 1; every other property takes Core Animation's default.
        #expect(try simplest(ScriptGenerators.animationTiming(.everything)) == AnimationTiming(duration: 1))
    }

    @Test func animationIsABasicZeroToZeroOfTheFirstKeyPath() throws {
        let expected = Animation(
            keyPath: "opacity", kind: .basic(BasicValues(from: 0, to: 0)), timing: AnimationTiming(duration: 1))
        #expect(try simplest(ScriptGenerators.animation(.everything)) == expected)
    }

    @Test func numbersShrinkToZero() throws {
        #expect(try simplest(ScriptGenerators.halves(upTo: 4)) == 0)
        #expect(try simplest(ScriptGenerators.signedHalves(upTo: 4)) == 0)
        #expect(try simplest(ScriptGenerators.smallInteger(upTo: 10)) == 0)
        #expect(try simplest(ScriptGenerators.ladder([1, 2, 3])) == 1)
    }

    @Test func scriptIsOneRootView() throws {
        // Depth 1 (lowest of 1...3), breadth 1 (lowest of 1...2): one root view; the step
        // sequence may stop at once because 1 step already meets the lower bound of 1...30.
        #expect(try simplest(ScriptGenerators.script(.everything)) == [.makeView(parent: nil)])
    }

    @Test func halvesAreHalves() throws {
        // Replaying choice 3 on the zigzag mapping of 0...8 gives 3 (no values below 0), so 3/2.
        let value = try ScriptGenerators.halves(upTo: 4).run(TestCase(replaying: [3]))
        #expect(value == 1.5)
    }
}
