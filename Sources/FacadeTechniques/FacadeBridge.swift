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
        return made
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
