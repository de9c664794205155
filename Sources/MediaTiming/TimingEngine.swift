/// An animation timing engine with Core Animation's timing model, driven by a caller-owned clock.
///
/// Conform a class to this protocol to run the conformance suite against it. The shape follows
/// `CALayer`, `CAAnimation` and `CATransaction` closely enough that a thin wrapper over real layers
/// is natural, while a game engine's tween system or a cross-platform UIKit clone can implement it
/// over its own data structures:
///
/// - Layers are opaque, hashable handles that the engine makes. They form a tree; a layer without a
///   superlayer is a root whose parent time is media time.
/// - The caller owns the clock. Nothing moves until ``render(atMediaTime:)`` is called; that call is
///   also the only place where delegate callbacks are delivered, in time order.
/// - Changes are grouped in a transaction. ``add(_:forKey:to:)`` copies the animation at once, but
///   the copy takes effect at the next ``commit()``, where a zero `beginTime` is stamped with the
///   layer's local time at that commit.
///
/// Values are scalars (`Double`) addressed by key path strings such as `"opacity"` or
/// `"position.x"`; a key path that was never set reads as 0, like a numeric key-value-coding
/// default. Times are `Double` seconds.
///
/// Engines are not required to be `Sendable`: the suite creates one engine per test case, inside
/// the task that uses it.
public protocol TimingEngine: AnyObject {
    /// The opaque handle the engine uses for a layer.
    associatedtype Layer: Hashable

    /// What the engine supports; laws that need something missing are skipped, not failed.
    var capabilities: EngineCapabilities { get }

    /// How the engine resolves the points of the timing model that no source settles.
    var profile: TimingProfile { get }

    /// The media time of the last render, or 0 before the first one.
    var mediaTime: Double { get }

    /// The `animationDuration` of the open transaction, given to animations added with a duration
    /// of 0 or less; it returns to 0.25 after each commit.
    var transactionAnimationDuration: Double { get set }

    // MARK: Layer tree

    /// Makes a new root layer with default timing (beginTime 0, speed 1, timeOffset 0).
    func makeLayer() -> Layer

    /// Appends `layer` to `parent`'s sublayers, first removing it from any previous superlayer.
    ///
    /// - Throws: ``TimingEngineError/cycle`` when `parent` is `layer` or one of its descendants;
    ///   the tree is then unchanged.
    func addSublayer(_ layer: Layer, to parent: Layer) throws(TimingEngineError)

    /// Detaches `layer` from its superlayer; a root layer is left as it is.
    func removeFromSuperlayer(_ layer: Layer)

    /// The superlayer of `layer`, or `nil` for a root.
    func superlayer(of layer: Layer) -> Layer?

    /// The sublayers of `layer` in order.
    func sublayers(of layer: Layer) -> [Layer]

    // MARK: Layer timing and model values

    /// The layer's own timing properties.
    func timing(of layer: Layer) -> LayerTiming

    /// Replaces the layer's timing properties.
    ///
    /// - Throws: ``TimingEngineError/invalidTiming(_:)`` for a non-finite value; the layer keeps
    ///   its previous timing.
    func setTiming(_ timing: LayerTiming, of layer: Layer) throws(TimingEngineError)

    /// The model value stored under `keyPath`, or 0 when none was set.
    func modelValue(forKeyPath keyPath: String, of layer: Layer) -> Double

    /// Stores a model value under `keyPath`.
    ///
    /// - Throws: ``TimingEngineError/invalidValue(_:)`` for a NaN value or an empty key path.
    func setModelValue(_ value: Double, forKeyPath keyPath: String, of layer: Layer) throws(TimingEngineError)

    // MARK: Animations

    /// Adds a copy of `animation` under `key`, replacing any animation already under that key.
    ///
    /// A replaced animation's delegate receives `animationDidStop(finished: false)` at the next
    /// render. A duration of 0 or less becomes ``transactionAnimationDuration``.
    ///
    /// - Throws: ``TimingEngineError/invalidAnimation(_:)`` when the description breaks a rule of
    ///   ``Animation/validate()``; nothing is added or removed then.
    func add(_ animation: Animation, forKey key: String, to layer: Layer) throws(TimingEngineError)

    /// Removes the animation under `key`; a key that is not there is ignored.
    func removeAnimation(forKey key: String, from layer: Layer)

    /// Removes every animation of `layer` (not of its sublayers).
    func removeAllAnimations(from layer: Layer)

    /// The keys of the layer's animations in application order.
    func animationKeys(of layer: Layer) -> [String]

    /// The stored copy under `key`, with its stamped `beginTime` once committed, or `nil`.
    func animation(forKey key: String, of layer: Layer) -> Animation?

    /// The value the layer shows under `keyPath` at ``mediaTime``: its model value composed with
    /// its committed animations in application order.
    func presentationValue(forKeyPath keyPath: String, of layer: Layer) -> Double

    // MARK: Time

    /// Maps `time` from `source`'s local time space to `destination`'s; `nil` is media time.
    ///
    /// Mapping up through a link with speed 0 has no finite answer, and what an engine returns
    /// there is its own choice: no caller can rely on it (the reference engine returns what IEEE
    /// arithmetic gives for `(t − timeOffset) / 0 + beginTime`, an infinity or NaN).
    func convertTime(_ time: Double, from source: Layer?, to destination: Layer?) -> Double

    // MARK: Transactions and rendering

    /// Commits the open transaction: pending animations take effect and zero begin times are
    /// stamped with their layer's local time at ``mediaTime``.
    func commit()

    /// Opens a transaction nested in the open one, as `CATransaction.begin()` inside another.
    ///
    /// Nothing changes until the outermost transaction commits: animations added inside it take
    /// effect, and are stamped, at that commit. ``commit()`` of a nested transaction ends it
    /// without applying anything: ``transactionAnimationDuration`` returns to the enclosing
    /// transaction's, and the nested transaction's completion block stops collecting animations.
    /// A nested transaction starts with the enclosing one's animation duration and no completion
    /// block of its own. Model values and layer timings still change at once, as they always do.
    ///
    /// - Throws: ``TimingEngineError/unsupported(_:)`` when the engine does not nest transactions
    ///   (the default; declare ``EngineCapabilities/nestedTransactions`` when it does).
    func beginTransaction() throws(TimingEngineError)

    /// Commits the open transaction now when no nested transaction is open, as
    /// `CATransaction.flush()`; inside a nested one, the commit waits until every nested
    /// transaction has committed, and happens then.
    ///
    /// A technique that needs the pending adds applied (stamped) calls this, never ``commit()``,
    /// which would end a nested transaction its caller opened.
    ///
    /// - Returns: whether the open transaction was committed now.
    @discardableResult func flush() -> Bool

    /// Sets the open transaction's completion block, as `CATransaction.setCompletionBlock(_:)`.
    ///
    /// The block waits for the animations added after this call and before the transaction ends
    /// (its commit, or the next call of this method). It runs exactly once, from
    /// ``render(atMediaTime:)`` after that render's delegate callbacks, at the first render by
    /// which every one of them has stopped: completed its active duration, or been removed by the
    /// caller, by a same-key replacement or by the system. When the transaction added none it runs
    /// at the first render after the transaction ends. A block whose animations never stop (on a
    /// frozen layer, say) never runs.
    ///
    /// There is no default: an engine must know when its animations stop to honour it.
    func setCompletionBlock(_ block: @escaping () -> Void)

    /// Clears the open transaction's completion block, as `CATransaction.setCompletionBlock(nil)`.
    ///
    /// A block set before it in this transaction stops collecting animations, exactly as when
    /// another block is set, and runs when those it collected have stopped; the animations added
    /// after the clear are waited for by no block. The default sets an empty block, which no
    /// caller can tell apart.
    func clearCompletionBlock()

    /// Moves the clock to `time`, delivering every start and stop callback due up to it in time
    /// order and removing animations that completed with `isRemovedOnCompletion` set.
    ///
    /// - Throws: ``TimingEngineError/invalidTime(_:)`` when `time` is not finite or is earlier
    ///   than ``mediaTime``; nothing changes then.
    func render(atMediaTime time: Double) throws(TimingEngineError)
}

extension TimingEngine {
    /// The profile of the reference model: every open point at its stated default.
    public var profile: TimingProfile { .coreAnimation }

    /// Clears the open transaction's completion block by setting an empty one: the block before
    /// it stops collecting, and an empty block runs unseen.
    public func clearCompletionBlock() { setCompletionBlock {} }

    /// Refuses: an engine nests transactions only when it says so.
    public func beginTransaction() throws(TimingEngineError) { throw .unsupported("nested transactions") }

    /// Commits: without nested transactions the open transaction is always the outermost. An
    /// engine that nests transactions implements this itself.
    @discardableResult public func flush() -> Bool {
        commit()
        return true
    }

    /// Maps a time from `source`'s space into `destination`'s, as `CALayer.convertTime(_:from:)`.
    public func convertTime(_ time: Double, from source: Layer?, into destination: Layer) -> Double {
        convertTime(time, from: source, to: Optional(destination))
    }
}
