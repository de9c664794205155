/// What was observed after one step: a read-only view into its ``Trace``'s storage.
///
/// Reading an observation copies nothing: its numbers, keys and callbacks are slices of the
/// trace's few flat arrays.
public struct StepObservation: Equatable, Sendable {
    /// The media time after the step.
    public let mediaTime: Double
    /// How many key paths each view has, in the order of ``Trace/keyPaths``.
    public let keyPathCount: Int
    /// How many views were observed.
    public let viewCount: Int
    /// The error the engine or host gave for the step, or a no-op note; `nil` when it ran cleanly.
    public let note: String?
    /// For each view in turn, its ``keyPathCount`` presentation values, then its local time.
    @usableFromInline let numbers: ArraySlice<Double>
    /// Every view's animation keys in application order, view after view.
    @usableFromInline let keyNames: ArraySlice<String>
    /// Where each view's keys end, counted from the first of ``keyNames``.
    @usableFromInline let keyEnds: ArraySlice<Int>
    /// The callbacks delivered during the step, in order.
    @usableFromInline let callbackSlice: ArraySlice<CallbackRecord>

    @usableFromInline
    init(
        mediaTime: Double, keyPathCount: Int, viewCount: Int, note: String?, numbers: ArraySlice<Double>,
        keyNames: ArraySlice<String>, keyEnds: ArraySlice<Int>, callbacks: ArraySlice<CallbackRecord>
    ) {
        self.mediaTime = mediaTime
        self.keyPathCount = keyPathCount
        self.viewCount = viewCount
        self.note = note
        self.numbers = numbers
        self.keyNames = keyNames
        self.keyEnds = keyEnds
        self.callbackSlice = callbacks
    }

    /// Creates an observation from values indexed `[view][keyPath]` (every view with the same
    /// count), each view's local time, and keys per view.
    ///
    /// Views beyond the shortest of `values`, `localTimes` and `keys` are dropped.
    public init(
        mediaTime: Double, values: [[Double]], localTimes: [Double], keys: [[String]],
        callbacks: [CallbackRecord], note: String?
    ) {
        let viewCount = min(values.count, localTimes.count, keys.count)
        let keyPathCount = values.first?.count ?? 0
        var numbers: [Double] = []
        var ends: [Int] = []
        for view in 0..<viewCount {
            for k in 0..<keyPathCount { numbers.append(k < values[view].count ? values[view][k] : .nan) }
            numbers.append(localTimes[view])
            ends.append((ends.last ?? 0) + keys[view].count)
        }
        self.init(
            mediaTime: mediaTime, keyPathCount: keyPathCount, viewCount: viewCount, note: note,
            numbers: numbers[...], keyNames: keys.prefix(viewCount).flatMap { $0 }[...], keyEnds: ends[...],
            callbacks: callbacks[...])
    }

    /// Presentation values indexed `[view][keyPath]`.
    public var values: [[Double]] {
        (0..<viewCount).map { view in (0..<keyPathCount).map { value(view: view, keyPath: $0) } }
    }

    /// Each view's layer local time at ``mediaTime`` (`convertTime(mediaTime, from: nil, to: layer)`).
    public var localTimes: [Double] { (0..<viewCount).map { localTime(ofView: $0) } }

    /// Each view's animation keys in application order.
    public var keys: [[String]] { (0..<viewCount).map { keys(ofView: $0) } }

    /// The callbacks delivered during the step, in order.
    public var callbacks: [CallbackRecord] { Array(callbackSlice) }

    /// The value of key path number `keyPath` on `view`, or NaN when the view was not made yet.
    @inlinable
    public func value(view: Int, keyPath: Int) -> Double {
        guard view >= 0, view < viewCount, keyPath >= 0, keyPath < keyPathCount else { return .nan }
        return numbers[numbers.startIndex + view * (keyPathCount + 1) + keyPath]
    }

    /// The local time of `view`, or NaN when the view was not made yet.
    @inlinable
    public func localTime(ofView view: Int) -> Double {
        guard view >= 0, view < viewCount else { return .nan }
        return numbers[numbers.startIndex + view * (keyPathCount + 1) + keyPathCount]
    }

    /// The animation keys of `view`, or none when the view was not made yet.
    public func keys(ofView view: Int) -> [String] {
        guard view >= 0, view < viewCount else { return [] }
        let base = keyNames.startIndex
        let start = view == 0 ? 0 : keyEnds[keyEnds.startIndex + view - 1]
        return Array(keyNames[(base + start)..<(base + keyEnds[keyEnds.startIndex + view])])
    }

    /// Whether two observations saw the same animation keys on every view.
    public func hasSameKeys(as other: StepObservation) -> Bool {
        keyNames.elementsEqual(other.keyNames) && keyEnds.elementsEqual(other.keyEnds)
    }
}
