import Conformance
import Generators
import MediaTiming
import Scripts
import Testing

/// The pairs of techniques and lifecycle events the issue asks for are reached by the default run.
@Suite struct TechniquePairCoverageTests {
    static let reached = TechniquePairCoverage.reached()

    @Test func everyRequiredPairIsReachedByItsLawInTheDefaultRun() {
        for (pair, law) in TechniquePairCoverage.required {
            #expect(Self.reached[law]?.contains(pair) == true, "\(pair) is not reached by \(law)'s default run")
        }
    }

    /// The check can fail: a pair that no generator draws (a scrubber and a reinstaller on one
    /// layer) is not reached.
    @Test func aPairNoGeneratorDrawsIsUnreached() {
        #expect(Self.reached.values.allSatisfy { !$0.contains(TechniquePair(.scrub, .reinstall, .sameLayer)) })
    }

    @Test func theTableNamesEachPairOnceAndOnlyLawsOfTheCatalog() {
        let pairs = TechniquePairCoverage.required.map(\.pair)
        #expect(Set(pairs).count == pairs.count)
        for law in Set(TechniquePairCoverage.required.map(\.law)) {
            #expect(LawCatalog.law(law) != nil, "\(law)")
        }
    }

    /// A hand-written script whose pairs are worked out by hand: v1 is inside v0; v0 is paused
    /// with a speed change while paused, v1 is scrubbed while v0 is paused, then v0 leaves the window.
    @Test func pairsOfAHandWrittenScript() {
        let animation = Animation.basic("x", from: 0, to: 1, duration: 1)
        let script: Script = [
            .makeView(parent: nil), .makeView(parent: 0),
            .technique(TechniqueStep(.changeSpeed(2), view: 0)),
            .technique(TechniqueStep(.pause, view: 0)),
            .technique(TechniqueStep(.changeSpeed(0.5), view: 0)),
            .technique(TechniqueStep(.installScrubber(key: "s"), view: 1, animation: animation)),
            .technique(TechniqueStep(.resume, view: 0)),
            .detach(view: 0),
        ]
        let pairs = TechniquePairCoverage.pairs(in: script)
        #expect(
            pairs == [
                TechniquePair(.pause, .speedChange, .sameLayer),
                TechniquePair(.pause, .speedChange, .beforePause),
                TechniquePair(.pause, .speedChange, .whilePaused),
                TechniquePair(.pause, .scrub, .parentAndChild),
                TechniquePair(.pause, .scrub, .whileAncestorPaused),
                TechniquePair(.speedChange, .scrub, .parentAndChild),
                TechniquePair(.pause, .windowTrip, .sameLayer),
                TechniquePair(.pause, .windowTrip, .parentAndChild),
                TechniquePair(.speedChange, .windowTrip, .sameLayer),
                TechniquePair(.speedChange, .windowTrip, .parentAndChild),
                TechniquePair(.scrub, .windowTrip, .sameLayer),
                TechniquePair(.scrub, .windowTrip, .parentAndChild),
                TechniquePair(.windowTrip, .windowTrip, .parentAndChild),
                TechniquePair(.pause, .windowTrip, .afterResume),
            ])
    }
}
