import AnimationTechniques
import Lifecycle
import MediaTiming
import ReferenceEngine

/// A host over a fresh reference engine.
func makeHost(policy: RemovalPolicy = .all) -> Host<ReferenceEngine> {
    Host(engine: ReferenceEngine(), removalPolicy: policy)
}

/// A host with one window and one view attached to it.
func makeAttachedView() throws -> (Host<ReferenceEngine>, Host<ReferenceEngine>.View, WindowID) {
    let host = makeHost()
    let window = host.makeWindow()
    let view = host.makeView()
    try host.attach(view, to: window)
    return (host, view, window)
}

/// A linear opacity ramp from 0 to 10 over 10 s: its value is the seconds of its active time.
func ramp(_ keyPath: String = "opacity") -> Animation {
    Animation.basic(keyPath, from: 0, to: 10, duration: 10)
}

/// A constant opacity of `value` for 10 s.
func constant(_ value: Double) -> Animation {
    Animation.basic("opacity", from: value, to: value, duration: 10)
}

/// The opacity `layer` shows now.
func opacity(_ engine: ReferenceEngine, _ layer: ReferenceLayer) -> Double {
    engine.presentationValue(forKeyPath: "opacity", of: layer)
}

/// Whether two doubles agree to the reference engine's own tolerance.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// A delegate that records every callback.
final class RecordingDelegate: AnimationDelegate {
    /// `start` or `stop(true|false)` per callback, in order.
    var events: [String] = []

    func animationDidStart(_ animation: Animation) { events.append("start") }

    func animationDidStop(_ animation: Animation, finished: Bool) { events.append("stop(\(finished))") }
}
