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
public struct StepObservation: Equatable, Sendable {
    /// The media time after the step.
    public var mediaTime: Double
    /// Presentation values, indexed `[view][keyPath]` in the order of ``Trace/keyPaths``.
    public var values: [[Double]]
    /// Each view's layer local time at ``mediaTime`` (`convertTime(mediaTime, from: nil, to: layer)`).
    public var localTimes: [Double]
    /// Each view's animation keys in application order.
    public var keys: [[String]]
    /// Callbacks delivered during the step, in order.
    public var callbacks: [CallbackRecord]
    /// The error the engine or host gave for the step, or a no-op note; `nil` when it ran cleanly.
    public var note: String?

    /// Creates an observation.
    public init(
        mediaTime: Double, values: [[Double]], localTimes: [Double], keys: [[String]],
        callbacks: [CallbackRecord], note: String?
    ) {
        self.mediaTime = mediaTime
        self.values = values
        self.localTimes = localTimes
        self.keys = keys
        self.callbacks = callbacks
        self.note = note
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
