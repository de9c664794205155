import Foundation
import MediaTiming

#if CALAYERENGINE_OWN_NAMES
// Core Animation's names are the module's own: a target that compiles these files beside its
// `typealias`es of another module's names (Examples/LiteCA).
#elseif canImport(QuartzCore)
import QuartzCore
#else
import CoreAnimationFacade
#endif

extension CALayerEngine {
    /// The `CAAnimationDelegate` of an animation the engine adds: it tells the description's
    /// delegate, with the stored copy as a description.
    ///
    /// Core Animation holds an animation's delegate strongly and copies the reference with the
    /// animation, so every copy (the layer's stored one included) holds this bridge, and the bridge
    /// holds the description's delegate: the contract's "held strongly by every copy", kept by
    /// Core Animation itself.
    final class DelegateBridge: NSObject, CAAnimationDelegate {
        /// The description's delegate.
        let delegate: any AnimationDelegate

        /// A bridge to `delegate`.
        init(_ delegate: any AnimationDelegate) { self.delegate = delegate }

        /// Tells the delegate that the stored copy `anim` started.
        func animationDidStart(_ anim: CAAnimation) {
            delegate.animationDidStart(CALayerEngine.description(of: anim))
        }

        /// Tells the delegate that the stored copy `anim` stopped.
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            delegate.animationDidStop(CALayerEngine.description(of: anim), finished: flag)
        }
    }
}
