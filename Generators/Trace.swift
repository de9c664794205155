import MediaTiming

/// A delegate callback heard while a script ran.
public struct CallbackRecord: Hashable, Sendable, CustomStringConvertible {
    /// Which callback.
    public enum Kind: Hashable, Sendable {
        /// `animationDidStart`.
        case didStart
        /// `animationDidStop(finished:)`.
        case didStop(finished: Bool)
        /// A transaction's completion block ran; the record's copy is the step that set it.
        case transactionCompleted
        /// The host told the script something: what an observer heard, a next-turn block's run, a
        /// query's answer; the record's copy is the step that registered, scheduled or asked.
        case host(String)
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
        case .transactionCompleted: return "completion block #\(copy)"
        case .host(let what): return "host #\(copy): \(what)"
        }
        return "\(viaClosure ? "closure " : "")\(what) v\(view).\(key)#\(copy)"
    }
}

/// The record of one script run: one observation per step.
///
/// A trace keeps every step's numbers, keys and callbacks in a few flat arrays behind one
/// reference, not a handful of arrays per step: the suite makes, reads and drops a trace per run,
/// so every allocation and reference count it saves is saved millions of times. ``steps`` reads
/// it back one ``StepObservation`` per step. Copies share the storage until one is changed.
public struct Trace: Equatable, Sendable {
    /// The key paths observed, in the order of ``StepObservation/values``' inner arrays.
    public let keyPaths: [String]
    @usableFromInline var storage: TraceStorage

    /// Creates an empty trace over `keyPaths`.
    @inlinable
    public init(keyPaths: [String]) {
        self.keyPaths = keyPaths
        self.storage = TraceStorage()
    }

    /// Creates a trace from its observations.
    public init(keyPaths: [String], steps: [StepObservation]) {
        self.init(keyPaths: keyPaths)
        for step in steps { append(step) }
    }

    /// The observations, one per step.
    @inlinable
    public var steps: Steps { Steps(storage: storage) }

    /// Every callback of the run, in delivery order.
    public var callbacks: [CallbackRecord] { storage.callbacks }

    /// Appends an observation as the next step.
    public mutating func append(_ observation: StepObservation) {
        let source = observation.storage
        let step = observation.index
        let target = uniqueStorage()
        target.numbers.append(contentsOf: source.numbers[source.numberRange(step)])
        target.keyNames.append(contentsOf: source.keyNames[source.keyNameRange(step)])
        target.keyEnds.append(contentsOf: source.keyEnds[source.keyEndRange(step)])
        target.callbacks.append(contentsOf: source.callbacks[source.callbackRange(step)])
        target.copyReads.append(contentsOf: source.copyReads[source.copyReadRange(step)])
        let layout = source.layouts[step]
        target.endStep(
            mediaTime: layout.mediaTime, keyPathCount: layout.keyPathCount, viewCount: layout.viewCount,
            note: source.notes[step], refusedByEngine: source.engineRefusals[step])
    }

    /// The storage, copied first when another trace shares it.
    @inlinable
    mutating func uniqueStorage() -> TraceStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Whether two traces observed the same key paths and the same steps.
    public static func == (lhs: Trace, rhs: Trace) -> Bool {
        lhs.keyPaths == rhs.keyPaths && (lhs.storage === rhs.storage || lhs.storage.hasSameContents(as: rhs.storage))
    }

    /// The observations of a trace, one per step, in order.
    public struct Steps: RandomAccessCollection, Sendable {
        @usableFromInline let storage: TraceStorage

        @inlinable
        init(storage: TraceStorage) { self.storage = storage }

        /// Zero.
        @inlinable public var startIndex: Int { 0 }
        /// The number of steps.
        @inlinable public var endIndex: Int { storage.layouts.count }

        /// The observation after step `index`.
        @inlinable
        public subscript(index: Int) -> StepObservation {
            precondition(index >= 0 && index < storage.layouts.count, "step index out of range")
            return StepObservation(storage: storage, index: index)
        }
    }
}
