import CoreAnimationFacade

// App code, written against Core Animation's API: what a store needs to read a layer tree's
// animations. It compiles against the facade on Linux and against QuartzCore on Apple platforms.
extension CALayer {
    /// The layer and every layer below it, depth first, each before its sublayers.
    public var layerTree: [CALayer] {
        var result: [CALayer] = []
        var stack: [CALayer] = [self]
        while let next = stack.popLast() {
            // A layer met twice (which a well-formed tree never shows) is listed once.
            guard !result.contains(where: { $0 === next }) else { continue }
            result.append(next)
            stack.append(contentsOf: (next.sublayers ?? []).reversed())
        }
        return result
    }

    /// The layer's animations with their keys, in the order they were added: the layer's own
    /// stored copies, as `animation(forKey:)` returns them.
    public var keyedAnimations: [(key: String, animation: CAAnimation)] {
        (animationKeys() ?? []).compactMap { key in animation(forKey: key).map { (key: key, animation: $0) } }
    }
}

/// The `CAAnimation` key-value entries a ``LayerAnimationStore`` marks its restored copies with,
/// so that another store (a nested view's) knows a successor of a copy it kept.
public enum AnimationLineage {
    /// The entry naming the copy a line of restored copies started from.
    public static let lineKey = "LayerAnimationStore.line"
    /// The entry counting the restores since that copy, a decimal integer.
    public static let generationKey = "LayerAnimationStore.generation"

    /// The line `anim` belongs to: its mark, or the copy itself when it was never restored.
    public static func line(of anim: CAAnimation) -> String {
        (anim.value(forKey: lineKey) as? String) ?? "\(ObjectIdentifier(anim))"
    }

    /// How many restores lie between `anim` and the copy its line started from.
    public static func generation(of anim: CAAnimation) -> Int {
        (anim.value(forKey: generationKey) as? String).flatMap { Int($0) } ?? 0
    }

    /// A new copy of `anim` marked as its successor.
    public static func successor(of anim: CAAnimation) -> CAAnimation {
        // `copy()` of a layer's stored copy is a new, changeable object of the same class.
        let copy = (anim.copy() as? CAAnimation) ?? anim
        copy.setValue(line(of: anim), forKey: lineKey)
        copy.setValue(String(generation(of: anim) + 1), forKey: generationKey)
        return copy
    }

    /// Whether `candidate` is a restored successor of `kept`.
    public static func succeeds(_ candidate: CAAnimation, _ kept: CAAnimation) -> Bool {
        candidate !== kept && line(of: candidate) == line(of: kept) && generation(of: candidate) > generation(of: kept)
    }

    /// Whether `candidate` carries `kept` on: `kept` as it was, or a restored successor of it.
    public static func continues(_ candidate: CAAnimation, _ kept: CAAnimation) -> Bool {
        succeeds(candidate, kept) || candidate.isEquivalent(to: kept)
    }
}
