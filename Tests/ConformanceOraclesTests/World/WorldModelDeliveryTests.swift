import Generators
import MediaTiming
import Scripts
import Testing

@testable import ConformanceOracles

/// Steps run inside a render's delivery: the model follows them, and stops only where what they
/// change reaches the rest of that delivery (``WorldModel/deliveryChange(since:)``).
@Suite struct WorldModelDeliveryTests {
    /// v0 holds "a" (0.5 s) and "b" (2 s), added together; v1 is a second root. Step 3 arms
    /// `inner` to run inside the callback `trigger`. The adds take effect at the commit of the
    /// first advance and both start at its render, at 0.25 s, "a" first (application order,
    /// §6.3); "a" ends at 0.5 s, heard at the render at 0.75 s.
    static func script(_ trigger: ReentryTrigger, _ inner: [Step]) -> Script {
        [
            .makeView(parent: nil),  // 0
            .makeView(parent: nil),  // 1
            .add(view: 0, key: "a", animation: .basic("opacity", from: 0, to: 1, duration: 0.5)),  // 2
            .add(view: 0, key: "b", animation: .basic("opacity", from: 0, to: 1, duration: 2)),  // 3
            .reentrant(trigger, inner),  // 4
            .advance(by: 0.25),  // 5: both start
            .advance(by: 0.5),  // 6: "a" stops
            .advance(by: 0.25),  // 7
        ]
    }

    /// Removing "b" inside "a"'s didStop: "b" has no callback left in that delivery and no block
    /// waits for it, so the contract alone fixes the outcome: "b" leaves at once (no key at
    /// step 6) and hears didStop(false) at the next render, step 7 (§6.2).
    @Test func aRemovalNothingInTheDeliveryWaitsForIsFollowed() throws {
        let run = WorldModelTrace(Self.script(.didStop(view: 0, key: "a"), [.removeAnimation(view: 0, key: "b")]))
        #expect(run.lostReason == nil)
        for step in run.observed.indices {
            #expect(run.predicted[step] == run.observed[step], "step \(step)")
        }
        #expect(!run.observed[6].contains { $0.contains("v0.b") })
        #expect(run.observed[7].contains("didStop(false) v0.b#3"))
    }

    /// Removing "b" inside "a"'s didStart, in the render where "b" starts too: "b"'s didStart is
    /// still to come in that delivery, and whether it comes is no document's.
    @Test func aRemovalOfACopyStillToBeCalledBackStopsTheModel() throws {
        let run = WorldModelTrace(Self.script(.didStart(view: 0, key: "a"), [.removeAnimation(view: 0, key: "b")]))
        #expect(
            run.lostReason
                == "a callback took off, in the middle of its render's delivery, a copy that delivery or a block still waits for"
        )
        for step in 0..<5 {
            #expect(run.predicted[step] == run.observed[step], "step \(step)")
        }
    }

    /// A timing change inside "a"'s didStart: on v1, which holds nothing, it reaches nothing and
    /// is followed; on v0, whose "b" is still to be called back, the model stops.
    @Test func aTimingChangeStopsTheModelOnlyOnALayerStillCalledBack() throws {
        let elsewhere = WorldModelTrace(
            Self.script(.didStart(view: 0, key: "a"), [.setTiming(view: 1, LayerTiming(speed: 2))]))
        #expect(elsewhere.lostReason == nil)
        for step in elsewhere.observed.indices {
            #expect(elsewhere.predicted[step] == elsewhere.observed[step], "step \(step)")
        }
        let here = WorldModelTrace(
            Self.script(.didStart(view: 0, key: "a"), [.setTiming(view: 0, LayerTiming(speed: 2))]))
        #expect(
            here.lostReason
                == "a callback changed, in the middle of its render's delivery, the time of a layer that delivery still calls back"
        )
    }
}
