import AnimationTechniques
import ConformanceOracles
import Testing

/// Which technique sets the model follows: every name but an as-published variant's.
@Suite struct TechniqueWorldVariantsTests {
    @Test func theAsPublishedVariantsAreTheProjectsFlawedOnes() {
        let flawed = TechniqueVariant.allCases.filter(\.isAsPublished).map(\.name)
        #expect(TechniqueWorld.asPublishedVariants == Set(flawed))
        #expect(flawed.count == 9)
    }

    @Test func aRegisteredNameIsFollowedAsCorrect() {
        for name in ["correct", "scrub.deferredOffset", "facade.qa1673", "app.pauser"] {
            #expect(TechniqueWorld.models(name), "\(name)")
        }
        for name in ["pause.qa1673Verbatim", "store.overwritingStore", "reinstall.reAddCompleted"] {
            #expect(!TechniqueWorld.models(name), "\(name)")
        }
    }
}
