import Generators
import Scripts

/// The last shrinking pass, on the script rather than the tape: deletes each step that plays no
/// part in a failure, so every step a report prints matters.
///
/// Tape shrinking can only drop what a generator drew as optional; steps a generator always
/// emits (a setup value, a closing render) stay. This pass deletes them one at a time, keeping a
/// deletion when the law still fails with the same signature (and still holds on the reference
/// engine), in one pass from the first step to the last: the
/// result is 1-minimal but for a step that only a later deletion frees, which the mutant
/// catalog's 1-minimality test shows to be rare. The deletions travel in the replay token (`…~d2,5`: the indices of the
/// generated script's steps to drop), so replaying gives the same script.
public enum StepDeletion {
    /// The separator between a token's tape and its deletions.
    public static let marker = "~d"

    /// `script` with every step deleted that `law` does not need to fail with `signature`, and the
    /// indices (in `script`) of the deleted steps, ascending. At most `budget` checks run.
    static func minimize(
        _ script: Script, law: Law, context: LawContext, signature: String, failingStep: Int? = nil, budget: Int = 200
    ) -> (script: Script, deleted: [Int]) {
        var kept = Array(script.steps.indices)
        var checks = 0
        // Steps after the one where the failure shows rarely matter: all of them go in one try.
        if let failingStep, failingStep + 1 < kept.count {
            let candidate = Array(kept.prefix(failingStep + 1))
            checks += 1
            if stillFails(
                script.withSteps(candidate.map { script.steps[$0] }), law: law, context: context, signature: signature)
            {
                kept = candidate
            }
        }
        var position = 0
        // One pass, first step first: a second pass rarely deletes more and costs the engine a run
        // per step; over the mutant catalog this order leaves fewer deletable steps than last-first
        // (the 1-minimality test measures it).
        while position < kept.count && checks < budget {
            var candidate = kept
            candidate.remove(at: position)
            checks += 1
            if stillFails(
                script.withSteps(candidate.map { script.steps[$0] }), law: law, context: context, signature: signature)
            {
                kept = candidate
            } else {
                position += 1
            }
        }
        let deleted = script.steps.indices.filter { !kept.contains($0) }
        return (script.withSteps(kept.map { script.steps[$0] }), deleted)
    }

    /// Whether `law` still fails on `script` with `signature`, while the reference engine passes it:
    /// a deletion that leaves a script the law's own oracle misreads is never kept.
    static func stillFails(_ script: Script, law: Law, context: LawContext, signature: String) -> Bool {
        // The reference first: it costs the engine under test nothing, and a shorter script its
        // oracle misreads is refused before the (slow) engine runs it. Without faults planted in
        // the host or techniques: the check is that the law reads the shorter script right.
        // An as-published technique variant travels in the script's technique steps; the
        // reference runs the correct technique, or it would fail with the variant and refuse
        // every deletion of a variant's failing script.
        let faultless = context.reference.withHarnessFaults(host: [], techniques: [])
        let reference = LawContext(
            engine: faultless, reference: context.reference, tolerance: context.tolerance, profile: context.profile,
            derivesTolerance: context.derivesTolerance)
        guard (try? law.verify(withCorrectTechniques(script), in: reference)) != nil else { return false }
        context.traces?.beginCheck()
        do {
            try law.verify(script, in: context)
            return false
        } catch {
            // The clause, not the situation: a deleted step the failure does not need may change
            // the animations or layer timing a signature names.
            return FailureSignature.clause(of: FailureSignature.of(error, script: script))
                == FailureSignature.clause(of: signature)
        }
    }

    /// `script` with every technique step using the correct technique.
    static func withCorrectTechniques(_ script: Script) -> Script {
        script.withSteps(
            script.steps.map { step in
                guard case .technique(var call) = step else { return step }
                call.variant = "correct"
                return .technique(call)
            })
    }

    /// The token's text with its deletions appended (nothing when there are none).
    static func token(_ base: String, deleting deleted: [Int]) -> String {
        deleted.isEmpty ? base : base + marker + deleted.map(String.init).joined(separator: ",")
    }

    /// Splits `text` into the tape part and the deletions, or `nil` when the deletions are malformed.
    static func split(_ text: String) -> (tape: String, deleted: [Int])? {
        guard let range = text.range(of: marker) else { return (text, []) }
        let list = text[range.upperBound...]
        let parts = list.split(separator: ",", omittingEmptySubsequences: false)
        var deleted: [Int] = []
        for part in parts {
            guard let index = Int(part), index >= 0, deleted.last.map({ index > $0 }) ?? true else { return nil }
            deleted.append(index)
        }
        guard !deleted.isEmpty else { return nil }
        return (String(text[..<range.lowerBound]), deleted)
    }

    /// `script` without the steps at `deleted`, or `nil` when an index is out of range.
    static func apply(_ deleted: [Int], to script: Script) -> Script? {
        guard deleted.allSatisfy({ script.steps.indices.contains($0) }) else { return nil }
        let drop = Set(deleted)
        return script.withSteps(script.steps.indices.filter { !drop.contains($0) }.map { script.steps[$0] })
    }
}
