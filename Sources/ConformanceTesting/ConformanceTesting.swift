import Conformance
import Foundation
import Testing

/// Runs conformance laws from a Swift Testing test, one law per test case.
///
/// Use it from a parameterized test so that each law passes, fails or is skipped on its own:
///
/// ```swift
/// import Testing
/// import Conformance
/// import ConformanceTesting
///
/// @Test(arguments: LawCatalog.all.map(\.id))
/// func conformance(_ law: String) throws {
///     try ConformanceTesting.check(law: law, engine: EngineFactory(name: "mine") { MyEngine() })
/// }
/// ```
public enum ConformanceTesting {
    /// Where a law runs.
    public enum Containment: Sendable, Equatable {
        /// In the test process: fastest, but an engine that traps ends the whole test run and one
        /// that hangs never lets it finish.
        case inProcess
        /// In a child process: a trap, a hang past `caseTimeout` seconds, or an `exit` becomes a
        /// failure of that law with the child's standard error, the case's replay token and its
        /// shrunk script. The ``EngineProvider`` form does this wherever Swift Testing has exit
        /// tests (macOS, Linux, Windows); the `EngineFactory` form re-runs the test binary, which
        /// works on Linux only, and elsewhere runs in the test process with a warning.
        case childProcess(caseTimeout: Double = 10)
    }

    /// Runs the law `id` against `engine` and records an issue with the shrunk script when it fails.
    ///
    /// A law the engine lacks the capabilities for records a warning naming what is missing and
    /// cancels the test case, which Xcode shows as skipped (`swift test` with Swift 6.3 shows the
    /// case as passed, with the warning; before 6.3 the test prints a note and passes).
    /// An expected failure is recorded as a known issue; an unexpected pass records an issue, so a
    /// stale expectations list is noticed. With
    /// ``Containment/childProcess(caseTimeout:)`` (the default) the law runs in a child process;
    /// in that child, this call runs the law and ends the process, and calls for other laws return
    /// at once.
    ///
    /// - Returns: the law's result, for further assertions.
    @discardableResult
    public static func check(
        law id: String, engine: EngineFactory, configuration: SuiteConfiguration = .environmentDefault,
        containment: Containment = .childProcess(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> LawResult {
        try checkSettings(configuration)
        guard let law = LawCatalog.law(id) else {
            Issue.record("unknown law '\(id)'", sourceLocation: sourceLocation)
            throw UnknownLaw(id: id)
        }
        if let request = ChildProcessRunner.request {
            if request.lawID == id, request.engineName == engine.name {
                ChildProcessRunner.serve(law: law, engine: engine, configuration: configuration)
            }
            return LawResult(
                lawID: id, strength: law.strength, status: .skipped(reason: "another law's child process"), cases: 0,
                failure: nil)
        }
        let result: LawResult
        if case .childProcess(let caseTimeout) = containment, let runner = childRunner(caseTimeout: caseTimeout) {
            result = runner.run(law: law, engine: engine, configuration: configuration)
        } else {
            result = SuiteRunner(engine: engine).run(law: law, configuration: configuration)
        }
        try record(result, law: law, engine: engine.name, seed: configuration.seed, sourceLocation: sourceLocation)
        return result
    }

    /// Records `result` as the test's outcome: nothing for a pass, a known issue for an expected
    /// failure, a cancellation (shown as skipped) for a law the engine cannot run, an issue with
    /// the shrunk script for a failure.
    static func record(
        _ result: LawResult, law: Law, engine: String, seed: UInt64, sourceLocation: SourceLocation
    ) throws {
        let id = law.id
        switch result.status {
        case .passed:
            break
        case .expectedFailure(let reason):
            // Shown as a known issue, not as a pass: the failure is there, and expected.
            withKnownIssue(Comment(rawValue: "\(id) fails as expected: \(reason)")) {
                Issue.record(
                    Comment(rawValue: ConformanceMessages.text(of: result, law: law, engine: engine, seed: seed)),
                    sourceLocation: sourceLocation)
            }
        case .skipped(let reason):
            // Swift 6.3's `swift test` shows a cancelled case of a parameterized test as passed, so
            // the skip is also a warning, which every runner shows (`⚠︎ … recorded a warning`, and
            // "with N warnings" in the summary); Xcode also shows the cancelled case as skipped.
            #if compiler(>=6.3)
            Issue.record(
                Comment(rawValue: "\(id) skipped: \(reason)"), severity: .warning, sourceLocation: sourceLocation)
            try Test.cancel("\(id) skipped: \(reason)")
            #else
            print("note: \(id) skipped: \(reason)")
            #endif
        case .failed, .unexpectedPass, .inconclusive, .notRun:
            Issue.record(
                Comment(rawValue: ConformanceMessages.text(of: result, law: law, engine: engine, seed: seed)),
                sourceLocation: sourceLocation)
        }
    }

    /// Re-runs the one case of a replay token that a failure printed, and records an issue with
    /// its script when it still fails: paste the line a failure shows into a test.
    ///
    /// With ``Containment/childProcess(caseTimeout:)`` (the default) the case runs where
    /// ``check(law:engine:configuration:containment:sourceLocation:)`` runs laws (a child that
    /// re-runs this test, on Linux), so a case that traps, hangs or exits gives the same failure a
    /// run gives, with the engine's message and location, and the test run goes on; in that
    /// child, this call replays the case and ends the process.
    ///
    /// - Returns: the case's result, for further assertions.
    @discardableResult
    public static func replay(
        _ token: String, engine: EngineFactory, configuration: SuiteConfiguration = .environmentDefault,
        containment: Containment = .childProcess(), sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> LawResult {
        try checkSettings(configuration)
        if let request = ChildProcessRunner.request {
            if request.replayToken == token, request.engineName == engine.name, let law = LawCatalog.law(request.lawID)
            {
                ChildProcessRunner.serve(law: law, engine: engine, configuration: configuration)
            }
            return LawResult(
                lawID: request.lawID, strength: .required, status: .skipped(reason: "another case's child process"),
                cases: 0,
                failure: nil)
        }
        let result: LawResult
        do {
            if case .childProcess(let caseTimeout) = containment, let runner = childRunner(caseTimeout: caseTimeout) {
                result = try runner.replay(token: token, engine: engine, configuration: configuration)
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

    /// The result of replaying `token` in this process.
    static func replayInProcess(_ token: String, engine: EngineFactory, configuration: SuiteConfiguration) throws
        -> LawResult
    {
        let report = try SuiteRunner(engine: engine).replay(token: token, configuration: configuration)
        guard let first = report.results.first else { throw UnknownLaw(id: token) }
        return first
    }

    /// Records an issue with the failure of a replayed `result` unless it passed, and returns it.
    static func reportedReplay(
        _ result: LawResult, token: String, engine: EngineFactory, configuration: SuiteConfiguration,
        sourceLocation: SourceLocation
    ) throws -> LawResult {
        guard let law = LawCatalog.law(result.lawID) else { throw UnknownLaw(id: token) }
        if result.status != .passed {
            Issue.record(
                Comment(
                    rawValue: ConformanceMessages.text(
                        of: result, law: law, engine: engine.name, seed: configuration.seed)),
                sourceLocation: sourceLocation)
        }
        return result
    }

    /// A runner that starts this test binary again for the running test, or nil when there is no
    /// running Swift Testing test or the platform's test runner is not the binary itself.
    static func childRunner(caseTimeout: Double) -> ChildProcessRunner? {
        #if os(Linux)
        guard let test = Test.current, let executable = Bundle.main.executableURL else { return nil }
        return ChildProcessRunner(
            executable: executable,
            arguments: ["--testing-library", "swift-testing", "--filter", filter(for: test.id.description)],
            caseTimeout: caseTimeout)
        #else
        // Elsewhere (macOS, Windows) the test runner is not the test binary itself (swiftpm's
        // testing helper, xctest, Xcode's agent), so this form cannot start the test again; the
        // form that takes an ``EngineProvider`` contains laws there through exit tests. Say so
        // once per run, as a warning, rather than run uncontained in silence.
        _ = inProcessNotice
        return nil
        #endif
    }

    /// The one warning that the `EngineFactory` form runs laws in the test process here.
    static let inProcessNotice: Void = {
        let text =
            "ConformanceTesting.check(law:engine: EngineFactory) runs laws in the test process on this platform, "
            + "so a trapping or hanging engine ends the test run; pass an EngineProvider type "
            + "(check(law:engine: MyEngineUnderTest.self)) to run each law in a child process"
        #if compiler(>=6.3)
        Issue.record(Comment(rawValue: text), severity: .warning)
        #else
        print("warning: \(text)")
        #endif
    }()

    /// A `--filter` pattern that selects exactly the test with this ID: the ID without its source
    /// location (which `--filter` does not match), with the regular expression's special
    /// characters escaped.
    static func filter(for id: String) -> String {
        var components = id.split(separator: "/", omittingEmptySubsequences: false)
        if let last = components.last, last.contains(".swift:") { components.removeLast() }
        let special = Set("\\^$.|?*+()[]{}")
        var pattern = ""
        for character in components.joined(separator: "/") {
            if special.contains(character) { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern
    }

    /// A law ID that is not in the catalog.
    public struct UnknownLaw: Error, CustomStringConvertible {
        /// The ID asked for.
        public var id: String
        /// A one-line description.
        public var description: String { "unknown law '\(id)'" }
    }
}

/// The failure text shared by the Swift Testing and XCTest entry points.
enum ConformanceMessages {
    static func text(of result: LawResult, law: Law, engine: String, seed: UInt64) -> String {
        var report = SuiteReport(engineName: engine, seed: seed, cases: result.cases, results: [result], laws: [law])
        report.replayInstruction = .swift
        if case .unexpectedPass(let reason) = result.status {
            return "\(law.id) passed but the expectations list says it fails (\(reason))"
        }
        if case .inconclusive(let reason) = result.status {
            return "\(law.id) inconclusive: \(reason)"
        }
        if case .notRun(let reason) = result.status {
            return "\(law.id) not run: \(reason)"
        }
        guard let failure = result.failure else { return "\(law.id) failed: \(law.statement)" }
        let rerun = "seed \(seed): CONFORMANCE_SEED=\(seed) runs these cases again"
        return (report.failureText(law.id, failure) + ["", rerun]).joined(separator: "\n")
    }
}
