import MediaTiming

#if CALAYERENGINE_OWN_NAMES
// Core Animation's names are the module's own: a target that compiles these files beside its
// `typealias`es of another module's names (Examples/LiteCA).
#elseif canImport(QuartzCore)
import QuartzCore
#else
import CoreAnimationFacade
#endif

/// The contract's transactions as `CATransaction`'s levels, committed as a run loop would.
///
/// The contract's outermost transaction is always open; Core Animation's is the implicit one the
/// first change of a run-loop turn opens and the turn's end commits. So:
///
/// | contract | Core Animation |
/// |---|---|
/// | ``commit()`` with nothing nested | `CATransaction.flush()`: what the run loop does at the end of a turn |
/// | ``beginTransaction()`` | a change that opens the implicit transaction if none is open, then `CATransaction.begin()`, which then nests in it |
/// | ``commit()`` inside a nested one | `CATransaction.commit()`: ends it; nothing applies until the outermost commits |
/// | ``flush()`` | `CATransaction.flush()`, which inside nested ones waits for their commits |
/// | ``transactionAnimationDuration`` | `CATransaction.animationDuration()`, `setAnimationDuration(_:)` |
/// | ``setCompletionBlock(_:)``, ``clearCompletionBlock()`` | `CATransaction.setCompletionBlock(_:)`, with nil to clear |
///
/// Without the opening change, a `begin()` at the start of a turn would be a top-level transaction
/// of its own, whose `commit()` commits at once: not a nested one.
extension CALayerEngine {
    /// The animation duration of the current `CATransaction`.
    public var transactionAnimationDuration: Double {
        get { platform.perform { CATransaction.animationDuration() } }
        set { platform.perform { CATransaction.setAnimationDuration(newValue) } }
    }

    /// Commits: the innermost nested level when one is open, else the implicit transaction.
    public func commit() {
        platform.perform {
            if nestingDepth > 0 {
                nestingDepth -= 1
                CATransaction.commit()
            } else {
                CATransaction.flush()
            }
        }
    }

    /// Begins a `CATransaction` nested in the open one.
    ///
    /// - Throws: ``TimingEngineError/unsupported(_:)`` when the platform does not declare
    ///   ``EngineCapabilities/nestedTransactions``, or what it refused.
    public func beginTransaction() throws(TimingEngineError) {
        guard capabilities.contains(.nestedTransactions) else {
            throw .unsupported("the platform's Core Animation does not nest transactions")
        }
        try checked {
            // Any change opens the implicit transaction; setting the duration it already has
            // changes nothing else.
            CATransaction.setAnimationDuration(CATransaction.animationDuration())
            CATransaction.begin()
        }
        nestingDepth += 1
    }

    /// Flushes the implicit transaction: now when nothing is nested, else at the last nested commit.
    @discardableResult public func flush() -> Bool {
        platform.perform { CATransaction.flush() }
        return nestingDepth == 0
    }

    /// Sets the current `CATransaction`'s completion block.
    public func setCompletionBlock(_ block: @escaping () -> Void) {
        platform.perform { CATransaction.setCompletionBlock(block) }
    }

    /// Clears the current `CATransaction`'s completion block.
    public func clearCompletionBlock() {
        platform.perform { CATransaction.setCompletionBlock(nil) }
    }
}
