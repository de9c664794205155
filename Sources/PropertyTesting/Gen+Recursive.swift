extension Gen {
    /// Generates recursive values: a leaf, or a branch built from smaller values, to `maxDepth`.
    ///
    /// `branch` receives the generator of the next level down and returns the branching
    /// generator. At each level a choice picks the leaf (0, the shrink target) or a branch (one
    /// time in two when random); at depth `maxDepth` only leaves are drawn (the choice is still recorded, forced to 0), which
    /// bounds the size.
    public static func recursive(
        maxDepth: Int,
        leaf: Gen<Value>,
        branch: @escaping (Gen<Value>) -> Gen<Value>
    ) -> Gen<Value> {
        // The deepest level still draws its leaf-or-branch choice (forced to 0), so a sub-tree's
        // tape reads the same at any depth and the shrinker can move sub-trees up.
        var level = Gen { testCase in
            try testCase.span(.node) {
                _ = try testCase.drawUniform(upTo: 0)
                return try leaf.run(testCase)
            }
        }
        for _ in 0..<Swift.max(0, maxDepth) {
            let child = level
            let branching = branch(child)
            level = Gen { testCase in
                try testCase.span(.node) {
                    try testCase.drawWeighted(0.5) ? try branching.run(testCase) : try leaf.run(testCase)
                }
            }
        }
        return level
    }
}
