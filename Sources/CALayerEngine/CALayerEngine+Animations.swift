import MediaTiming

#if CALAYERENGINE_OWN_NAMES
// Core Animation's names are the module's own: a target that compiles these files beside its
// `typealias`es of another module's names (Examples/LiteCA).
#elseif canImport(QuartzCore)
import QuartzCore
#else
import CoreAnimationFacade
#endif

/// Adding, listing, reading and removing animations, and presentation values, through `CALayer`.
extension CALayerEngine {
    /// Adds a Core Animation object made from `animation` under `key`.
    ///
    /// - Throws: ``TimingEngineError/invalidAnimation(_:)`` for a description that breaks
    ///   ``Animation/validate()`` (checked first: Core Animation would take it);
    ///   ``TimingEngineError/unsupported(_:)`` for a kind the module declares no class for; or
    ///   what the platform refused.
    public func add(_ animation: Animation, forKey key: String, to layer: Layer) throws(TimingEngineError) {
        try animation.validate()
        guard let object = Self.makeAnimation(animation, profile: profile) else {
            throw .unsupported("the Core Animation module declares no class for this kind of animation")
        }
        try checked { layer.layer.add(object, forKey: key) }
    }

    /// Removes the animation under `key`.
    public func removeAnimation(forKey key: String, from layer: Layer) {
        layer.layer.removeAnimation(forKey: key)
    }

    /// Removes every animation of `layer`.
    public func removeAllAnimations(from layer: Layer) {
        layer.layer.removeAllAnimations()
    }

    /// The keys of `layer`'s animations in application order (Core Animation's nil is none).
    public func animationKeys(of layer: Layer) -> [String] {
        layer.layer.animationKeys() ?? []
    }

    /// The description of the stored copy under `key`, read from the object the layer returns.
    public func animation(forKey key: String, of layer: Layer) -> Animation? {
        layer.layer.animation(forKey: key).map(Self.description(of:))
    }

    /// The number `layer`'s presentation layer shows under `keyPath`; before the layer's first
    /// commit, when Core Animation gives it none, its model value (no animation is committed yet).
    public func presentationValue(forKeyPath keyPath: String, of layer: Layer) -> Double {
        let shown = layer.layer.presentation() ?? layer.layer
        return Self.number(shown.value(forKeyPath: keyPath)) ?? 0
    }
}
