import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// Small generators the laws compose into targeted scripts.
///
/// Values are drawn from short lists ordered simplest first (choice 0 is the simplest), made of
/// binary fractions so that the formulas are exact in floating point and shrunk scripts read well.
enum LawGen {
    /// A layer speed: 1, 2, 0.5, 3, then 0 and −1 when allowed.
    static func speed(allowZero: Bool, allowNegative: Bool) -> Gen<Double> {
        var speeds: [Double] = [1, 2, 0.5, 3]
        if allowZero { speeds.append(0) }
        if allowNegative { speeds += [-1, -0.5] }
        return Gen.element(of: speeds)
    }

    /// Layer timing with Core Animation's edge cases weighted in.
    static func layerTiming(allowZero: Bool = true, allowNegative: Bool = false) -> Gen<LayerTiming> {
        Gen.zip(
            Gen.element(of: [0, 1, -1, 0.5, 2, -2.5]),
            speed(allowZero: allowZero, allowNegative: allowNegative),
            Gen.element(of: [0, 1, 0.5, 2, -1, 3])
        ).map { LayerTiming(beginTime: $0.0, speed: $0.1, timeOffset: $0.2) }
    }

    /// A clock step: 0, a quarter, a half, one, and a few longer ones.
    static var delta: Gen<Double> { Gen.element(of: [0.5, 0, 0.25, 1, 1.5, 2, 0.75, 3, 5]) }

    /// A small value for from/to/by and model values.
    static var value: Gen<Double> { Gen.element(of: [0, 1, 2, -1, 4, 0.5, 10, -3]) }

    /// A duration that is exact in binary.
    static var duration: Gen<Double> { Gen.element(of: [1, 2, 0.5, 4, 0.25]) }

    /// A draw of a small integer in `range` followed by a generator that depends on it; the
    /// dependent generators are built once, up front, rather than on every case.
    static func dependent<T>(_ range: ClosedRange<Int>, _ make: (Int) -> Gen<T>) -> Gen<T> {
        let table = range.map(make)
        return Gen.int(in: range).flatMap { table[$0 - range.lowerBound] }
    }

    /// `makeView` steps for a tree of exactly `count` views, each parented to an earlier one or a root.
    static func treeSteps(count: Int, nested: Bool = true) -> Gen<[Step]> {
        Gen.sequence(
            (0..<count).map { index -> Gen<Step> in
                guard nested, index > 0 else { return Gen.constant(.makeView(parent: nil)) }
                return Gen.int(in: -1...(index - 1)).map { $0 < 0 ? .makeView(parent: nil) : .makeView(parent: $0) }
            })
    }

    /// A tree of 1...`maxViews` views and what `body` draws for that many views.
    static func withTree<T>(maxViews: Int, nested: Bool = true, _ body: (_ count: Int) -> Gen<T>) -> Gen<([Step], T)> {
        dependent(1...maxViews) { count in Gen.zip(treeSteps(count: count, nested: nested), body(count)) }
    }

    /// Maybe a `setTiming` step for each of `count` views; a view left out keeps the default
    /// timing, so identity timings shrink away instead of printing as no-op steps.
    static func timings(count: Int, _ timing: Gen<LayerTiming>) -> Gen<[Step]> {
        Gen.sequence((0..<count).map { view in timing.optional.map { $0.map { Step.setTiming(view: view, $0) } } })
            .map { $0.compactMap { $0 } }
    }

    /// A view index below `count`.
    static func view(below count: Int) -> Gen<Int> { Gen.int(in: 0...(max(count, 1) - 1)) }

    /// A basic animation of `keyPath` with both endpoints set, linear, one iteration.
    static func fromTo(_ keyPath: String) -> Gen<Animation> {
        Gen.zip(value, value, duration).map { from, to, duration in
            Animation.basic(keyPath, from: from, to: to == from ? from + 1 : to, duration: duration)
        }
    }
}
