import CoreAnimationFacade

/// What a view's owner can ask about the view and the app: UIKit's `view.window != nil` and
/// `UIApplication.shared.applicationState == .active`.
public protocol CALayerViewContext: AnyObject {
    /// Whether the view is in a window.
    var isInWindow: Bool { get }
    /// Whether the app is active.
    var isAppActive: Bool { get }
}

/// UIKit's view callbacks and application notifications, in the shape a `UIView` subclass and
/// its notification observers receive them: what ``AnimationPreservingLayerView`` and
/// ``LayerAnimationReinstaller`` override.
///
/// The suite delivers them from the run's lifecycle host (UIKitFacade's `UIView` belongs to a
/// session host of its own, so the suite plays UIKit's part here): `willMove(toWindow:)` before
/// the system removes a leaving view's animations, `didMoveToWindow()` after a move, the four
/// notifications around the app's moves (the system's background removal after
/// `didEnterBackground`). Each has a default that does nothing.
public protocol CALayerViewLifecycle: AnyObject {
    /// The view is about to move into a window (`true`) or out of every window (`false`).
    func willMove(toWindow inWindow: Bool)
    /// The view moved into a window (`true`) or out of every window (`false`).
    func didMoveToWindow(_ inWindow: Bool)
    /// `UIApplication.willResignActiveNotification`.
    func applicationWillResignActive()
    /// `UIApplication.didEnterBackgroundNotification`.
    func applicationDidEnterBackground()
    /// `UIApplication.willEnterForegroundNotification`.
    func applicationWillEnterForeground()
    /// `UIApplication.didBecomeActiveNotification`.
    func applicationDidBecomeActive()
}

extension CALayerViewLifecycle {
    /// Does nothing.
    public func willMove(toWindow inWindow: Bool) {}
    /// Does nothing.
    public func didMoveToWindow(_ inWindow: Bool) {}
    /// Does nothing.
    public func applicationWillResignActive() {}
    /// Does nothing.
    public func applicationDidEnterBackground() {}
    /// Does nothing.
    public func applicationWillEnterForeground() {}
    /// Does nothing.
    public func applicationDidBecomeActive() {}
}

/// Keeps a view's animations across the app's trips to the background and the view's trips out
/// of its window: app code in the shape of the seed "Restoring Animations"
/// (`AnimationPreservingView`), written against `CALayer`.
///
/// It stores the view's layer tree on `willResignActive` while the view is in a window and on
/// `willMove(toWindow: nil)`, both before the system removal, and restores it on
/// `didBecomeActive` while the view is in a window and on `didMoveToWindow` into a window while
/// the app is active. The article restores on every return to a window: a view that returns
/// while the app is inactive is restored, the background removal strips the restored copies, and
/// nothing is left to bring back; what is kept then waits for `didBecomeActive` instead.
open class AnimationPreservingLayerView: CALayerViewLifecycle {
    /// The view's layer.
    public let layer: CALayer
    /// The store that keeps the animations.
    public let store: any CALayerAnimationStoring
    /// Where the view and the app stand.
    public let context: any CALayerViewContext

    /// A preserving view of `layer`, keeping its animations in `store`.
    public init(layer: CALayer, store: any CALayerAnimationStoring, context: any CALayerViewContext) {
        self.layer = layer
        self.store = store
        self.context = context
    }

    /// Stores before the system removes the leaving view's animations.
    open func willMove(toWindow inWindow: Bool) {
        if !inWindow { _ = store.store(layer) }
    }

    /// Restores on a return to a window while the app is active.
    open func didMoveToWindow(_ inWindow: Bool) {
        if inWindow && context.isAppActive { _ = store.restore(layer) }
    }

    /// Stores before the app's trip to the background.
    open func applicationWillResignActive() {
        if context.isInWindow { _ = store.store(layer) }
    }

    /// Restores once the app is active again.
    open func applicationDidBecomeActive() {
        if context.isInWindow { _ = store.restore(layer) }
    }
}
