import AnimationTechniques
import Testing

@Suite("TechniqueVariant")
struct TechniqueVariantTests {
    @Test("Names are stable and round-trip")
    func names() {
        #expect(
            TechniqueVariant.allCases.map(\.name) == [
                "correct", "pause.qa1673Verbatim", "speedChange.mediaTimeBeginTime", "store.unorderedDictionary",
                "store.overwritingStore", "completion.forwardEveryStop", "scrub.sameTransactionOffset",
                "pause.speedBeforeConversion", "preserve.restoreOnAnyWindowReturn", "reinstall.reAddCompleted",
            ])
        for variant in TechniqueVariant.allCases { #expect(TechniqueVariant(name: variant.name) == variant) }
        #expect(TechniqueVariant(name: "nonsense") == nil)
    }

    @Test("Each as-published variant flips exactly one technique")
    func oneFlawEach() {
        for variant in TechniqueVariant.allCases {
            let flaws = [
                variant.pause != .correct, variant.speedChange != .correct, variant.store != .correct,
                variant.completion != .correct, variant.scrub != .explicitBeginTime,
                variant.preserve != .correct, variant.reinstall != .correct,
            ].filter { $0 }.count
            #expect(flaws == (variant.isAsPublished ? 1 : 0))
        }
    }
}
