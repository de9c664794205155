import MediaTiming
import Scripts

/// An independent model of a script's layer tree and clock, for laws whose expectations follow
/// from the timing formulas alone.
///
/// It mirrors only what the formulas need: each view's parent and layer timing, and the media
/// time. The host's window layer has identity timing, so a root view's parent time is media time.
/// It deliberately does not share code with any engine: it is the oracle the laws hold engines to.
package struct LayerTreeModel {
    /// An empty tree at media time 0.
    package init() {}

    /// One view's part of the model.
    package struct View {
        package var parent: Int?
        package var timing = LayerTiming()
    }

    package private(set) var views: [View] = []
    package private(set) var mediaTime: Double = 0

    /// Applies a step's effect on the tree, the timings and the clock.
    package mutating func apply(_ step: Step) {
        switch step {
        case .makeView(let parent):
            if let parent, !views.indices.contains(parent) { return }
            views.append(View(parent: parent))
        case .setTiming(let view, let timing):
            if views.indices.contains(view), timing.isFinite { views[view].timing = timing }
        case .detach(let view), .attach(let view):
            if views.indices.contains(view) { views[view].parent = nil }
        case .advance(let by):
            if by.isFinite, by >= 0 { mediaTime += by }
        default:
            // Techniques change layer timing too; the laws that use this model exclude them.
            break
        }
    }

    /// The chain from the root down to `view`.
    package func chain(_ view: Int) -> [Int] {
        var chain: [Int] = []
        var current: Int? = view
        while let index = current, views.indices.contains(index), chain.count <= views.count {
            chain.append(index)
            current = views[index].parent
        }
        return chain.reversed()
    }

    /// The view's layer local time at `time` (default: now), by rule 1 down the chain.
    package func localTime(_ view: Int, at time: Double? = nil) -> Double {
        // A view the script never made has no time: NaN, which no engine's value agrees with.
        guard views.indices.contains(view) else { return .nan }
        var t = time ?? mediaTime
        for index in chain(view) { t = views[index].timing.localTime(fromParentTime: t) }
        return t
    }

    /// The product of the speeds from the root down to `view`.
    package func effectiveSpeed(_ view: Int) -> Double {
        chain(view).reduce(1) { $0 * views[$1].timing.speed }
    }

    /// Whether `view` is `ancestor` or inside it.
    package func isInside(_ view: Int, _ ancestor: Int) -> Bool {
        chain(view).contains(ancestor)
    }
}
