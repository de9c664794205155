import MediaTiming

@testable import ReferenceEngine

/// A delegate that records every callback as a line such as `start a` or `stop a true`.
final class CallbackLog: AnimationDelegate {
    /// The callbacks heard so far, in order.
    var entries: [String] = []
    /// The name written in each entry.
    let name: String
    /// Run after each stop, to test re-entrancy.
    var onStop: ((Animation, Bool) -> Void)?

    init(_ name: String, sharing other: CallbackLog? = nil) {
        self.name = name
    }

    func animationDidStart(_ animation: Animation) { entries.append("start \(name)") }

    func animationDidStop(_ animation: Animation, finished: Bool) {
        entries.append("stop \(name) \(finished)")
        onStop?(animation, finished)
    }
}

/// A delegate shared by several animations, recording one ordered list for all of them.
final class SharedLog {
    var entries: [String] = []
}

/// A delegate that writes into a shared log under its own name.
final class NamedDelegate: AnimationDelegate {
    let name: String
    let log: SharedLog
    init(_ name: String, log: SharedLog) {
        self.name = name
        self.log = log
    }
    func animationDidStart(_ animation: Animation) { log.entries.append("start \(name)") }
    func animationDidStop(_ animation: Animation, finished: Bool) { log.entries.append("stop \(name) \(finished)") }
}

/// Whether two numbers agree within the engine's own tolerance.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

extension Animation {
    /// A copy with a delegate attached.
    func with(delegate: any AnimationDelegate) -> Animation {
        var copy = self
        copy.delegate = delegate
        return copy
    }

    /// A copy with its timing edited.
    func timed(_ edit: (inout AnimationTiming) -> Void) -> Animation {
        var copy = self
        edit(&copy.timing)
        return copy
    }
}

/// A hand-checkable pacing curve: control points (1/3, 0) and (2/3, 1) make x(u) = u, so the
/// curve is y = 3x² − 2x³ ("smoothstep"); e.g. y(0.25) = 3/16 − 2/64 = 0.15625.
let smoothstep = TimingFunction(1.0 / 3, 0, 2.0 / 3, 1)

/// An engine with one root layer.
func engineWithLayer(profile: TimingProfile = .coreAnimation) -> (ReferenceEngine, ReferenceLayer) {
    let engine = ReferenceEngine(profile: profile)
    return (engine, engine.makeLayer())
}

extension ReferenceEngine {
    /// Adds, commits and returns nothing; for brevity in tests.
    func install(_ animation: Animation, forKey key: String, on layer: ReferenceLayer) throws {
        try add(animation, forKey: key, to: layer)
        commit()
    }

    /// Renders at `time` and reads `keyPath` of `layer`.
    func value(_ keyPath: String, of layer: ReferenceLayer, at time: Double) throws -> Double {
        try render(atMediaTime: time)
        return presentationValue(forKeyPath: keyPath, of: layer)
    }
}
