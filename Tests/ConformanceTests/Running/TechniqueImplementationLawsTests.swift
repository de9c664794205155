#if !canImport(QuartzCore)
import AnimationTechniques
import CoreAnimationFacade
import FacadeTechniques
import Foundation
import ReferenceEngine
import Testing

@testable import Conformance

/// The technique laws judge a registered implementation as they judge the project's variants:
/// `facade.qa1673` (app code written against `CALayer`) passes them, a copy of it with a planted
/// flaw fails the law that covers pause and resume, and naming the project's own techniques
/// changes no report.
@Suite struct TechniqueImplementationLawsTests {
    /// `QA1673LayerPauser` with one planted flaw: its resume forgets the time spent paused (the
    /// new beginTime is the parent's time now, as if the layer had just begun).
    final class ForgetfulPauser: CALayerPausing {
        private var paused: [ObjectIdentifier: CALayerPauseState] = [:]

        func pause(_ layer: CALayer) -> Bool {
            if isPaused(layer) { return false }
            paused[ObjectIdentifier(layer)] = layer.pauseTime()
            return true
        }

        func resume(_ layer: CALayer) -> Bool {
            guard let state = paused.removeValue(forKey: ObjectIdentifier(layer)), layer.speed == 0 else {
                return false
            }
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            let parentTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = state.speed
            layer.timeOffset = state.timeOffset
            layer.beginTime = parentTime  // the flaw: `− (pausedTime − timeOffset) / speed` is missing
            return true
        }

        func isPaused(_ layer: CALayer) -> Bool { paused[ObjectIdentifier(layer)] != nil && layer.speed == 0 }
        func resumeSpeed(of layer: CALayer) -> Float? { isPaused(layer) ? paused[ObjectIdentifier(layer)]?.speed : nil }
        func setResumeSpeed(_ speed: Float, of layer: CALayer) -> Bool {
            guard isPaused(layer) else { return false }
            paused[ObjectIdentifier(layer)]?.speed = speed
            return true
        }
    }

    static func registry() throws -> TechniqueRegistry {
        try FacadeTechniques.registry.registering(
            .calayer(name: "test.forgetful-resume", summary: "resume forgets the paused time") { ForgetfulPauser() })
    }

    static func configuration(cases: Int, techniques: String?) -> SuiteConfiguration {
        var configuration = SuiteConfiguration(cases: cases, seed: SuiteConfiguration.defaultSeed)
        configuration.techniques = techniques
        return configuration
    }

    @Test("Every law that judges the techniques passes on facade.qa1673")
    func facadePauserPasses() throws {
        let runner = SuiteRunner(engine: EngineFactory.reference().withTechniques(try Self.registry()))
        let report = try runner.run(Self.configuration(cases: 40, techniques: "facade.qa1673"))
        #expect(report.engineName == "reference (techniques: facade.qa1673)")
        // The selection is the technique laws: the TECH family and CB-7, which catches a variant.
        #expect(report.results.map(\.lawID) == LawCatalog.all.filter(\.judgesTechniques).map(\.id))
        #expect(report.results.contains { $0.lawID == "TECH-1" } && report.results.contains { $0.lawID == "CB-7" })
        for result in report.results {
            var skipped = false
            if case .skipped = result.status { skipped = true }
            #expect(result.status == .passed || skipped, "\(result.lawID): \(result.status)")
        }
        #expect(report.results.filter { $0.status == .passed }.count >= 10)
    }

    @Test("A copy whose resume forgets the paused time fails TECH-1, with a token that names it")
    func plantedFlawFails() throws {
        let runner = SuiteRunner(engine: EngineFactory.reference().withTechniques(try Self.registry()))
        let law = try #require(LawCatalog.law("TECH-1"))
        let result = runner.run(
            law: law, configuration: Self.configuration(cases: 200, techniques: nil), variant: "test.forgetful-resume")
        #expect(result.status == .failed)
        let token = try #require(result.failure?.replayToken)
        #expect(token.hasPrefix("TECH-1/test.forgetful-resume@"))
        // The token replays the failure on its own.
        let replayed = try runner.replay(token: token, configuration: Self.configuration(cases: 1, techniques: nil))
        #expect(replayed.results.first?.status == .failed)
        // The model of the techniques follows a registered name as it follows `correct`: the law
        // that checks every step against it (TECH-8) catches the copy too.
        let model = try #require(LawCatalog.law("TECH-8"))
        let byModel = runner.run(
            law: model, configuration: Self.configuration(cases: 200, techniques: nil), variant: "test.forgetful-resume"
        )
        #expect(byModel.status == .failed)
        // The correct one passes the same law.
        let correct = runner.run(
            law: law, configuration: Self.configuration(cases: 200, techniques: nil), variant: "facade.qa1673")
        #expect(correct.status == .passed)
    }

    @Test("A law that does not judge the techniques does not run a registered implementation")
    func onlyTechniqueLaws() throws {
        let registry = try Self.registry()
        #expect(try #require(LawCatalog.law("TECH-1")).runs(variant: "facade.qa1673", registry: registry))
        #expect(!(try #require(LawCatalog.law("TIME-1")).runs(variant: "facade.qa1673", registry: registry)))
        #expect(!(try #require(LawCatalog.law("TECH-1")).runs(variant: "nowhere", registry: registry)))
    }
}
#else
// Apple platforms: FacadeTechniques adds no entry there.
#endif
