import CoreAnimationFacade

/// Adds a view's running animations again when the view returns to a window or the app to the
/// foreground: app code in the shape of the seed "アニメーションを止めるな！" (`IndicatorView`),
/// written against `CALayer`.
///
/// Before each system removal (`willMove(toWindow: nil)`, `didEnterBackground` while in a window)
/// it notes which installed animations are running; on a return to a window, and on
/// `willEnterForeground` while in one, it adds those that are missing again, as they were given,
/// so they restart. The article re-adds whenever its `isAnimating` flag is set, which a finished
/// animation leaves set, so a one-shot that completed before the trip plays again: this one
/// notes only animations whose active period has not ended.
open class LayerAnimationReinstaller: CALayerViewLifecycle {
    /// One installed animation.
    struct Installed {
        let layer: CALayer
        let key: String
        let animation: CAAnimation
        /// The copy on the layer at a removal since the last re-add, if it was running.
        var removedCopy: CAAnimation?
        /// The media time of the last add: once the clock has moved past it, the add's commit
        /// has stamped the copy's begin time.
        var addedAt: CFTimeInterval
    }

    /// The view's layer.
    public let layer: CALayer
    /// Where the view stands.
    public let context: any CALayerViewContext
    /// The installed animations in installation order.
    private var installed: [Installed] = []

    /// A reinstaller for the view whose layer is `layer`.
    public init(layer: CALayer, context: any CALayerViewContext) {
        self.layer = layer
        self.context = context
    }

    /// Adds `anim` under `key` to `layer` (the view's when `nil`) and remembers it.
    open func install(_ anim: CAAnimation, forKey key: String, on layer: CALayer? = nil) {
        let layer = layer ?? self.layer
        layer.add(anim, forKey: key)
        forget(layer, key)
        installed.append(Installed(layer: layer, key: key, animation: anim, addedAt: CACurrentMediaTime()))
    }

    /// Removes the animation under `key` from `layer` (the view's when `nil`) and forgets it.
    open func uninstall(forKey key: String, on layer: CALayer? = nil) {
        let layer = layer ?? self.layer
        layer.removeAnimation(forKey: key)
        forget(layer, key)
    }

    /// Adds again each animation that was running at the last removal and is missing; how many.
    @discardableResult
    open func reinstallMissing() -> Int {
        var count = 0
        for index in installed.indices {
            guard installed[index].removedCopy != nil else { continue }
            installed[index].removedCopy = nil
            let item = installed[index]
            guard !(item.layer.animationKeys() ?? []).contains(item.key) else { continue }
            item.layer.add(item.animation, forKey: item.key)
            installed[index].addedAt = CACurrentMediaTime()
            count += 1
        }
        return count
    }

    /// Notes which installed animations are running now, adding to what earlier removals noted.
    open func noteRunning() {
        for index in installed.indices where installed[index].removedCopy == nil {
            let item = installed[index]
            installed[index].removedCopy = runningCopy(
                item.layer.animation(forKey: item.key), of: item.animation, on: item.layer, addedAt: item.addedAt)
        }
    }

    /// The copy of the installed `anim` that runs on `layer` now, given the layer's `copy` under
    /// its key (`nil` when there is none): `nil` when the animation does not run.
    ///
    /// A copy whose active period has ended does not run, though it may still be on the layer. A
    /// zero begin time while the clock has not moved since the add (`addedAt`) may be one the
    /// commit has not stamped yet: that copy has not started, so it runs.
    open func runningCopy(_ copy: CAAnimation?, of anim: CAAnimation, on layer: CALayer, addedAt: CFTimeInterval)
        -> CAAnimation?
    {
        guard let copy else { return nil }
        let beginIsFinal = CACurrentMediaTime() > addedAt || copy.beginTime != 0
        return beginIsFinal && Self.hasCompleted(copy, on: layer) ? nil : copy
    }

    /// Whether `copy`'s active period on `layer` has ended.
    public static func hasCompleted(_ copy: CAAnimation, on layer: CALayer) -> Bool {
        let cycle = copy.duration * (copy.autoreverses ? 2 : 1)
        let total: CFTimeInterval
        if copy.repeatDuration > 0 {
            total = copy.repeatDuration
        } else if copy.repeatCount >= .greatestFiniteMagnitude {
            return false
        } else {
            total = cycle * (copy.repeatCount > 0 ? CFTimeInterval(copy.repeatCount) : 1)
        }
        guard copy.speed != 0, total.isFinite else { return false }
        let localTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        return (localTime - copy.beginTime) * CFTimeInterval(abs(copy.speed)) >= total - 1e-9 * max(1, total)
    }

    /// Notes what runs before the system removes the leaving view's animations.
    open func willMove(toWindow inWindow: Bool) {
        if !inWindow { noteRunning() }
    }

    /// Adds back what is missing on a return to a window.
    open func didMoveToWindow(_ inWindow: Bool) {
        if inWindow { reinstallMissing() }
    }

    /// Notes what runs before the background removal.
    open func applicationDidEnterBackground() {
        if context.isInWindow { noteRunning() }
    }

    /// Adds back what is missing on the way back to the foreground.
    open func applicationWillEnterForeground() {
        if context.isInWindow { reinstallMissing() }
    }

    /// Drops the installed animation under `key` of `layer`.
    private func forget(_ layer: CALayer, _ key: String) {
        installed.removeAll { $0.layer === layer && $0.key == key }
    }
}
