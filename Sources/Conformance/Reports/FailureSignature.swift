import Generators
import Scripts

/// What cause a violation shows, independent of its numbers: which clause of the rule broke and
/// the feature it broke on.
///
/// Two failures with one signature are taken to be one bug shown twice; a law's search goes on
/// after its first failure for failures of other signatures (up to three), and an expectations
/// line can name a signature so that a known divergence does not hide a new one. The kind of step
/// where a failure shows is not part of it: one bug seen after an add, a commit and a removal is
/// one cause. A law whose messages do not name the feature gives its own signature
/// (``LawViolation/signature``), such as a value law's description of what the value rests on.
public enum FailureSignature {
    /// The signature of `error` thrown by a law's check on `script`.
    public static func of(_ error: any Error, script: Script) -> String {
        let violation = error as? LawViolation
        return violation?.signature ?? normalized(violation?.message ?? "\(error)")
    }

    /// The clause a signature names, without the situation after ` · ` (what the value rests
    /// on, the animations and layer timing of the view): what a shorter script of the same
    /// failure keeps when a deleted step changes only its situation.
    public static func clause(of signature: String) -> String {
        signature.range(of: " · ").map { String(signature[..<$0.lowerBound]) } ?? signature
    }

    /// `text` with its numbers, view names, quoted keys and literal values replaced: numbers by
    /// `#`, `v3` by `v·`, `'a'` by `·`, a parenthesised literal by `#`.
    public static func normalized(_ text: String) -> String {
        let characters = Array(text)
        var out = ""
        var index = 0
        func isDigit(_ i: Int) -> Bool { i < characters.count && characters[i].isASCII && characters[i].isNumber }
        while index < characters.count {
            let character = characters[index]
            if character == "(" {
                // Swift literals such as `Animation(...)` or `.add(...)` describe values, not the rule.
                var depth = 0
                repeat {
                    if characters[index] == "(" { depth += 1 }
                    if characters[index] == ")" { depth -= 1 }
                    index += 1
                } while index < characters.count && depth > 0
                out.append("#")
                continue
            }
            if character == "'", let close = characters[(index + 1)...].firstIndex(of: "'") {
                out.append("·")
                index = close + 1
                continue
            }
            let startsNumber =
                isDigit(index)
                || (character == "-" && isDigit(index + 1) && (index == 0 || characters[index - 1] == " "))
            if startsNumber {
                index += 1
                while isDigit(index) || (characters[index...].first == "." && isDigit(index + 1))
                    || (characters[index...].first == "e" && isDigit(index + 1))
                {
                    index += 1
                }
                if out.hasSuffix("v"), out.dropLast().last.map({ !$0.isLetter }) ?? true {
                    out.removeLast()
                    out.append("v·")
                } else {
                    out.append("#")
                }
                continue
            }
            out.append(character)
            index += 1
        }
        return out
    }
}
