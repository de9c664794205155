import Generators
import MediaTiming
import Scripts

extension FailureSignature {
    /// The signature of a whole-trace difference: the comparison (`what`), the kind of number or
    /// list that differs, and the situation it differs in, read from the script up to that step.
    ///
    /// A value, a local time or a key list names the animations on its view then (kinds and the
    /// timing fields that shape them) and the layer timing above it; callbacks name which kinds
    /// differ and the event that delivered them. Step kinds are not part of it otherwise, so one
    /// cause seen after several kinds of step takes one of a law's slots.
    static func ofTraceDifference(
        _ difference: TraceDifference, what: String, script: Script?, expected: Trace, observed: Trace
    ) -> String {
        let field = normalized(difference.field)
        guard let script, script.steps.indices.contains(difference.step) else { return "\(what): \(field)" }
        if difference.field == "callbacks" {
            let step = difference.step
            let want = Set(expected.steps.indices.contains(step) ? expected.steps[step].callbacks.map(\.kindName) : [])
            let got = Set(observed.steps.indices.contains(step) ? observed.steps[step].callbacks.map(\.kindName) : [])
            let kinds = want.symmetricDifference(got).union(want == got ? want : []).sorted().joined(separator: ", ")
            return "\(what): callbacks · \(kinds) at \(event(script.steps[step]))"
        }
        guard let view = viewNamed(in: difference.field) else { return "\(what): \(field)" }
        let situation = ScriptSituation(script, upTo: difference.step)
        return "\(what): \(field) · \(situation.describe(view))"
    }

    /// The view a field such as `v2.opacity`, `local time v2` or `keys v2` names.
    private static func viewNamed(in field: String) -> Int? {
        guard
            let start = field.range(
                of: "v", options: .backwards, range: field.startIndex..<(field.firstIndex(of: ".") ?? field.endIndex))
        else { return nil }
        let digits = field[start.upperBound...].prefix { $0.isASCII && $0.isNumber }
        return Int(digits)
    }

    /// What kind of event a step is, as the feature a callback difference shows at.
    private static func event(_ step: Step) -> String {
        switch step {
        case .advance: return "a render"
        case .removeAnimation, .removeAllAnimations: return "a removal"
        case .add: return "an add"
        case .commit, .flush, .beginTransaction, .setCompletionBlock, .clearCompletionBlock, .setTransactionDuration:
            return "a transaction edit"
        case .resignActive, .enterBackground, .enterForeground, .becomeActive: return "an app lifecycle event"
        case .detach, .attach: return "a window trip"
        case .makeView, .makeSublayer, .setTiming, .setModelValue: return "a layer edit"
        case .technique(let technique): return "technique " + ContractFeatures.operationName(technique.operation)
        case .host: return "a host call"
        case .reentrant: return "a reentry"
        }
    }
}

extension CallbackRecord {
    /// The callback's kind without its flag's value: didStart, didStop or a completion block.
    fileprivate var kindName: String {
        switch kind {
        case .didStart: return "didStart"
        case .didStop: return "didStop"
        case .transactionCompleted: return "completion block"
        case .host: return "host answer"
        }
    }
}

/// The animations and layer timing a script has set up by one of its steps, read step by step
/// (adds, removals, timing edits, window trips), for naming the situation of a failure.
struct ScriptSituation {
    private var parents: [Int?] = []
    private var timings: [LayerTiming] = []
    private var animations: [[String: Animation]] = []

    /// Reads `script`'s steps before `step` and `step` itself.
    init(_ script: Script, upTo step: Int) {
        for index in script.steps.indices where index <= step { read(script.steps[index]) }
    }

    private mutating func read(_ step: Step) {
        switch step {
        case .makeView(let parent):
            parents.append(parent)
            timings.append(LayerTiming())
            animations.append([:])
        case .setTiming(let view, let timing) where timings.indices.contains(view):
            timings[view] = timing
        case .add(let view, let key, let animation) where animations.indices.contains(view):
            animations[view][key] = animation
        case .removeAnimation(let view, let key) where animations.indices.contains(view):
            animations[view][key] = nil
        case .removeAllAnimations(let view) where animations.indices.contains(view):
            animations[view] = [:]
        case .technique(let technique) where animations.indices.contains(technique.view):
            if let animation = technique.animation { animations[technique.view]["technique"] = animation }
        default:
            break
        }
    }

    /// The animations on `view` and the layer timing above it, in words without numbers.
    func describe(_ view: Int) -> String {
        guard animations.indices.contains(view) else { return "no such view" }
        var words: Set<String> = []
        var current: Int? = view
        var hops = 0
        while let index = current, timings.indices.contains(index), hops <= timings.count {
            let timing = timings[index]
            if timing.speed == 0 {
                words.insert("a paused layer")
            } else if timing.speed < 0 {
                words.insert("a reversed layer")
            } else if timing.speed != 1 {
                words.insert("a sped layer")
            }
            if timing.duration.isFinite && timing.duration > 0 { words.insert("a bounded layer") }
            current = parents[index]
            hops += 1
        }
        for animation in animations[view].values { words.formUnion(Self.features(of: animation)) }
        return words.isEmpty ? "no animation" : words.sorted().joined(separator: ", ")
    }

    /// The kind and the shaping timing fields of an animation and its children.
    private static func features(of animation: Animation) -> Set<String> {
        var words: Set<String> = []
        switch animation.kind {
        case .basic: words.insert("basic")
        case .keyframe(let keyframes): words.insert("keyframe \(keyframes.calculationMode.rawValue)")
        case .spring: words.insert("spring")
        case .group(let children):
            words.insert("group")
            for child in children { words.formUnion(features(of: child)) }
        }
        let timing = animation.timing
        if timing.autoreverses { words.insert("autoreverses") }
        if timing.repeatCount > 0 || timing.repeatDuration > 0 { words.insert("repeats") }
        if timing.fillMode != .removed { words.insert("fill \(timing.fillMode)") }
        if timing.speed < 0 { words.insert("negative speed") } else if timing.speed == 0 { words.insert("speed 0") }
        if !animation.isRemovedOnCompletion { words.insert("retained") }
        if animation.isAdditive { words.insert("additive") }
        if animation.isCumulative { words.insert("cumulative") }
        return words
    }
}
