import Foundation
import Generators
import MediaTiming
import Testing

@testable import Conformance

@Suite struct CoverageMatrixTests {
    @Test func aBasicAnimationReachesItsKindValuesAndTiming() {
        let features = ContractFeatures.features(of: Animation.basic("x", from: 1, to: 2, duration: 1))
        for expected in [
            "Animation.kind.basic", "BasicValues.from", "BasicValues.to", "BasicValues.fromTo",
            "AnimationTiming.duration", "AnimationTiming.fillMode.removed", "Animation.keyPath",
        ] {
            #expect(features.contains(expected), "\(expected) missing from \(features.sorted())")
        }
        for absent in [
            "Animation.isAdditive", "BasicValues.by", "AnimationTiming.speed", "AnimationTiming.speed.negative",
        ] {
            #expect(!features.contains(absent), "\(absent)")
        }
    }

    @Test func groupsKeyframesAndTimingsReachTheirCases() {
        var child = Animation.keyframe("x", values: [0, 1, 2], calculationMode: .cubicPaced, duration: 1)
        child.timing.beginTime = 0.5
        var animation = Animation.group([Animation.group([child], duration: 1)], duration: 2)
        animation.timing.speed = -1
        animation.timing.repeatCount = 1.5
        let features = ContractFeatures.features(of: animation)
        for expected in [
            "Animation.kind.group", "Animation.kind.group.nested", "Animation.kind.group.childTiming",
            "KeyframeValues.calculationMode.cubicPaced", "AnimationTiming.speed.negative",
            "AnimationTiming.repeatCount.fractional",
        ] {
            #expect(features.contains(expected), "\(expected) missing from \(features.sorted())")
        }
        let layer = ContractFeatures.features(of: LayerTiming(speed: 0, duration: 2, fillMode: .both))
        #expect(
            layer.isSuperset(of: [
                "LayerTiming.speed", "LayerTiming.speed.zero", "LayerTiming.duration", "LayerTiming.fillMode.both",
            ]))
    }

    @Test func theCatalogListsEveryStoredFieldOfTheContractTypes() {
        let all = Set(ContractFeatures.all)
        for (type, instance) in ContractFeatures.prototypes {
            for label in Mirror(reflecting: instance).children.compactMap(\.label)
            where !["kind", "timing", "values", "calculationMode", "endpoints", "fillMode"].contains(label) {
                #expect(all.contains("\(type).\(label)"), "\(type).\(label)")
            }
        }
        for mode in FillMode.allCases { #expect(all.contains("LayerTiming.fillMode.\(mode.rawValue)")) }
        for call in ["render", "convertTime", "animation(forKey:)"] { #expect(all.contains("TimingEngine.\(call)")) }
    }

    /// Every TIME-5 case bounds a layer and every TRANS-5 case reads a model value back, by
    /// construction; neither draws a spring in TIME-5 or a scrub in either.
    @Test func measuredSharesFollowTheGenerators() throws {
        let laws = try ["TIME-5", "TRANS-5"].map { try #require(LawCatalog.law($0)) }
        let matrix = CoverageMatrix.measure(configuration: SuiteConfiguration(cases: 40), catalog: laws)
        #expect(matrix.share("LayerTiming.duration", "TIME-5") == 1)
        #expect(matrix.share("TimingEngine.modelValue", "TRANS-5") == 1)
        #expect(matrix.share("Animation.kind.spring", "TIME-5") == 0)
        #expect(matrix.gaps.contains { $0.feature == "Technique.scrub" })
        #expect(matrix.cases["TIME-5"] == 40)
    }

    @Test func everyFeatureIsReachedAndTheDocumentShowsTheMatrix() throws {
        let markers = CoverageMatrix.markdownMarkers
        let section = try ConformanceDocument.section(begin: markers.begin, end: markers.end)
        let matrix = CoverageMatrix.measure()
        // Every feature and every required pair is reached by a targeted law in 5 % of its cases.
        #expect(matrix.gaps.isEmpty, "unreached: \(matrix.gaps.map(\.feature))")
        let generated = matrix.markdown().trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            section == generated,
            "CONFORMANCE.md's coverage matrix is out of step: run `swift run conformance coverage --markdown` and paste between the markers"
        )
    }
}
