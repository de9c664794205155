import ConformanceOracles
import Generators
import MediaTiming
import Scripts
import Testing

@testable import Conformance

/// The shared run's comparison of one stored copy with the model's, field by field: what an
/// engine may hold otherwise (SEMANTICS §10.1, §5.5) agrees, and a field changed does not.
@Suite struct SharedRunStoredCopyTests {
    /// A comparison over a one-step script on the reference engine, with the default tolerance.
    static func comparison() -> SharedRun.Comparison {
        let script: Script = [.makeView(parent: nil)]
        let context = SuiteRunner(engine: .reference()).makeContext(SuiteConfiguration(), profile: .coreAnimation)
        return SharedRun.Comparison(script: script, trace: context.reference.run(script), context: context)
    }

    /// A retained, eased, filled basic animation stamped at 4.5, repeating 3 times at speed 1.1.
    static var expected: Animation {
        var animation = Animation.basic("opacity", from: 0, to: 10, duration: 0.5)
        animation.timing.beginTime = 4.5
        animation.timing.speed = 1.1
        animation.timing.repeatCount = 3
        animation.timing.fillMode = .forwards
        animation.timingFunction = TimingFunction(0.42, 0, 0.58, 1)
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// The first differing field of `observed` against `expected`, as the comparison names it.
    static func field(_ observed: Animation, _ expected: PredictedCopy) -> String? {
        comparison().copyDifference(
            observed, expected, key: "a", number: .storedBeginTime(step: 0, read: 0, key: "a")
        )?.field
    }

    @Test func theSameCopyAgrees() {
        #expect(Self.field(Self.expected, PredictedCopy(Self.expected)) == nil)
    }

    @Test func singlePrecisionFieldsAgreeAndAnyOtherChangeDoesNot() {
        // §10.1: speed, repeat count and control points may be held as Float.
        var single = Self.expected
        single.timing.speed = Double(Float(1.1))
        single.timingFunction = TimingFunction(Double(Float(0.42)), 0, Double(Float(0.58)), 1)
        #expect(single.timing.speed != 1.1)
        #expect(Self.field(single, PredictedCopy(Self.expected)) == nil)
        // Repeating forever: the largest Double, held as a Float, is infinite.
        var forever = Self.expected
        forever.timing.repeatCount = .greatestFiniteMagnitude
        var held = forever
        held.timing.repeatCount = .infinity
        #expect(Self.field(held, PredictedCopy(forever)) == nil)
        // 1.1001 is no rounding of 1.1 (it is 9e-5 away; a Float holds 1.1 within 6e-8).
        var faster = Self.expected
        faster.timing.speed = 1.1001
        #expect(Self.field(faster, PredictedCopy(Self.expected)) == "speed")
    }

    @Test func eachFieldChangedIsNamed() {
        func changed(_ change: (inout Animation) -> Void) -> String? {
            var observed = Self.expected
            change(&observed)
            return Self.field(observed, PredictedCopy(Self.expected))
        }
        #expect(changed { $0.timing.beginTime = 4.6 } == "beginTime")
        #expect(changed { $0.timing.duration = 0 } == "duration")
        #expect(changed { $0.timing.fillMode = .removed } == "fillMode")
        #expect(changed { $0.isRemovedOnCompletion = true } == "isRemovedOnCompletion")
        #expect(changed { $0.timing.timeOffset = 0.5 } == "timeOffset")
        #expect(changed { $0.timingFunction = nil } == "timingFunction")
        #expect(changed { $0.isAdditive = true } == "isAdditive")
        #expect(changed { $0.kind = .basic(BasicValues(from: 0, to: 9)) } == "values")
        #expect(changed { $0.keyPath = "position.x" } == "keyPath")
    }

    @Test func whatIsNotPredictedIsNotCompared() {
        var observed = Self.expected
        observed.timing.beginTime = 7
        observed.timing.duration = 0.25
        #expect(Self.field(observed, PredictedCopy(Self.expected)) == "beginTime")
        let open = PredictedCopy(Self.expected, beginTimeIsPredicted: false, durationIsPredicted: false)
        #expect(Self.field(observed, open) == nil)
    }

    @Test func keyTimesAndAGroupChildAreComparedFieldByField() {
        let keyframes = Animation.keyframe("opacity", values: [0, 5, 10], keyTimes: [0, 0.25, 1], duration: 1)
        var evenly = keyframes
        evenly.kind = .keyframe(KeyframeValues(values: [0, 5, 10]))
        #expect(Self.field(evenly, PredictedCopy(keyframes)) == "keyTimes")
        // §5.5: a child added with duration 0 takes the group's 2 s when it runs; the copy may
        // show it resolved (as predicted) or as added, but not as another duration.
        var child = Animation.basic("opacity", to: 1, duration: 2)
        child.timing.beginTime = 0.5
        let group = Animation.group([child], duration: 2)
        var asAdded = child
        asAdded.timing.duration = 0
        #expect(Self.field(.group([asAdded], duration: 2), PredictedCopy(group)) == nil)
        var other = child
        other.timing.duration = 1
        #expect(Self.field(.group([other], duration: 2), PredictedCopy(group)) == "animations.duration")
        var moved = child
        moved.timing.beginTime = 0
        #expect(Self.field(.group([moved], duration: 2), PredictedCopy(group)) == "animations.beginTime")
    }
}
