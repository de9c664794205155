import MediaTiming
import Scripts

/// The engine's part of the world model: one engine's layers, animations, transactions and
/// callbacks, as SEMANTICS.md §1–§6 and the contract's documentation describe them.
///
/// It reads nothing of any engine: it is written from the formulas and the contract's doc
/// comments, and reuses only this module's value oracle (``ValueOracle``) for what a copy shows.
///
/// ```
///   apply(step) / add / remove / setTiming / beginTransaction / commit / flush
///        │                   │
///        ▼                   ▼ removals queue their stops (delivered at the next render)
///   layers ── copies in application order ── pending until the outermost commit stamps them
///        │
///        ▼ render(atMediaTime:)
///   starts and stops in time order, removal on completion, then completion blocks
/// ```
///
/// **Unknowns.** Where the outcome rests on an open point that no profile option settles (§9:
/// "not asserted"), or on a case the contract leaves open (a stamp on a layer that has no time,
/// a transaction duration ≤ 0, a render while a nested transaction is open), the prediction is
/// `nil` rather than a guess: ``render(atMediaTime:)`` answers `nil` for that render's events,
/// ``predictedKeys(of:)`` and ``presentationValue(_:of:)`` `nil` for what depends on it.
///
/// **Cost.** Every call is linear in the live copies and the tree's depth at most; nothing walks
/// the history, so it can follow every step of a long run.
package struct EngineWorld: WorldEngineSublayers {
    /// How this engine reads the open points.
    package let profile: TimingProfile
    /// Whether `beginTransaction()` opens a nested transaction (the engine declares
    /// `nestedTransactions`); when it does not, the call is refused.
    package let nestsTransactions: Bool
    /// The media time of the last render, or 0 before the first one.
    package internal(set) var mediaTime: Double = 0

    /// Every view's layer, by creation index.
    var layers: [Layer] = []
    /// The open transaction's levels, the outermost first; there is always one.
    var levels: [Level] = [Level(duration: 0.25)]
    /// Whether a flush made inside a nested transaction waits for the last nested commit.
    var flushIsDeferred = false
    /// The stops of removed copies, delivered at the beginning of the next render.
    var pendingStops: [PendingStop] = []
    /// The copy each event of the last render was about, in the order of its events (`nil` for
    /// a completion block): what a closure listener reads to tell its copies' generations apart.
    package internal(set) var lastDeliveredCopies: [WorldCopy?] = []
    /// What the last render delivered when only the order of it is not predicted (an open
    /// order of simultaneous callbacks or of completion blocks), in the model's order; `nil`
    /// when the render was predicted or what it delivered is not known either.
    package internal(set) var lastUnorderedEvents: [WorldEvent]?
    /// Whether the completion blocks among ``lastUnorderedEvents`` are in a predicted order
    /// (only the delegate callbacks before them are not).
    package internal(set) var lastBlocksAreOrdered = false
    /// The blocks the last render ran, in order: their identities and when their transactions ended.
    var lastRanBlocks: [(id: Int, endOrder: Int)] = []
    /// The completion blocks that have not run, in the order they were set.
    var blocks: [Block] = []
    /// The application-order number the next added copy gets (across layers).
    var nextSerial = 0
    /// The identity the next completion block gets.
    var nextBlockID = 0
    /// The link order the next layer put under a superlayer gets.
    var nextLinkOrder = 0
    /// How many blocks' transactions have ended.
    var endedBlockCount = 0

    /// Creates an engine with no layers at media time 0.
    package init(profile: TimingProfile, nestsTransactions: Bool = true) {
        self.profile = profile
        self.nestsTransactions = nestsTransactions
    }

    /// One view's layer.
    struct Layer {
        /// The superlayer's view, or `nil` for a root.
        var parent: Int?
        /// When it was last put under its superlayer: sublayers are in this order, as
        /// `addSublayer` appends.
        var linkOrder = 0
        /// The layer's own timing.
        var timing = LayerTiming()
        /// Model values by key path; a key path never set reads as 0.
        var modelValues: [String: Double] = [:]
        /// The stored copies in application order.
        var copies: [StoredCopy] = []
        /// Whether which copies the layer lists rests on an open point from now on (a copy whose
        /// end is unknown was on it at a render).
        var keysAreOpen = false
        /// The key paths whose values rest on an open point from now on.
        var openPaths: Set<String> = []
    }

    /// One stored copy on a layer.
    struct StoredCopy {
        /// The key it is stored under.
        var key: String
        /// The copy: durations resolved, begin time stamped once committed, with its listener.
        var copy: WorldCopy
        /// Its application-order number across layers (the order of the adds).
        var serial: Int
        /// Whether the outermost commit that applies it has happened.
        var isCommitted = false
        /// Whether its didStart was delivered.
        var hasStarted = false
        /// Whether it completed its active period (decided at a render).
        var hasEnded = false
        /// Whether its didStop was delivered (a retained copy stays listed after it).
        var hasStopped = false
        /// Why what it shows and when it starts and stops is not predicted, or `nil` when it is.
        var openReason: OpenReason?
        /// Whether it took a replaced copy's place in the order (``TimingProfile/ReplacementOrder/keepPosition``).
        var tookPlace = false
        /// The blocks that wait for it under every reading.
        var blocks: [Int] = []
        /// The blocks that wait for it under one reading of an open point only (§9).
        var maybeBlocks: [Int] = []
    }

    /// Why a copy's course is not predicted.
    enum OpenReason {
        /// Added with a duration ≤ 0 while the transaction's duration was not a usable one.
        case unknownDuration
        /// Stamped while its layer had no time (§1.3 gives the stamp no value then).
        case unknownStamp
        /// Stamped at an exact boundary instant under a negative speed (§3.6: open).
        case stampedAtOpenInstant
        /// Its time ran backwards, or wrapped, past an edge of its active period between two renders.
        case turnedBetweenRenders
    }

    /// One level of the open transaction.
    struct Level {
        /// Its animation duration; `nil` when set to a value the contract gives no reading (≤ 0, not finite).
        var duration: Double?
        /// The identity of the block it collects animations for.
        var collecting: Int?
    }

    /// A removed copy's stop, waiting for the next render.
    struct PendingStop {
        /// The copy's application-order number.
        var serial: Int
        /// Who hears the stop.
        var listener: WorldCopy.Listener?
        /// What the stop says.
        var finished: Bool
        /// The blocks that wait for the copy under every reading.
        var blocks: [Int]
        /// The blocks that wait for it under one reading only.
        var maybeBlocks: [Int]
        /// Whether the stop is heard (a retained copy that already heard didStop is not).
        var isHeard: Bool
        /// Whether what the stop says is not predicted (the copy's course was open).
        var isUnknown: Bool
        /// Whether the copy took a replaced one's place in the order.
        var tookPlace: Bool
        /// The copy removed, as the engine held it (a closure listener reads its generation).
        var copy: WorldCopy? = nil
    }

    /// One completion block (`setCompletionBlock`), identified by the step that set it.
    struct Block {
        /// The step that set it (a record's `copy`).
        var step: Int
        /// Its identity, the order it was set in.
        var id: Int
        /// Whether its transaction ended (commit, or the next set or clear at its level).
        var hasEnded: Bool { endOrder != nil }
        /// When its transaction ended, counted across blocks; `nil` while it collects.
        var endOrder: Int?
        /// The copies every reading waits for that have not stopped.
        var remaining = 0
        /// The copies only one reading of an open point waits for that have not stopped.
        var maybeRemaining = 0
        /// Whether the reading that does not wait for the maybe-copies already ran it.
        var ranUnderShortReading = false
        /// Whether when it runs is unknown (it waits for a copy whose course is not predicted).
        var isUnpredictable = false
    }

    // MARK: - Tree, timing, model values

    /// How many views (layers) exist.
    package var viewCount: Int { layers.count }

    /// The view's superlayer's view, or `nil` for a root layer or a view that does not exist.
    package func parent(of view: Int) -> Int? {
        layers.indices.contains(view) ? layers[view].parent : nil
    }

    /// Makes the layer of view number ``viewCount`` under `parent` (`nil`, or a view that does
    /// not exist: a root layer).
    package mutating func makeLayer(parent: Int?) {
        nextLinkOrder += 1
        layers.append(
            Layer(parent: parent.flatMap { layers.indices.contains($0) ? $0 : nil }, linkOrder: nextLinkOrder))
    }

    /// Moves `view`'s layer under `parent` (`nil`: a root); a move that would make a cycle is
    /// refused, as `addSublayer` refuses it, and changes nothing.
    package mutating func setParent(_ parent: Int?, of view: Int) {
        guard layers.indices.contains(view) else { return }
        if let parent {
            guard layers.indices.contains(parent), !isInside(parent, view) else { return }
        }
        layers[view].parent = parent
        nextLinkOrder += 1
        layers[view].linkOrder = nextLinkOrder
    }

    /// The views of `view`'s sublayers in the order they were put there; empty for a view that
    /// does not exist.
    package func sublayers(of view: Int) -> [Int] {
        guard layers.indices.contains(view) else { return [] }
        return layers.indices.filter { layers[$0].parent == view }.sorted {
            layers[$0].linkOrder < layers[$1].linkOrder
        }
    }

    /// The layer's timing; the default timing for a view that does not exist.
    package func timing(of view: Int) -> LayerTiming {
        layers.indices.contains(view) ? layers[view].timing : LayerTiming()
    }

    /// Replaces the layer's timing; `false` when the contract refuses it (a value that is not
    /// finite, ``LayerTiming/isFinite``) or the view does not exist.
    @discardableResult
    package mutating func setTiming(_ timing: LayerTiming, of view: Int) -> Bool {
        guard layers.indices.contains(view), timing.isFinite else { return false }
        layers[view].timing = timing
        return true
    }

    /// The model value under `keyPath`, or 0 when none was set.
    package func modelValue(forKeyPath keyPath: String, of view: Int) -> Double {
        layers.indices.contains(view) ? layers[view].modelValues[keyPath] ?? 0 : 0
    }

    /// Stores a model value; `false` when refused (NaN, an empty key path) or the view does not exist.
    @discardableResult
    package mutating func setModelValue(_ value: Double, forKeyPath keyPath: String, of view: Int) -> Bool {
        guard layers.indices.contains(view), !value.isNaN, !keyPath.isEmpty else { return false }
        layers[view].modelValues[keyPath] = value
        return true
    }

    /// Whether `view` is `ancestor` or below it.
    package func isInside(_ view: Int, _ ancestor: Int) -> Bool {
        var current: Int? = view
        var hops = 0
        while let index = current, layers.indices.contains(index), hops <= layers.count {
            if index == ancestor { return true }
            current = layers[index].parent
            hops += 1
        }
        return false
    }

    /// The views from the root down to `view`.
    func chain(_ view: Int) -> [Int] {
        var chain: [Int] = []
        var current: Int? = view
        while let index = current, layers.indices.contains(index), chain.count <= layers.count {
            chain.append(index)
            current = layers[index].parent
        }
        return chain.reversed()
    }
}
