import Generators
import PropertyTesting
import Scripts
import Testing

@Suite struct ScriptGeneratorsTreeTests {
    @Test func fixedDepthAndBreadthGiveTheFullTreeDepthFirst() throws {
        let options = ScriptOptions(maxViews: 10, treeDepth: 2...2, treeBreadth: 2...2)
        // Two roots, each with two subviews, depth-first: 0, its children 1 and 2, root 3, its 4 and 5.
        let expected: [Step] = [
            .makeView(parent: nil), .makeView(parent: 0), .makeView(parent: 0),
            .makeView(parent: nil), .makeView(parent: 3), .makeView(parent: 3),
        ]
        #expect(try ScriptGenerators.layerTree(options).run(TestCase(seed: 7, size: 100)) == expected)
    }

    @Test func maxViewsCapsTheTree() throws {
        let options = ScriptOptions(maxViews: 4, treeDepth: 2...2, treeBreadth: 2...2)
        // The first four of the full tree above.
        let expected: [Step] = [
            .makeView(parent: nil), .makeView(parent: 0), .makeView(parent: 0), .makeView(parent: nil),
        ]
        #expect(try ScriptGenerators.layerTree(options).run(TestCase(seed: 7, size: 100)) == expected)
    }

    @Test func randomTreesRespectTheirRanges() throws {
        let options = ScriptOptions(maxViews: 6, treeDepth: 1...3, treeBreadth: 1...2)
        for seed in 1...300 {
            let steps = try ScriptGenerators.layerTree(options).run(TestCase(seed: UInt64(seed), size: 100))
            #expect(!steps.isEmpty && steps.count <= 6)
            var depths: [Int] = []
            for (index, step) in steps.enumerated() {
                guard case .makeView(let parent) = step else {
                    Issue.record("not a makeView step: \(step)")
                    continue
                }
                if let parent {
                    #expect(parent < index)
                    depths.append(depths[parent] + 1)
                } else {
                    depths.append(1)
                }
            }
            #expect(depths.allSatisfy { $0 <= 3 })
        }
    }
}
