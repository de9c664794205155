/// Why a replay token could not be used.
///
/// Each description is one line that says which of the ways a token goes wrong this is: a foreign
/// or retired format, damaged text, a cut-off token, an altered one, or one made for another
/// generator.
public enum ReplayTokenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The token does not start with a known format prefix (such as `pt2:`).
    case unknownFormat(prefix: String)
    /// The token is of the retired format `pt1:`, which had no length or checksum.
    case retiredFormat(prefix: String)
    /// The token has the right prefix but its body is damaged.
    case malformed(reason: String)
    /// The token ends before the choices its length announces, or before its checksum.
    case truncated(reason: String)
    /// The token's checksum does not match its choices: a character was changed.
    case altered
    /// The token decodes, but the generator cannot build a value from its tape, reads a different
    /// number of choices, or finds a choice above its bound: it was made for another generator.
    case doesNotFitGenerator(reason: String)

    /// A one-line explanation for people.
    public var description: String {
        switch self {
        case let .unknownFormat(prefix):
            return "replay token: unknown format '\(prefix)'; expected a token starting with '\(ReplayToken.prefix)'"
        case let .retiredFormat(prefix):
            return "replay token: the '\(prefix)' format has no length or checksum and is no longer accepted; "
                + "run the failing case again for a '\(ReplayToken.prefix)' token"
        case let .malformed(reason):
            return "replay token: malformed (\(reason))"
        case let .truncated(reason):
            return "replay token: truncated (\(reason)); copy the whole token"
        case .altered:
            return "replay token: altered (its checksum does not match its choices)"
        case let .doesNotFitGenerator(reason):
            return "replay token: mismatched, it does not fit this generator (\(reason))"
        }
    }
}

/// The replay token format: `pt2:` followed, in base64url, by the number of choices, the choices
/// (LEB128 varints) and a 32-bit FNV-1a checksum of the bytes before it.
///
/// A token is one copy-pasteable string that rebuilds a test case with no search. The length
/// makes a cut-off token fail as *truncated* rather than replaying a shorter tape padded with
/// zeros, and the checksum makes an edited one fail as *altered*. Tokens of the first format,
/// `pt1:`, carried neither, so a truncated one replayed silently; they are refused with
/// ``ReplayTokenError/retiredFormat(prefix:)`` rather than guessed at.
public enum ReplayToken {
    /// The prefix naming the format version.
    public static let prefix = "pt2:"
    /// The prefix of the retired format, refused with a message that names it.
    static let retiredPrefixes = ["pt1:"]

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Encodes `tape` as a token.
    ///
    /// A non-empty `context` (say, the name of the property the tape belongs to) is folded into
    /// the checksum without being stored, so the token decodes only with the same context: a
    /// token pasted under another name fails as altered instead of replaying a different case.
    public static func encode(_ tape: [UInt64], context: String = "") -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(tape.count * 2 + 8)
        appendVarint(UInt64(tape.count), to: &bytes)
        for choice in tape { appendVarint(choice, to: &bytes) }
        let sum = checksum(bytes, context: context)
        for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8((sum >> UInt32(shift)) & 0xFF)) }
        return prefix + base64(bytes)
    }

    /// Decodes a token into its tape, or throws ``ReplayTokenError`` with a one-line message;
    /// `context` must be the one the token was encoded with.
    public static func decode(_ token: String, context: String = "") throws(ReplayTokenError) -> [UInt64] {
        let trimmed = token.trimmingWhitespace()
        if let retired = retiredPrefixes.first(where: { trimmed.hasPrefix($0) }) {
            throw .retiredFormat(prefix: String(retired.dropLast()))
        }
        guard trimmed.hasPrefix(prefix) else {
            let shown = String(trimmed.prefix(while: { $0 != ":" }).prefix(12))
                .unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
            throw .unknownFormat(prefix: shown)
        }
        let (bytes, canonical) = try bytes(ofBase64: Array(trimmed.utf8.dropFirst(prefix.utf8.count)))
        var cursor = 0
        guard let count = try readVarint(bytes, &cursor) else {
            throw .truncated(reason: bytes.isEmpty ? "it is empty" : "its length is cut off")
        }
        // Each choice takes at least one byte, so a larger count can only be a damaged token.
        guard count <= UInt64(bytes.count) else {
            throw .truncated(reason: "it announces \(count) choices but holds only \(bytes.count) bytes")
        }
        var tape: [UInt64] = []
        tape.reserveCapacity(Int(count))
        while tape.count < Int(count) {
            guard let choice = try readVarint(bytes, &cursor) else {
                throw .truncated(reason: "it announces \(count) choices but holds only \(tape.count)")
            }
            tape.append(choice)
        }
        guard bytes.count - cursor >= 4 else { throw .truncated(reason: "its checksum is cut off") }
        guard bytes.count - cursor == 4 else {
            throw .malformed(reason: "\(bytes.count - cursor - 4) bytes after the checksum")
        }
        let stored = bytes[cursor...].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard stored == checksum(bytes[..<cursor], context: context), canonical else { throw .altered }
        return tape
    }

    /// FNV-1a, 32 bits, of the context (then a 0 byte) and the bytes: cheap, and any one changed
    /// byte changes it. With no context it is the plain FNV-1a of the bytes.
    static func checksum(_ bytes: some Collection<UInt8>, context: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        let salt = context.isEmpty ? [] : Array(context.utf8) + [0]
        for byte in salt + Array(bytes) {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }

    private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Reads one varint at `cursor`; nil when the bytes end inside it.
    private static func readVarint(_ bytes: [UInt8], _ cursor: inout Int) throws(ReplayTokenError) -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while cursor < bytes.count {
            let byte = bytes[cursor]
            cursor += 1
            guard shift < 64, shift < 63 || byte & 0x7F <= 1 else {
                throw .malformed(reason: "a choice exceeds 64 bits")
            }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
        return nil
    }

    private static func base64(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<Swift.min(index + 3, bytes.count)]
            var group: UInt32 = 0
            for (offset, byte) in chunk.enumerated() { group |= UInt32(byte) << (16 - 8 * offset) }
            for position in 0..<(chunk.count + 1) {
                text.append(alphabet[Int((group >> (18 - 6 * position)) & 0x3F)])
            }
            index += 3
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes of a base64url body, and whether the bits of a short last group that hold no
    /// byte are zero, as in every token we encode (otherwise a character was changed without
    /// changing a byte, which the checksum cannot see; a cut-off token is told apart first).
    private static func bytes(ofBase64 body: [UInt8]) throws(ReplayTokenError) -> (bytes: [UInt8], canonical: Bool) {
        // A final group of one character holds six bits, less than a byte: a character was lost.
        guard body.count % 4 != 1 else { throw .truncated(reason: "its last character group is cut off") }
        var bytes: [UInt8] = []
        var canonical = true
        var index = 0
        while index < body.count {
            let group = body[index..<Swift.min(index + 4, body.count)]
            var bits: UInt32 = 0
            for (offset, character) in group.enumerated() {
                guard let sextet = sextet(of: character) else {
                    throw .malformed(
                        reason: "character '\(Unicode.Scalar(character).escaped(asASCII: true))' is not base64url")
                }
                bits |= UInt32(sextet) << (18 - 6 * offset)
            }
            for position in 0..<(group.count - 1) { bytes.append(UInt8((bits >> (16 - 8 * position)) & 0xFF)) }
            let spare = UInt32(1) << UInt32(24 - 8 * (group.count - 1))
            let unused = UInt32(1) << UInt32(24 - 6 * group.count)
            canonical = canonical && bits & (spare - 1) & ~(unused - 1) == 0
            index += 4
        }
        return (bytes, canonical)
    }

    private static func sextet(of character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return character - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return character - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0") + 52
        case UInt8(ascii: "-"): return 62
        case UInt8(ascii: "_"): return 63
        default: return nil
        }
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
