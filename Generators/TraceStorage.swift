/// The flat arrays behind a ``Trace``: every step's numbers, keys and callbacks, end to end.
///
/// Only a trace that holds the sole reference changes it (copy on write), so once shared it is
/// never mutated again; that is what makes the unchecked `Sendable` conformance sound, and why
/// its arrays skip the dynamic exclusivity checks.
@usableFromInline
final class TraceStorage: @unchecked Sendable {
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
        @usableFromInline var copyReadEnd: Int

        @inlinable
        init(
            mediaTime: Double, keyPathCount: Int, viewCount: Int, numberEnd: Int, keyNameEnd: Int, keyEndEnd: Int,
            callbackEnd: Int, copyReadEnd: Int
        ) {
            self.mediaTime = mediaTime
            self.keyPathCount = keyPathCount
            self.viewCount = viewCount
            self.numberEnd = numberEnd
            self.keyNameEnd = keyNameEnd
            self.keyEndEnd = keyEndEnd
            self.callbackEnd = callbackEnd
            self.copyReadEnd = copyReadEnd
        }
    }

    @exclusivity(unchecked) @usableFromInline var layouts: [StepLayout] = []
    @exclusivity(unchecked) @usableFromInline var notes: [String?] = []
    /// Per step: whether its note is an error the engine threw (``StepObservation/refusedByEngine``).
    @exclusivity(unchecked) @usableFromInline var engineRefusals: [Bool] = []
    /// Per step, per view: the view's presentation values, then its local time.
    @exclusivity(unchecked) @usableFromInline var numbers: [Double] = []
    @exclusivity(unchecked) @usableFromInline var keyNames: [String] = []
    /// Per step, per view: where the view's keys end, counted from the step's first key.
    @exclusivity(unchecked) @usableFromInline var keyEnds: [Int] = []
    @exclusivity(unchecked) @usableFromInline var callbacks: [CallbackRecord] = []
    /// Every read of stored copies a script step made (``StoredCopiesRead``), in order.
    @exclusivity(unchecked) @usableFromInline var copyReads: [StoredCopiesRead] = []

    @inlinable
    init() {}

    /// An independent copy.
    @usableFromInline
    func copy() -> TraceStorage {
        let copy = TraceStorage()
        copy.layouts = layouts
        copy.notes = notes
        copy.engineRefusals = engineRefusals
        copy.numbers = numbers
        copy.keyNames = keyNames
        copy.keyEnds = keyEnds
        copy.callbacks = callbacks
        copy.copyReads = copyReads
        return copy
    }

    /// Closes the step whose numbers, keys and callbacks were just appended.
    @inlinable
    func endStep(mediaTime: Double, keyPathCount: Int, viewCount: Int, note: String?, refusedByEngine: Bool) {
        notes.append(note)
        engineRefusals.append(refusedByEngine)
        layouts.append(
            StepLayout(
                mediaTime: mediaTime, keyPathCount: keyPathCount, viewCount: viewCount, numberEnd: numbers.count,
                keyNameEnd: keyNames.count, keyEndEnd: keyEnds.count, callbackEnd: callbacks.count,
                copyReadEnd: copyReads.count))
    }

    /// Reserves room for `steps` steps of `views` views with `keyPaths` key paths each.
    @inlinable
    func reserveCapacity(steps: Int, views: Int, keyPaths: Int) {
        layouts.reserveCapacity(steps)
        notes.reserveCapacity(steps)
        engineRefusals.reserveCapacity(steps)
        numbers.reserveCapacity(steps * views * (keyPaths + 1))
        keyEnds.reserveCapacity(steps * views)
    }

    /// The positions of step `step`'s part of the array whose step ends `end` records.
    @inlinable
    func range(_ step: Int, _ end: (StepLayout) -> Int) -> Range<Int> {
        (step == 0 ? 0 : end(layouts[step - 1]))..<end(layouts[step])
    }

    @inlinable func numberRange(_ step: Int) -> Range<Int> { range(step) { $0.numberEnd } }
    @inlinable func keyNameRange(_ step: Int) -> Range<Int> { range(step) { $0.keyNameEnd } }
    @inlinable func keyEndRange(_ step: Int) -> Range<Int> { range(step) { $0.keyEndEnd } }
    @inlinable func callbackRange(_ step: Int) -> Range<Int> { range(step) { $0.callbackEnd } }
    @inlinable func copyReadRange(_ step: Int) -> Range<Int> { range(step) { $0.copyReadEnd } }

    /// Whether step `step` here and step `other` of `storage` hold the same data.
    ///
    /// Who gave a note is not compared, only its words: they already tell a skip from a refusal,
    /// and an observation rebuilt from its parts may not know the source.
    func stepEquals(_ step: Int, _ storage: TraceStorage, _ other: Int) -> Bool {
        layouts[step].mediaTime == storage.layouts[other].mediaTime
            && layouts[step].keyPathCount == storage.layouts[other].keyPathCount
            && layouts[step].viewCount == storage.layouts[other].viewCount
            && notes[step] == storage.notes[other]
            && numbers[numberRange(step)].elementsEqual(storage.numbers[storage.numberRange(other)])
            && keysEqual(step, storage, other)
            && callbacksEqual(step, storage, other)
            && copyReads[copyReadRange(step)].elementsEqual(storage.copyReads[storage.copyReadRange(other)])
    }

    /// Whether step `step` here and step `other` of `storage` list the same animation keys.
    func keysEqual(_ step: Int, _ storage: TraceStorage, _ other: Int) -> Bool {
        keyNames[keyNameRange(step)].elementsEqual(storage.keyNames[storage.keyNameRange(other)])
            && keyEnds[keyEndRange(step)].elementsEqual(storage.keyEnds[storage.keyEndRange(other)])
    }

    /// Whether step `step` here and step `other` of `storage` heard the same callbacks.
    func callbacksEqual(_ step: Int, _ storage: TraceStorage, _ other: Int) -> Bool {
        callbacks[callbackRange(step)].elementsEqual(storage.callbacks[storage.callbackRange(other)])
    }

    /// Whether both storages hold the same steps.
    func hasSameContents(as other: TraceStorage) -> Bool {
        layouts.count == other.layouts.count && layouts.indices.allSatisfy { stepEquals($0, other, $0) }
    }
}
