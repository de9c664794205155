import Conformance
import Foundation
import Testing

extension ConformanceTesting {
    /// Runs the law `id` against the engine `provider` names, each law in a child process that
    /// Swift Testing starts (an exit test), and records an issue with the shrunk script when it
    /// fails.
    ///
    /// This is the contained form on every platform where Swift Testing runs exit tests (macOS,
    /// Linux, Windows, FreeBSD, OpenBSD): an engine that traps, hangs past `caseTimeout` seconds
    /// or calls `exit` fails that law, with its standard error, the case's replay token and its
    /// shrunk script (each shrink candidate runs in a child too), and the other laws still run.
    /// Where there are no exit tests (iOS and its siblings), or with
    /// ``Containment/inProcess``, the law runs in the test process, and the result says so.
    /// Skips, known issues and failures are recorded as by ``check(law:engine:configuration:containment:sourceLocation:)``.
    ///
    /// - Returns: the law's result, for further assertions.
    @discardableResult
    public static func check(
        law id: String, engine provider: any EngineProvider.Type,
        configuration: SuiteConfiguration = .environmentDefault, containment: Containment = .childProcess(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> LawResult {
        try checkSettings(configuration)
        guard let law = LawCatalog.law(id) else {
            Issue.record("unknown law '\(id)'", sourceLocation: sourceLocation)
            throw UnknownLaw(id: id)
        }
        let engine = provider.engine
        let result: LawResult
        if case .childProcess(let caseTimeout) = containment {
            result = await contained(
                law, provider: provider, engine: engine, configuration: configuration, caseTimeout: caseTimeout)
        } else {
            result = SuiteRunner(engine: engine).run(law: law, configuration: configuration)
        }
        try record(result, law: law, engine: engine.name, seed: configuration.seed, sourceLocation: sourceLocation)
        return result
    }

    /// Re-runs the one case of a replay token against the engine `provider` names, in a child
    /// process that Swift Testing starts (an exit test), and records an issue when it still fails.
    ///
    /// A case that traps, hangs past `caseTimeout` seconds or exits gives the failure a run gives
    /// (``check(law:engine:configuration:containment:sourceLocation:)-(_,any EngineProvider.Type,_,_,_)``),
    /// and the test run goes on. Where there are no exit tests, or with ``Containment/inProcess``,
    /// the case runs in the test process.
    ///
    /// - Returns: the case's result, for further assertions.
    @discardableResult
    public static func replay(
        _ token: String, engine provider: any EngineProvider.Type,
        configuration: SuiteConfiguration = .environmentDefault,
        containment: Containment = .childProcess(), sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> LawResult {
        try checkSettings(configuration)
        let engine = provider.engine
        let result: LawResult
        do {
            // Checked in this process first: a malformed token is the caller's error, not a child's.
            let report = try SuiteRunner(engine: engine).checkReplay(token: token)
            if case .childProcess(let caseTimeout) = containment, containsLawsInChildProcesses {
                result = await containedReplay(
                    token, law: report, provider: provider, engine: engine, configuration: configuration,
                    caseTimeout: caseTimeout)
            } else {
                result = try replayInProcess(token, engine: engine, configuration: configuration)
            }
        } catch {
            Issue.record("cannot replay '\(token)': \(error)", sourceLocation: sourceLocation)
            throw error
        }
        return try reportedReplay(
            result, token: token, engine: engine, configuration: configuration, sourceLocation: sourceLocation)
    }

    /// Replays `token` in an exit test where there are any, in process elsewhere.
    private static func containedReplay(
        _ token: String, law: Law, provider: any EngineProvider.Type, engine: EngineFactory,
        configuration: SuiteConfiguration,
        caseTimeout: Double
    ) async -> LawResult {
        #if compiler(>=6.3) && (os(macOS) || os(Linux) || os(Windows) || os(FreeBSD) || os(OpenBSD))
        guard let typeName = _mangledTypeName(provider) else {
            return (try? SuiteRunner(engine: engine).replay(token: token, configuration: configuration).results[0])
                ?? LawResult(lawID: law.id, strength: law.strength, status: .failed, cases: 0, failure: nil)
        }
        let containment = ExitTestContainment(engine: engine, caseTimeout: caseTimeout, configuration: configuration)
        return await containment.replay(token, law: law) { assignment in
            await launchChild(assignment: assignment, providerTypeName: typeName)
        }
        #else
        // No exit tests here: the case runs in this process (containsLawsInChildProcesses is false).
        return (try? SuiteRunner(engine: engine).replay(token: token, configuration: configuration).results[0])
            ?? LawResult(lawID: law.id, strength: law.strength, status: .failed, cases: 0, failure: nil)
        #endif
    }

    /// Whether `check(law:engine:)` with an ``EngineProvider``
    /// contains laws on this platform: true where Swift Testing runs exit tests that capture
    /// values (Swift 6.3 and later, on macOS, Linux, Windows, FreeBSD and OpenBSD).
    public static var containsLawsInChildProcesses: Bool {
        #if compiler(>=6.3) && (os(macOS) || os(Linux) || os(Windows) || os(FreeBSD) || os(OpenBSD))
        return true
        #else
        return false
        #endif
    }

    /// Runs `law` in exit tests where there are any, in process (saying so) elsewhere.
    private static func contained(
        _ law: Law, provider: any EngineProvider.Type, engine: EngineFactory, configuration: SuiteConfiguration,
        caseTimeout: Double
    ) async -> LawResult {
        #if compiler(>=6.3) && (os(macOS) || os(Linux) || os(Windows) || os(FreeBSD) || os(OpenBSD))
        guard let typeName = _mangledTypeName(provider) else {
            return SuiteRunner(engine: engine).run(law: law, configuration: configuration)
        }
        let containment = ExitTestContainment(engine: engine, caseTimeout: caseTimeout, configuration: configuration)
        return await containment.run(law: law) { assignment in
            await launchChild(assignment: assignment, providerTypeName: typeName)
        }
        #else
        // No exit tests here (iOS, tvOS, watchOS and visionOS cannot start processes; a compiler
        // before Swift 6.3 cannot capture values in one): the law runs in this process, and a
        // trap ends the test run. The test's output says so.
        print("note: \(law.id) runs in the test process: this platform cannot start child processes")
        return SuiteRunner(engine: engine).run(law: law, configuration: configuration)
        #endif
    }

    #if compiler(>=6.3) && (os(macOS) || os(Linux) || os(Windows) || os(FreeBSD) || os(OpenBSD))  // portability: only the exit-test branch of contained(_:) calls it
    /// Starts one child for `assignment` as an exit test and returns how it ended.
    ///
    /// The child builds the engine from the provider's type name, runs its assignment and ends
    /// with ``ExitTestContainment/finishedStatus``, which the `.failure` condition matches as it
    /// matches a trap or a hang the child's watchdog ended; an engine's own `exit(0)` does not
    /// match, and the mismatch is recorded as a known issue, since the law's result reports it.
    private static func launchChild(assignment: String, providerTypeName: String) async -> ExitTestContainment.ChildExit
    {
        var exit: ExitTestContainment.ChildExit = .notStarted("the exit test did not run")
        await withKnownIssue("how the child ended is reported with the law's result", isIntermittent: true) {
            let result = await #expect(processExitsWith: .failure) {
                [assignment = assignment as String, providerTypeName = providerTypeName as String] in
                ConformanceTesting.serveChild(assignment: assignment, providerTypeName: providerTypeName)
            }
            switch result?.exitStatus {
            case .exitCode(let status)?: exit = .exitCode(status)
            case .signal(let signal)?: exit = .signal(signal)
            case nil: exit = .notStarted("Swift Testing could not start the exit test")
            @unknown default:
                exit = .notStarted(
                    "the child ended in a way this version does not know: \(String(describing: result?.exitStatus))")
            }
        }
        return exit
    }
    #endif

    /// In the child: builds the engine from the provider's type name and serves the assignment.
    static func serveChild(assignment: String, providerTypeName: String) -> Never {
        guard let provider = _typeByName(providerTypeName) as? any EngineProvider.Type,
            let decoded = ChildAssignment(json: assignment)
        else { exit(3) }
        ExitTestContainment.serve(decoded, engine: provider.engine)
    }
}
