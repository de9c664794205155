/// Adding, listing and removing a layer's animations.
extension CALayer {
    /// Stores a copy of `anim` under `key`, replacing the animation there; a duration of 0 or less
    /// becomes the transaction's animation duration. The copy takes effect at the commit.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        if copy.duration <= 0 { copy.duration = server.animationDuration }
        // Simplification: an animation added without a key gets one of its own, unlisted.
        let key = key ?? "LiteCA.unkeyed.\(server.nextSerial)"
        removeAnimation(forKey: key)
        copy.stored = StoredState(serial: server.nextSerial, layer: self)
        server.nextSerial += 1
        animations.append((key, copy))
        server.added(copy)
    }

    /// The stored copy under `key` (stamped once committed), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        animations.first { $0.key == key }?.animation
    }

    /// The keys of the stored animations in application order, or nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animations.map(\.key).filter { !$0.hasPrefix("LiteCA.unkeyed.") }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`: its delegate hears it stop, unfinished, at the next frame.
    public func removeAnimation(forKey key: String) {
        guard let index = animations.firstIndex(where: { $0.key == key }) else { return }
        server.removed(animations.remove(at: index).animation)
    }

    /// Removes every animation of the layer.
    public func removeAllAnimations() {
        let removed = animations
        animations.removeAll()
        for (_, animation) in removed { server.removed(animation) }
    }
}
