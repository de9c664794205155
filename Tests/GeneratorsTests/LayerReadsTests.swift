import Generators
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

/// A `readLayer` step records what app code reads from a layer; the values are worked by hand.
@Suite struct LayerReadsTests {
    /// v0 runs at speed 2 under the window's layer with v1 inside it. At media time 0.5 its local
    /// time is 1; the add there is stamped at the commit of the next advance with b = 1 (§2.5);
    /// at media time 0.75 the local time is 1.5, half way through the 1 s animation from 0 to 1.
    @Test func theReadsAnswerWhatTheLayerHolds() {
        let oneSecond = Animation(
            keyPath: "opacity", kind: .basic(BasicValues(from: 0, to: 1)), timing: AnimationTiming(duration: 1))
        let script: Script = [
            .makeView(parent: nil),  // 0
            .makeView(parent: 0),  // 1
            .setModelValue(view: 0, keyPath: "opacity", value: 0.25),  // 2
            .setTiming(view: 0, LayerTiming(speed: 2)),  // 3
            .advance(by: 0.5),  // 4
            .add(view: 0, key: "a", animation: oneSecond),  // 5
            .advance(by: 0.25),  // 6
            .host(.readLayer(view: 0)),  // 7
            .host(.readLayer(view: 1)),  // 8
            .host(.readLayer(view: 9)),  // 9: no such view
        ]
        let trace = ScriptDriver.run(script, on: ReferenceEngine())
        #expect(
            trace.steps[7].callbacks.map(\.description) == [
                "host #7: modelValue(opacity) = 0.25", "host #7: presentationValue(opacity) = 0.5",
                "host #7: timing = LayerTiming(speed: 2)", "host #7: localTime = 1.5",
                "host #7: superlayer = not a view's", "host #7: sublayers = [v1]",
                "host #7: animation(forKey: a) = basic opacity 0→1 d=1 b=1",
            ])
        // v1 inherits v0's time: 1.5 too; it has no animation and no value set.
        #expect(
            trace.steps[8].callbacks.map(\.description) == [
                "host #8: modelValue(opacity) = 0", "host #8: presentationValue(opacity) = 0",
                "host #8: timing = LayerTiming()", "host #8: localTime = 1.5", "host #8: superlayer = v0",
                "host #8: sublayers = []",
            ])
        #expect(trace.steps[9].callbacks.isEmpty)
        #expect(trace.steps[9].note == "no-op: no view 9")
        #expect(trace.steps[..<9].allSatisfy { $0.note == nil })
    }
}
