import PropertyTesting

extension ShrinkChallenge {
    /// bound5: five Int16 lists, each summing (wrapping) below 256, whose total stays below 1280.
    ///
    /// Minimal: `[-32768]`, `[-1]` and three empty lists, in any order; −32768 + −1 wraps to 32767.
    public static var bound5: ShrinkProblem<[[Int16]]> {
        let list = Gen.int(in: Int(Int16.min)...Int(Int16.max)).map { Int16($0) }.array()
            .filter("each list sums below 256") { wrappingSum($0) < 256 }
        return ShrinkProblem(
            name: "bound5",
            gen: Gen.sequence(Array(repeating: list, count: 5)),
            property: { wrappingSum($0.flatMap { $0 }) < 5 * 256 },
            isMinimal: { lists in
                lists.sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
                    == [[], [], [], [-32768], [-1]]
            }
        )
    }

    /// The wrapping Int16 sum of `values`.
    static func wrappingSum(_ values: [Int16]) -> Int16 {
        values.reduce(0, &+)
    }

    /// coupling: a list of ints in `0..<count` has no `i` with `xs[i] != i` and `xs[xs[i]] == i`.
    ///
    /// The count is drawn first (0...10), then each element in `0..<count`. Minimal `[1, 0]`.
    public static var coupling: ShrinkProblem<[Int]> {
        ShrinkProblem(
            name: "coupling",
            gen: Gen.int(in: 0...10).flatMap { count in
                count == 0 ? Gen.constant([]) : Gen.int(in: 0...(count - 1)).array(count: count...count)
            },
            property: { xs in xs.indices.allSatisfy { i in xs[i] == i || xs[xs[i]] != i } },
            isMinimal: { $0 == [1, 0] }
        )
    }

    /// deletion: removing `xs[i]` once leaves no other copy of it; minimal `([0, 0], 0)`.
    public static var deletion: ShrinkProblem<([Int], Int)> {
        ShrinkProblem(
            name: "deletion",
            gen: Gen.int(in: int32Range).array(count: 1...Int.max).flatMap { xs in
                Gen.int(in: 0...(xs.count - 1)).map { (xs, $0) }
            },
            property: { pair in
                var rest = pair.0
                let removed = rest.remove(at: pair.1)
                return !rest.contains(removed)
            },
            isMinimal: { $0.0 == [0, 0] && $0.1 == 0 }
        )
    }
}
