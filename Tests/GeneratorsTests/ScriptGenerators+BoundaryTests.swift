import Generators
import MediaTiming
import PropertyTesting
import ReferenceEngine
import Scripts
import Testing

@Suite struct ScriptGeneratorsBoundaryTests {
    /// A view with a committed animation of duration 0.75 repeated 3 times, stamped at 0.
    static var prefix: Script {
        var animation = Animation.basic("opacity", from: 0, to: 1, duration: 0.75)
        animation.timing.repeatCount = 3
        return [.makeView(parent: nil), .add(view: 0, key: "a", animation: animation), .commit]
    }

    @Test func advancesAimAtTheAnimationsBoundaryInstants() throws {
        let gen = ScriptGenerators.steps(after: Self.prefix, ScriptOptions(stepKinds: [.advance]), count: 1...1)
        var amounts = Set<Double>()
        for seed in 1...300 {
            for case .advance(let by) in try gen.run(TestCase(seed: UInt64(seed), size: 100)) { amounts.insert(by) }
        }
        // Cycles end at 0.75 and 1.5, the active duration 0.75·3 = 2.25 ends at 2.25. 0.75 and 2.25
        // are not halves, so only the boundary branch draws them.
        #expect(amounts.contains(0.75))
        #expect(amounts.contains(2.25))
        #expect(
            amounts.allSatisfy { ($0 * 2).rounded() == $0 * 2 || [0.75, 2.25].contains($0) }, "\(amounts.sorted())")
    }

    @Test func theActiveEndInstantIsWhereTheEngineCompletesTheCopy() {
        // The copy added at step 1 stops finished exactly at 2.25, not a frame before.
        let stopped = CallbackRecord(copy: 1, view: 0, key: "a", kind: .didStop(finished: true))
        let atEnd = ScriptDriver.run(Script(Self.prefix.steps + [.advance(by: 2.25)]), on: ReferenceEngine())
        #expect(atEnd.steps[3].callbacks.contains(stopped))
        let before = ScriptDriver.run(Script(Self.prefix.steps + [.advance(by: 2)]), on: ReferenceEngine())
        #expect(!before.steps[3].callbacks.contains(stopped))
        #expect(
            ScriptGenerators.labels(of: Script(Self.prefix.steps + [.advance(by: 2.25)])).contains("boundary=activeEnd")
        )
    }
}
