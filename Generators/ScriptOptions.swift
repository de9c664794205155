import AnimationTechniques
import MediaTiming
import Scripts

/// The kinds of step a script generator may draw; each names one case of ``Step``.
public enum ScriptStepKind: String, Hashable, Sendable, CaseIterable {
    /// ``Step/advance(by:)``: end the run-loop turn and render a later frame.
    case advance
    /// ``Step/commit``.
    case commit
    /// ``Step/add(view:key:animation:)``.
    case add
    /// ``Step/makeView(parent:)`` after the initial tree.
    case makeView
    /// ``Step/setTiming(view:_:)``.
    case setTiming
    /// ``Step/setModelValue(view:keyPath:value:)``.
    case setModelValue
    /// ``Step/removeAnimation(view:key:)``.
    case removeAnimation
    /// ``Step/removeAllAnimations(view:)``.
    case removeAllAnimations
    /// ``Step/setTransactionDuration(_:)``.
    case setTransactionDuration
    /// ``Step/resignActive``.
    case resignActive
    /// ``Step/enterBackground``.
    case enterBackground
    /// ``Step/enterForeground``.
    case enterForeground
    /// ``Step/becomeActive``.
    case becomeActive
    /// ``Step/detach(view:)``.
    case detach
    /// ``Step/attach(view:)``.
    case attach
    /// ``Step/technique(_:)``, with the operations of ``ScriptOptions/techniqueOperations``.
    case technique
    /// ``Step/setCompletionBlock``; not drawn unless asked for, so that the default generators'
    /// scripts stay as they were.
    case setCompletionBlock

    /// The app-state transitions.
    public static let appLifecycle: Set<ScriptStepKind> = [
        .resignActive, .enterBackground, .enterForeground, .becomeActive,
    ]
}

/// The description kinds of the contract's animations, for choosing which a generator draws.
public enum ScriptAnimationKind: String, Hashable, Sendable, CaseIterable {
    /// ``Animation/Kind/basic(_:)``.
    case basic
    /// ``Animation/Kind/keyframe(_:)``, in every calculation mode.
    case keyframe
    /// ``Animation/Kind/group(_:)``.
    case group
    /// ``Animation/Kind/spring(_:)``.
    case spring
}

/// The technique operations a script generator may draw; each names one ``TechniqueStep/Operation``.
public enum TechniqueOperationKind: String, Hashable, Sendable, CaseIterable {
    /// ``TechniqueStep/Operation/pause``.
    case pause
    /// ``TechniqueStep/Operation/resume``.
    case resume
    /// ``TechniqueStep/Operation/changeSpeed(_:)``.
    case changeSpeed
    /// ``TechniqueStep/Operation/store``.
    case store
    /// ``TechniqueStep/Operation/restore``.
    case restore
    /// ``TechniqueStep/Operation/addWithClosures(key:)``.
    case addWithClosures
    /// ``TechniqueStep/Operation/installScrubber(key:)``.
    case installScrubber
    /// ``TechniqueStep/Operation/scrub(to:)``.
    case scrub
    /// ``TechniqueStep/Operation/preserve``.
    case preserve
    /// ``TechniqueStep/Operation/reinstall(key:)``.
    case reinstall
}

/// What a script generator draws: tree shape, step kinds, animation kinds, techniques, edge cases.
///
/// Start from a preset (``timeMapping``, ``animations``, ``callbacks``, ``lifecycle``,
/// ``techniques``, ``everything``) and adjust fields, or call ``restricted(to:)`` to keep only
/// what an engine's capabilities support. Every field is a plain value, so options print and
/// compare.
public struct ScriptOptions: Hashable, Sendable {
    /// The most views a script makes, initial tree and later ``Step/makeView(parent:)`` steps together.
    public var maxViews: Int
    /// The levels of the tree (1 = root views only): the initial tree has at least the lower
    /// bound, and no view is ever made below the upper bound.
    public var treeDepth: ClosedRange<Int>
    /// How many root views the window and subviews each view get in the initial tree: at least
    /// the lower bound (down to the depth's lower bound), at most the upper bound.
    public var treeBreadth: ClosedRange<Int>
    /// How many steps a script has in all, the initial tree included.
    public var stepCount: ClosedRange<Int>
    /// The step kinds drawn after the initial tree.
    public var stepKinds: Set<ScriptStepKind>
    /// The animation description kinds drawn.
    public var animationKinds: Set<ScriptAnimationKind>
    /// The technique operations drawn by ``ScriptStepKind/technique`` steps.
    public var techniqueOperations: Set<TechniqueOperationKind>
    /// The technique configurations a script may use (one per script; the first, the simplest, is
    /// drawn half the time):
    /// `"correct"` or an as-published variant name such as `"pause.qa1673Verbatim"`.
    public var techniqueVariants: [String]
    /// Whether layer and animation speeds may be 0.
    public var allowsZeroSpeed: Bool
    /// Whether layer and animation speeds may be negative.
    public var allowsNegativeSpeed: Bool
    /// Whether animation timing draws its edge cases (repeats, autoreverse, fill modes, offsets,
    /// zero and negative durations); off, every animation plays once, forwards, from its commit.
    public var animationTimingEdgeCases: Bool
    /// Whether additive and cumulative animations are drawn.
    public var allowsAdditive: Bool
    /// Whether `isRemovedOnCompletion == false` is drawn.
    public var allowsRetainedAnimations: Bool
    /// Whether non-linear timing functions are drawn.
    public var allowsTimingFunctions: Bool
    /// The key paths animated and set, the first the simplest; the driver observes all of them.
    public var keyPaths: [String]
    /// The animation keys used, the first the simplest; few keys make replacement frequent.
    public var animationKeys: [String]

    /// Creates options; the defaults are those of ``everything``.
    public init(
        maxViews: Int = 4, treeDepth: ClosedRange<Int> = 1...3, treeBreadth: ClosedRange<Int> = 1...2,
        stepCount: ClosedRange<Int> = 1...30,
        stepKinds: Set<ScriptStepKind> = Set(ScriptStepKind.allCases).subtracting([.setCompletionBlock]),
        animationKinds: Set<ScriptAnimationKind> = Set(ScriptAnimationKind.allCases),
        techniqueOperations: Set<TechniqueOperationKind> = Set(TechniqueOperationKind.allCases),
        techniqueVariants: [String] = ScriptOptions.allTechniqueVariants,
        allowsZeroSpeed: Bool = true, allowsNegativeSpeed: Bool = true,
        animationTimingEdgeCases: Bool = true, allowsAdditive: Bool = true,
        allowsRetainedAnimations: Bool = true, allowsTimingFunctions: Bool = true,
        keyPaths: [String] = ["opacity", "position.x"], animationKeys: [String] = ["a", "b", "c"]
    ) {
        self.maxViews = maxViews
        self.treeDepth = treeDepth
        self.treeBreadth = treeBreadth
        self.stepCount = stepCount
        self.stepKinds = stepKinds
        self.animationKinds = animationKinds
        self.techniqueOperations = techniqueOperations
        self.techniqueVariants = techniqueVariants
        self.allowsZeroSpeed = allowsZeroSpeed
        self.allowsNegativeSpeed = allowsNegativeSpeed
        self.animationTimingEdgeCases = animationTimingEdgeCases
        self.allowsAdditive = allowsAdditive
        self.allowsRetainedAnimations = allowsRetainedAnimations
        self.allowsTimingFunctions = allowsTimingFunctions
        self.keyPaths = keyPaths
        self.animationKeys = animationKeys
    }

    /// Every technique configuration name: `"correct"` first, then each as-published variant.
    ///
    /// `"scrub.deferredOffset"` is the driver's name for the other correct scrubbing strategy.
    public static let allTechniqueVariants: [String] =
        TechniqueVariant.allCases.map(\.name) + ["scrub.deferredOffset"]
}

extension Step {
    /// The kind of this step.
    public var kind: ScriptStepKind {
        switch self {
        // A plain sublayer counts as the view it is closest to: a layer made in the tree.
        case .makeView, .makeSublayer: return .makeView
        case .setTiming: return .setTiming
        case .setModelValue: return .setModelValue
        case .add: return .add
        case .removeAnimation: return .removeAnimation
        case .removeAllAnimations: return .removeAllAnimations
        case .setTransactionDuration: return .setTransactionDuration
        case .commit: return .commit
        case .advance: return .advance
        case .resignActive: return .resignActive
        case .enterBackground: return .enterBackground
        case .enterForeground: return .enterForeground
        case .becomeActive: return .becomeActive
        case .detach: return .detach
        case .attach: return .attach
        case .technique: return .technique
        // A clear belongs with the block it ends: drawn only where completion blocks are.
        case .setCompletionBlock, .clearCompletionBlock: return .setCompletionBlock
        // Drawn only by the laws of nested transactions, which open and close them in pairs, and
        // by the grammar; a flush is the commit it makes or waits to make.
        case .beginTransaction, .flush: return .commit
        // Drawn only by the host laws' own generators; each counts as the basic step it is closest to.
        case .host(.makeWindow), .host(.makeDetachedView): return .makeView
        case .host(.attach), .host(.addSubview): return .attach
        case .host(.moveToBackground): return .enterBackground
        case .host(.moveToForeground): return .enterForeground
        case .host: return .commit
        // Drawn only by the grammar, which has rule kinds of its own (``GrammarRule``).
        case .reentrant: return .commit
        }
    }
}
