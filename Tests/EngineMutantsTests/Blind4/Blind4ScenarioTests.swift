import AnimationTechniques
import EngineMutants
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// Records the callbacks a copy hears, and can call back into the engine from its stop.
final class Blind4Recorder: AnimationDelegate {
    /// `start`, `stop(true)` or `stop(false)`, in delivery order.
    var events: [String] = []
    /// Run inside `animationDidStop`, with its `finished` flag.
    var onStop: ((Bool) -> Void)?

    func animationDidStart(_ animation: Animation) { events.append("start") }
    func animationDidStop(_ animation: Animation, finished: Bool) {
        events.append("stop(\(finished))")
        onStop?(finished)
    }
}

/// A counter shared with closures.
final class Blind4Counter {
    var value = 0
}

/// The round-4 faults (issue 30, item 6), each shown to change behaviour: a hand-worked script
/// through the public API runs on the reference engine (or the unfaulted host and techniques)
/// and on the mutant, and one reading is compared with the value the rules give.
@Suite struct Blind4ScenarioTests {
    typealias Engine = ForwardingEngine<ReferenceEngine>

    /// The round-4 mutant `name`.
    static func mutant(_ name: String) throws -> EngineMutant {
        try #require(MutantCatalog.blindRound4Mutant(name), "no round-4 mutant \(name)")
    }

    /// Runs `scenario` on a reference engine and on the engine of mutant `name`.
    static func both<Result>(_ name: String, _ scenario: (Engine) throws -> Result) throws -> (
        reference: Result, mutant: Result
    ) {
        let mutant = try mutant(name)
        return (try scenario(ForwardingEngine(ReferenceEngine())), try scenario(mutant.makeEngine()))
    }

    /// Runs `scenario` with a correct host and kit, then with the mutant's engine, host and kit faults.
    static func bothHarness<Result>(
        _ name: String, _ scenario: (Host<Engine>, TechniqueKit<Engine>) throws -> Result
    ) throws -> (reference: Result, mutant: Result) {
        let mutant = try mutant(name)
        let referenceHost = Host(engine: ForwardingEngine(ReferenceEngine()))
        let reference = try scenario(referenceHost, TechniqueKit(host: referenceHost))
        let mutantHost = Host(engine: mutant.makeEngine())
        mutantHost._faults = mutant.hostFaults
        let kit = TechniqueKit(host: mutantHost, variant: .correct, _faults: mutant.techniqueFaults)
        return (reference, try scenario(mutantHost, kit))
    }

    /// A linear basic animation of `keyPath` from `from` to `to` over `duration`.
    static func ramp(
        _ keyPath: String, _ from: Double, _ to: Double, duration: Double,
        _ timing: AnimationTiming = AnimationTiming()
    ) -> Animation {
        .basic(keyPath, from: from, to: to, duration: duration, timing: timing)
    }

    /// A linear basic animation of `x` from `from` to `to` over `duration`.
    static func ramp(_ from: Double, _ to: Double, duration: Double, _ timing: AnimationTiming = AnimationTiming())
        -> Animation
    {
        ramp("x", from, to, duration: duration, timing)
    }

    /// `animation` with `delegate`.
    static func heard(by delegate: any AnimationDelegate, _ animation: Animation) -> Animation {
        var copy = animation
        copy.delegate = delegate
        return copy
    }

    /// `animation` kept on its layer after its active period.
    static func retained(_ animation: Animation) -> Animation {
        var copy = animation
        copy.isRemovedOnCompletion = false
        return copy
    }

    /// The local time of `layer` at the engine's media time.
    static func localTime(of layer: ReferenceLayer, in engine: Engine) -> Double {
        engine.convertTime(engine.mediaTime, from: nil, to: layer)
    }

    /// Whether `a` and `b` agree within the reference engine's rounding.
    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func theListHoldsAtLeastTwentySixFaultsOutsideTheCatalog() {
        let names = MutantCatalog.blindRound4.map(\.name)
        #expect(names.count >= 26)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.hasPrefix("blind4-") })
        #expect(MutantCatalog.blindRound4.allSatisfy { !$0.bug.isEmpty })
        // Measured once before they may join the catalog.
        #expect(Set(names).isDisjoint(with: MutantCatalog.all.map(\.name)))
        #expect(Set(names).isDisjoint(with: MutantCatalog.blindRound3.map(\.name)))
        #expect(Set(names) == Self.scenarioNames, "each round-4 fault has a scenario here")
        let engine = MutantCatalog.blindRound4.filter { !$0.isHarnessMutant }.count
        let host = MutantCatalog.blindRound4.filter { !$0.hostFaults.isEmpty }.count
        let techniques = MutantCatalog.blindRound4.filter { !$0.techniqueFaults.isEmpty }.count
        #expect(engine >= 9 && host >= 6 && techniques >= 11)
        // One planted flag per harness fault, none shared with another fault.
        let hostFlags = MutantCatalog.blindRound4.map(\.hostFaults.rawValue).filter { $0 != 0 }
        let techniqueFlags = MutantCatalog.blindRound4.map(\.techniqueFaults.rawValue).filter { $0 != 0 }
        #expect(hostFlags.allSatisfy { $0.nonzeroBitCount == 1 } && Set(hostFlags).count == hostFlags.count)
        #expect(
            techniqueFlags.allSatisfy { $0.nonzeroBitCount == 1 } && Set(techniqueFlags).count == techniqueFlags.count)
    }

    /// The faults with a scenario in this suite.
    static let scenarioNames: Set<String> = [
        "blind4-callback-remove-all-spares-new-adds", "blind4-flush-in-callback-does-nothing",
        "blind4-callback-add-ignores-transaction-duration", "blind4-callback-set-timing-deferred",
        "blind4-nested-commit-keeps-nested-duration", "blind4-flush-inside-nested-dropped",
        "blind4-clear-completion-block-ignored", "blind4-stamp-ignores-layer-begin-time",
        "blind4-remove-all-spares-finished-retained", "blind4-extra-key-times-trimmed",
        "blind4-negative-layer-duration-bounds-time", "blind4-negative-duration-read-as-magnitude",
        "blind4-spring-ignores-layer-speed",
        "blind4-same-window-move-sends-moves", "blind4-subview-into-window-hears-no-moves",
        "blind4-next-turn-blocks-before-frame-observers", "blind4-background-spares-retained",
        "blind4-window-leave-skips-viewless-sublayers", "blind4-window-leave-ignores-removal-policy",
        "blind4-move-to-foreground-skips-will-enter",
        "blind4-resume-drops-layer-time-offset", "blind4-repeated-pause-records-frozen-timing",
        "blind4-speed-change-resets-layer-duration", "blind4-store-skips-flush",
        "blind4-second-store-keeps-older-copy", "blind4-restore-ignores-replaced-copy",
        "blind4-preserver-restores-out-of-window-on-active", "blind4-preserver-invalidate-discards-kept",
        "blind4-reinstall-replaces-present-key", "blind4-reinstall-skips-foreground-return",
        "blind4-scrub-after-release-keeps-running", "blind4-second-release-restarts-from-scrub",
        "blind4-closure-keeps-preservation-after-left-alone-restore", "blind4-uninstall-skips-preservation-end",
        "blind4-discard-after-second-store-leaves-paused",
    ]
}
