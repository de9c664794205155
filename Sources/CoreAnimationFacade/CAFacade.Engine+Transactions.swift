#if !canImport(QuartzCore)
import MediaTiming

/// How `CATransaction`'s levels map onto the engine's transactions.
///
/// The engine always has an open outermost transaction. Core Animation opens one lazily: the
/// first change of a run-loop turn opens an implicit transaction, committed when the turn ends,
/// and `CATransaction.begin()` nests inside it; with none open, `begin()` starts a top-level
/// transaction that its own `commit()` commits. So the facade's first `begin()` in a turn with no
/// change yet takes the engine's outermost transaction as the explicit one, and every other
/// `begin()` opens a nested engine transaction.
extension CAFacade.Engine {
    /// `CATransaction.begin()`.
    func beginTransaction() {
        if levels.count == 1 && !levels[0].isExplicit && !levels[0].isOpen {
            levels[0].isExplicit = true
            levels[0].isOpen = true
            return
        }
        let enclosing = levels[levels.count - 1]
        var level = TransactionLevel(
            kind: .nested, timingFunction: enclosing.timingFunction, disableActions: enclosing.disableActions)
        do throws(TimingEngineError) {
            try base.beginTransaction()
        } catch {
            log.record("CATransaction.begin()", error)
            level.kind = .refused
        }
        levels.append(level)
    }

    /// `CATransaction.commit()`: ends the innermost level; with none open it commits the
    /// implicit transaction, as Core Animation does.
    func commitTransaction() {
        guard levels.count > 1 else {
            base.commit()
            resetOutermost()
            return
        }
        let level = levels.removeLast()
        guard level.kind == .nested else { return }
        base.commit()
        // A flush inside nested levels commits when the last of them commits.
        if levels[0].flushPending && !levels.contains(where: { $0.kind == .nested }) {
            resetOutermost()
        }
    }

    /// `CATransaction.flush()`: commits the implicit transaction now, or once the nested
    /// levels have committed; an explicit outermost transaction waits for its own commit.
    func flushTransaction() {
        guard !levels[0].isExplicit else { return }
        if base.flush() {
            resetOutermost()
        } else {
            levels[0].flushPending = true
        }
    }

    /// The outermost level after its commit: implicit, unopened, with the engine's defaults.
    private func resetOutermost() {
        levels[0] = TransactionLevel()
        commitCount += 1
    }

    /// `CATransaction.setCompletionBlock(_:)` on the innermost level.
    func setCompletionBlock(_ block: (() -> Void)?) {
        touch()
        levels[levels.count - 1].completionBlock = block
        if let block {
            base.setCompletionBlock(block)
        } else {
            base.clearCompletionBlock()
        }
    }

    /// `CATransaction.completionBlock()` of the innermost level.
    var completionBlock: (() -> Void)? { levels[levels.count - 1].completionBlock }

    /// `CATransaction.setAnimationTimingFunction(_:)` on the innermost level.
    func setTimingFunction(_ function: CAMediaTimingFunction?) {
        touch()
        levels[levels.count - 1].timingFunction = function
    }

    /// `CATransaction.animationTimingFunction()` of the innermost level.
    var timingFunction: CAMediaTimingFunction? { levels[levels.count - 1].timingFunction }

    /// `CATransaction.setDisableActions(_:)` on the innermost level.
    func setDisableActions(_ flag: Bool) {
        touch()
        levels[levels.count - 1].disableActions = flag
    }

    /// `CATransaction.disableActions()` of the innermost level.
    var disableActions: Bool { levels[levels.count - 1].disableActions }

    /// How many explicit levels are open: what `begin()` calls have not been committed yet.
    var explicitDepth: Int { levels.count - 1 + (levels[0].isExplicit ? 1 : 0) }
}
#endif
