import Foundation
import Generators
import Scripts

/// What a law's check compared, so that a pass always means "checked and held".
///
/// A law that compares nothing on an engine (no callbacks arrive, every add is refused, every
/// value is skipped) would otherwise pass vacuously; the runner turns too little evidence into
/// ``LawResult/Status/inconclusive(reason:)``.
public enum EvidenceKind: String, Sendable, CaseIterable, Codable {
    /// Numbers (presentation values, local times, stamps) compared with an expected value.
    case values
    /// Delegate or completion callbacks checked against the rule.
    case callbacks
    /// Instants probed: observations whose state (keys, membership, absence of a callback) was checked.
    case instants
}

/// Counts of evidence by kind.
public struct EvidenceCounts: Sendable, Equatable, Codable {
    /// Numbers compared.
    public var values: Int = 0
    /// Callbacks checked.
    public var callbacks: Int = 0
    /// Instants probed.
    public var instants: Int = 0

    /// No evidence.
    public init() {}

    /// Creates counts.
    public init(values: Int, callbacks: Int, instants: Int) {
        self.values = values
        self.callbacks = callbacks
        self.instants = instants
    }

    /// The count of one kind.
    public subscript(kind: EvidenceKind) -> Int {
        get {
            switch kind {
            case .values: return values
            case .callbacks: return callbacks
            case .instants: return instants
            }
        }
        set {
            switch kind {
            case .values: values = newValue
            case .callbacks: callbacks = newValue
            case .instants: instants = newValue
            }
        }
    }

    /// `values=… callbacks=… instants=…`, for reports.
    public var summary: String { "values=\(values) callbacks=\(callbacks) instants=\(instants)" }
}

/// What a law must have compared over a run for its pass to count.
public struct EvidenceRequirement: Sendable, Equatable {
    /// The kind of evidence the law's rule is about.
    public var kind: EvidenceKind
    /// The least evidence of that kind per case run, on average.
    public var perCase: Double

    /// Requires `perCase` pieces of `kind` per case on average.
    public init(_ kind: EvidenceKind, perCase: Double = 0.5) {
        self.kind = kind
        self.perCase = perCase
    }

    /// Why `counts` over `cases` cases is too little, or `nil` when it is enough.
    public func shortfall(_ counts: EvidenceCounts, cases: Int) -> String? {
        shortfall(counts, cases: cases, cause: "the engine's runs gave the rule too little to check")
    }

    /// Why `counts` over `cases` cases is too little, ending with its likely `cause` (a clause
    /// such as ``ShortfallCause/sentence(kind:have:sightings:delegatesKept:)`` gives), or `nil`
    /// when it is enough.
    ///
    /// `grammarCases` are cases of the shared run's grammar the law was also judged on: their
    /// evidence counts in `counts`, but the requirement is per case of the law's own generator.
    func shortfall(
        _ counts: EvidenceCounts, cases: Int, grammarCases: Int = 0, cause: @autoclosure () -> String
    ) -> String? {
        guard cases > 0 else { return nil }
        let needed = max(1, Int((Double(cases) * perCase).rounded(.up)))
        let have = counts[kind]
        guard have < needed else { return nil }
        let over =
            grammarCases > 0 ? "\(cases) cases of its own, besides \(grammarCases) grammar cases" : "\(cases) cases"
        return "only \(have) \(kind.rawValue) checked over \(over) (at least \(needed) needed): \(cause())"
    }
}

/// A thread-safe tally of one law run: the evidence its checks record and the scripts it runs
/// on the engine under test (the suite's real cost with a slow engine).
public final class EvidenceLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var counts = EvidenceCounts()
    private var runs = 0
    private var seen = EngineSightings()

    /// Notes what one run of `script` on the engine under test showed (``EngineSightings``).
    func sight(_ trace: Trace, of script: Script) {
        // The causes a shortfall names are read off the law's own scripts: a shared-run grammar
        // case (``Law/checkedOnSharedRun()``) adds what other laws' scripts do.
        guard !script.isGrammarCase else { return }
        let sighting = EngineSightings(trace, of: script)
        lock.lock()
        defer { lock.unlock() }
        seen.add(sighting)
    }

    /// What the engine's runs showed so far.
    var sightings: EngineSightings {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }

    /// Counts one script run on the engine under test.
    public func recordEngineRun() {
        lock.lock()
        defer { lock.unlock() }
        runs += 1
    }

    /// Script runs on the engine under test so far.
    public var engineRuns: Int {
        lock.lock()
        defer { lock.unlock() }
        return runs
    }

    /// An empty ledger.
    public init() {}

    /// Adds `count` pieces of `kind`.
    public func record(_ kind: EvidenceKind, _ count: Int = 1) {
        guard count > 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        counts[kind] += count
    }

    /// The counts so far.
    public var total: EvidenceCounts {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }
}

/// Script runs on the engine under test that a law spent, split by purpose.
public struct EngineRunCounts: Sendable, Equatable, Codable {
    /// Runs while searching for failures (every case of every search round).
    public var finding: Int = 0
    /// Runs while shrinking failures and deleting idle steps.
    public var shrinking: Int = 0

    /// No runs.
    public init() {}

    /// Creates counts.
    public init(finding: Int, shrinking: Int) {
        self.finding = finding
        self.shrinking = shrinking
    }

    /// Both together.
    public var total: Int { finding + shrinking }
}
