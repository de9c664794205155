// On Apple platforms the module is QuartzCore itself, with no engine to test (FACADE.md).
#if !canImport(QuartzCore)
import CoreAnimationFacade
import Foundation
import MediaTiming
import ReferenceEngine

/// Makes reference engines for cases that build their own facade.
enum ReferenceEngineFactory {
    /// A fresh reference engine.
    static func make() -> ReferenceEngine { ReferenceEngine() }
}

/// Runs `body` with a fresh facade over a fresh reference engine as the ambient engine.
func withFacade<Result>(_ body: (CAFacade.Engine) throws -> Result) rethrows -> Result {
    let engine = CAFacade.Engine(ReferenceEngine())
    return try CAFacade.$engine.withValue(engine) { try body(engine) }
}

/// The `Double` in a key-value read, or nil.
func number(_ value: Any?) -> Double? {
    (value as? NSNumber)?.doubleValue
}

/// A basic animation of `keyPath` from `from` to `to` over `duration` seconds.
func ramp(_ keyPath: String = "x", from: Double = 0, to: Double = 10, duration: CFTimeInterval = 2) -> CABasicAnimation
{
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    return animation
}

/// A delegate that logs its callbacks and the objects it was passed.
final class RecordingDelegate: NSObject, CAAnimationDelegate {
    /// The callbacks so far, such as `"start"` and `"stop:true"`.
    var log: [String] = []
    /// The animation objects passed, in order.
    var objects: [CAAnimation] = []
    /// A shared log, for ordering against completion blocks.
    var shared: SharedLog?

    func animationDidStart(_ anim: CAAnimation) {
        log.append("start")
        objects.append(anim)
        shared?.append("start")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.append("stop:\(flag)")
        objects.append(anim)
        shared?.append("stop:\(flag)")
    }
}

/// A log several callbacks append to.
final class SharedLog {
    /// The entries in order.
    var entries: [String] = []
    /// Appends an entry.
    func append(_ entry: String) { entries.append(entry) }
}
#endif
