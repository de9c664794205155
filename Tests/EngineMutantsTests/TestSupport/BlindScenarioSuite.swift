import AnimationTechniques
import EngineMutants
import Lifecycle
import MediaTiming
import ReferenceEngine
import Testing

/// Records the callbacks a copy hears, and can call back into the engine from its stop.
final class BlindRecorder: AnimationDelegate {
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
final class BlindCounter {
    var value = 0
}

/// What the scenarios of a round of faults written blind share: running one script on the
/// reference (or the unfaulted host and techniques) and on a mutant, and small animations.
///
/// A round's suite names its mutants (``round``, ``lookUp(_:)``); the rest comes from here.
protocol BlindScenarioSuite {
    /// The round's number, for messages.
    static var round: Int { get }
    /// The round's mutant named `name`, if there is one.
    static func lookUp(_ name: String) -> EngineMutant?
}

extension BlindScenarioSuite {
    typealias Engine = ForwardingEngine<ReferenceEngine>

    /// The round's mutant `name`.
    static func mutant(_ name: String) throws -> EngineMutant {
        try #require(lookUp(name), "no round-\(round) mutant \(name)")
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
}
