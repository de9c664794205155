import PropertyTesting
import Testing

@Suite struct GenTests {
    /// Generates `count` values of `gen` from seeds 0..<count at growing sizes.
    func samples<Value>(_ gen: Gen<Value>, count: Int = 300) throws -> [Value] {
        try (0..<count).map { try generate(gen, seed: UInt64($0), size: $0 * 100 / count) }
    }

    @Test func integersStayInRangeAndHitBothBounds() throws {
        let values = try samples(Gen.int(in: -3...17))
        #expect(values.allSatisfy { (-3...17).contains($0) })
        #expect(values.contains(-3) && values.contains(17) && values.contains(0))
    }

    @Test func replayingTheRecordedTapeRebuildsTheValue() throws {
        let gen = Gen.zip(Gen.int(in: 0...1_000_000).array(), Gen.double(in: -1...1, specials: [.nan]).optional)
        for seed in 0..<50 {
            let testCase = TestCase(seed: UInt64(seed), size: 80)
            let value = try gen.run(testCase)
            let again = try generate(gen, fromTape: testCase.choices)
            #expect(value.0 == again.0)
            #expect(String(describing: value.1) == String(describing: again.1))
        }
    }

    @Test func emptyChoicesThrowInsteadOfCrashing() {
        let tape: [UInt64] = [0, 0]
        #expect(throws: GenerationError.noOptions(generator: "element(of:)")) {
            try generate(Gen<Int>.element(of: []), fromTape: tape)
        }
        #expect(throws: GenerationError.noOptions(generator: "oneOf")) {
            try generate(Gen<Int>.oneOf([]), fromTape: tape)
        }
        #expect(throws: GenerationError.noOptions(generator: "frequency")) {
            try generate(Gen<Int>.frequency([(0, .constant(1)), (-2, .constant(2))]), fromTape: tape)
        }
    }

    @Test func frequencyShrinksTowardTheFirstPair() throws {
        // Ticket 0 falls in the first weight's bucket [0, 3); ticket 3 in the second's [3, 4).
        let gen = Gen.frequency([(3, .constant("a")), (1, .constant("b"))])
        #expect(try generate(gen, fromTape: [0]) == "a")
        #expect(try generate(gen, fromTape: [3]) == "b")
    }

    @Test func arraysAndSetsRespectTheirCountBounds() throws {
        let arrays = try samples(Gen.int(in: 0...3).array(count: 2...5))
        #expect(arrays.allSatisfy { (2...5).contains($0.count) })
        let sets = try samples(Gen.int(in: 0...100).set(count: 1...4))
        #expect(sets.allSatisfy { (1...4).contains($0.count) })
        // An empty tape stops every optional element: exactly the minimum count.
        #expect(try generate(Gen.int(in: 0...3).array(count: 2...5), fromTape: []) == [0, 0])
    }

    @Test func filterKeepsOnlyAcceptedValues() throws {
        let evens = try samples(Gen.int(in: 0...10).filter({ $0 % 2 == 0 }, maxRetries: 50))
        #expect(evens.allSatisfy { $0 % 2 == 0 })
        // Tape [3, 4]: the first attempt draws 3 (odd, rejected), the second 4 (accepted).
        #expect(try generate(Gen.int(in: 0...10).filter { $0 % 2 == 0 }, fromTape: [3, 4]) == 4)
    }

    @Test func setBelowItsMinimumWithTooFewValuesThrows() {
        // Only two distinct values exist, so a set of three can never be completed.
        #expect(throws: GenerationError.self) {
            _ = try generate(Gen.int(in: 0...1).set(count: 3...3), seed: 1)
        }
    }

    @Test func doublesStayInRangeOrAreSpecial() throws {
        let values = try samples(Gen.double(in: -2...3, specials: [.infinity]))
        #expect(values.allSatisfy { (-2...3).contains($0) || $0 == .infinity })
        #expect(values.contains(.infinity))
        // The empty tape gives the value nearest 0.
        #expect(try generate(Gen.double(in: 1...3), fromTape: []) == 1)
    }

    @Test func recursiveGeneratorsRespectTheirDepth() throws {
        indirect enum Tree {
            case leaf
            case node(Tree, Tree)
            var depth: Int {
                if case let .node(a, b) = self { return 1 + max(a.depth, b.depth) }
                return 0
            }
        }
        let gen = Gen.recursive(maxDepth: 3, leaf: .constant(Tree.leaf)) { child in
            Gen.zip(child, child).map { Tree.node($0.0, $0.1) }
        }
        let trees = try samples(gen)
        #expect(trees.allSatisfy { $0.depth <= 3 })
        #expect(trees.contains { $0.depth == 3 })
    }

    @Test func flatMapDrawsDependOnEarlierDraws() throws {
        let gen = Gen.int(in: 1...5).flatMap { count in Gen.int(in: 0...9).array(count: count...count) }
        // Choice 2 → count 3; then three elements from choices 4, 5 and the exhausted tape (0).
        #expect(try generate(gen, fromTape: [2, 4, 5]) == [4, 5, 0])
    }

    @Test func commandsOnlyDrawEnabledSteps() throws {
        enum Step: Equatable {
            case push(Int)
            case pop
        }
        let gen = Commands.generate(
            initial: 0,
            count: 0...20,
            enabled: { (depth: Int) -> [Gen<Step>] in
                depth == 0 ? [Gen.int(in: 0...9).map(Step.push)] : [Gen.int(in: 0...9).map(Step.push), .constant(.pop)]
            },
            apply: { depth, step in step == .pop ? depth - 1 : depth + 1 }
        )
        for sequence in try samples(gen) {
            var depth = 0
            for step in sequence {
                if step == .pop { #expect(depth > 0) }
                depth += step == .pop ? -1 : 1
            }
        }
        // Shrinking re-derives the steps under the model: a failure needing a pop shrinks to
        // the one-push-one-pop script.
        let report = check(gen, configuration: CheckConfiguration(seed: 3)) { !$0.contains(.pop) }
        #expect(report.counterexample == [.push(0), .pop])
    }

    @Test func drawingIsFastEnoughInAnyBuild() throws {
        // A sanity bound that holds even in debug builds: 100,000 draws make 100,000 choices.
        let gen = Gen.int(in: 0...100)
        let testCase = TestCase(seed: 1, size: 100, maxChoices: 100_000)
        for _ in 0..<100_000 { _ = try gen.run(testCase) }
        #expect(testCase.choices.count == 100_000)
        #expect(throws: GenerationError.overrun(limit: 100_000)) { try gen.run(testCase) }
    }
}
