import Generators
import MediaTiming
import PropertyTesting
import Scripts
import Testing

@testable import Conformance

/// The value laws reach what they declare, often enough to count at the default case count.
@Suite struct ValueLawFeaturesTests {
    @Test func everyDeclaredFeatureIsReachedByFivePercentOfCases() throws {
        let cases = 200
        for law in LawCatalog.all where law.family == "VAL" {
            let declared = try #require(ValueLawFeatures.declared[law.id], "\(law.id) declares no features")
            var counts: [String: Int] = [:]
            let gen = law.generator()
            for seed in 0..<cases {
                let script = try gen.run(TestCase(seed: UInt64(seed), size: 100))
                for feature in ValueLawFeatures.reached(by: script) { counts[feature, default: 0] += 1 }
            }
            for feature in declared {
                let share = Double(counts[feature, default: 0]) / Double(cases)
                #expect(share >= 0.05, "\(law.id) reaches \(feature) in \(Int(share * 100)) % of cases")
            }
        }
    }

    @Test func featuresOfAHandWrittenScript() {
        var animation = Animation.keyframe(
            "x", values: [0, 1, 0], keyTimes: [0, 0.5, 1], calculationMode: .cubic, duration: 1)
        animation.timing.speed = -1
        animation.timing.repeatCount = .infinity
        animation.timing.beginTime = 2
        let script: Script = [
            .makeView(parent: nil), .makeView(parent: 0), .setTiming(view: 0, LayerTiming(speed: 0.5)),
            .add(view: 1, key: "a", animation: animation), .advance(by: 1), .advance(by: 3),
        ]
        let features = ValueLawFeatures.reached(by: script)
        for feature in [
            "Tree.nested", "LayerTiming.speed", "KeyframeValues.calculationMode.cubic", "KeyframeValues.keyTimes",
            "AnimationTiming.speed.negative", "Extreme.negativeSpeedInfiniteRepeat", "Instant.beforeBegin",
            "Instant.begin",
        ] {
            #expect(features.contains(feature), "\(feature)")
        }
        #expect(!features.contains("LayerTiming.speed.negative"))
        #expect(!features.contains("Instant.end"))
    }

    @Test func everyValueLawDeclaresFeatures() {
        let ids = Set(LawCatalog.all.filter { $0.family == "VAL" }.map(\.id))
        #expect(Set(ValueLawFeatures.declared.keys) == ids)
    }
}
