/// Why a replay token could not be used.
public enum ReplayTokenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The token does not start with a known format prefix (such as `pt1:`).
    case unknownFormat(prefix: String)
    /// The token has the right prefix but its body is damaged.
    case malformed(reason: String)
    /// The token decodes, but the generator cannot build a value from its tape.
    case doesNotFitGenerator(reason: String)

    /// A one-line explanation for people.
    public var description: String {
        switch self {
        case let .unknownFormat(prefix):
            return "replay token: unknown format '\(prefix)'; expected a token starting with '\(ReplayToken.prefix)'"
        case let .malformed(reason):
            return "replay token: malformed (\(reason))"
        case let .doesNotFitGenerator(reason):
            return "replay token: does not fit this generator (\(reason))"
        }
    }
}

/// The replay token format: `pt1:` followed by the tape's choices as LEB128 varints in base64url.
///
/// A token is one copy-pasteable string that rebuilds a test case with no search.
public enum ReplayToken {
    /// The prefix naming the format version.
    public static let prefix = "pt1:"

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Encodes `tape` as a token.
    public static func encode(_ tape: [UInt64]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(tape.count * 2)
        for choice in tape {
            var rest = choice
            while rest >= 0x80 {
                bytes.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }
        var text: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<Swift.min(index + 3, bytes.count)]
            var group: UInt32 = 0
            for (offset, byte) in chunk.enumerated() { group |= UInt32(byte) << (16 - 8 * offset) }
            let characters = chunk.count + 1
            for position in 0..<characters {
                text.append(alphabet[Int((group >> (18 - 6 * position)) & 0x3F)])
            }
            index += 3
        }
        return prefix + String(decoding: text, as: UTF8.self)
    }

    /// Decodes a token into its tape, or throws ``ReplayTokenError`` with a one-line message.
    public static func decode(_ token: String) throws -> [UInt64] {
        let trimmed = token.trimmingWhitespace()
        guard trimmed.hasPrefix(prefix) else {
            let shown = String(trimmed.prefix(while: { $0 != ":" }).prefix(12))
                .unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
            throw ReplayTokenError.unknownFormat(prefix: shown)
        }
        let body = Array(trimmed.utf8.dropFirst(prefix.utf8.count))
        guard body.count % 4 != 1 else { throw ReplayTokenError.malformed(reason: "truncated base64 body") }
        var bytes: [UInt8] = []
        var index = 0
        while index < body.count {
            let group = body[index..<Swift.min(index + 4, body.count)]
            var bits: UInt32 = 0
            for (offset, character) in group.enumerated() {
                guard let sextet = sextet(of: character) else {
                    throw ReplayTokenError.malformed(
                        reason: "character '\(Unicode.Scalar(character).escaped(asASCII: true))' is not base64url")
                }
                bits |= UInt32(sextet) << (18 - 6 * offset)
            }
            for position in 0..<(group.count - 1) { bytes.append(UInt8((bits >> (16 - 8 * position)) & 0xFF)) }
            index += 4
        }
        var tape: [UInt64] = []
        var value: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            guard shift < 64, shift < 63 || byte & 0x7F <= 1 else {
                throw ReplayTokenError.malformed(reason: "a choice exceeds 64 bits")
            }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 {
                tape.append(value)
                value = 0
                shift = 0
            } else {
                shift += 7
            }
        }
        guard shift == 0 else { throw ReplayTokenError.malformed(reason: "the last choice is cut off") }
        return tape
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
