import Foundation
import Testing

@testable import Conformance

/// A case that ends a child costs that case, not the law: the law goes on in a fresh child that
/// skips it, and keeps the cases, evidence and failures its children counted. These tests hand
/// ``ContainedLaw`` children that are told, not started, so every outcome is exact.
struct ContainedLawRestartTests {
    static let law = LawCatalog.law("TIME-1")!

    /// Two real case tokens of TIME-1 (their tapes must decode for the law's generator).
    static let tokens: [String] = {
        let seen = Seen()
        var configuration = SuiteConfiguration(cases: 5, parallelism: 1)
        configuration.checkpoint = { _, checkpoint in seen.add(checkpoint.token) }
        _ = SuiteRunner(engine: .reference()).run(law: law, configuration: configuration)
        return seen.tokens
    }()

    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ token: String) { lock.withLock { list.append(token) } }
        var tokens: [String] { lock.withLock { list } }
    }

    /// The children asked for, in order.
    final class Requests: @unchecked Sendable {
        var list: [ChildRequest] = []
    }

    static let divergence = FailureReport(
        message: "layer 0's local time: expected 0.5, observed 0.25", step: 2, swiftSource: "", stepTable: "",
        timeline: "",
        svg: "", replayToken: "TIME-1@pt2:AA", shrunkSteps: 3, originalSteps: 5,
        signature: "local time differs at advance")

    static func checkpoint(case number: Int, completed: Int, _ evidence: EvidenceCounts, token: String) -> LawCheckpoint
    {
        LawCheckpoint(
            caseNumber: number, completedCases: completed, evidence: evidence, isShrinking: false, token: token)
    }

    /// A child that traps again when its case is replayed with the backtracer on, and whose shrink
    /// candidates never start (so the case is reported as drawn).
    static func replay(_ request: ChildRequest) -> ChildRun? {
        guard case .replay(_, let diagnose) = request else { return nil }
        guard diagnose else {
            return ChildRun(outcome: .failedToStart("not in this test"), progress: nil, standardError: [])
        }
        return ChildRun(
            outcome: .misbehaved(.trapped(signal: SIGILL)), progress: nil,
            standardError: ["Fatal error: boom", "at Engine.render(atMediaTime:) in x at /e.swift:3:1"],
            crashOwner: .engine)
    }

    /// The first child traps in case 3; the second, told to skip that case, finishes the law with
    /// a divergence. The result has both failures, the trap first, and the second child's counts.
    @Test func aTrapCostsItsCaseAndTheLawGoesOn() throws {
        let trapped = try #require(Self.tokens.dropFirst(2).first)
        let requests = Requests()
        let finished = LawResult(
            lawID: "TIME-1", strength: .required, status: .failed, cases: 5, failure: Self.divergence,
            evidence: EvidenceCounts(values: 20, callbacks: 0, instants: 8))
        let json = SuiteReport(engineName: "planted", seed: 1, cases: 5, results: [finished], laws: [Self.law])
            .jsonReport()
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(json.utf8))
        let contained = ContainedLaw(engine: .reference(), caseTimeout: 1, expectations: Expectations()) { request in
            requests.list.append(request)
            if let run = Self.replay(request) { return run }
            guard case .law(_, let avoiding) = request, avoiding.isEmpty else {
                return ChildRun(outcome: .report(report), progress: nil, standardError: [])
            }
            return ChildRun(
                outcome: .misbehaved(.trapped(signal: SIGILL)),
                progress: Self.checkpoint(
                    case: 3, completed: 2, EvidenceCounts(values: 10, callbacks: 0, instants: 4), token: trapped),
                standardError: ["Fatal error: boom"])
        }
        let result = contained.run(Self.law)
        let laws = requests.list.filter { if case .law = $0 { return true } else { return false } }
        #expect(laws == [.law("TIME-1", avoiding: []), .law("TIME-1", avoiding: [trapped])])
        #expect(result.status == .failed)
        #expect(result.cases == 5)
        #expect(result.evidence == EvidenceCounts(values: 20, callbacks: 0, instants: 8))
        #expect(result.failures.map(\.signature) == ["engine trapped", "local time differs at advance"])
        let trap = result.failures[0]
        #expect(trap.message.hasPrefix("the engine trapped (signal \(SIGILL)"))
        #expect(trap.message.contains("in case 3 (\(trapped))"))
        // The message and location come from the replay with the backtracer on.
        #expect(trap.message.contains("| at Engine.render(atMediaTime:) in x at /e.swift:3:1"))
        #expect(trap.replayToken.hasPrefix("TIME-1@pt2:"))
        #expect(!trap.swiftSource.isEmpty)
    }

    /// A child that traps in the same case again ends the restarts; the law keeps what that child
    /// had counted before the case and the failure it had found.
    @Test func theLastChildsCountsAndFailuresAreKept() throws {
        let trapped = try #require(Self.tokens.first)
        let requests = Requests()
        let contained = ContainedLaw(engine: .reference(), caseTimeout: 1, expectations: Expectations()) { request in
            requests.list.append(request)
            if let run = Self.replay(request) { return run }
            return ChildRun(
                outcome: .misbehaved(.trapped(signal: SIGILL)),
                progress: Self.checkpoint(
                    case: 4, completed: 3, EvidenceCounts(values: 6, callbacks: 1, instants: 2), token: trapped),
                standardError: [], failures: [Self.divergence])
        }
        let result = contained.run(Self.law)
        #expect(requests.list.filter { if case .law = $0 { return true } else { return false } }.count == 2)
        #expect(result.status == .failed)
        #expect(result.cases == 3)
        #expect(result.evidence == EvidenceCounts(values: 6, callbacks: 1, instants: 2))
        #expect(result.failures.map(\.signature) == ["engine trapped", "local time differs at advance"])
        #expect(result.failures[0].message.contains("; 2 cases did so, each skipped so that the law could go on"))
    }

    /// An expectation naming the trap's signature covers it, but not the divergence beside it.
    @Test func anExpectedTrapDoesNotHideADivergence() throws {
        let trapped = try #require(Self.tokens.first)
        let expectations = try Expectations(parsing: "TIME-1 [engine trapped]: the clone traps on negative speeds\n")
        let contained = ContainedLaw(engine: .reference(), caseTimeout: 1, expectations: expectations) { request in
            if let run = Self.replay(request) { return run }
            return ChildRun(
                outcome: .misbehaved(.trapped(signal: SIGILL)),
                progress: Self.checkpoint(case: 1, completed: 0, EvidenceCounts(), token: trapped), standardError: [],
                failures: [Self.divergence])
        }
        let result = contained.run(Self.law)
        #expect(result.status == .failed)
        #expect(result.failure?.signature == "local time differs at advance")
    }

    /// A checkpoint is one line and back; a line caught half-written is none.
    @Test func checkpointsRoundTripThroughTheirLine() {
        let checkpoint = LawCheckpoint(
            caseNumber: 7, completedCases: 6, evidence: EvidenceCounts(values: 12, callbacks: 3, instants: 4),
            isShrinking: true,
            token: "TIME-1@pt2:AAAA")
        #expect(checkpoint.line == "7 6 12 3 4 S TIME-1@pt2:AAAA")
        #expect(LawCheckpoint(line: checkpoint.line) == checkpoint)
        #expect(LawCheckpoint(line: "7 6 12") == nil)
        #expect(LawCheckpoint(line: "7 6 12 3 4 X TIME-1@pt2:AAAA") == nil)
    }
}
