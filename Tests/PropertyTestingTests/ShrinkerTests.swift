import PropertyTesting
import Testing

@Suite struct ShrinkerTests {
    @Test func shortlexOrdersByLengthThenLexicographically() {
        #expect(shortlexPrecedes([9], [0, 0]))
        #expect(shortlexPrecedes([0, 5], [1, 0]))
        #expect(!shortlexPrecedes([1, 0], [1, 0]))
        #expect(!shortlexPrecedes([0, 0, 0], [5]))
    }

    @Test func returnsTheOriginalWhenNothingSmallerIsInteresting() {
        let initial = ShrinkCandidate(tape: [3, 1], bounds: [9, 9], spans: [])
        let shrinker = Shrinker(initial: initial, maxEvaluations: 100) { tape in
            tape == [3, 1] ? initial : nil
        }
        let result = shrinker.shrink()
        #expect(result.best == initial)
        #expect(result.original == initial)
        #expect(!result.budgetExhausted)
    }

    @Test func findsTheSmallestTapeAboveAThreshold() {
        // Interesting: the choices sum to at least 100. The shortlex minimum is one choice, 100.
        let shrinker = Shrinker(
            initial: ShrinkCandidate(tape: [70, 80, 90], bounds: [1_000, 1_000, 1_000], spans: []),
            maxEvaluations: 1_000
        ) { tape in
            tape.reduce(0, +) >= 100 ? ShrinkCandidate(tape: tape, bounds: tape.map { _ in 1_000 }, spans: []) : nil
        }
        #expect(shrinker.shrink().best.tape == [100])
    }

    @Test func isDeterministicAndRespectsItsBudget() {
        func make(_ budget: Int) -> Shrinker {
            Shrinker(
                initial: ShrinkCandidate(tape: [70, 80, 90], bounds: [1_000, 1_000, 1_000], spans: []),
                maxEvaluations: budget
            ) { tape in
                tape.reduce(0, +) >= 100 ? ShrinkCandidate(tape: tape, bounds: tape.map { _ in 1_000 }, spans: []) : nil
            }
        }
        let first = make(5).shrink()
        let second = make(5).shrink()
        #expect(first == second)
        #expect(first.evaluations == 5)
        #expect(first.budgetExhausted)
    }
}
