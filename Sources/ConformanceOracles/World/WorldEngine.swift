import MediaTiming
import Scripts

/// What the host's and the techniques' parts of ``WorldModel`` may ask of the engine's part and
/// do to it: the contract's calls, on views named by creation index.
///
/// The engine's part (``EngineWorld``) is the only conformer. The other parts call it exactly as
/// the host and the techniques call an engine through `TimingEngine`, so each part is written from
/// its own documentation and none sees another's state.
///
/// Every method is total: a view that does not exist reads as empty (no keys, no copy, the
/// default timing) and a change to one does nothing.
package protocol WorldEngine {
    /// The media time now.
    var mediaTime: Double { get }
    /// How many views (layers) exist.
    var viewCount: Int { get }
    /// The view's superlayer's view, or `nil` for a root layer.
    func parent(of view: Int) -> Int?
    /// Makes the layer of view number ``viewCount`` under `parent` (`nil`: a root layer).
    mutating func makeLayer(parent: Int?)
    /// Moves `view`'s layer under `parent` (`nil`: it becomes a root layer).
    mutating func setParent(_ parent: Int?, of view: Int)
    /// The layer's timing, as `timing(of:)` answers.
    func timing(of view: Int) -> LayerTiming
    /// Sets the layer's timing (`setTiming(_:of:)`); `false` when the contract refuses it.
    @discardableResult mutating func setTiming(_ timing: LayerTiming, of view: Int) -> Bool
    /// `convertTime(time, from: nil, to: view's layer)`.
    func localTime(of view: Int, atMediaTime time: Double) -> Double
    /// `convertTime(time, from: nil, to: view's superlayer)`, or `time` for a root layer.
    func parentTime(of view: Int, atMediaTime time: Double) -> Double
    /// The layer's keys in application order (`animationKeys(of:)`).
    func keys(of view: Int) -> [String]
    /// The stored copy under `key`, as `animation(forKey:of:)` answers it (begin time stamped once
    /// the outermost transaction that added it has committed), with who hears its callbacks.
    func storedCopy(forKey key: String, of view: Int) -> WorldCopy?
    /// Adds a copy of `copy` under `key` (`add(_:forKey:to:)`): the engine resolves its duration and
    /// stamps it at the commit; `false` when the contract refuses it.
    @discardableResult mutating func add(_ copy: WorldCopy, forKey key: String, to view: Int) -> Bool
    /// Removes the copy under `key` (`removeAnimation(forKey:from:)`); its listener hears didStop(false).
    mutating func removeAnimation(forKey key: String, from view: Int)
    /// Removes every copy of the layer (`removeAllAnimations(from:)`).
    mutating func removeAllAnimations(from view: Int)
    /// Flushes the open transaction (`flush()`): commits it now unless a nested one is open, in
    /// which case the commit happens when the last nested one commits. Returns what `flush()` returns.
    @discardableResult mutating func flush() -> Bool
    /// Commits the open transaction (`commit()`): the outermost commit stamps and applies what
    /// it added; a nested one ends its level and applies nothing. The host calls it at the end
    /// of a turn, before it renders.
    mutating func commit()
    /// Moves the clock to `time` (`render(atMediaTime:)`) and answers the callbacks and
    /// completion blocks heard, in delivery order; `nil` when the set or the order is not
    /// predicted. A time earlier than ``mediaTime`` or not finite changes nothing and answers `[]`.
    mutating func render(atMediaTime time: Double) -> [WorldEvent]?
    /// The system's removal (background, a view leaving its window): removes every copy of each
    /// of `views`, as `removeAllAnimations` does; the stops are heard at the next render.
    mutating func strip(views: [Int])
}

/// An animation as the model holds it: the animation and who hears its callbacks.
package struct WorldCopy: Equatable {
    /// The animation (its delegate is not read: ``listener`` says who hears).
    package var animation: Animation
    /// Who hears its callbacks, as the driver records them; `nil` when no one does.
    package var listener: Listener?

    /// Creates a copy.
    package init(_ animation: Animation, listener: Listener?) {
        self.animation = animation
        self.listener = listener
    }

    /// Who hears a copy's callbacks: the driver's recording delegate or a technique's closures.
    package struct Listener: Equatable, Hashable {
        /// The step number that gave the animation its delegate (a record's `copy`).
        package var step: Int
        /// The view it was first added to (a record's `view`).
        package var view: Int
        /// The key it was first added under (a record's `key`).
        package var key: String
        /// Whether the callbacks reach the script through the closure-callback technique.
        package var viaClosure: Bool

        /// Creates a listener.
        package init(step: Int, view: Int, key: String, viaClosure: Bool = false) {
            self.step = step
            self.view = view
            self.key = key
            self.viaClosure = viaClosure
        }
    }
}

/// Something the model predicts the script hears, in delivery order: the driver's callback
/// records, with the same identities.
package enum WorldEvent: Equatable, Hashable {
    /// `animationDidStart` of a copy, heard by `listener`.
    case didStart(WorldCopy.Listener)
    /// `animationDidStop(finished:)` of a copy, heard by `listener`.
    case didStop(WorldCopy.Listener, finished: Bool)
    /// The completion block set by step `step` ran.
    case completionBlock(step: Int)
    /// The host told the script `text` (an observer heard it, a block ran, a query answered);
    /// `step` registered, scheduled or asked, `view` is the view it is about or -1.
    case host(step: Int, view: Int, text: String)
}
