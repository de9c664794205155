import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawGen {
    /// A tree of 1...`maxViews` views, a third of the time a chain (each view inside the one
    /// before), and what `body` draws for that many views.
    ///
    /// ``withTree(maxViews:nested:_:)`` parents each view to any earlier one, so its deepest
    /// chain is rare; laws whose rule composes down the tree draw here to reach every depth.
    static func withDeepTree<T>(maxViews: Int, nested: Bool = true, _ body: (_ count: Int) -> Gen<T>) -> Gen<
        ([Step], T)
    > {
        guard nested else { return withTree(maxViews: maxViews, nested: false, body) }
        return dependent(1...maxViews) { count in
            let chain = (0..<count).map { Step.makeView(parent: $0 == 0 ? nil : $0 - 1) }
            let tree = Gen.frequency([(2, treeSteps(count: count, nested: true)), (1, Gen.constant(chain))])
            return Gen.zip(tree, body(count))
        }
    }
}
