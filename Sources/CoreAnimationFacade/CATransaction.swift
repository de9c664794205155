#if !canImport(QuartzCore)
import Foundation
import MediaTiming

/// Groups layer-tree changes into atomic updates, as QuartzCore's `CATransaction`.
///
/// Every class method goes to the ambient engine (``CAFacade/engine``). Outside one, getters
/// return Core Animation's defaults and every other call records a refusal
/// (``TimingEngineError/unsupported(_:)``) in ``CAFacade/refusals``.
///
/// Levels follow Core Animation: the first change of a turn opens an implicit transaction,
/// committed by ``flush()`` or the facade's ``CAFacade/Engine/endTurn()``; ``begin()`` with no
/// transaction open starts a top-level one that its ``commit()`` commits; any other ``begin()``
/// nests, and a nested commit applies nothing until the outermost commits.
open class CATransaction: NSObject {
    /// Begins a new transaction for the current thread (here: the current task's engine).
    open class func begin() {
        ambient("CATransaction.begin()") { $0.beginTransaction() }
    }

    /// Commits all changes made during the current transaction.
    ///
    /// With no explicit transaction open it commits the implicit one.
    open class func commit() {
        ambient("CATransaction.commit()") { $0.commitTransaction() }
    }

    /// Flushes any extant implicit transaction; inside nested explicit transactions the commit
    /// waits until they have committed.
    open class func flush() {
        ambient("CATransaction.flush()") { $0.flushTransaction() }
    }

    /// Attempts to acquire a recursive spin-lock lock; the facade's engine is locked per call,
    /// so this does nothing.
    open class func lock() {}

    /// Relinquishes a previously acquired transaction lock; does nothing (see ``lock()``).
    open class func unlock() {}

    /// The animation duration of the current transaction, 0.25 s by default.
    open class func animationDuration() -> CFTimeInterval {
        CAFacade.engine.map { engine in engine.locked { engine.base.transactionAnimationDuration } } ?? 0.25
    }

    /// Sets the animation duration of the current transaction, given to animations added with a
    /// duration of 0 or less.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        ambient("CATransaction.setAnimationDuration(_:)") { engine in
            engine.touch()
            engine.base.transactionAnimationDuration = dur
        }
    }

    /// The timing function of the current transaction; kept, not applied (the facade has no
    /// implicit animations, the only ones Core Animation applies it to).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        CAFacade.engine.flatMap { engine in engine.locked { engine.timingFunction } }
    }

    /// Sets the timing function of the current transaction (see ``animationTimingFunction()``).
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        ambient("CATransaction.setAnimationTimingFunction(_:)") { $0.setTimingFunction(function) }
    }

    /// Whether implicit actions are disabled in the current transaction; kept, not applied.
    open class func disableActions() -> Bool {
        CAFacade.engine.map { engine in engine.locked { engine.disableActions } } ?? false
    }

    /// Sets whether implicit actions are disabled (see ``disableActions()``).
    open class func setDisableActions(_ flag: Bool) {
        ambient("CATransaction.setDisableActions(_:)") { $0.setDisableActions(flag) }
    }

    /// The completion block of the current transaction, or nil.
    open class func completionBlock() -> (() -> Void)? {
        CAFacade.engine.flatMap { engine in engine.locked { engine.completionBlock } }
    }

    /// Sets the completion block of the current transaction; nil clears it.
    ///
    /// The block runs once every animation added after it in this transaction has stopped, from
    /// the engine's render after that render's delegate callbacks; with none, at the first
    /// render after the transaction ends.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        ambient("CATransaction.setCompletionBlock(_:)") { $0.setCompletionBlock(block) }
    }

    /// Runs `body` on the ambient engine under its lock, or records that there is none.
    private class func ambient(_ call: String, _ body: (CAFacade.Engine) -> Void) {
        guard let engine = CAFacade.engine else {
            CAFacade.unbound.record(call, .unsupported("no ambient engine: set CAFacade.engine"))
            return
        }
        engine.locked { body(engine) }
    }
}
#endif
