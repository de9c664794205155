import Generators
import MediaTiming
import PropertyTesting
import Scripts
import Testing

@Suite struct GeneratorStatisticsTests {
    @Test func everyCatalogueLabelIsHitOverAThousandScripts() {
        let distribution = GeneratorStatistics.distribution(
            .everything, count: 1000, seed: CheckConfiguration.fixedSeed)
        #expect(distribution.cases == 1000)
        let missing = ScriptGenerators.everythingLabelCatalog.filter { distribution.counts[$0, default: 0] == 0 }
        #expect(missing.isEmpty, "never hit: \(missing)")
    }

    @Test func formatPrintsOneLinePerCategoryWithCountsAndPercentages() {
        let counts = ["fill=both": 3, "fill=removed": 10, "step=add": 5]
        // fill: removed 10/20 = 50 %, both 3/20 = 15 %; step: add 5/20 = 25 %. Categories sorted,
        // values most frequent first, names padded to the longest category ("fill" and "step": 4).
        let expected = """
            fill  removed 10 (50.0 %), both 3 (15.0 %)
            step  add 5 (25.0 %)
            """
        #expect(GeneratorStatistics.format(counts: counts, cases: 20) == expected)
    }

    @Test func catalogueIsInTheOrderTheLabellingCodeIndexes() {
        let catalog = ScriptGenerators.everythingLabelCatalog
        // Spot checks of the fixed indices used by the labelling code (see the comments there).
        // Category sizes: 3 tree depths, 16 step kinds, 3 animation kinds, 5 keyframe modes, 4 fills,
        // 14 timing labels, 2 key labels, 4 speeds, 3 begins, 1 offset, 10 technique operations,
        // 11 variants, 3 boundaries, 1 advance: running totals 3, 19, 22, 27, 31, 45, 47, 51, 54, 55,
        // 65, 76, 79, 80, so each category starts at the index checked below.
        #expect(catalog.count == 80)
        #expect(catalog[0] == "tree.depth=1")
        #expect(catalog[3] == "step=advance")
        #expect(catalog[22] == "animation=keyframe.linear")
        #expect(catalog[27] == "fill=removed")
        #expect(catalog[51] == "layer.begin=now")
        #expect(catalog[55] == "technique=pause")
        #expect(catalog[65] == "variant=correct")
        #expect(catalog[76] == "boundary=begin")
        #expect(catalog[79] == "advance=zero")
        #expect(Set(catalog).count == catalog.count)
    }

    @Test func labelsOfAHandWrittenScript() {
        var animation = Animation.basic("opacity", from: 0, to: 1, duration: 2)
        animation.timing.fillMode = .forwards
        let script: Script = [
            .makeView(parent: nil), .makeView(parent: 0),
            .add(view: 1, key: "a", animation: animation),
            .advance(by: 2),  // the animation began at 0 (stamped) and its active duration is 2
            .setTiming(view: 0, LayerTiming(beginTime: 2, speed: 0)),  // begin exactly at now (2)
            .advance(by: 0),
        ]
        let expected = [
            "advance=zero", "animation=basic", "boundary=activeEnd", "fill=forwards", "layer.begin=now",
            "layer.speed=0", "step=add", "step=advance", "step=makeView", "step=setTiming", "tree.depth=2",
        ]
        #expect(ScriptGenerators.labels(of: script) == expected)
    }
}
