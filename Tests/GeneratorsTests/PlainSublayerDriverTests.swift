import Generators
import Lifecycle
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

/// Plain sublayers (`Step.makeSublayer`) in the driver and the printer: they take the next index
/// as a view would, every layer step works on them, a step that needs a view skips them, and the
/// script prints as the code that builds it.
@Suite struct PlainSublayerDriverTests {
    /// v0 a root view, l1 a plain sublayer of it, l2 one of l1, v3 a subview of v0.
    static var script: Script {
        [
            .makeView(parent: nil),  // 0: v0
            .makeSublayer(parent: 0),  // 1: l1
            .makeSublayer(parent: 1),  // 2: l2
            .makeView(parent: 0),  // 3: v3
            .setTiming(view: 1, LayerTiming(speed: 2)),  // 4
            .add(view: 2, key: "a", animation: .basic("opacity", from: 0, to: 4, duration: 4)),  // 5
            .advance(by: 1),  // 6
            .technique(TechniqueStep(.pause, view: 2)),  // 7: the pauser takes a layer
            .technique(TechniqueStep(.preserve, view: 1)),  // 8: a preserver needs a view: skipped
            .host(.query(view: 2)),  // 9: a host query needs a view: skipped
            .makeView(parent: 1),  // 10: a view cannot be made under a plain layer: skipped
            .host(.readLayer(view: 2)),  // 11
            .detach(view: 0),  // 12: the window leave strips the plain layers under v0
        ]
    }

    @Test func theDriverMakesObservesAndSkipsByTheContractsRule() throws {
        let trace = ScriptDriver.run(Self.script, on: ReferenceEngine())
        // Four layers are observed after step 3: two views and two plain layers, by index.
        #expect(trace.steps[3].viewCount == 4)
        #expect(trace.steps[2].viewCount == 3)
        // l2 runs on l1's clock at speed 2: at media 1, l1 and l2 are at 2, and "a" (stamped at
        // 0) shows opacity 2/4 × 4 = 2.
        #expect(trace.steps[6].localTime(ofView: 1) == 2)
        #expect(trace.steps[6].localTime(ofView: 2) == 2)
        #expect(abs(trace.steps[6].value(view: 2, keyPath: 0) - 2) < 1e-9)
        #expect(trace.steps[6].keys(ofView: 2) == ["a"])
        #expect(trace.steps[7].note == nil)
        #expect(trace.steps[8].note?.hasPrefix("no-op:") == true)
        #expect(trace.steps[9].note?.hasPrefix("no-op:") == true)
        #expect(trace.steps[10].note?.hasPrefix("no-op:") == true)
        #expect(trace.steps[10].viewCount == 4)
        let reads = trace.steps[11].callbacks.compactMap { record -> String? in
            if case .host(let text) = record.kind { return text }
            return nil
        }
        #expect(reads.contains("superlayer = v1"))
        #expect(reads.contains("sublayers = []"))
        #expect(trace.steps[12].keys(ofView: 2) == [])
    }

    @Test func aPlainSublayerCountsAsALayerNotAView() {
        #expect(Self.script.viewCount == 3)
        #expect(Self.script.layerCount == 5)
        #expect(Step.makeSublayer(parent: 0).requiredCapabilities == .nestedLayers)
        #expect(Step.makeSublayer(parent: 0) == .makeSublayer(parent: 0))
        #expect(Step.makeSublayer(parent: 0) != .makeSublayer(parent: 1))
        #expect(Step.makeSublayer(parent: 0) != .makeView(parent: 0))
    }

    @Test func itPrintsAsTheCodeThatBuildsIt() {
        #expect(SwiftLiteral.step(.makeSublayer(parent: 2)) == ".makeSublayer(parent: 2)")
        let source = Self.script.swiftSource()
        #expect(source.contains(".makeSublayer(parent: 0),"))
        #expect(source.contains(".makeSublayer(parent: 1),"))
    }

    /// Deleting the step that makes a plain layer renumbers nothing but skips the steps naming
    /// indices past the end, as for views: the script still runs to its end.
    @Test func aShrunkScriptWithoutItsSublayerRunsToItsEnd() {
        var steps = Self.script.steps
        steps.remove(at: 2)
        let trace = ScriptDriver.run(Self.script.withSteps(steps), on: ReferenceEngine())
        #expect(trace.steps.count == steps.count)
        // The view made next takes index 2; l2's add now lands on it, and step 11 reads it.
        #expect(trace.steps[3].viewCount == 3)
    }
}
