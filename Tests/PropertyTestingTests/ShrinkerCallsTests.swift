import Testing

@testable import PropertyTesting

/// The mechanisms that keep the number of property calls low: call accounting, normalisation
/// before testing, the value search from below, groups of equal values, length-prefix deletion
/// and the size ramp.
@Suite struct ShrinkerCallsTests {
    /// A shrinker over bare tapes (no spans), with every bound `bound`.
    func shrinker(
        _ tape: [UInt64], bound: UInt64 = 4_000_000_000, normalize: (([UInt64]) -> [UInt64]?)? = nil,
        _ interesting: @escaping ([UInt64]) -> Bool
    ) -> Shrinker {
        Shrinker(
            initial: ShrinkCandidate(tape: tape, bounds: tape.map { _ in bound }, spans: []),
            maxEvaluations: 1_000, normalize: normalize
        ) { tape in
            interesting(tape) ? ShrinkCandidate(tape: tape, bounds: tape.map { _ in bound }, spans: []) : nil
        }
    }

    @Test func propertyCallsCountEveryRunOfTheProperty() {
        let counter = CallCounter()
        let failing = check(Gen.int(in: 0...1_000_000).array(), configuration: CheckConfiguration(seed: 3)) { xs in
            counter.calls += 1
            return xs.reduce(0, +) < 1_000
        }
        #expect(failing.outcome == .failed)
        #expect(failing.propertyCalls == counter.calls)
        // The generated cases (the failure included), the re-run of the failure, the shrinker's.
        #expect(failing.propertyCalls == failing.casesRun + 1 + failing.shrinkEvaluations)

        counter.calls = 0
        let passing = check(Gen.int(in: 0...9), configuration: CheckConfiguration(seed: 3, cases: 40)) { _ in
            counter.calls += 1
            return true
        }
        #expect(passing.propertyCalls == 40)
        #expect(counter.calls == 40)
    }

    @Test func candidatesTheGeneratorReadsAlikeAreTestedOnce() {
        // The "generator" reads one choice: every tape stands for its first choice alone.
        var tested: [[UInt64]] = []
        let shrinker = shrinker([5, 7, 9], normalize: { [Array($0.prefix(1)).first ?? 0] }) { tape in
            tested.append(tape)
            return tape[0] >= 3
        }
        let result = shrinker.shrink()
        #expect(result.best.tape == [3])
        #expect(tested.allSatisfy { $0.count == 1 })
        #expect(Set(tested).count == tested.count)
        #expect(result.evaluations == tested.count)
    }

    @Test func candidatesTheGeneratorRejectsCostNoTest() {
        var calls = 0
        let shrinker = shrinker([5, 7, 9], normalize: { _ in nil }) { _ in
            calls += 1
            return true
        }
        let result = shrinker.shrink()
        #expect(calls == 0)
        #expect(result.evaluations == 0)
        #expect(result.best.tape == [5, 7, 9])
    }

    @Test func aLargeValueShrinksToASmallThresholdFromBelow() {
        // Interesting: one choice ≥ 9. The search tries 0, 1 (the value is above 2^16), the value
        // below, then 2, 4, 8, 16 and halves between 8 and 16: 12, 10, 9 (10 tests); deleting
        // the choice and stepping 9 down to 7 add 2. Binary search from the top would need 31.
        let result = shrinker([2_000_000_000]) { $0.count == 1 && $0[0] >= 9 }.shrink()
        #expect(result.best.tape == [9])
        #expect(result.evaluations <= 12)
    }

    @Test func alternatingEncodingsShrinkOverValuesOfTheSameParity() {
        // Interesting: an even choice ≥ 10 (as a zigzag integer: a negative value ≤ −5). The
        // value below (odd) fails, two below passes, and the search goes on over even choices.
        let result = shrinker([1_000]) { $0.count == 1 && $0[0] % 2 == 0 && $0[0] >= 10 }.shrink()
        #expect(result.best.tape == [10])
    }

    @Test func equalValuesAreLoweredTogether() {
        // Interesting: two equal choices ≥ 10. Lowering them together costs the search of one
        // value (10 tests); the single-choice and pair passes then fail about ten times more.
        // Lowering one at a time never succeeds, and a binary search from the top costs 31.
        let result = shrinker([2_000_000_000, 2_000_000_000]) { $0.count == 2 && $0[0] == $0[1] && $0[0] >= 10 }
            .shrink()
        #expect(result.best.tape == [10, 10])
        #expect(result.evaluations <= 25)
    }

    @Test func elementsAfterALengthChoiceAreDeletedWithIt() {
        // The length is drawn first, so deleting an element alone shifts the next into its place
        // and pads the end; the minimum, one element of 50, needs the length lowered with it
        // (by the length-prefix deletion, or by delete-and-shift among the costlier passes).
        let gen = Gen.int(in: 1...10).flatMap { count in Gen.int(in: 0...100).array(count: count...count) }
        for seed in 0..<10 {
            let report = check(gen, configuration: CheckConfiguration(seed: UInt64(seed))) { !$0.contains { $0 >= 50 } }
            #expect(report.counterexample == [50])
        }
    }

    @Test func adjacentSiblingsAreDeletedTogether() {
        // Three two-choice elements; interesting when the number of elements is odd. Deleting one
        // element (or chunks of 1 or 2 choices) leaves an even count or a broken element; only
        // deleting two adjacent elements at once reaches one element, which then shrinks to zeros.
        let spans = [
            ChoiceSpan(start: 0, end: 2, depth: 2, kind: .element),
            ChoiceSpan(start: 2, end: 4, depth: 2, kind: .element),
            ChoiceSpan(start: 4, end: 6, depth: 2, kind: .element),
            ChoiceSpan(start: 0, end: 6, depth: 1, kind: .collection),
        ]
        func spansFor(_ tape: [UInt64]) -> [ChoiceSpan] {
            (0..<tape.count / 2).map { ChoiceSpan(start: 2 * $0, end: 2 * $0 + 2, depth: 2, kind: .element) }
                + [ChoiceSpan(start: 0, end: tape.count, depth: 1, kind: .collection)]
        }
        let shrinker = Shrinker(
            initial: ShrinkCandidate(tape: [1, 5, 1, 6, 1, 7], bounds: Array(repeating: 9, count: 6), spans: spans),
            maxEvaluations: 1_000
        ) { tape in
            guard tape.count % 2 == 0, (tape.count / 2) % 2 == 1 else { return nil }
            return ShrinkCandidate(tape: tape, bounds: tape.map { _ in 9 }, spans: spansFor(tape))
        }
        #expect(shrinker.shrink().best.tape == [0, 0])
    }

    @Test func aValueMovesWholeOntoAnUnsetChoiceOfItsBoundButNotOfAnother() {
        // Interesting: choices 0 and 2 (bound 9) sum to 5; choice 1 has bound 3. The smaller
        // tape [0, 0, 5] is reached by moving 5 onto choice 2, of the same bound; no candidate
        // moves value onto choice 1, an unset choice of another bound.
        let bounds: [UInt64] = [9, 3, 9]
        var tested: [[UInt64]] = []
        let shrinker = Shrinker(
            initial: ShrinkCandidate(tape: [5, 0, 0], bounds: bounds, spans: []), maxEvaluations: 1_000
        ) { tape in
            tested.append(tape)
            guard tape.count == 3, tape[0] + tape[2] == 5 else { return nil }
            return ShrinkCandidate(tape: tape, bounds: bounds, spans: [])
        }
        #expect(shrinker.shrink().best.tape == [0, 0, 5])
        #expect(!tested.contains { $0.count == 3 && $0[1] != 0 }, "\(tested)")
    }

    @Test func aFlagHandsItsValueOnToAnUnsetChoice() {
        // A presence flag (bound 1) before a value: [1, 0] and [0, 1] are both interesting, and
        // the second is smaller; only moving the flag's 1 onto the unset value reaches it.
        let bounds: [UInt64] = [1, 9]
        let shrinker = Shrinker(
            initial: ShrinkCandidate(tape: [1, 0], bounds: bounds, spans: []), maxEvaluations: 1_000
        ) { tape in
            guard tape.count == 2, tape[0] + tape[1] == 1 else { return nil }
            return ShrinkCandidate(tape: tape, bounds: bounds, spans: [])
        }
        #expect(shrinker.shrink().best.tape == [0, 1])
    }

    @Test func aSmallRangedCountBeforeADeletedChoiceIsLoweredWithIt() {
        // A count (range 0...5) then that many values; interesting when the count matches and
        // some value is at least 500. Deleting a value alone breaks the count; deleting it and
        // lowering the count keeps it, down to one value, 500.
        var bounds: [UInt64] { [5, 1_000, 1_000, 1_000] }
        let shrinker = Shrinker(
            initial: ShrinkCandidate(tape: [3, 10, 20, 600], bounds: bounds, spans: []), maxEvaluations: 1_000
        ) { tape in
            guard let count = tape.first, count == tape.count - 1, tape.dropFirst().contains(where: { $0 >= 500 })
            else { return nil }
            return ShrinkCandidate(tape: tape, bounds: [5] + tape.dropFirst().map { _ in 1_000 }, spans: [])
        }
        #expect(shrinker.shrink().best.tape == [1, 500])
    }

    @Test func sizesRampOverTheFirstHundredCasesAtMost() {
        var sizes: [Int] = []
        let report = check(Gen { $0.size }, configuration: CheckConfiguration(seed: 1, cases: 1_000)) { size in
            sizes.append(size)
            return true
        }
        #expect(report.passed)
        // Case k (from 0) has size k · 100 / 99 up to 100, then stays at 100.
        #expect(sizes.count == 1_000)
        #expect(sizes[0] == 0 && sizes[50] == 50 && sizes[98] == 98 && sizes[99] == 100)
        #expect(sizes[100...].allSatisfy { $0 == 100 })
    }
}
