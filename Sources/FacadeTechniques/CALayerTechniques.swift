import CoreAnimationFacade

/// The technique helpers of one app, written against `CALayer`: what makes each family's helper
/// for one script run. A family left `nil` is the project's.
///
/// The families are woven as in the project: a preserver keeps its view's animations in the store
/// it is given (a fresh one of the run's store family), and a store tells the delegates of the
/// copies it keeps through ``CAAnimationPreservationDelegate``, which the closure delegates
/// implement. So an app's closure delegates go with the app's store and preserver: the
/// project's store speaks to its own delegates only. ``app`` is this module's set, every family.
public struct CALayerTechniques: Sendable {
    /// Makes the pause/resume helper of one run.
    public var makePauser: (@Sendable () -> any CALayerPausing)?
    /// Makes a store of one run (the run's store by hand, and one for each preserver).
    public var makeStore: (@Sendable () -> any CALayerAnimationStoring)?
    /// Makes the preserver of a view, given its layer, the store to keep its animations in, and
    /// what it may ask about the view and the app.
    public var makePreserver:
        (@Sendable (CALayer, any CALayerAnimationStoring, any CALayerViewContext) -> any CALayerViewLifecycle)?
    /// Makes the reinstaller of a view, given its layer and what it may ask about the view.
    public var makeReinstaller: (@Sendable (CALayer, any CALayerViewContext) -> any CALayerAnimationReinstalling)?
    /// Makes a scrubber of an animation under a key on a layer.
    public var makeScrubber: (@Sendable (CALayer, CAAnimation, String) -> any CALayerScrubbing)?
    /// Makes what adds animations with closure callbacks in one run.
    public var makeClosureAnimator: (@Sendable () -> any CALayerClosureAnimating)?

    /// A set of helpers; each family left `nil` is the project's.
    public init(
        makePauser: (@Sendable () -> any CALayerPausing)? = nil,
        makeStore: (@Sendable () -> any CALayerAnimationStoring)? = nil,
        makePreserver: (
            @Sendable (CALayer, any CALayerAnimationStoring, any CALayerViewContext) -> any CALayerViewLifecycle
        )? = nil,
        makeReinstaller: (@Sendable (CALayer, any CALayerViewContext) -> any CALayerAnimationReinstalling)? = nil,
        makeScrubber: (@Sendable (CALayer, CAAnimation, String) -> any CALayerScrubbing)? = nil,
        makeClosureAnimator: (@Sendable () -> any CALayerClosureAnimating)? = nil
    ) {
        self.makePauser = makePauser
        self.makeStore = makeStore
        self.makePreserver = makePreserver
        self.makeReinstaller = makeReinstaller
        self.makeScrubber = makeScrubber
        self.makeClosureAnimator = makeClosureAnimator
    }

    /// This module's helpers, every family: ``QA1673LayerPauser``, ``LayerAnimationStore``,
    /// ``AnimationPreservingLayerView``, ``LayerAnimationReinstaller``, ``LayerScrubber`` and
    /// ``AnimationClosureDelegate`` (through ``ClosureAnimator``).
    public static var app: CALayerTechniques {
        CALayerTechniques(
            makePauser: { QA1673LayerPauser() },
            makeStore: { LayerAnimationStore() },
            makePreserver: { AnimationPreservingLayerView(layer: $0, store: $1, context: $2) },
            makeReinstaller: { LayerAnimationReinstaller(layer: $0, context: $1) },
            makeScrubber: { LayerScrubber(layer: $0, animation: $1, key: $2) },
            makeClosureAnimator: { ClosureAnimator() })
    }
}

/// A reinstaller written against `CALayer`: what ``CALayerTechniques/makeReinstaller`` makes and
/// the suite adapts to its `AnimationReinstalling` (``LayerAnimationReinstaller`` is an example).
/// It hears the view's moves and the app's notifications as a ``CALayerViewLifecycle``.
public protocol CALayerAnimationReinstalling: CALayerViewLifecycle {
    /// Adds `anim` under `key` to `layer` (the view's when `nil`) and remembers it.
    func install(_ anim: CAAnimation, forKey key: String, on layer: CALayer?)
    /// Removes the animation under `key` from `layer` (the view's when `nil`) and forgets it.
    func uninstall(forKey key: String, on layer: CALayer?)
    /// Adds again what was running at the last removal and is missing; how many.
    @discardableResult func reinstallMissing() -> Int
}

extension LayerAnimationReinstaller: CALayerAnimationReinstalling {}
