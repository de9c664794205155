import PropertyTesting

/// The thirteen problems of the shrinking challenge, shared by the tests and the benchmark.
public enum ShrinkChallenge {
    /// The full signed 32-bit range, the challenge's default for "int".
    public static let int32Range = Int(Int32.min)...Int(Int32.max)
    /// The positive 32-bit integers.
    public static let positiveRange = 1...Int(Int32.max)

    /// Every problem, in the order of SHRINKING-CHALLENGE.md.
    public static var all: [AnyShrinkProblem] {
        [
            reverse.erased, bound5.erased, largeUnionList.erased, calculator.erased, lengthList.erased,
            differenceMustNotBeZero.erased, differenceMustNotBeSmall.erased, differenceMustNotBeOne.erased,
            binHeap.erased, coupling.erased, deletion.erased, distinct.erased, nestedLists.erased,
        ]
    }

    /// reverse: a list equals its reverse; minimal `[0, 1]`.
    public static var reverse: ShrinkProblem<[Int]> {
        ShrinkProblem(
            name: "reverse",
            gen: Gen.int(in: int32Range).array(),
            property: { Array($0.reversed()) == $0 },
            isMinimal: { $0 == [0, 1] }
        )
    }

    /// large_union_list: lists of lists hold at most 4 distinct values; minimal `[[0, 1, -1, 2, -2]]`.
    public static var largeUnionList: ShrinkProblem<[[Int]]> {
        ShrinkProblem(
            name: "large_union_list",
            gen: Gen.int(in: int32Range).array().array(),
            property: { Set($0.joined()).count <= 4 },
            isMinimal: { $0 == [[0, 1, -1, 2, -2]] }
        )
    }

    /// lengthlist: n in 1...100, then exactly n ints in 0...1000, all below 900; minimal `[900]`.
    public static var lengthList: ShrinkProblem<[Int]> {
        ShrinkProblem(
            name: "lengthlist",
            gen: Gen.int(in: 1...100).flatMap { count in Gen.int(in: 0...1000).array(count: count...count) },
            property: { ($0.max() ?? 0) < 900 },
            isMinimal: { $0 == [900] }
        )
    }

    /// The generator of two positive 32-bit ints, for the three difference problems.
    static var positivePair: Gen<(Int, Int)> {
        Gen.zip(Gen.int(in: positiveRange), Gen.int(in: positiveRange))
    }

    /// difference_must_not_be_zero: `a < 10 || a != b`; minimal `(10, 10)`.
    public static var differenceMustNotBeZero: ShrinkProblem<(Int, Int)> {
        ShrinkProblem(
            name: "difference_must_not_be_zero",
            gen: positivePair,
            property: { $0.0 < 10 || $0.0 != $0.1 },
            isMinimal: { $0 == (10, 10) }
        )
    }

    /// difference_must_not_be_small: `a < 10 || |a − b| ∉ 1...4`; minimal `(10, 6)`.
    public static var differenceMustNotBeSmall: ShrinkProblem<(Int, Int)> {
        ShrinkProblem(
            name: "difference_must_not_be_small",
            gen: positivePair,
            property: { $0.0 < 10 || !(1...4).contains(abs($0.0 - $0.1)) },
            isMinimal: { $0 == (10, 6) }
        )
    }

    /// difference_must_not_be_one: `a < 10 || |a − b| != 1`; minimal `(10, 9)`.
    public static var differenceMustNotBeOne: ShrinkProblem<(Int, Int)> {
        ShrinkProblem(
            name: "difference_must_not_be_one",
            gen: positivePair,
            property: { $0.0 < 10 || abs($0.0 - $0.1) != 1 },
            isMinimal: { $0 == (10, 9) }
        )
    }

    /// distinct: a list holds fewer than 3 distinct values; minimal `[0, 1, -1]`.
    ///
    /// Choices map to 0, 1, −1, 2, … so `[0, 1, -1]` (choices 0, 1, 2) precedes `[0, 1, 2]`.
    public static var distinct: ShrinkProblem<[Int]> {
        ShrinkProblem(
            name: "distinct",
            gen: Gen.int(in: int32Range).array(),
            property: { Set($0).count < 3 },
            isMinimal: { $0 == [0, 1, -1] || $0 == [0, 1, 2] }
        )
    }

    /// nestedlists: lists of lists of 0 hold at most 10 zeros; minimal eleven zeros in one list.
    public static var nestedLists: ShrinkProblem<[[Int]]> {
        ShrinkProblem(
            name: "nestedlists",
            gen: Gen.constant(0).array().array(),
            property: { $0.reduce(0) { $0 + $1.count } <= 10 },
            isMinimal: { $0 == [Array(repeating: 0, count: 11)] }
        )
    }
}
