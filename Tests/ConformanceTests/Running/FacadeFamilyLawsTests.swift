#if !canImport(QuartzCore)
import AnimationTechniques
import CoreAnimationFacade
import FacadeTechniques
import Foundation
import ReferenceEngine
import Testing

@testable import Conformance

/// The technique laws judge every family written against `CALayer` as they judge the project's:
/// `facade.app` passes each family's law, and a copy of it with one family's published flaw
/// planted (SEMANTICS §8) fails that family's law through the public runner.
@Suite struct FacadeFamilyLawsTests {
    /// The restore article's store: its animations in a dictionary by key, so a restore adds them
    /// back in the keys' order, not the order they were added (§8.3).
    final class DictionaryStore: LayerAnimationStore {
        override func restoreOrder(_ animations: [(key: String, animation: CAAnimation)]) -> [(
            key: String, animation: CAAnimation
        )] { animations.sorted { $0.key < $1.key } }
    }

    /// The article's `AnimationPreservingView`: it restores on every return to a window, the app
    /// inactive or not (§8.3).
    final class AnyReturnPreservingView: AnimationPreservingLayerView {
        override func didMoveToWindow(_ inWindow: Bool) {
            if inWindow { _ = store.restore(layer) }
        }
    }

    /// The article's `IndicatorView`: its flag stays set once it animated, so a finished
    /// animation is added again on the return (§8.4).
    final class FlagReinstaller: LayerAnimationReinstaller {
        override func runningCopy(
            _ copy: CAAnimation?, of anim: CAAnimation, on layer: CALayer, addedAt: CFTimeInterval
        ) -> CAAnimation? { copy ?? anim }
    }

    /// The scrub install as published: added with beginTime 0 and the offset set in the same
    /// transaction, so the commit stamps the progress as the begin (§8.5, §2.6).
    final class SameTransactionScrubber: LayerScrubber {
        override func install() {
            let copy = (animation.copy() as? CAAnimation) ?? animation
            copy.beginTime = 0
            layer.speed = 0
            layer.add(copy, forKey: key)
            layer.timeOffset = progress
        }

        override func setProgress(_ progress: CFTimeInterval) -> Bool {
            guard super.setProgress(progress) else { return false }
            layer.timeOffset = progress
            return true
        }
    }

    /// The closure delegate as published: every start and every stop of every copy is forwarded,
    /// the removal's `false` of a kept copy included (§8.6).
    final class ForwardingDelegate: AnimationClosureDelegate {
        override func animationDidStart(_ anim: CAAnimation) { onStart?(anim) }
        override func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { onCompletion?(anim, flag) }
    }

    /// Adds with a ``ForwardingDelegate``.
    final class ForwardingAnimator: CALayerClosureAnimating {
        func add(
            _ anim: CAAnimation, forKey key: String, to layer: CALayer, onStart: @escaping (CAAnimation) -> Void,
            onCompletion: @escaping (CAAnimation, Bool) -> Void
        ) {
            anim.delegate = ForwardingDelegate(onStart: onStart, onCompletion: onCompletion)
            layer.add(anim, forKey: key)
        }
    }

    /// One planted flaw: the entry's name, its helpers, and the law built to catch the flaw.
    struct Flaw: Sendable, CustomStringConvertible {
        var name: String
        var techniques: CALayerTechniques
        var law: String
        var description: String { "\(name) fails \(law)" }
    }

    static var flaws: [Flaw] {
        var store = CALayerTechniques.app
        store.makeStore = { DictionaryStore() }
        var preserver = CALayerTechniques.app
        preserver.makePreserver = { AnyReturnPreservingView(layer: $0, store: $1, context: $2) }
        var reinstaller = CALayerTechniques.app
        reinstaller.makeReinstaller = { FlagReinstaller(layer: $0, context: $1) }
        var scrubber = CALayerTechniques.app
        scrubber.makeScrubber = { SameTransactionScrubber(layer: $0, animation: $1, key: $2) }
        var closures = CALayerTechniques.app
        closures.makeClosureAnimator = { ForwardingAnimator() }
        return [
            Flaw(name: "test.store-dictionary", techniques: store, law: "TECH-3"),
            Flaw(name: "test.preserve-any-return", techniques: preserver, law: "TECH-9"),
            Flaw(name: "test.reinstall-flag", techniques: reinstaller, law: "TECH-11"),
            Flaw(name: "test.scrub-same-transaction", techniques: scrubber, law: "TECH-5"),
            Flaw(name: "test.closure-every-stop", techniques: closures, law: "TECH-6"),
        ]
    }

    static func runner() throws -> SuiteRunner {
        var registry = FacadeTechniques.registry
        for flaw in flaws {
            try registry.register(.calayer(name: flaw.name, summary: flaw.description, techniques: flaw.techniques))
        }
        return SuiteRunner(engine: EngineFactory.reference().withTechniques(registry))
    }

    static let configuration = SuiteConfiguration(cases: 200, seed: SuiteConfiguration.defaultSeed)

    @Test("Each family's planted flaw fails its law; facade.app passes the same law", arguments: flaws)
    func plantedFlawFails(_ flaw: Flaw) throws {
        let runner = try Self.runner()
        let law = try #require(LawCatalog.law(flaw.law))
        let flawed = runner.run(law: law, configuration: Self.configuration, variant: flaw.name)
        #expect(flawed.status == .failed, "\(flaw.name) on \(flaw.law): \(flawed.status)")
        let token = try #require(flawed.failure?.replayToken)
        #expect(token.hasPrefix("\(flaw.law)/\(flaw.name)@"))
        let correct = runner.run(law: law, configuration: Self.configuration, variant: "facade.app")
        #expect(correct.status == .passed, "facade.app on \(flaw.law): \(correct.status)")
    }

    @Test("facade.app is listed after facade.qa1673 and every family is its own")
    func registered() throws {
        #expect(FacadeTechniques.registry.names.suffix(2) == ["facade.qa1673", "facade.app"])
        let entry = try #require(FacadeTechniques.registry.implementation(named: "facade.app"))
        #expect(!entry.isProjects && entry.recipes == .correct)
    }
}
#else
// Apple platforms: FacadeTechniques adds no entry there.
#endif
