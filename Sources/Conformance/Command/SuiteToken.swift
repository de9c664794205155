import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// A suite replay token, `LAW-ID@TAPE` or `LAW-ID/VARIANT@TAPE`, optionally followed by step
/// deletions (`~d2,5`, see ``StepDeletion``), split into its parts.
///
/// The tape's checksum is bound to everything else the token says (its law, its variant, its
/// deletions), so a token relabelled for another law, or with its deletions cut short, is refused
/// rather than replaying some other case.
struct SuiteToken: Equatable, Sendable {
    /// The law the token replays.
    var lawID: String
    /// The technique variant its script uses (`correct` for the ordinary scripts).
    var variant: String
    /// The tape's token (`pt2:…`), without the deletions.
    var tape: String
    /// The indices of the generated script's steps to delete, ascending.
    var deleted: [Int]

    /// Splits `token`, or throws a one-line error when it has no `@` or malformed deletions.
    init(_ token: String) throws(SuiteRunner.RunError) {
        guard let at = token.firstIndex(of: "@") else {
            throw SuiteRunner.RunError(message: "malformed replay token: expected 'LAW-ID@…' or 'LAW-ID/VARIANT@…'")
        }
        guard let (tape, deleted) = StepDeletion.split(String(token[token.index(after: at)...])) else {
            throw SuiteRunner.RunError(
                message:
                    "malformed replay token: the step deletions after '\(StepDeletion.marker)' must be ascending indices"
            )
        }
        var id = String(token[..<at])
        variant = "correct"
        if let slash = id.firstIndex(of: "/") {
            variant = String(id[id.index(after: slash)...])
            id = String(id[..<slash])
        }
        lawID = id
        self.tape = tape
        self.deleted = deleted
    }

    /// The token as printed in reports.
    var text: String { Self.make(lawID, variant: variant, tape: tape, deleted: deleted) }

    /// What the tape's checksum is bound to.
    var context: String { Self.context(lawID, variant: variant, deleted: deleted) }

    /// The checksum context of a law, a variant (named unless `correct`) and deletions.
    static func context(_ lawID: String, variant: String, deleted: [Int] = []) -> String {
        (variant == "correct" ? lawID : lawID + "/" + variant) + deletionSuffix(deleted)
    }

    /// The printed token of a law, variant, tape token and deletions.
    static func make(_ lawID: String, variant: String, tape: String, deleted: [Int] = []) -> String {
        (variant == "correct" ? lawID : lawID + "/" + variant) + "@" + tape + deletionSuffix(deleted)
    }

    /// The printed token of a law, variant, tape and deletions.
    static func make(_ lawID: String, variant: String, tape: [UInt64], deleted: [Int] = []) -> String {
        make(
            lawID, variant: variant,
            tape: ReplayToken.encode(tape, context: context(lawID, variant: variant, deleted: deleted)),
            deleted: deleted)
    }

    /// The script the token stands for under `law`'s generator for `capabilities`.
    ///
    /// - Throws: ``ReplayTokenError`` for a tape that is damaged or does not fit, or
    ///   ``SuiteRunner/RunError`` for deletions past the script's end.
    func script(_ law: Law, capabilities: EngineCapabilities) throws -> Script {
        let generated = try PropertyTesting.replay(
            law.generator(for: capabilities, variant: variant), token: tape, context: context)
        guard let edited = StepDeletion.apply(deleted, to: generated) else {
            throw SuiteRunner.RunError(
                message:
                    "replay token deletes step \(deleted.last ?? 0), but the script has \(generated.steps.count) steps")
        }
        return edited
    }

    private static func deletionSuffix(_ deleted: [Int]) -> String {
        deleted.isEmpty ? "" : StepDeletion.marker + deleted.map(String.init).joined(separator: ",")
    }
}
