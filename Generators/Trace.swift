import MediaTiming

/// A delegate callback heard while a script ran.
public struct CallbackRecord: Hashable, Sendable, CustomStringConvertible {
    /// Which callback.
    public enum Kind: Hashable, Sendable {
        /// `animationDidStart`.
        case didStart
        /// `animationDidStop(finished:)`.
        case didStop(finished: Bool)
    }

    /// The index of the step that added the copy (its identity across the trace).
    public var copy: Int
    /// The view the copy was added to.
    public var view: Int
    /// The key it was added under.
    public var key: String
    /// Which callback.
    public var kind: Kind
    /// Whether it reached the caller through the closure-callback technique rather than a delegate.
    public var viaClosure: Bool

    /// Creates a record.
    public init(copy: Int, view: Int, key: String, kind: Kind, viaClosure: Bool = false) {
        self.copy = copy
        self.view = view
        self.key = key
        self.kind = kind
        self.viaClosure = viaClosure
    }

    /// A short form such as `didStop(true) v0.a#3`.
    public var description: String {
        let what: String
        switch kind {
        case .didStart: what = "didStart"
        case .didStop(let finished): what = "didStop(\(finished))"
        }
        return "\(viaClosure ? "closure " : "")\(what) v\(view).\(key)#\(copy)"
    }
}

/// What was observed after one step.
///
/// Values and keys are stored flat, view after view, so an observation is a handful of arrays
/// whatever the number of views: the suite makes and drops one per step of every run.
public struct StepObservation: Equatable, Sendable {
    /// The media time after the step.
    public var mediaTime: Double
    /// Presentation values, view after view, ``keyPathCount`` per view in the order of ``Trace/keyPaths``.
    public var flatValues: [Double]
    /// How many key paths each view has in ``flatValues``.
    public var keyPathCount: Int
    /// Each view's layer local time at ``mediaTime`` (`convertTime(mediaTime, from: nil, to: layer)`).
    public var localTimes: [Double]
    /// Every view's animation keys in application order, view after view.
    public var flatKeys: [String]
    /// Where each view's keys end in ``flatKeys``.
    public var keyEnds: [Int]
    /// Callbacks delivered during the step, in order.
    public var callbacks: [CallbackRecord]
    /// The error the engine or host gave for the step, or a no-op note; `nil` when it ran cleanly.
    public var note: String?

    /// Creates an observation from flat values and keys.
    public init(
        mediaTime: Double, flatValues: [Double], keyPathCount: Int, localTimes: [Double], flatKeys: [String],
        keyEnds: [Int], callbacks: [CallbackRecord], note: String?
    ) {
        self.mediaTime = mediaTime
        self.flatValues = flatValues
        self.keyPathCount = keyPathCount
        self.localTimes = localTimes
        self.flatKeys = flatKeys
        self.keyEnds = keyEnds
        self.callbacks = callbacks
        self.note = note
    }

    /// Creates an observation from values indexed `[view][keyPath]` and keys per view.
    public init(
        mediaTime: Double, values: [[Double]], localTimes: [Double], keys: [[String]],
        callbacks: [CallbackRecord], note: String?
    ) {
        var ends: [Int] = []
        var total = 0
        for viewKeys in keys {
            total += viewKeys.count
            ends.append(total)
        }
        self.init(
            mediaTime: mediaTime, flatValues: values.flatMap { $0 }, keyPathCount: values.first?.count ?? 0,
            localTimes: localTimes, flatKeys: keys.flatMap { $0 }, keyEnds: ends, callbacks: callbacks, note: note)
    }

    /// How many views were observed.
    public var viewCount: Int { localTimes.count }

    /// Presentation values indexed `[view][keyPath]`.
    public var values: [[Double]] {
        (0..<viewCount).map { view in (0..<keyPathCount).map { value(view: view, keyPath: $0) } }
    }

    /// Each view's animation keys in application order.
    public var keys: [[String]] { (0..<keyEnds.count).map { keys(ofView: $0) } }

    /// The value of key path number `keyPath` on `view`, or NaN when the view was not made yet.
    @inlinable
    public func value(view: Int, keyPath: Int) -> Double {
        let index = view * keyPathCount + keyPath
        guard view >= 0, keyPath >= 0, keyPath < keyPathCount, index < flatValues.count else { return .nan }
        return flatValues[index]
    }

    /// The local time of `view`, or NaN when the view was not made yet.
    public func localTime(ofView view: Int) -> Double {
        view >= 0 && view < localTimes.count ? localTimes[view] : .nan
    }

    /// The animation keys of `view`, or none when the view was not made yet.
    public func keys(ofView view: Int) -> [String] {
        guard view >= 0, view < keyEnds.count else { return [] }
        return Array(flatKeys[(view == 0 ? 0 : keyEnds[view - 1])..<keyEnds[view]])
    }
}

/// The record of one script run: one observation per step.
public struct Trace: Equatable, Sendable {
    /// The key paths observed, in the order of ``StepObservation/values``' inner arrays.
    public var keyPaths: [String]
    /// One observation per step.
    public var steps: [StepObservation]

    /// Creates a trace.
    public init(keyPaths: [String], steps: [StepObservation]) {
        self.keyPaths = keyPaths
        self.steps = steps
    }

    /// Every callback of the run, in delivery order.
    public var callbacks: [CallbackRecord] { steps.flatMap(\.callbacks) }
}
