import Foundation
import Generators
import Scripts

/// The shared run's outcomes by grammar case, kept for one suite run so that every law judged on
/// the shared run reads a grammar case another law already ran.
///
/// Every law judged on the shared run draws its cases from one seed (``Law/sharedRunSeedName``),
/// so its grammar cases are, case for case, the other laws' too. Run once, a grammar case's
/// divergence is therefore judged by every such law: the one whose statement it breaks fails it,
/// whichever law drew it first. Before this memo each law ran grammar cases of its own and saw
/// only the divergences that were its own, so a fault the model shows in one grammar case in a
/// hundred went unseen by the law it breaks whenever that law's share of cases missed it.
///
/// A hit leaves the report as a run would: the evidence and the engine runs the case cost when
/// it ran are recorded again in the reading law's ledger, and its outcome (trace and
/// divergence, or the error the run threw) is returned as it was. Grammar cases are looked up
/// only during the search, never while a failure shrinks (``TraceMemo`` is off then), so the
/// memo holds at most one entry per grammar case of the run.
///
/// - Complexity: one dictionary lookup under a lock per grammar case as drawn (keyed by the choices
///   it was drawn from), a search among the scripts of as many steps otherwise; memory one trace per
///   distinct grammar case of the run.
final class SharedRunMemo: @unchecked Sendable {
    /// What running one grammar case gave and cost (a class: a search copies no trace).
    private final class Entry {
        var outcome: Result<(trace: Trace, divergence: SharedRun.Divergence?), any Error>
        var evidence: EvidenceCounts
        var engineRuns: Int

        init(
            outcome: Result<(trace: Trace, divergence: SharedRun.Divergence?), any Error>, evidence: EvidenceCounts,
            engineRuns: Int
        ) {
            self.outcome = outcome
            self.evidence = evidence
            self.engineRuns = engineRuns
        }
    }

    private let lock = NSLock()
    /// Entries by what the comparison depends on besides the steps, and the number of steps; a
    /// bucket is searched by step equality, which is cheaper than printing each script as a key.
    private var entries: [String: [(steps: [Step], entry: Entry)]] = [:]
    /// Entries by what the comparison depends on besides the steps, and what the script was drawn from.
    private var drawnEntries: [DrawnKey: Entry] = [:]

    private struct DrawnKey: Hashable {
        var context: String
        var drawn: DrawnCase
    }

    /// An empty memo.
    init() {}

    /// The grammar case's outcome: the stored one, its cost recorded in `context`'s ledger
    /// again, or `compute`'s, stored with what it cost.
    func outcome(
        of script: Script, in context: LawContext,
        compute: () throws -> (trace: Trace, divergence: SharedRun.Divergence?)
    ) throws -> (trace: Trace, divergence: SharedRun.Divergence?) {
        // What the comparison depends on besides the script: the tolerance and the profile (the
        // engine, its harness faults and the technique variant are the runner's or the script's).
        let contextKey = "\(context.tolerance) \(context.derivesTolerance) \(context.profile)"
        let drawnKey = script.drawnFrom.map { DrawnKey(context: contextKey, drawn: $0) }
        let key = "\(contextKey) \(script.steps.count)"
        lock.lock()
        let stored = drawnKey.map { drawnEntries[$0] } ?? entries[key]?.first { $0.steps == script.steps }?.entry
        lock.unlock()
        if let stored {
            for kind in EvidenceKind.allCases { context.evidence.record(kind, stored.evidence[kind]) }
            for _ in 0..<stored.engineRuns { context.evidence.recordEngineRun() }
            return try stored.outcome.get()
        }
        let evidenceBefore = context.evidence.total
        let runsBefore = context.evidence.engineRuns
        let outcome = Result { try compute() }
        var cost = context.evidence.total
        for kind in EvidenceKind.allCases { cost[kind] -= evidenceBefore[kind] }
        let entry = Entry(outcome: outcome, evidence: cost, engineRuns: context.evidence.engineRuns - runsBefore)
        lock.lock()
        if let drawnKey {
            drawnEntries[drawnKey] = entry
        } else {
            entries[key, default: []].append((script.steps, entry))
        }
        lock.unlock()
        return try outcome.get()
    }
}
