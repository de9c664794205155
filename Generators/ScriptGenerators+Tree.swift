import PropertyTesting
import Scripts

extension ScriptGenerators {
    /// The initial layer tree as ``Step/makeView(parent:)`` steps.
    ///
    /// The tree always holds the complete tree of the lower bounds: `treeBreadth.lowerBound` root
    /// views, each view above level `treeDepth.lowerBound` with `treeBreadth.lowerBound`
    /// subviews, made depth-first. Then optional extra views follow, each placed as a root or
    /// under a view above level `treeDepth.upperBound` with fewer than `treeBreadth.upperBound`
    /// subviews (root views count against the breadth too), up to ``ScriptOptions/maxViews``.
    /// Each extra view is one deletable span of the tape whose simplest placement is a root, so
    /// trees shrink toward the lower bounds: one root view with the defaults.
    public static func layerTree(_ options: ScriptOptions) -> Gen<[Step]> {
        let options = options.normalized
        let depths = options.treeDepth
        let breadths = options.treeBreadth
        let limit = options.maxViews
        return Gen { testCase in
            var parents: [Int?] = []
            var levels: [Int] = []
            var childCounts: [Int] = []
            var roots = 0
            func make(under parent: Int?) {
                parents.append(parent)
                childCounts.append(0)
                if let parent {
                    levels.append(levels[parent] + 1)
                    childCounts[parent] += 1
                } else {
                    levels.append(1)
                    roots += 1
                }
            }
            func grow(under parent: Int?, level: Int) {
                guard level <= depths.lowerBound else { return }
                for _ in 0..<breadths.lowerBound where parents.count < limit {
                    make(under: parent)
                    grow(under: parents.count - 1, level: level + 1)
                }
            }
            grow(under: nil, level: 1)
            let probability = min(0.75, 0.3 + Double(testCase.size) / 250)
            while parents.count < limit {
                var candidates: [Int?] = roots < breadths.upperBound ? [nil] : []
                for view in parents.indices
                where levels[view] < depths.upperBound && childCounts[view] < breadths.upperBound {
                    candidates.append(view)
                }
                if candidates.isEmpty { break }
                let placed = try testCase.span(.element) { () -> Bool in
                    guard try testCase.drawWeighted(probability) else { return false }
                    make(under: try GeneratorKit.element(candidates, testCase))
                    return true
                }
                if !placed { break }
            }
            return parents.map { Step.makeView(parent: $0) }
        }
    }
}
