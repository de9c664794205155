import Generators
import MediaTiming
import Testing

@testable import Conformance

/// The failure timeline marks expected and observed values step by step.
@Suite struct FailureTimelineTests {
    @Test func marksExpectedObservedAndCoincidingValues() throws {
        func observation(_ time: Double, _ value: Double) -> StepObservation {
            StepObservation(
                mediaTime: time, values: [[value]], localTimes: [time], keys: [["a"]], callbacks: [], note: nil)
        }
        let expected = Trace(keyPaths: ["x"], steps: [observation(0, 0), observation(1, 10)])
        let observed = Trace(keyPaths: ["x"], steps: [observation(0, 0), observation(1, 0)])
        let timeline = try #require(FailureTimeline(expected: expected, observed: observed, field: "v0.x", badStep: 1))
        let lines = timeline.ascii(width: 11).split(separator: "\n")
        #expect(lines[2].hasSuffix("|*..........|"))
        #expect(lines[3].hasSuffix("|o.........e| <"))
        #expect(timeline.svg().hasPrefix("<svg"))
    }
}
