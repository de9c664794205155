#if !canImport(QuartzCore)
import AnimationTechniques
import CoreAnimationFacade
import MediaTiming

/// Core Animation's API over the engine of one script run: a facade engine over it, and one
/// `CALayer` object per engine layer, made on first use and the same object ever after.
final class FacadeBridge<Base: TimingEngine> {
    /// The run's engine, with adoption.
    private let adopting: AdoptingEngine<Base>
    /// The facade engine app code runs against.
    let facade: CAFacade.Engine
    /// The layer object of each engine layer met so far.
    private var objects: [Base.Layer: CALayer] = [:]
    /// The engine layer of each layer object made so far.
    private var layers: [ObjectIdentifier: Base.Layer] = [:]

    /// A bridge over `engine`, which the facade does not own: the run keeps driving it.
    init(engine: Base) {
        adopting = AdoptingEngine(engine)
        facade = CAFacade.Engine(adopting)
    }

    /// The `CALayer` object that stands for `layer`.
    func object(for layer: Base.Layer) -> CALayer {
        if let known = objects[layer] { return known }
        let made = facade.perform { adopting.adopt(layer) { CALayer() } }
        objects[layer] = made
        layers[ObjectIdentifier(made)] = layer
        return made
    }

    /// The engine layer `object` stands for, if it stands for one.
    func layer(for object: CALayer) -> Base.Layer? { layers[ObjectIdentifier(object)] }

    /// The `CALayer` object of `layer`, with the objects of its subtree as its `sublayers`, in the
    /// engine's order: app code that walks `sublayers` sees the tree the run has now.
    ///
    /// The run changes its tree through the engine, not through these objects, so the object
    /// tree is brought in step before each call into app code; the engine hears nothing of it.
    func tree(for layer: Base.Layer) -> CALayer {
        let root = object(for: layer)
        var stack = [layer]
        var seen: Set<Base.Layer> = []
        while let next = stack.popLast() {
            // An engine that lists a layer among its own descendants is walked once per layer.
            guard seen.insert(next).inserted else { continue }
            let children = adopting.base.sublayers(of: next)
            let parent = object(for: next)
            let wanted = children.map { object(for: $0) }
            if (parent.sublayers ?? []).map(ObjectIdentifier.init) != wanted.map(ObjectIdentifier.init) {
                facade.perform { adopting.mirror { parent.sublayers = wanted } }
            }
            stack.append(contentsOf: children.reversed())
        }
        return root
    }

    /// A `CAAnimation` for `animation`, which the run hands to app code: adding it (or a copy)
    /// gives the engine `animation` itself, with its delegate.
    func object(for animation: Animation) -> CAAnimation { adopting.object(for: animation) }

    /// The engine description of a `CAAnimation` the app holds, as the facade would add it.
    func description(of object: CAAnimation) -> Animation? {
        try? object.engineDescription(profile: adopting.base.profile)
    }

    /// Runs `body` with the facade engine ambient; the first call the engine refused during it
    /// is thrown as the technique's refusal.
    func call<Result>(_ body: () -> Result) throws(TechniqueError) -> Result {
        let before = facade.refusals.count
        let result = facade.perform(body)
        let refusals = facade.refusals
        if refusals.count > before { throw .engine(refusals[before].error) }
        return result
    }
}
#else
// Apple platforms: see AdoptingEngine.swift.
#endif
