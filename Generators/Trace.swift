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

/// The record of one script run: one observation per step.
///
/// A trace keeps every step's numbers, keys and callbacks in a few flat arrays, not a handful of
/// arrays per step: the suite makes and drops a trace per run, so each allocation it saves is
/// saved millions of times. ``steps`` reads it back one ``StepObservation`` per step.
public struct Trace: Equatable, Sendable {
    /// Where one step's data ends in the flat arrays, with its scalars.
    @usableFromInline
    struct StepLayout: Equatable, Sendable {
        @usableFromInline var mediaTime: Double
        @usableFromInline var keyPathCount: Int
        @usableFromInline var viewCount: Int
        @usableFromInline var numberEnd: Int
        @usableFromInline var keyNameEnd: Int
        @usableFromInline var keyEndEnd: Int
        @usableFromInline var callbackEnd: Int

        @inlinable
        init(mediaTime: Double, keyPathCount: Int, viewCount: Int, numberEnd: Int, keyNameEnd: Int, keyEndEnd: Int, callbackEnd: Int) {
            self.mediaTime = mediaTime
            self.keyPathCount = keyPathCount
            self.viewCount = viewCount
            self.numberEnd = numberEnd
            self.keyNameEnd = keyNameEnd
            self.keyEndEnd = keyEndEnd
            self.callbackEnd = callbackEnd
        }
    }

    /// The key paths observed, in the order of ``StepObservation/values``' inner arrays.
    public let keyPaths: [String]
    @usableFromInline var layouts: [StepLayout] = []
    @usableFromInline var notes: [String?] = []
    /// Per step, per view: the view's presentation values, then its local time.
    @usableFromInline var numbers: [Double] = []
    @usableFromInline var keyNames: [String] = []
    /// Per step, per view: where the view's keys end, counted from the step's first key.
    @usableFromInline var keyEnds: [Int] = []
    @usableFromInline var callbackRecords: [CallbackRecord] = []

    /// Creates an empty trace over `keyPaths`.
    @inlinable
    public init(keyPaths: [String]) {
        self.keyPaths = keyPaths
    }

    /// Creates a trace from its observations.
    public init(keyPaths: [String], steps: [StepObservation]) {
        self.init(keyPaths: keyPaths)
        for step in steps { append(step) }
    }

    /// The observations, one per step.
    @inlinable
    public var steps: Steps { Steps(trace: self) }

    /// Every callback of the run, in delivery order.
    public var callbacks: [CallbackRecord] { callbackRecords }

    /// Appends an observation as the next step.
    public mutating func append(_ observation: StepObservation) {
        numbers.append(contentsOf: observation.numbers)
        keyNames.append(contentsOf: observation.keyNames)
        keyEnds.append(contentsOf: observation.keyEnds)
        callbackRecords.append(contentsOf: observation.callbackSlice)
        endStep(mediaTime: observation.mediaTime, keyPathCount: observation.keyPathCount, viewCount: observation.viewCount, note: observation.note)
    }

    /// Closes the step whose numbers, keys and callbacks were just appended to the flat arrays.
    @inlinable
    mutating func endStep(mediaTime: Double, keyPathCount: Int, viewCount: Int, note: String?) {
        notes.append(note)
        layouts.append(StepLayout(
            mediaTime: mediaTime, keyPathCount: keyPathCount, viewCount: viewCount, numberEnd: numbers.count,
            keyNameEnd: keyNames.count, keyEndEnd: keyEnds.count, callbackEnd: callbackRecords.count))
    }

    /// Reserves room for `steps` steps of `views` views each.
    @inlinable
    mutating func reserveCapacity(steps: Int, views: Int) {
        layouts.reserveCapacity(steps)
        notes.reserveCapacity(steps)
        numbers.reserveCapacity(steps * views * (keyPaths.count + 1))
        keyEnds.reserveCapacity(steps * views)
    }

    /// The observations of a trace, one per step, in order.
    public struct Steps: RandomAccessCollection, Sendable {
        @usableFromInline let trace: Trace

        @inlinable
        init(trace: Trace) { self.trace = trace }

        /// Zero.
        @inlinable public var startIndex: Int { 0 }
        /// The number of steps.
        @inlinable public var endIndex: Int { trace.layouts.count }

        /// The observation after step `index`.
        @inlinable
        public subscript(index: Int) -> StepObservation {
            let layout = trace.layouts[index]
            let previous = index == 0 ? nil : trace.layouts[index - 1]
            return StepObservation(
                mediaTime: layout.mediaTime, keyPathCount: layout.keyPathCount, viewCount: layout.viewCount,
                note: trace.notes[index],
                numbers: trace.numbers[(previous?.numberEnd ?? 0)..<layout.numberEnd],
                keyNames: trace.keyNames[(previous?.keyNameEnd ?? 0)..<layout.keyNameEnd],
                keyEnds: trace.keyEnds[(previous?.keyEndEnd ?? 0)..<layout.keyEndEnd],
                callbacks: trace.callbackRecords[(previous?.callbackEnd ?? 0)..<layout.callbackEnd])
        }
    }
}
