import Foundation
import Generators
import PropertyTesting
import Scripts

extension ContainedLaw {
    /// A shrunk misbehaving case: its tape, and the indices of the generated script's steps that
    /// are deleted (as a replay token carries them, `~d2,5`).
    struct ShrunkCase: Equatable {
        var tape: [UInt64]
        var deleted: [Int]
    }

    /// Shrinks a case that made a child misbehave, replaying each candidate in a child of its own:
    /// a candidate counts when its child misbehaves the same way.
    ///
    /// First the tape, as any failure's is shrunk; then the script, one step at a time, pass after
    /// pass until no single step can be deleted and still misbehave (1-minimal), as a failure in
    /// process is (``StepDeletion``): tape shrinking cannot drop a step the generator always
    /// writes. Both share ``shrinkBudget`` children, and stop after ``shrinkHangs`` hangs or when
    /// the run is interrupted; the best case so far is then the result.
    func shrink(_ law: Law, variant: String, tape: [UInt64], misbehaviour: Misbehaviour) -> ShrunkCase {
        let generator = law.generator(for: engine.capabilities, variant: variant)
        let first = PropertyTesting.run(generator, onTape: tape) { _ in true }
        guard first.value != nil else { return ShrunkCase(tape: tape, deleted: []) }
        let budget = ShrinkBudget(children: shrinkBudget)
        func misbehaves(_ token: String) -> Bool {
            let child = launch(.replay(token, diagnose: false))
            guard case .misbehaved(let kind) = child.outcome else {
                budget.spend(hung: false)
                return false
            }
            budget.spend(hung: kind == .hung)
            return kind == misbehaviour
        }
        let shrinker = Shrinker(
            initial: ShrinkCandidate(tape: first.tape, bounds: first.bounds, spans: first.spans),
            maxEvaluations: shrinkBudget, shouldStop: { budget.isSpent }
        ) { candidate in
            let run = PropertyTesting.run(generator, onTape: candidate) { _ in true }
            guard run.value != nil else { return nil }
            let token = SuiteToken.make(law.id, variant: variant, tape: run.tape)
            return misbehaves(token) ? ShrinkCandidate(tape: run.tape, bounds: run.bounds, spans: run.spans) : nil
        }
        let best = shrinker.shrink().best.tape
        guard let script = try? PropertyTesting.generate(generator, fromTape: best) else {
            return ShrunkCase(tape: best, deleted: [])
        }
        var kept = Array(script.steps.indices)
        var deletedInPass = true
        while deletedInPass, !budget.isSpent {
            deletedInPass = false
            var position = 0
            while position < kept.count, !budget.isSpent {
                var candidate = kept
                candidate.remove(at: position)
                let deleted = script.steps.indices.filter { !candidate.contains($0) }
                if misbehaves(SuiteToken.make(law.id, variant: variant, tape: best, deleted: deleted)) {
                    kept = candidate
                    deletedInPass = true
                } else {
                    position += 1
                }
            }
        }
        return ShrunkCase(tape: best, deleted: script.steps.indices.filter { !kept.contains($0) })
    }

    /// The children one shrink has started and the hangs among them.
    private final class ShrinkBudget {
        let children: Int
        private(set) var started = 0
        private(set) var hangs = 0

        init(children: Int) { self.children = children }

        /// Counts one child started, and whether it hung.
        func spend(hung: Bool) {
            started += 1
            if hung { hangs += 1 }
        }

        /// Whether the shrink must stop: its children or hangs are used up, or the run was interrupted.
        var isSpent: Bool {
            started >= children || hangs >= ContainedLaw.shrinkHangs || Interruption.shared.signal != nil
        }
    }
}
