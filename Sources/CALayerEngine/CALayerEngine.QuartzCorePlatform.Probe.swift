#if canImport(QuartzCore) && !CALAYERENGINE_OWN_NAMES
import Foundation
import MediaTiming
import QuartzCore

extension CALayerEngine.QuartzCorePlatform {
    /// What Core Animation delivers on one thread of this process, found by animating one layer
    /// under a speed-0 clock through three frames.
    ///
    /// The probe adds a one-second `CABasicAnimation` of a key of its own (0 to 10) with a
    /// delegate and a transaction completion block, then shows frames at clock times 0, 0.5 and 2,
    /// each as ``CALayerEngine/QuartzCorePlatform/showFrame(atMediaTime:clock:)`` does. What it
    /// checks, in Core Animation's documented terms:
    ///
    /// | finding | observed as |
    /// |---|---|
    /// | ``presentationFollowsClock`` | `presentation()` shows 5 (± 0.01) at clock time 0.5 |
    /// | ``delegateCallbacks`` | `animationDidStart(_:)`, then `animationDidStop(_:finished: true)` by time 2 |
    /// | ``completionBlocks`` | the block ran by time 2 |
    /// | ``removalOnCompletion`` | `animation(forKey:)` is nil by time 2 |
    /// | ``valuesTravelWithCopies`` | the stored copy answers a `setValue(_:forKey:)` made before the add |
    public struct Probe: Sendable, Equatable {
        /// Whether presentation values follow the clock layer's `timeOffset`: without it no law
        /// can observe anything, and ``capabilities`` is empty.
        public var presentationFollowsClock: Bool
        /// Whether both delegate callbacks were heard within the frames.
        public var delegateCallbacks: Bool
        /// Whether the transaction's completion block ran within the frames.
        public var completionBlocks: Bool
        /// Whether Core Animation removed the finished animation within the frames.
        public var removalOnCompletion: Bool
        /// Whether a value set by key-value coding on an animation travels with the copy the
        /// layer stores, which carries what `CAAnimation` has no property for (a group's key path
        /// and flags, `userInfo`: ``CALayerEngine/AnimationExtras``).
        public var valuesTravelWithCopies: Bool

        /// The contract's capabilities the probe supports: every one Core Animation has, without
        /// ``EngineCapabilities/delegates`` when no callbacks were heard, and none at all when
        /// presentation values do not follow the clock.
        ///
        /// The contract has no capability for completion blocks or for removal on completion:
        /// ``unobserved`` names them, for the command to say before any verdict.
        public var capabilities: EngineCapabilities {
            guard presentationFollowsClock else { return [] }
            return delegateCallbacks ? .all : EngineCapabilities.all.subtracting(.delegates)
        }

        /// What the laws would judge although the probe did not observe it, one phrase each.
        public var unobserved: [String] {
            [
                presentationFollowsClock ? nil : "presentation values that follow the clock layer",
                delegateCallbacks ? nil : "delegate callbacks (the delegates capability is left out)",
                completionBlocks ? nil : "transaction completion blocks (TRANS-6 and TRANS-7 judge them)",
                removalOnCompletion ? nil : "removal of finished animations (most laws rely on it)",
                valuesTravelWithCopies
                    ? nil : "values set by key on an animation in its stored copy (userInfo and group fields are lost)",
            ].compactMap { $0 }
        }

        /// The probe's findings on the current thread, found once per thread.
        static func onCurrentThread() -> Probe {
            let key = "MediaTimingConformance.QuartzCorePlatform.Probe"
            if let found = Thread.current.threadDictionary[key] as? Finding { return found.probe }
            let probe = run()
            Thread.current.threadDictionary[key] = Finding(probe)
            return probe
        }

        /// Animates one layer under a fresh speed-0 clock and records what was delivered.
        static func run() -> Probe {
            let listener = Listener()
            let clock = CALayer()
            clock.speed = 0
            let layer = CALayer()
            clock.addSublayer(layer)
            let animation = CABasicAnimation(keyPath: "mtcProbe")
            animation.fromValue = NSNumber(value: 0)
            animation.toValue = NSNumber(value: 10)
            animation.duration = 1
            animation.delegate = listener
            animation.setValue(NSNumber(value: 1), forKey: "mtcProbeValue")
            CATransaction.setCompletionBlock { listener.blockRan = true }
            layer.add(animation, forKey: "probe")
            let travels = (layer.animation(forKey: "probe")?.value(forKey: "mtcProbeValue") as? NSNumber)?.intValue == 1
            var shown: Double?
            for time in [0, 0.5, 2] {
                clock.timeOffset = time
                CATransaction.flush()
                CALayerEngine.QuartzCorePlatform.turnRunLoop()
                guard time == 0.5 else { continue }
                shown = (layer.presentation()?.value(forKeyPath: "mtcProbe") as? NSNumber)?.doubleValue
            }
            let probe = Probe(
                presentationFollowsClock: shown.map { abs($0 - 5) <= 0.01 } ?? false,
                delegateCallbacks: listener.started && listener.stoppedFinished,
                completionBlocks: listener.blockRan, removalOnCompletion: layer.animation(forKey: "probe") == nil,
                valuesTravelWithCopies: travels)
            layer.removeAllAnimations()
            layer.removeFromSuperlayer()
            CATransaction.flush()
            return probe
        }
    }

    /// The probe's delegate and completion flag: Core Animation calls it on the probing thread.
    final class Listener: NSObject, CAAnimationDelegate, @unchecked Sendable {
        /// Whether `animationDidStart(_:)` was heard.
        var started = false
        /// Whether `animationDidStop(_:finished: true)` was heard.
        var stoppedFinished = false
        /// Whether the transaction's completion block ran.
        var blockRan = false

        /// Notes the start.
        func animationDidStart(_ anim: CAAnimation) { started = true }

        /// Notes a finished stop.
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stoppedFinished = stoppedFinished || flag }
    }

    /// A probe's findings as an object, for the thread's dictionary.
    final class Finding: NSObject {
        /// The findings.
        let probe: Probe
        /// Boxes `probe`.
        init(_ probe: Probe) { self.probe = probe }
    }
}
#endif
