// AnimationTechniques: the seed articles' techniques, written over the `TimingEngine` protocol.
//
// `LayerPauser` (QA1673), `SpeedChanger`, `AnimationStore` and `AnimationPreserver` (store and
// restore), `Reinstaller`, `Scrubber` and `ClosureDelegate`, each with a correct recipe and the
// as-published ones selectable through `TechniqueVariant`; `TechniqueKit` bundles them per host.
//
// The generic techniques are `@inlinable`, as the host is, so that they specialize for the
// caller's engine instead of looking up generic metadata at run time.
