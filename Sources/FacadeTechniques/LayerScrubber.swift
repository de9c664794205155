import CoreAnimationFacade

/// Drives one animation by hand: the layer's speed is 0 and a progress sets its time. App code in
/// the shape of the seed "Glitch of iOS interactive animation", written against `CALayer`.
///
/// The progress is the animation's active time in seconds. The catch is the install: a commit
/// stamps a zero beginTime with the layer's local time, which on a speed-0 layer is its
/// timeOffset, so an offset set in the install's transaction would be stamped as the begin. This
/// scrubber never adds with a zero beginTime: the copy begins at ``base`` (1) and the layer's
/// timeOffset is `base + progress`, exact from the first frame. ``release()`` lets the animation
/// play on from the scrubbed time; the next ``setProgress(_:)`` freezes it again.
open class LayerScrubber: CALayerScrubbing {
    /// The speed-0 layer.
    public let layer: CALayer
    /// The animation, as given.
    public let animation: CAAnimation
    /// The key it is added under.
    public let key: String
    /// The begin time of the added copy, in the layer's time; never 0.
    public let base: CFTimeInterval = 1
    /// The progress last set.
    public private(set) var progress: CFTimeInterval = 0

    /// A scrubber of `animation` under `key` on `layer`; nothing is added until ``install()``.
    public init(layer: CALayer, animation: CAAnimation, key: String) {
        self.layer = layer
        self.animation = animation
        self.key = key
    }

    /// Freezes the layer at the current progress and adds the animation.
    open func install() {
        let copy = (animation.copy() as? CAAnimation) ?? animation
        copy.beginTime = base
        freeze(at: base + progress)
        layer.add(copy, forKey: key)
    }

    /// Moves the animation to `progress` seconds of its active time; a non-finite one is ignored
    /// (`false`).
    @discardableResult
    open func setProgress(_ progress: CFTimeInterval) -> Bool {
        guard progress.isFinite else { return false }
        self.progress = progress
        freeze(at: base + progress)
        return true
    }

    /// Lets the animation play on at speed 1 from where it was scrubbed: the layer's time
    /// continues from its frozen value, beginning at its parent's time now.
    open func release() {
        guard layer.speed == 0 else { return }
        let frozen = layer.timeOffset
        // With speed 1 and no begin or offset, the layer's time is its parent's.
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let parentTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.timeOffset = frozen
        layer.beginTime = parentTime
    }

    /// Adds the animation again when it is not on the layer (call it from the view's
    /// `didMoveToWindow()` and on `willEnterForeground`); whether it did.
    @discardableResult
    open func reinstallIfMissing() -> Bool {
        guard !(layer.animationKeys() ?? []).contains(key) else { return false }
        install()
        return true
    }

    /// Freezes the layer at local time `time`.
    func freeze(at time: CFTimeInterval) {
        layer.speed = 0
        layer.timeOffset = time
    }
}

/// A scrubber written against `CALayer`: what ``CALayerTechniques/makeScrubber`` makes and the
/// suite adapts to its `AnimationScrubbing` (``LayerScrubber`` is an example).
///
/// The suite calls ``reinstallIfMissing()`` where UIKit would have the app call it: when the
/// view moves into a window, and on `willEnterForeground` while the view is in one.
public protocol CALayerScrubbing: AnyObject {
    /// Freezes the layer at the current progress and adds the animation.
    func install()
    /// Moves the animation to `progress` seconds of its active time; `false` for a non-finite one.
    @discardableResult func setProgress(_ progress: CFTimeInterval) -> Bool
    /// Lets the animation play on from where it was scrubbed.
    func release()
    /// Adds the animation again when it is not on the layer; whether it did.
    @discardableResult func reinstallIfMissing() -> Bool
}
