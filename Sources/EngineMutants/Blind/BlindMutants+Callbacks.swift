import MediaTiming
import ReferenceEngine

/// Blind faults in delegate callbacks and transactions.
extension BlindMutants {
    /// Faults in callbacks, the transaction's animation duration and its completion blocks.
    static let callbacks: [EngineMutant] = [
        EngineMutant(
            name: "blind-past-begin-no-did-start",
            bug: "A copy whose begin time already lies in its layer's past at the commit never hears animationDidStart."
        ) { PastBeginNoDidStart() },
        EngineMutant(
            name: "blind-retained-stop-not-finished",
            bug:
                "A copy kept after completion (isRemovedOnCompletion false) hears animationDidStop(finished: false) when its active period ends."
        ) { RetainedStopNotFinished() },
        EngineMutant(
            name: "blind-transaction-duration-not-reset",
            bug:
                "transactionAnimationDuration keeps the value a transaction set after its commit instead of returning to 0.25."
        ) { TransactionDurationNotReset(ReferenceEngine()) },
        EngineMutant(
            name: "blind-second-completion-block-cancels-first",
            bug: "Setting a second completion block in one transaction cancels the first, which never runs."
        ) { SecondCompletionBlockCancelsFirst(ReferenceEngine()) },
    ]

    /// Holds back `animationDidStart` of copies whose begin time is already past at their commit,
    /// as an engine that only starts what a render crosses the begin time of.
    final class PastBeginNoDidStart: ShimmingEngine {
        private var pending: [(layer: ReferenceLayer, key: String, shim: CallbackShim)] = []

        override func configure(_ shim: CallbackShim, for animation: Animation, key: String, layer: ReferenceLayer) {
            pending.append((layer, key, shim))
        }

        override func commit() {
            super.commit()
            for entry in pending {
                guard let stored = base.animation(forKey: entry.key, of: entry.layer), stored.delegate === entry.shim
                else {
                    continue
                }
                let now = BlindMutants.localTime(of: entry.layer, in: base)
                if BlindMutants.isBefore(stored.timing.beginTime, now) { entry.shim.suppressesStart = true }
            }
            pending.removeAll()
        }
    }

    /// Reports the end of a retained copy's active period as `finished: false`, as an engine that
    /// calls a copy finished only when it is removed on completion.
    final class RetainedStopNotFinished: ShimmingEngine {
        override func configure(_ shim: CallbackShim, for animation: Animation, key: String, layer: ReferenceLayer) {
            if !animation.isRemovedOnCompletion { shim.finishedOverride = false }
        }
    }

    /// Keeps the transaction's animation duration across commits.
    final class TransactionDurationNotReset: ForwardingEngine<ReferenceEngine> {
        override func commit() {
            let kept = base.transactionAnimationDuration
            super.commit()
            base.transactionAnimationDuration = kept
        }
    }

    /// Lets a second `setCompletionBlock` in one transaction cancel the first block, as an engine
    /// that keeps one completion slot per transaction and overwrites it.
    final class SecondCompletionBlockCancelsFirst: ForwardingEngine<ReferenceEngine> {
        /// Whether a block may still run.
        private final class Token {
            var isLive = true
        }

        private var openToken: Token?

        override func setCompletionBlock(_ block: @escaping () -> Void) {
            openToken?.isLive = false
            let token = Token()
            openToken = token
            super.setCompletionBlock { if token.isLive { block() } }
        }

        override func commit() {
            super.commit()
            openToken = nil
        }
    }
}

extension BlindMutants {
    /// Forwards callbacks to the caller's delegate, optionally holding back starts or rewriting the
    /// finished flag; the animation handed on carries the caller's delegate, not the shim.
    final class CallbackShim: AnimationDelegate {
        /// The caller's delegate.
        let target: any AnimationDelegate
        /// Whether `animationDidStart` is held back.
        var suppressesStart = false
        /// The finished flag every stop reports instead of the engine's, when set.
        var finishedOverride: Bool?

        init(_ target: any AnimationDelegate) { self.target = target }

        /// `animation` with the caller's delegate in place of the shim.
        func unshimmed(_ animation: Animation) -> Animation {
            var copy = animation
            copy.delegate = target
            return copy
        }

        func animationDidStart(_ animation: Animation) {
            if !suppressesStart { target.animationDidStart(unshimmed(animation)) }
        }

        func animationDidStop(_ animation: Animation, finished: Bool) {
            target.animationDidStop(unshimmed(animation), finished: finishedOverride ?? finished)
        }
    }

    /// An engine that puts a ``CallbackShim`` between each added copy and its delegate and hides it
    /// again from `animation(forKey:)`; subclasses configure the shims.
    class ShimmingEngine: ForwardingEngine<ReferenceEngine> {
        init() { super.init(ReferenceEngine()) }

        /// Configures the shim of a copy of `animation` about to be added under `key` to `layer`.
        func configure(_ shim: CallbackShim, for animation: Animation, key: String, layer: ReferenceLayer) {}

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            guard let delegate = animation.delegate else { return try super.add(animation, forKey: key, to: layer) }
            var shimmed = animation
            let shim = CallbackShim(delegate)
            configure(shim, for: animation, key: key, layer: layer)
            shimmed.delegate = shim
            try super.add(shimmed, forKey: key, to: layer)
        }

        override func animation(forKey key: String, of layer: ReferenceLayer) -> Animation? {
            guard let stored = super.animation(forKey: key, of: layer) else { return nil }
            if let shim = stored.delegate as? CallbackShim { return shim.unshimmed(stored) }
            return stored
        }
    }
}
