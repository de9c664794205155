import MediaTiming
import ReferenceEngine

/// Blind faults that show where the techniques work: a store reads every copy back with
/// `animation(forKey:)` and a restore re-adds it with its stamped (past) begin time on a frozen
/// layer; a pause and a resume freeze and restart a layer's time.
///
/// The techniques themselves are not changed: each fault is in an engine call they rely on, the
/// way a technique used on such an engine would misbehave.
extension BlindMutants {
    /// Faults in what a store keeps, what a restore re-adds, and what a resume restarts.
    static let techniques: [EngineMutant] = [
        EngineMutant(
            name: "blind-copy-out-drops-fill",
            bug:
                "animation(forKey:) answers the stored copy with fillMode removed, so a store and restore drops the fill."
        ) {
            CopyOutRewritten { animation, _, _ in
                var copy = animation
                copy.timing.fillMode = .removed
                return copy
            }
        },
        EngineMutant(
            name: "blind-copy-out-removes-on-completion",
            bug:
                "animation(forKey:) answers isRemovedOnCompletion true for every copy, so a restored retained animation is removed when it completes."
        ) {
            CopyOutRewritten { animation, _, _ in
                var copy = animation
                copy.isRemovedOnCompletion = true
                return copy
            }
        },
        EngineMutant(
            name: "blind-copy-out-remaining-repeats",
            bug:
                "animation(forKey:) answers the repeats left (repeatCount less the iterations done), so a restored copy ends early."
        ) {
            CopyOutRewritten { animation, layer, engine in
                let timing = animation.timing
                guard timing.repeatCount > 1, timing.repeatCount < .greatestFiniteMagnitude, timing.repeatDuration == 0,
                    timing.duration > 0, timing.speed != 0
                else { return animation }
                let local = BlindMutants.localTime(of: layer, in: engine)
                let time = (local - timing.beginTime) * timing.speed + timing.timeOffset
                let done = (time / timing.cycleDuration).rounded(.down)
                guard done >= 1, done < timing.repeatCount else { return animation }
                var copy = animation
                copy.timing.repeatCount = timing.repeatCount - done
                return copy
            }
        },
        EngineMutant(
            name: "blind-copy-out-drops-key-times",
            bug:
                "animation(forKey:) answers keyframe copies without their keyTimes, so a restored keyframe animation is spaced evenly."
        ) {
            CopyOutRewritten { animation, _, _ in
                ValueMutants.keyframes(animation) { $0.keyTimes = nil }
            }
        },
        EngineMutant(
            name: "blind-past-begin-moved-to-now",
            bug:
                "An explicit beginTime earlier than the layer's local time when added is moved up to that time (no animation starts in the past)."
        ) { PastBeginMovedToNow() },
        EngineMutant(
            name: "blind-resume-refires-did-start",
            bug:
                "When a frozen layer (speed 0) runs again, every copy below it that has begun hears animationDidStart again."
        ) { ResumeRefiresDidStart() },
    ]

    /// Answers `animation(forKey:)` with the stored copy rewritten, as an engine whose copy-out
    /// path forgets or recomputes a field; the copy in use is the right one.
    final class CopyOutRewritten: ForwardingEngine<ReferenceEngine> {
        private let rewrite: @Sendable (Animation, ReferenceLayer, ReferenceEngine) -> Animation

        init(_ rewrite: @escaping @Sendable (Animation, ReferenceLayer, ReferenceEngine) -> Animation) {
            self.rewrite = rewrite
            super.init(ReferenceEngine())
        }

        override func animation(forKey key: String, of layer: ReferenceLayer) -> Animation? {
            super.animation(forKey: key, of: layer).map { rewrite($0, layer, base) }
        }
    }

    /// Moves an explicit begin time that lies in the layer's past at the add up to the layer's
    /// local time then, as an engine that refuses to start animations in the past.
    final class PastBeginMovedToNow: ForwardingEngine<ReferenceEngine> {
        init() { super.init(ReferenceEngine()) }

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            var copy = animation
            let now = BlindMutants.localTime(of: layer, in: base)
            if copy.timing.beginTime != 0, now != 0, now.isFinite, BlindMutants.isBefore(copy.timing.beginTime, now) {
                copy.timing.beginTime = now
            }
            try super.add(copy, forKey: key, to: layer)
        }
    }

    /// Delivers `animationDidStart` again, at the next render, to every begun copy below a layer
    /// whose speed went from 0 to running, as an engine that re-arms start events on a freeze.
    final class ResumeRefiresDidStart: ForwardingEngine<ReferenceEngine> {
        private var resumed: [ReferenceLayer] = []

        init() { super.init(ReferenceEngine()) }

        override func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
            let before = base.timing(of: layer)
            try super.setTiming(timing, of: layer)
            if before.speed == 0, timing.speed != 0 { resumed.append(layer) }
        }

        override func render(atMediaTime time: Double) throws(TimingEngineError) {
            try super.render(atMediaTime: time)
            let layers = resumed
            resumed.removeAll()
            for layer in layers {
                for member in BlindMutants.subtree(of: layer, in: base) {
                    let now = BlindMutants.localTime(of: member, in: base)
                    for key in base.animationKeys(of: member) {
                        guard let copy = base.animation(forKey: key, of: member),
                            !BlindMutants.isBefore(now, copy.timing.beginTime)
                        else { continue }
                        copy.delegate?.animationDidStart(copy)
                    }
                }
            }
        }
    }
}
