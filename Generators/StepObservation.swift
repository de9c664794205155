/// What was observed after one step: a read-only view of one step of a ``Trace``.
///
/// Reading an observation copies nothing: it refers to its trace's storage.
public struct StepObservation: Equatable, Sendable {
    @usableFromInline let storage: TraceStorage
    @usableFromInline let index: Int

    @inlinable
    init(storage: TraceStorage, index: Int) {
        self.storage = storage
        self.index = index
    }

    /// Creates an observation from values indexed `[view][keyPath]` (every view with the same
    /// count), each view's local time, and keys per view.
    ///
    /// Views beyond the shortest of `values`, `localTimes` and `keys` are dropped.
    /// `refusedByEngine` says whether `note` is an error the engine threw (``refusedByEngine``);
    /// `copyReads` are the step's reads of stored copies (``copyReads``).
    public init(
        mediaTime: Double, values: [[Double]], localTimes: [Double], keys: [[String]],
        callbacks: [CallbackRecord], note: String?, refusedByEngine: Bool = false,
        copyReads: [StoredCopiesRead] = []
    ) {
        let viewCount = min(values.count, localTimes.count, keys.count)
        let keyPathCount = values.first?.count ?? 0
        let storage = TraceStorage()
        var keyCount = 0
        for view in 0..<viewCount {
            for k in 0..<keyPathCount { storage.numbers.append(k < values[view].count ? values[view][k] : .nan) }
            storage.numbers.append(localTimes[view])
            storage.keyNames.append(contentsOf: keys[view])
            keyCount += keys[view].count
            storage.keyEnds.append(keyCount)
        }
        storage.callbacks = callbacks
        storage.copyReads = copyReads
        storage.endStep(
            mediaTime: mediaTime, keyPathCount: keyPathCount, viewCount: viewCount, note: note,
            refusedByEngine: refusedByEngine && note != nil)
        self.init(storage: storage, index: 0)
    }

    /// The media time after the step.
    @inlinable public var mediaTime: Double { storage.layouts[index].mediaTime }
    /// How many key paths each view has, in the order of ``Trace/keyPaths``.
    @inlinable public var keyPathCount: Int { storage.layouts[index].keyPathCount }
    /// How many views were observed.
    @inlinable public var viewCount: Int { storage.layouts[index].viewCount }
    /// The error the engine or host gave for the step, or a no-op note; `nil` when it ran cleanly.
    /// It also says when callbacks arrived while the suite read the engine after the step.
    public var note: String? { storage.notes[index] }

    /// The words of a note that say callbacks arrived during the reads after a step.
    public static let readDeliveryMarker = "delivered while the suite read"

    /// The note without what it says about callbacks heard while reading: the step's own error
    /// or no-op, `nil` when the step itself ran cleanly.
    public var stepNote: String? {
        guard let note else { return nil }
        let parts = note.components(separatedBy: "; ").filter { !$0.contains(Self.readDeliveryMarker) }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// Whether the step's note is an error the engine threw, itself or relayed by the host or a
    /// technique (`the engine refused: …`).
    ///
    /// It is `false` for a step that ran cleanly and for every note the engine did not give: the
    /// driver's skip of a step whose precondition does not hold (`no-op: no view 5`, a step naming
    /// a view never made), a lifecycle no-op, and a refusal the host or a technique makes on its own
    /// (an unknown view; a render time that is not finite or goes backwards, which the host refuses
    /// before asking the engine).
    public var refusedByEngine: Bool { storage.engineRefusals[index] }

    /// Presentation values indexed `[view][keyPath]`.
    public var values: [[Double]] {
        (0..<viewCount).map { view in (0..<keyPathCount).map { value(view: view, keyPath: $0) } }
    }

    /// Each view's layer local time at ``mediaTime`` (`convertTime(mediaTime, from: nil, to: layer)`).
    public var localTimes: [Double] { (0..<viewCount).map { localTime(ofView: $0) } }

    /// Each view's animation keys in application order.
    public var keys: [[String]] { (0..<viewCount).map { keys(ofView: $0) } }

    /// The callbacks delivered during the step, in order.
    public var callbacks: [CallbackRecord] { Array(storage.callbacks[storage.callbackRange(index)]) }

    /// What the step's reads of stored copies answered (``HostStep/readLayer(view:)``, top-level
    /// or inside a reentry the step fired), in the order they ran; empty when it read none.
    public var copyReads: [StoredCopiesRead] { Array(storage.copyReads[storage.copyReadRange(index)]) }

    /// The value of key path number `keyPath` on `view`, or NaN when the view was not made yet.
    @inlinable
    public func value(view: Int, keyPath: Int) -> Double {
        let layout = storage.layouts[index]
        guard view >= 0, view < layout.viewCount, keyPath >= 0, keyPath < layout.keyPathCount else { return .nan }
        let start = index == 0 ? 0 : storage.layouts[index - 1].numberEnd
        return storage.numbers[start + view * (layout.keyPathCount + 1) + keyPath]
    }

    /// The local time of `view`, or NaN when the view was not made yet.
    @inlinable
    public func localTime(ofView view: Int) -> Double {
        let layout = storage.layouts[index]
        guard view >= 0, view < layout.viewCount else { return .nan }
        let start = index == 0 ? 0 : storage.layouts[index - 1].numberEnd
        return storage.numbers[start + view * (layout.keyPathCount + 1) + layout.keyPathCount]
    }

    /// The animation keys of `view`, or none when the view was not made yet.
    public func keys(ofView view: Int) -> [String] {
        guard view >= 0, view < viewCount else { return [] }
        let ends = storage.keyEndRange(index)
        let base = storage.keyNameRange(index).lowerBound
        let start = view == 0 ? 0 : storage.keyEnds[ends.lowerBound + view - 1]
        return Array(storage.keyNames[(base + start)..<(base + storage.keyEnds[ends.lowerBound + view])])
    }

    /// Whether two observations saw the same animation keys on every view.
    public func hasSameKeys(as other: StepObservation) -> Bool {
        storage.keysEqual(index, other.storage, other.index)
    }

    /// Whether two observations heard the same callbacks.
    public func hasSameCallbacks(as other: StepObservation) -> Bool {
        storage.callbacksEqual(index, other.storage, other.index)
    }

    /// Whether two observations hold the same data.
    public static func == (lhs: StepObservation, rhs: StepObservation) -> Bool {
        lhs.storage.stepEquals(lhs.index, rhs.storage, rhs.index)
    }
}
