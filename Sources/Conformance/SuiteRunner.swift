import Foundation
import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// Runs laws against one engine and collects their results in catalog order.
///
/// Each law runs as a property: its generator draws scripts, each script runs on fresh engines,
/// and the first failure is shrunk on the choice tape to a small script. Laws run in parallel
/// (``SuiteConfiguration/parallelism``) but every law has its own seed (the laws judged on the
/// shared run one seed between them) and its own engines, and the grammar cases they share
/// (``SharedRunMemo``) give each law what running them would, so the report is the same byte for
/// byte whatever the parallelism and whichever law runs a shared case first.
public struct SuiteRunner: Sendable {
    /// The engine under test.
    public let engine: EngineFactory
    /// The laws to choose from.
    public let catalog: [Law]
    /// The shared run's grammar cases already run, read by every law of this runner.
    let sharedRunMemo = SharedRunMemo()

    /// Creates a runner over `catalog` (the full catalog by default).
    public init(engine: EngineFactory, catalog: [Law] = LawCatalog.all) {
        self.engine = engine
        self.catalog = catalog
    }

    /// An error that stops a run before any law runs: an unknown law ID or a malformed token.
    public struct RunError: Error, Equatable, CustomStringConvertible {
        /// The one-line message.
        public var message: String
        /// Creates an error with its message.
        public init(message: String) { self.message = message }
        /// The message.
        public var description: String { message }
    }

    /// Runs every selected law and returns the report.
    public func run(_ configuration: SuiteConfiguration) throws(RunError) -> SuiteReport {
        let laws = try selectedLaws(configuration)
        let capabilities = engine.capabilities
        let profile = engine.profile
        let results = Self.parallelMap(laws, width: configuration.parallelism) { law in
            configuration.progress?.started(law.id)
            defer { configuration.progress?.finished(law.id) }
            return runLaw(
                law, configuration: configuration, capabilities: capabilities, profile: profile,
                variant: configuration.techniques ?? "correct")
        }
        configuration.progress?.clear()
        return SuiteReport(
            engineName: configuration.reportedEngineName(engine.name), seed: configuration.seed,
            cases: configuration.cases,
            results: results, laws: laws)
    }

    /// Runs one law; `variant` names the technique implementation its scripts use (technique laws
    /// only): by default the configuration's (``SuiteConfiguration/techniques``), else `correct`.
    public func run(law: Law, configuration: SuiteConfiguration, variant: String? = nil) -> LawResult {
        runLaw(
            law, configuration: configuration, capabilities: engine.capabilities, profile: engine.profile,
            variant: variant ?? configuration.techniques ?? "correct")
    }

    /// Replays a suite replay token (`LAW-ID@tape`) and returns the report of that one case.
    ///
    /// - Throws: ``RunError`` for a malformed token or an unknown law.
    public func replay(token: String, configuration: SuiteConfiguration) throws(RunError) -> SuiteReport {
        guard let at = token.firstIndex(of: "@") else {
            throw RunError(message: "malformed replay token: expected 'LAW-ID@…' or 'LAW-ID/VARIANT@…'")
        }
        var id = String(token[..<at])
        guard let (tape, deleted) = StepDeletion.split(String(token[token.index(after: at)...])) else {
            throw RunError(
                message:
                    "malformed replay token: the step deletions after '\(StepDeletion.marker)' must be ascending indices"
            )
        }
        var variant = "correct"
        if let slash = id.firstIndex(of: "/") {
            variant = String(id[id.index(after: slash)...])
            id = String(id[..<slash])
        }
        guard let law = catalog.first(where: { $0.id == id }) else {
            throw RunError(message: "replay token names unknown law '\(id)'")
        }
        guard law.runs(variant: variant, registry: engine.techniques) else {
            throw RunError(message: "replay token names variant '\(variant)', which \(id) does not run")
        }
        let context = makeContext(configuration, profile: engine.profile)
        let script: Script
        do {
            let generated = try PropertyTesting.replay(
                law.generator(for: engine.capabilities, variant: variant), token: tape,
                context: SuiteToken.context(id, variant: variant, deleted: deleted))
            guard let edited = StepDeletion.apply(deleted, to: generated) else {
                throw RunError(
                    message:
                        "replay token deletes step \(deleted.last ?? 0), but the script has \(generated.steps.count) steps"
                )
            }
            script = edited
        } catch let error as RunError {
            throw error
        } catch {
            throw RunError(message: "\(error)")
        }
        let status: LawResult.Status
        var failure: FailureReport?
        do {
            try law.verify(script, in: context)
            status = .passed
        } catch {
            status = .failed
            failure = FailureReportBuilder.build(
                law: law, script: script, originalSteps: script.steps.count, error: error,
                token: token, context: context, isFlaky: false)
        }
        let result = LawResult(lawID: law.id, strength: law.strength, status: status, cases: 1, failure: failure)
        return SuiteReport(
            engineName: configuration.reportedEngineName(engine.name), seed: configuration.seed,
            cases: 1, results: [result], laws: [law])
    }

    /// The context a law's checks use, with its evidence ledger and trace memo.
    func makeContext(
        _ configuration: SuiteConfiguration, profile: TimingProfile, evidence: EvidenceLedger = EvidenceLedger(),
        traces: TraceMemo? = nil
    ) -> LawContext {
        LawContext(
            engine: engine, reference: engine.referenceTwin(profile: profile), tolerance: configuration.tolerance,
            profile: profile,
            evidence: evidence, traces: traces, derivesTolerance: configuration.derivesTolerance,
            sharedRunMemo: sharedRunMemo)
    }

    /// Runs one law through the phases of a ``LawRun``, timed when the configuration has a clock.
    private func runLaw(
        _ law: Law, configuration: SuiteConfiguration, capabilities: EngineCapabilities, profile: TimingProfile,
        variant: String = "correct"
    ) -> LawResult {
        let start = configuration.clock?()
        var result = LawRun(
            law, runner: self, configuration: configuration, capabilities: capabilities, profile: profile,
            variant: variant
        ).result()
        if let start, let end = configuration.clock?() { result.seconds = LawResult.milliseconds(end - start) }
        return result
    }
}
