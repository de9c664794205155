/// A suite replay token, `LAW-ID@TAPE` or `LAW-ID/VARIANT@TAPE`, split into its parts.
struct SuiteToken: Equatable, Sendable {
    /// The law the token replays.
    var lawID: String
    /// The technique variant its script uses (`correct` for the ordinary scripts).
    var variant: String
    /// The tape's token (`pt2:…`).
    var tape: String

    /// Splits `token`, or throws a one-line error when it has no `@`.
    init(_ token: String) throws(SuiteRunner.RunError) {
        guard let at = token.firstIndex(of: "@") else {
            throw SuiteRunner.RunError(message: "malformed replay token: expected 'LAW-ID@…' or 'LAW-ID/VARIANT@…'")
        }
        var id = String(token[..<at])
        tape = String(token[token.index(after: at)...])
        variant = "correct"
        if let slash = id.firstIndex(of: "/") {
            variant = String(id[id.index(after: slash)...])
            id = String(id[..<slash])
        }
        lawID = id
    }

    /// The token as printed in reports.
    var text: String { Self.make(lawID, variant: variant, tape: tape) }
}
