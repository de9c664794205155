import MediaTiming

/// One step of a ``Script``.
///
/// Layers are named by creation index, in one index space shared by views' layers and plain
/// sublayers (``makeSublayer(parent:)``); a step's `view` names either, and the steps that need
/// a view (host calls, techniques that observe a view) skip a plain layer's index as a no-op. A step whose precondition does not hold when it runs (an
/// index out of range, attaching a view already in the window) is a defined no-op, recorded as
/// such in the trace, so a shrunk script never runs anything invalid.
public enum Step {
    /// Makes a view (with its layer) inside view `parent`, or a root view in the window.
    case makeView(parent: Int?)
    /// Makes a plain sublayer: a layer the app adds (`makeLayer()`, `addSublayer(_:to:)`) as the
    /// last sublayer of layer `parent` (a view's layer or another plain layer), backing no view.
    ///
    /// It takes the next index, as a view would: views' and plain layers share one index space,
    /// as the engine has one tree of layers. So every step that targets a layer works on it
    /// unchanged, the driver observes it after every step like a view's layer (values, local
    /// time, keys), and a model that indexes layers follows it without a second namespace. The
    /// host knows no view for it: it moves with its parent, is stripped with its parent's
    /// subtree (the system's removal walks the layer tree), and a step that needs a view skips it.
    case makeSublayer(parent: Int)
    /// Replaces the layer timing of a view's layer.
    case setTiming(view: Int, LayerTiming)
    /// Sets a model value of a view's layer.
    case setModelValue(view: Int, keyPath: String, value: Double)
    /// Adds an animation under a key (the driver gives the copy a recording delegate).
    case add(view: Int, key: String, animation: Animation)
    /// Removes the animation under a key.
    case removeAnimation(view: Int, key: String)
    /// Removes every animation of a view's layer.
    case removeAllAnimations(view: Int)
    /// Sets the open transaction's animation duration.
    case setTransactionDuration(Double)
    /// Commits the open transaction without moving the clock; a nested transaction's commit ends
    /// it and applies nothing.
    case commit
    /// Opens a transaction nested in the open one (`CATransaction.begin()` inside another).
    case beginTransaction
    /// Flushes the open transaction (`CATransaction.flush()`): it commits now when no nested
    /// transaction is open, otherwise when the last nested one commits (SEMANTICS.md §2.9).
    case flush
    /// Sets the open transaction's completion block (`CATransaction.setCompletionBlock`); the
    /// driver's block records a ``CallbackRecord/Kind/transactionCompleted`` with this step's index.
    case setCompletionBlock
    /// Clears the open transaction's completion block (`CATransaction.setCompletionBlock(nil)`):
    /// the block set before it stops collecting animations.
    case clearCompletionBlock
    /// Ends the run-loop turn (commit) and renders a frame `by` seconds later (0 allowed).
    case advance(by: Double)
    /// The app resigns active (willResignActive).
    case resignActive
    /// The app enters the background (didEnterBackground; the system removes animations).
    case enterBackground
    /// The app returns to the foreground (willEnterForeground).
    case enterForeground
    /// The app becomes active (didBecomeActive).
    case becomeActive
    /// The view leaves its window (the system removes its subtree's animations).
    case detach(view: Int)
    /// The view returns to the window.
    case attach(view: Int)
    /// A technique call.
    case technique(TechniqueStep)
    /// A call into the host beyond the steps above (windows, observers, run loop, queries).
    case host(HostStep)
    /// Arms a reentry: the next time `trigger` happens, the driver runs `steps` from inside the
    /// callback, observer, block or completion that reported it (see ``ReentryTrigger``).
    ///
    /// The step itself calls nothing; an armed reentry fires at most once, and one that never
    /// fires does nothing. Steps inside are numbered after the script's own (``Script/numberedSteps``).
    case reentrant(ReentryTrigger, [Step])
}

extension TechniqueStep.Operation {
    /// Whether the operation needs a view rather than a layer, so a plain sublayer's index
    /// (``Step/makeSublayer(parent:)``) skips it.
    ///
    /// The pauser, the speed changer, the store and the closure technique take a layer (their
    /// contract's parameters are layers); the preserver, the reinstaller and the scrubber are
    /// made for a view, whose window moves they observe, and so are their later calls.
    public var needsView: Bool {
        switch self {
        case .preserve, .reinstall, .uninstall, .reinstallMissing, .installScrubber, .scrub, .releaseScrub,
            .reinstallScrubber, .invalidate:
            return true
        case .pause, .resume, .changeSpeed, .store, .restore, .addWithClosures, .discard, .setResumeSpeed, .inspect,
            .invalidateAll:
            return false
        }
    }
}

/// A technique call inside a script, with the variant it uses.
public struct TechniqueStep: Equatable {
    /// Which technique operation runs.
    public enum Operation: Equatable {
        /// Pause the view's layer time.
        case pause
        /// Resume the view's layer time.
        case resume
        /// Change the view's layer speed mid-flight.
        case changeSpeed(Double)
        /// Store the view subtree's animations (and pause it).
        case store
        /// Restore what was stored (and resume).
        case restore
        /// Install an animation through the closure-callback technique under `key`.
        case addWithClosures(key: String)
        /// Make the view's layer an interactive scrubber of the given animation under `key`.
        case installScrubber(key: String)
        /// Move a scrubber's progress to a time.
        case scrub(to: Double)
        /// Let a scrubbed animation play on from its progress at speed 1 until the next scrub.
        case releaseScrub
        /// Start preserving the view's animations automatically across lifecycle events.
        case preserve
        /// Start reinstalling the view's animation under `key` on lifecycle events.
        case reinstall(key: String)
        /// Forget what the store keeps for the view without re-adding it, and resume the view.
        case discard
        /// Change the speed the pauser will resume the view at (0, negative and non-finite
        /// speeds included); the pauser's answer is recorded.
        case setResumeSpeed(Double)
        /// Ask the pauser whether the view is paused and at what speed it resumes, and the store
        /// what it keeps for the view; the answers are recorded.
        case inspect
        /// Remove the view's reinstalled animation under `key` and stop reinstalling it.
        case uninstall(key: String)
        /// Re-add what the view's reinstaller noted running at a removal and is missing now; the
        /// count is recorded.
        case reinstallMissing
        /// Reinstall the view's scrubbed animation when it is missing; the answer is recorded.
        case reinstallScrubber
        /// Stop the view's preserver, reinstaller and scrubber observing the host.
        case invalidate
        /// Stop every preserver, reinstaller and scrubber of the variant observing the host.
        case invalidateAll
    }

    /// The operation.
    public var operation: Operation
    /// The index of the layer it acts on: a view's, or a plain sublayer's for an operation that
    /// takes a layer (``Operation/needsView``).
    public var view: Int
    /// The variant's stable name (`"correct"` or an as-published variant).
    public var variant: String
    /// The animation the operation installs, for the operations that take one.
    public var animation: Animation?

    /// Creates a technique step.
    public init(_ operation: Operation, view: Int, variant: String = "correct", animation: Animation? = nil) {
        self.operation = operation
        self.view = view
        self.variant = variant
        self.animation = animation
    }
}

extension Step: Equatable {
    /// Steps are equal when they are the same case with equal payloads.
    public static func == (lhs: Step, rhs: Step) -> Bool {
        switch (lhs, rhs) {
        case (.makeView(let a), .makeView(let b)): return a == b
        case (.makeSublayer(let a), .makeSublayer(let b)): return a == b
        case (.setTiming(let a, let t), .setTiming(let b, let u)): return a == b && t == u
        case (.setModelValue(let a, let k, let v), .setModelValue(let b, let l, let w)):
            return a == b && k == l && v == w
        case (.add(let a, let k, let x), .add(let b, let l, let y)): return a == b && k == l && x == y
        case (.removeAnimation(let a, let k), .removeAnimation(let b, let l)): return a == b && k == l
        case (.removeAllAnimations(let a), .removeAllAnimations(let b)): return a == b
        case (.setTransactionDuration(let a), .setTransactionDuration(let b)): return a == b
        case (.commit, .commit), (.flush, .flush), (.setCompletionBlock, .setCompletionBlock),
            (.clearCompletionBlock, .clearCompletionBlock), (.beginTransaction, .beginTransaction),
            (.resignActive, .resignActive), (.enterBackground, .enterBackground),
            (.enterForeground, .enterForeground), (.becomeActive, .becomeActive):
            return true
        case (.advance(let a), .advance(let b)): return a == b
        case (.detach(let a), .detach(let b)), (.attach(let a), .attach(let b)): return a == b
        case (.technique(let a), .technique(let b)): return a == b
        case (.host(let a), .host(let b)): return a == b
        case (.reentrant(let a, let x), .reentrant(let b, let y)): return a == b && x == y
        default: return false
        }
    }
}
