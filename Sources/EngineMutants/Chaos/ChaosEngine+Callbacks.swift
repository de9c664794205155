import MediaTiming
import ReferenceEngine

/// Callbacks, completion blocks, transactions and rendering, delivered at odd moments.
extension ChaosEngine {
    /// Wraps an added animation's delegate so that its callbacks can be dropped, doubled,
    /// turned into the other kind, or flipped (finished or not).
    final class ChaosDelegate: AnimationDelegate {
        /// The delegate the caller gave.
        let wrapped: any AnimationDelegate
        /// The engine whose draws decide; weak, as the engine holds the wrapper's stored copy.
        weak var engine: ChaosEngine?
        /// The animation as added, for stray callbacks.
        var lastSeen: Animation?

        init(_ wrapped: any AnimationDelegate, engine: ChaosEngine) {
            self.wrapped = wrapped
            self.engine = engine
        }

        func animationDidStart(_ animation: Animation) {
            let unwrapped = ChaosEngine.unwrappingDelegate(animation)
            lastSeen = unwrapped
            guard let engine else { return wrapped.animationDidStart(unwrapped) }
            let interrupted = engine.enter(.animationDidStart) { $0.add(unwrapped) }
            defer { engine.leave(interrupted) }
            guard engine.misbehaves() else { return wrapped.animationDidStart(unwrapped) }
            switch engine.pick(3) {
            case 0: return
            case 1:
                wrapped.animationDidStart(unwrapped)
                wrapped.animationDidStart(unwrapped)
            default: wrapped.animationDidStop(unwrapped, finished: true)
            }
        }

        func animationDidStop(_ animation: Animation, finished: Bool) {
            let unwrapped = ChaosEngine.unwrappingDelegate(animation)
            lastSeen = unwrapped
            guard let engine else { return wrapped.animationDidStop(unwrapped, finished: finished) }
            let interrupted = engine.enter(.animationDidStop) {
                $0.add(unwrapped)
                $0.add(finished)
            }
            defer { engine.leave(interrupted) }
            guard engine.misbehaves() else { return wrapped.animationDidStop(unwrapped, finished: finished) }
            switch engine.pick(4) {
            case 0: return
            case 1:
                wrapped.animationDidStop(unwrapped, finished: finished)
                wrapped.animationDidStop(unwrapped, finished: finished)
            case 2: wrapped.animationDidStop(unwrapped, finished: !finished)
            default: wrapped.animationDidStart(unwrapped)
            }
        }
    }

    /// A weak reference to a wrapper, so that the engine keeps no delegate alive.
    struct WeakDelegate {
        weak var delegate: ChaosDelegate?
        init(_ delegate: ChaosDelegate) { self.delegate = delegate }
    }

    /// The delegate of a foreign animation: it hears nothing anyone records.
    final class ForeignDelegate: AnimationDelegate {}

    /// Delivers a callback nobody is due: to a delegate seen before, for its animation or for a
    /// foreign one, either kind; or runs a completion block again.
    func deliverStrayCallback() {
        let live = delegates.compactMap(\.delegate)
        guard !live.isEmpty else {
            if !completionBlocks.isEmpty { element(of: completionBlocks)() }
            return
        }
        let wrapper = element(of: live)
        let animation = pick(2) == 0 ? (wrapper.lastSeen ?? foreignAnimation()) : foreignAnimation()
        switch pick(4) {
        case 0: wrapper.wrapped.animationDidStart(animation)
        case 1: wrapper.wrapped.animationDidStop(animation, finished: true)
        case 2: wrapper.wrapped.animationDidStop(animation, finished: false)
        default: if !completionBlocks.isEmpty { element(of: completionBlocks)() }
        }
    }

    /// Commits, or does nothing, or commits twice.
    func chaosCommit() {
        let interrupted = enter(.commit)
        defer { leave(interrupted) }
        guard misbehaves() else { return super.commit() }
        if pick(2) == 0 {
            super.commit()
            super.commit()
        }
    }

    /// Opens a nested transaction, or refuses with any error though it declares them, or does
    /// nothing, or opens two.
    func chaosBeginTransaction() throws(TimingEngineError) {
        let interrupted = enter(.beginTransaction)
        defer { leave(interrupted) }
        guard misbehaves() else { return try super.beginTransaction() }
        switch pick(3) {
        case 0: throw anyError()
        case 1: return
        default:
            try super.beginTransaction()
            try super.beginTransaction()
        }
    }

    /// Flushes, or answers the wrong flag, or commits though a nested transaction is open.
    @discardableResult func chaosFlush() -> Bool {
        let interrupted = enter(.flush)
        defer { leave(interrupted) }
        guard misbehaves() else { return super.flush() }
        if pick(2) == 0 { return !super.flush() }
        super.commit()
        return true
    }

    /// Sets the block, or drops it (it never runs), or runs it now, or has it run twice.
    func chaosSetCompletionBlock(_ block: @escaping () -> Void) {
        let interrupted = enter(.setCompletionBlock)
        defer { leave(interrupted) }
        completionBlocks.append(block)
        guard misbehaves() else { return super.setCompletionBlock(block) }
        switch pick(3) {
        case 0: super.setCompletionBlock {}
        case 1:
            block()
            super.setCompletionBlock(block)
        default:
            super.setCompletionBlock {
                block()
                block()
            }
        }
    }

    /// Clears the block, or does nothing.
    func chaosClearCompletionBlock() {
        let interrupted = enter(.clearCompletionBlock)
        defer { leave(interrupted) }
        if !misbehaves() { super.clearCompletionBlock() }
    }

    /// Renders, or refuses with any error, or does not move the clock, or renders somewhere
    /// else (never backwards, which the base refuses), or delivers a stray callback after.
    func chaosRender(atMediaTime time: Double) throws(TimingEngineError) {
        let interrupted = enter(.render) { $0.add(time) }
        defer { leave(interrupted) }
        guard misbehaves() else { return try super.render(atMediaTime: time) }
        switch pick(4) {
        case 0: throw anyError()
        case 1: return
        case 2: try super.render(atMediaTime: time + element(of: [1e-9, 0.5, 1e6]))
        default:
            try super.render(atMediaTime: time)
            deliverStrayCallback()
        }
    }
}
