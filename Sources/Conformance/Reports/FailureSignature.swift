import Generators
import Scripts

/// What kind of failure a violation is, independent of its numbers: which part of the rule broke
/// and at which kind of step.
///
/// Two failures with one signature are taken to be one bug shown twice; a law's search goes on
/// after its first failure for failures of other signatures, and an expectations line can name a
/// signature so that a known divergence does not hide a new one.
public enum FailureSignature {
    /// The signature of `error` thrown by a law's check on `script`.
    public static func of(_ error: any Error, script: Script) -> String {
        let violation = error as? LawViolation
        let what = violation?.signature ?? normalized(violation?.message ?? "\(error)")
        let step = violation?.step.flatMap { script.steps.indices.contains($0) ? script.steps[$0] : nil }
        return step.map { "\(what) @ \(stepKind($0))" } ?? what
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
            let startsNumber = isDigit(index) || (character == "-" && isDigit(index + 1) && (index == 0 || characters[index - 1] == " "))
            if startsNumber {
                index += 1
                while isDigit(index) || (characters[index...].first == "." && isDigit(index + 1)) || (characters[index...].first == "e" && isDigit(index + 1)) {
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

    /// The kind of a step: its case name, or the technique operation for a technique step.
    public static func stepKind(_ step: Step) -> String {
        switch step {
        case .makeView: return "makeView"
        case .setTiming: return "setTiming"
        case .setModelValue: return "setModelValue"
        case .add: return "add"
        case .removeAnimation: return "removeAnimation"
        case .removeAllAnimations: return "removeAllAnimations"
        case .setTransactionDuration: return "setTransactionDuration"
        case .commit: return "commit"
        case .setCompletionBlock: return "setCompletionBlock"
        case .advance: return "advance"
        case .resignActive: return "resignActive"
        case .enterBackground: return "enterBackground"
        case .enterForeground: return "enterForeground"
        case .becomeActive: return "becomeActive"
        case .detach: return "detach"
        case .attach: return "attach"
        case .technique(let technique): return "technique." + ContractFeatures.operationName(technique.operation)
        }
    }
}
