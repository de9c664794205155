import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

@Suite struct TraceTests {
    private let start = CallbackRecord(copy: 1, view: 0, key: "a", kind: .didStart)
    private let stop = CallbackRecord(copy: 1, view: 0, key: "a", kind: .didStop(finished: true))

    /// Two views, key paths x and y; view 1 has two keys.
    private func first() -> StepObservation {
        StepObservation(
            mediaTime: 0.5, values: [[1, 2], [3, 4]], localTimes: [0.5, 1.5], keys: [["a"], ["b", "c"]],
            callbacks: [start], note: nil)
    }

    /// One view; nothing listed; a note.
    private func second() -> StepObservation {
        StepObservation(mediaTime: 1, values: [[5, 6]], localTimes: [2], keys: [[]], callbacks: [stop], note: "no-op")
    }

    @Test func readsBackEveryStepAsItWasAppended() {
        let trace = Trace(keyPaths: ["x", "y"], steps: [first(), second()])
        #expect(trace.steps.count == 2)
        let one = trace.steps[0]
        let two = trace.steps[1]
        #expect(one.mediaTime == 0.5 && two.mediaTime == 1)
        #expect(one.viewCount == 2 && two.viewCount == 1)
        #expect(one.value(view: 1, keyPath: 0) == 3)
        #expect(one.value(view: 1, keyPath: 1) == 4)
        #expect(one.values == [[1, 2], [3, 4]])
        #expect(one.localTimes == [0.5, 1.5])
        #expect(one.keys(ofView: 1) == ["b", "c"])
        #expect(one.note == nil && two.note == "no-op")
        #expect(two.value(view: 0, keyPath: 1) == 6)
        #expect(two.localTime(ofView: 0) == 2)
        #expect(two.keys == [[]])
        #expect(one.callbacks == [start] && two.callbacks == [stop])
        #expect(trace.callbacks == [start, stop])
    }

    @Test func outOfRangeReadsAreNaNOrEmpty() {
        let observation = second()
        #expect(observation.value(view: 1, keyPath: 0).isNaN)
        #expect(observation.value(view: 0, keyPath: 2).isNaN)
        #expect(observation.value(view: -1, keyPath: 0).isNaN)
        #expect(observation.localTime(ofView: 3).isNaN)
        #expect(observation.keys(ofView: 1).isEmpty)
    }

    @Test func viewsBeyondTheShortestInputAreDropped() {
        let observation = StepObservation(
            mediaTime: 0, values: [[1], [2], [3]], localTimes: [0, 0], keys: [[], [], []], callbacks: [], note: nil)
        #expect(observation.viewCount == 2)
        #expect(observation.values == [[1], [2]])
    }

    @Test func copiesAreIndependent() {
        let original = Trace(keyPaths: ["x", "y"], steps: [first()])
        var copy = original
        copy.append(second())
        #expect(original.steps.count == 1)
        #expect(copy.steps.count == 2)
        #expect(original.callbacks == [start])
        #expect(copy.steps[0] == original.steps[0])
    }

    @Test func equalityComparesContentsNotStorage() {
        let a = Trace(keyPaths: ["x", "y"], steps: [first(), second()])
        let b = Trace(keyPaths: ["x", "y"], steps: [first(), second()])
        #expect(a == b)
        #expect(a.steps[1] == b.steps[1])
        #expect(a.steps[0] != b.steps[1])
        let otherNote = Trace(
            keyPaths: ["x", "y"],
            steps: [
                first(),
                StepObservation(
                    mediaTime: 1, values: [[5, 6]], localTimes: [2], keys: [[]], callbacks: [stop], note: nil),
            ])
        #expect(a != otherNote)
        #expect(Trace(keyPaths: ["x", "z"], steps: [first(), second()]) != a)
    }

    @Test func firstDifferenceNamesKeysAndCallbacks() {
        let expected = Trace(keyPaths: ["x", "y"], steps: [first()])
        let otherKeys = Trace(
            keyPaths: ["x", "y"],
            steps: [
                StepObservation(
                    mediaTime: 0.5, values: [[1, 2], [3, 4]], localTimes: [0.5, 1.5], keys: [["a"], ["c", "b"]],
                    callbacks: [start], note: nil)
            ])
        #expect(otherKeys.firstDifference(from: expected, tolerance: 1e-9)?.field == "keys v1")
        let otherCallbacks = Trace(
            keyPaths: ["x", "y"],
            steps: [
                StepObservation(
                    mediaTime: 0.5, values: [[1, 2], [3, 4]], localTimes: [0.5, 1.5], keys: [["a"], ["b", "c"]],
                    callbacks: [], note: nil)
            ])
        #expect(otherCallbacks.firstDifference(from: expected, tolerance: 1e-9)?.field == "callbacks")
        #expect(expected.firstDifference(from: expected, tolerance: 0) == nil)
    }

    @Test func aDrivenTraceRebuiltFromItsStepsIsEqual() {
        // One view with x animated 0 → 10 over 1 s, read at 0.25 s: 2.5 (linear timing).
        let script = Script([
            .makeView(parent: nil),
            .add(view: 0, key: "a", animation: Animation.basic("x", from: 0, to: 10, duration: 1)),
            .commit,
            .advance(by: 0.25),
        ])
        let trace = ScriptDriver.run(script, on: ReferenceEngine())
        #expect(trace.steps[3].value(view: 0, keyPath: 0) == 2.5)
        #expect(trace.steps[3].keys(ofView: 0) == ["a"])
        let rebuilt = Trace(keyPaths: trace.keyPaths, steps: Array(trace.steps))
        #expect(rebuilt == trace)
    }
}
