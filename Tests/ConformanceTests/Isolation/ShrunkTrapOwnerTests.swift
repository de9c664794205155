import Foundation
import Testing

@testable import Conformance

/// A trap's shrunk case is shown only when it trapped in the same code as the drawn case: step
/// deletion builds scripts the generator never draws, so an engine's trap can shrink into a
/// crash of the suite's (or the other way), and the report would then blame the wrong code.
struct ShrunkTrapOwnerTests {
    typealias Case = ContainedLaw.DiagnosedCase

    static func diagnosed(_ token: String, _ owner: CrashOwner) -> Case {
        Case(token: token, script: nil, diagnosis: .init(standardError: [], owner: owner))
    }

    @Test(arguments: [
        // drawn owner, shrunk owner, shown token, unshrunk
        (CrashOwner.engine, CrashOwner.engine, "shrunk", false),
        (.engine, .suite, "drawn", true),
        (.suite, .engine, "drawn", true),
        (.engine, .unknown, "drawn", true),
        // The drawn case's owner unknown: the shrunk case is the best there is.
        (.unknown, .suite, "shrunk", false),
        (.unknown, .unknown, "shrunk", false),
    ])
    func theShrunkCaseIsShownOnlyWithTheDrawnCasesOwner(
        _ drawn: CrashOwner, _ shrunk: CrashOwner, _ shown: String, _ unshrunk: Bool
    ) {
        let decision = ContainedLaw.reported(
            drawn: Self.diagnosed("drawn", drawn), shrunk: Self.diagnosed("shrunk", shrunk))
        #expect(decision.shown.token == shown)
        #expect(decision.unshrunk == unshrunk)
    }

    @Test func withNoDrawnCaseTheShrunkOneIsShown() {
        let decision = ContainedLaw.reported(drawn: nil, shrunk: Self.diagnosed("shrunk", .suite))
        #expect(decision.shown.token == "shrunk" && !decision.unshrunk)
    }

    /// Children that are told, not started: every case of the law traps, and a replay with the
    /// backtracer on traps in the engine's code for the drawn case and in the suite's for any
    /// smaller one (`shrunkOwner`).
    static func run(shrunkOwner: CrashOwner) throws -> (FailureReport, drawn: String, diagnosed: [String]) {
        let law = try #require(LawCatalog.law("TIME-1"))
        let drawn = try #require(ContainedLawRestartTests.tokens.last)
        let requests = ContainedLawRestartTests.Requests()
        let contained = ContainedLaw(
            engine: .reference(), caseTimeout: 1, expectations: Expectations(), shrinkBudget: 40
        ) { request in
            requests.list.append(request)
            var run = ChildRun(
                outcome: .misbehaved(.trapped(signal: SIGILL)),
                progress: ContainedLawRestartTests.checkpoint(
                    case: 5, completed: 4, EvidenceCounts(), token: drawn),
                standardError: [])
            if case .replay(let token, diagnose: true) = request {
                run.crashOwner = token == drawn ? .engine : shrunkOwner
                run.standardError = ["Fatal error: \(token == drawn ? "drawn" : "shrunk")"]
            }
            return run
        }
        let result = contained.run(law)
        let diagnosed = requests.list.compactMap { request -> String? in
            if case .replay(let token, diagnose: true) = request { return token } else { return nil }
        }
        return (try #require(result.failures.first), drawn, diagnosed)
    }

    /// An engine's trap whose shrunk case crashes in the suite's code is shown as drawn, as the
    /// engine's, unshrunk, with a note that says why.
    @Test func anEngineTrapThatShrinksIntoASuiteCrashIsShownAsDrawn() throws {
        let (failure, drawn, diagnosed) = try Self.run(shrunkOwner: .suite)
        #expect(diagnosed.count == 2 && diagnosed.contains(drawn))
        #expect(
            failure.message.hasPrefix("the engine trapped (signal \(SIGILL), SIGILL) in case 5"), "\(failure.message)")
        #expect(failure.message.contains("shown as drawn, not shrunk: its shrunk case trapped in the suite's own code"))
        #expect(failure.message.contains("Fatal error: drawn"))
        #expect(failure.signature == "engine trapped")
        #expect(failure.replayToken == drawn)
        #expect(failure.shrunkSteps == failure.originalSteps)
    }

    /// The same trap whose shrunk case is the engine's too is shown shrunk, as before.
    @Test func aTrapThatKeepsItsOwnerIsShownShrunk() throws {
        let (failure, drawn, _) = try Self.run(shrunkOwner: .engine)
        #expect(failure.message.hasPrefix("the engine trapped"))
        #expect(!failure.message.contains("shown as drawn"))
        #expect(failure.message.contains("Fatal error: shrunk"))
        #expect(failure.replayToken != drawn)
        #expect(failure.shrunkSteps < failure.originalSteps)
    }
}
