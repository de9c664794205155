import Foundation

extension CALayerEngine {
    /// What a description holds that no `CAAnimation` property does: a group's key path, additive
    /// and cumulative flags (properties of `CAPropertyAnimation` only), and the `userInfo`
    /// annotations.
    ///
    /// It travels with the animation under ``key`` by key-value coding, which Core Animation's
    /// animations accept for any key and copy with the animation, so the layer's stored copy, and
    /// the object a delegate callback receives, carry the same extras as the object added. That is
    /// the side table, keyed by the animation object itself: no table to clean up when a copy is
    /// removed, and no reliance on a layer returning the same object on every read.
    final class AnimationExtras: NSObject {
        /// The key-value coding key the extras are stored under.
        static let key = "CALayerEngine.extras"

        /// A group's key path (a `CAAnimationGroup` has none); nil for other kinds, whose own
        /// property holds it.
        let keyPath: String?
        /// A group's `isAdditive`; false for other kinds, whose own property holds it.
        let isAdditive: Bool
        /// A group's `isCumulative`; false for other kinds, whose own property holds it.
        let isCumulative: Bool
        /// The description's annotations.
        let userInfo: [String: String]

        /// Extras with a group's property fields and the annotations.
        init(keyPath: String?, isAdditive: Bool, isCumulative: Bool, userInfo: [String: String]) {
            self.keyPath = keyPath
            self.isAdditive = isAdditive
            self.isCumulative = isCumulative
            self.userInfo = userInfo
        }

        /// Whether the extras hold nothing: no object needs to carry them.
        var isEmpty: Bool { keyPath == nil && !isAdditive && !isCumulative && userInfo.isEmpty }
    }
}
