import PropertyTesting
import ShrinkChallenge
import Testing

/// Every shrinking-challenge problem shrinks to its exact minimal counterexample.
@Suite struct ShrinkChallengeTests {
    /// Solves `problem` with seeds 0..<3 and returns the counterexamples.
    func counterexamples<Value>(_ problem: ShrinkProblem<Value>) -> [Value?] {
        (0..<3).map { seed in
            check(problem.gen, configuration: CheckConfiguration(seed: UInt64(seed), cases: 1_000), problem.property)
                .counterexample
        }
    }

    @Test func reverse() {
        // The shortest non-palindrome has two different elements; 0 and 1 are the two simplest.
        for value in counterexamples(ShrinkChallenge.reverse) { #expect(value == [0, 1]) }
    }

    @Test func bound5() {
        // −32768 + −1 wraps to 32767 ≥ 1280, each list alone sums below 256.
        for value in counterexamples(ShrinkChallenge.bound5) {
            let lists = value ?? []
            #expect(lists.filter(\.isEmpty).count == 3)
            #expect(Set(lists.filter { !$0.isEmpty }) == [[-32768], [-1]])
        }
    }

    @Test func largeUnionList() {
        // Five distinct values in one list; the five simplest are 0, 1, −1, 2, −2.
        for value in counterexamples(ShrinkChallenge.largeUnionList) { #expect(value == [[0, 1, -1, 2, -2]]) }
    }

    @Test func calculator() {
        // The divisor must be a non-literal expression equal to 0: the smallest is (0 + 0).
        for value in counterexamples(ShrinkChallenge.calculator) {
            #expect(value == .divide(.literal(0), .add(.literal(0), .literal(0))))
        }
    }

    @Test func lengthList() {
        // One element is enough, and 900 is the smallest value that is not below 900.
        for value in counterexamples(ShrinkChallenge.lengthList) { #expect(value == [900]) }
    }

    @Test func differenceMustNotBeZero() {
        // a = 10 is the smallest a ≥ 10; then b = a.
        for value in counterexamples(ShrinkChallenge.differenceMustNotBeZero) {
            #expect(value?.0 == 10 && value?.1 == 10)
        }
    }

    @Test func differenceMustNotBeSmall() {
        // a = 10; the smallest positive b with |10 − b| in 1...4 is 10 − 4 = 6.
        for value in counterexamples(ShrinkChallenge.differenceMustNotBeSmall) {
            #expect(value?.0 == 10 && value?.1 == 6)
        }
    }

    @Test func differenceMustNotBeOne() {
        // a = 10; the smallest positive b with |10 − b| = 1 is 9.
        for value in counterexamples(ShrinkChallenge.differenceMustNotBeOne) {
            #expect(value?.0 == 10 && value?.1 == 9)
        }
    }

    @Test func binHeap() {
        // Wrong list: [0] + traversal of (0, (0), (1)) = [0] + [0, 1, 0], not sorted [0, 0, 0, 1].
        for value in counterexamples(ShrinkChallenge.binHeap) {
            #expect(value == .node(0, .empty, .node(0, .leaf(0), .leaf(1))))
        }
    }

    @Test func coupling() {
        // A two-cycle needs two elements: xs[0] = 1 and xs[1] = 0.
        for value in counterexamples(ShrinkChallenge.coupling) { #expect(value == [1, 0]) }
    }

    @Test func deletion() {
        // A duplicate needs two equal elements; 0 is the simplest, and index 0 the first.
        for value in counterexamples(ShrinkChallenge.deletion) {
            #expect(value?.0 == [0, 0] && value?.1 == 0)
        }
    }

    @Test func distinct() {
        // Three distinct values; the three simplest are 0, 1, −1.
        for value in counterexamples(ShrinkChallenge.distinct) { #expect(value == [0, 1, -1]) }
    }

    @Test func nestedLists() {
        // Eleven zeros; one list costs one stop choice fewer than two lists.
        for value in counterexamples(ShrinkChallenge.nestedLists) {
            #expect(value == [Array(repeating: 0, count: 11)])
        }
    }

    @Test func everyProblemIsListedOnce() {
        // SHRINKING-CHALLENGE.md lists 13 problems.
        let names = ShrinkChallenge.all.map(\.name)
        #expect(names.count == 13)
        #expect(Set(names).count == 13)
    }
}
