import Foundation
import PropertyTesting
import Testing

@testable import Conformance

/// A trapping case shrinks as any failure does, to a script no step of which can be deleted and
/// still trap. (Before, a trapping TRANS-8 case stayed at 10 of its 10 steps, among them the
/// removal of a key never added: the tape was shrunk within 60 children and no step deleted.)
@Suite(.serialized) struct TrapShrinkingTests {
    /// The engine traps on any render past one second of media time.
    static let engine = ["--engine", "misbehaving:trap", "--database", "none"]

    /// The replay token a report gives for `law`.
    static func token(in output: String, law: String) throws -> SuiteToken {
        let line = try #require(output.split(separator: "\n").first { $0.contains("--replay '\(law)@") })
        let quoted = try #require(line.split(separator: "'").dropFirst().first)
        return try SuiteToken(String(quoted))
    }

    /// Whether replaying `token` in a child of the command traps.
    static func traps(_ token: SuiteToken) throws -> Bool {
        let run = try CommandTests.run(engine + ["--replay", token.text])
        return run.output.contains("trapped (signal")
    }

    @Test(arguments: ["TRANS-8", "CB-1"])
    func theShrunkScriptOfATrapIsOneMinimal(_ law: String) throws {
        let run = try CommandTests.run(Self.engine + ["--laws", law])
        #expect(run.status == 1)
        #expect(run.output.contains("trapped (signal"))
        let token = try Self.token(in: run.output, law: law)
        // The reported case traps when replayed on its own.
        #expect(try Self.traps(token))
        let tape = try ReplayToken.decode(token.tape, context: token.context)
        let capabilities = ContainmentTests.engine(.trap).capabilities
        let generated = try PropertyTesting.generate(
            try #require(LawCatalog.law(law)).generator(for: capabilities), fromTape: tape)
        let kept = generated.steps.indices.filter { !token.deleted.contains($0) }
        #expect(!kept.isEmpty)
        // Deleting any one step it kept leaves a script that no longer traps.
        for step in kept {
            let shorter = SuiteToken.make(
                law, variant: "correct", tape: tape, deleted: (token.deleted + [step]).sorted())
            #expect(try !Self.traps(SuiteToken(shorter)), "step \(step) of \(token.text) can be deleted")
        }
    }
}
