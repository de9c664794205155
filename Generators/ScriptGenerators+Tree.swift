import PropertyTesting

extension ScriptGenerators {
    /// The initial layer tree as ``Step/makeView(parent:)`` steps, depth-first.
    ///
    /// A depth is drawn from ``ScriptOptions/treeDepth``; the window gets a number of root views
    /// from ``ScriptOptions/treeBreadth``, and each view above the drawn depth as many subviews.
    /// The first branch always reaches the drawn depth (when ``ScriptOptions/maxViews`` allows);
    /// the tree stops growing at ``ScriptOptions/maxViews``. One root view is the simplest tree.
    public static func layerTree(_ options: ScriptOptions) -> Gen<[Step]> {
        let options = options.normalized
        let depth = Gen.int(in: options.treeDepth)
        let breadth = Gen.int(in: options.treeBreadth)
        return Gen { testCase in
            let target = try depth.run(testCase)
            var steps: [Step] = []
            func grow(parent: Int?, level: Int) throws {
                guard level <= target, steps.count < options.maxViews else { return }
                let count = try breadth.run(testCase)
                for _ in 0..<count where steps.count < options.maxViews {
                    steps.append(.makeView(parent: parent))
                    try grow(parent: steps.count - 1, level: level + 1)
                }
            }
            try grow(parent: nil, level: 1)
            return steps
        }
    }
}
