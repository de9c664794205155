import PropertyTesting

/// A binary min-heap of the binheap problem: empty, or a value over two heaps of values ≥ it.
public indirect enum BinaryHeap: Equatable, Sendable, CustomStringConvertible {
    /// The empty heap.
    case empty
    /// A value with two sub-heaps.
    case node(Int, BinaryHeap, BinaryHeap)

    /// A heap of one value.
    public static func leaf(_ value: Int) -> BinaryHeap {
        .node(value, .empty, .empty)
    }

    /// The values, root first, then the right sub-heap's before the left's (a stack traversal).
    public var values: [Int] {
        var result: [Int] = []
        var stack: [BinaryHeap] = [self]
        while let heap = stack.popLast() {
            if case let .node(value, left, right) = heap {
                result.append(value)
                stack.append(left)
                stack.append(right)
            }
        }
        return result
    }

    /// The skew-heap merge of two heaps.
    public static func merge(_ a: BinaryHeap, _ b: BinaryHeap) -> BinaryHeap {
        guard case let .node(x, left1, right1) = a else { return b }
        guard case let .node(y, left2, right2) = b else { return a }
        return x <= y ? .node(x, merge(right1, b), left1) : .node(y, merge(right2, a), left2)
    }

    /// The buggy sorted list: the root, then the merged rest in traversal (not sorted) order.
    public var wrongSortedValues: [Int] {
        guard case let .node(value, left, right) = self else { return [] }
        return [value] + BinaryHeap.merge(left, right).values
    }

    /// The heap as `(value, left, right)` triples, with `nil` for empty heaps.
    public var description: String {
        switch self {
        case .empty: return "nil"
        case let .node(value, left, right): return "(\(value), \(left), \(right))"
        }
    }
}

extension ShrinkChallenge {
    /// Generates heaps at most `depth` levels deep: the root's value is any 32-bit int, and each
    /// child's value is its parent's plus a non-negative offset.
    ///
    /// Drawing offsets rather than values keeps a shrunk parent's sub-heaps in the same shape:
    /// lowering a parent lowers its descendants with it.
    public static func heaps(depth: Int) -> Gen<BinaryHeap> {
        heaps(above: nil, depth: depth)
    }

    static func heaps(above parent: Int?, depth: Int) -> Gen<BinaryHeap> {
        Gen { testCase in
            try testCase.span(.node) {
                // At the depth limit the presence choice is still drawn (forced to 0), so a
                // sub-tree's tape reads the same wherever the shrinker moves it.
                guard depth > 0 else {
                    _ = try testCase.drawUniform(upTo: 0)
                    return .empty
                }
                guard try testCase.drawWeighted(0.7) else { return .empty }
                let value =
                    try parent.map { $0 + (try Gen.int(in: 0...Int(Int32.max)).run(testCase)) }
                    ?? Gen.int(in: int32Range).run(testCase)
                let left = try heaps(above: value, depth: depth - 1).run(testCase)
                let right = try heaps(above: value, depth: depth - 1).run(testCase)
                return .node(value, left, right)
            }
        }
    }

    /// binheap: the buggy sorted list of a heap equals its sorted values.
    ///
    /// Minimal: `(0, nil, (0, (0, nil, nil), (1, nil, nil)))`. Every heap of at most three values
    /// passes, and in the tape order (present-flag, value, left, right) an empty left sub-heap of the
    /// root comes first; the right sub-heap must then have two children, the later one larger.
    /// Values are drawn as offsets from the parent, which are the values themselves under a root of 0.
    public static var binHeap: ShrinkProblem<BinaryHeap> {
        ShrinkProblem(
            name: "binheap",
            gen: heaps(depth: 6),
            property: { $0.wrongSortedValues == $0.values.sorted() },
            isMinimal: { $0 == .node(0, .empty, .node(0, .leaf(0), .leaf(1))) }
        )
    }
}
