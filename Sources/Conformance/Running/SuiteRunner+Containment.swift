import Foundation

/// What containment needs from a law while it runs: its cases numbered, a checkpoint before each,
/// its failures as they are found, and the cases to skip.
///
/// One tracker serves one run of one law, on the law's own thread. It is inactive (and costs
/// nothing) unless the configuration asks for checkpoints, failures or skipped cases, which only a
/// contained child does.
///
/// Case numbers count drawn cases only: the search's rounds add up (a law that fails and looks
/// for further signatures goes on numbering), while shrink candidates keep the number of the case
/// being shrunk. So a trap while shrinking is reported in the case that found the failure, and no
/// number passes the bound ``LawCheckpoint`` documents.
final class CaseTracker {
    private let lawID: String
    private let avoided: Set<String>
    private let checkpoint: (@Sendable (String, LawCheckpoint) -> Void)?
    private let failureFound: (@Sendable (String, FailureReport) -> Void)?
    private var drawn = 0
    private var settled: (cases: Int, evidence: EvidenceCounts)?

    /// Whether the case being generated is a shrink candidate; the law's property sets it.
    var isShrinking = false
    /// Whether the case just generated is one of the avoided cases, which the property skips.
    private(set) var skipsCurrentCase = false

    /// Whether the configuration asks for anything at all.
    var isActive: Bool { checkpoint != nil || failureFound != nil || !avoided.isEmpty }

    /// Creates the tracker of `lawID` from the hooks of `configuration`.
    init(lawID: String, configuration: SuiteConfiguration) {
        self.lawID = lawID
        avoided = configuration.avoidedCases
        checkpoint = configuration.checkpoint
        failureFound = configuration.failureFound
    }

    /// Called once a case's script is drawn, just before it runs.
    func willRun(_ token: String, evidence ledger: EvidenceLedger) {
        if !isShrinking { drawn += 1 }
        skipsCurrentCase = !avoided.isEmpty && avoided.contains(token)
        guard let checkpoint else { return }
        let completed = settled?.cases ?? max(0, drawn - 1)
        checkpoint(
            lawID,
            LawCheckpoint(
                caseNumber: drawn, completedCases: completed, evidence: settled?.evidence ?? ledger.total,
                isShrinking: isShrinking, token: token))
    }

    /// Called when the law's first search (and any budget rounds) ended: these are the cases and
    /// evidence the law reports, whatever its shrinking and further rounds add.
    func settle(cases: Int, evidence: EvidenceCounts) {
        settled = (cases, evidence)
    }

    /// Called with each distinct failure as soon as the law has it.
    func found(_ failure: FailureReport) {
        failureFound?(lawID, failure)
    }
}

extension SuiteRunner {
    /// The law a replay token names, once the token is known to fit that law's generator for
    /// this engine's capabilities; no engine runs.
    ///
    /// - Throws: ``RunError`` for a malformed token, an unknown law, or a tape the law's
    ///   generator cannot replay (a truncated, altered or foreign token).
    package func checkReplay(token: String) throws(RunError) -> Law {
        let parsed = try SuiteToken(token)
        guard let law = catalog.first(where: { $0.id == parsed.lawID }) else {
            throw RunError(message: "replay token names unknown law '\(parsed.lawID)'")
        }
        do {
            _ = try parsed.script(law, capabilities: engine.capabilities)
        } catch {
            throw RunError(message: "\(error)".hasPrefix("replay token") ? "\(error)" : "replay token: \(error)")
        }
        return law
    }
}
