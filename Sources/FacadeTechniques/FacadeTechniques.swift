// FacadeTechniques: technique implementations written against Core Animation's API (the
// `CoreAnimationFacade` module's `CALayer`), adapted to the suite's `TechniqueRegistry`, so that
// the technique laws judge the code an app ships. It may import the facades; AnimationTechniques
// may not, so this glue lives here.
import AnimationTechniques

/// The technique implementations written against the facade, and the registry with them.
public enum FacadeTechniques {
    /// The entries this module adds after the project's: `facade.qa1673`, a pause/resume written as
    /// a `CALayer` extension in QA1673's style (``QA1673LayerPauser``), and `facade.app`, every
    /// family written as app code against `CALayer` (``CALayerTechniques/app``).
    ///
    /// `facade.app` is one entry, not one per family, because the families are woven: its closure
    /// delegates hear its store through ``CAAnimationPreservationDelegate``, which the project's
    /// store does not speak, and its preserver keeps a view's animations in its store; an app
    /// ships its helpers together, and the laws judge them together.
    ///
    /// Empty on Apple platforms, where `CALayer` is QuartzCore's and cannot stand for another
    /// engine's layers (app code plugs in over `CALayerEngine` there).
    public static var implementations: [TechniqueImplementation] {
        #if !canImport(QuartzCore)
        return [
            .calayer(
                name: "facade.qa1673",
                summary: "a CALayer pause/resume extension in QA1673's style, keeping the layer's speed and offset"
            ) { QA1673LayerPauser() },
            .calayer(
                name: "facade.app",
                summary:
                    "every family as CALayer app code: pause/resume, store/restore, preserving view, reinstaller, scrubber, closure delegate",
                techniques: .app),
        ]
        #else
        return []
        #endif
    }

    /// The project's registry followed by ``implementations``.
    public static var registry: TechniqueRegistry {
        TechniqueRegistry(TechniqueRegistry.project.implementations + implementations)
    }
}
