import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// A technique script with some of its run-loop turns wrapped in a nested transaction of the
/// app's: what the TECH-12 law draws and reads.
///
/// A wrap opens a nested transaction at one of a turn's steps and gives it an animation duration
/// of its own; at the turn's end, inside the wrap, the app adds an animation with a duration of
/// 0, which takes the nested transaction's duration as long as that transaction is still open
/// (SEMANTICS §2.3, §2.9); then the app commits it, before the render that ends the turn, so no
/// render meets an open nested transaction (not asserted). The plain twin has the same steps
/// without the nesting, its last add given that duration outright.
///
/// A turn with a commit of its own is never wrapped (that commit would end the nested
/// transaction, not the turn's), nor one that adds an animation before something stores it:
/// inside a nested transaction a store cannot flush, so it keeps that add unstamped, as its
/// documentation states, and the two runs rightly differ. TECH-9 draws that store and holds it
/// to what the documentation says (``TechniqueOracle``, SEMANTICS §8.3).
struct NestedTechniqueScenario {
    /// One wrapped turn.
    struct Wrap {
        /// The index in ``plain`` of the first step inside the wrap.
        var start: Int
        /// The index in ``plain`` of the wrap's own add, its last step.
        var end: Int
        /// The nested transaction's animation duration.
        var duration: Double
    }

    /// The script as drawn, without nesting; each wrap's add has its duration outright.
    let plain: Script
    /// The wrapped turns, in order.
    let wraps: [Wrap]

    /// The script with each wrap's `beginTransaction`, duration, zero-duration add and `commit`.
    var nested: Script {
        var steps: [Step] = []
        for (index, step) in plain.steps.enumerated() {
            if let wrap = wraps.first(where: { $0.start == index }) {
                steps += [.beginTransaction, .setTransactionDuration(wrap.duration)]
            }
            if wraps.contains(where: { $0.end == index }), case .add(let view, let key, var animation) = step {
                animation.timing.duration = 0
                steps += [.add(view: view, key: key, animation: animation), .commit]
            } else {
                steps.append(step)
            }
        }
        return Script(steps)
    }

    /// The index in ``nested`` of each step of ``plain``.
    var nestedIndices: [Int] {
        var indices: [Int] = []
        var offset = 0
        for index in plain.steps.indices {
            if wraps.contains(where: { $0.start == index }) { offset += 2 }
            indices.append(index + offset)
            if wraps.contains(where: { $0.end == index }) { offset += 1 }
        }
        return indices
    }

    /// Whether the step at `index` of ``plain`` lies inside a wrap, where the two runs may differ
    /// (a nested commit applies nothing; a flush inside one waits for it).
    func isInsideWrap(_ index: Int) -> Bool { wraps.contains { $0.start <= index && index <= $0.end } }

    /// Reads the scenario back from a nested script.
    ///
    /// - Throws: ``LawViolation`` when the script is not of the shape the law draws, so a script
    ///   it cannot read fails rather than passes.
    init(reading script: Script) throws {
        var plain: [Step] = []
        var wraps: [Wrap] = []
        var open: Wrap?
        var steps = script.steps[...]
        while let step = steps.popFirst() {
            switch step {
            case .beginTransaction:
                guard open == nil, case .setTransactionDuration(let duration) = steps.popFirst() else {
                    throw LawViolation("cannot read the script: a wrap must open with its duration")
                }
                open = Wrap(start: plain.count, end: plain.count, duration: duration)
            case .commit where open != nil:
                guard var wrap = open, case .add(let view, let key, var animation) = plain.last else {
                    throw LawViolation("cannot read the script: a wrap must end with its add")
                }
                animation.timing.duration = wrap.duration
                plain[plain.count - 1] = .add(view: view, key: key, animation: animation)
                wrap.end = plain.count - 1
                wraps.append(wrap)
                open = nil
            default:
                plain.append(step)
            }
        }
        guard open == nil else { throw LawViolation("cannot read the script: a wrap that is never committed") }
        self.plain = Script(plain)
        self.wraps = wraps
    }

    /// Wraps the turns of `drawn` that can be: `choices[turn]` is `nil` to leave it alone, or
    /// where its wrap starts (a step of the turn, modulo its length), the nested duration and
    /// the view its add goes to (modulo the views made).
    init(drawn: Script, choices: [(start: Int, duration: Double, view: Int)?]) {
        var steps: [Step] = []
        var wraps: [Wrap] = []
        let views = max(1, drawn.viewCount)
        var previousEnd = 0
        for (turn, choice) in zip(Self.turns(of: drawn), choices) {
            steps += drawn.steps[previousEnd..<turn.upperBound]
            previousEnd = turn.upperBound
            guard let choice, Self.canWrap(turn, in: drawn) else { continue }
            let start = steps.count - turn.count + choice.start % turn.count
            var animation = Animation.basic("x", from: 0, to: 1, duration: choice.duration)
            animation.isRemovedOnCompletion = true
            steps.append(.add(view: choice.view % views, key: "n\(wraps.count)", animation: animation))
            wraps.append(Wrap(start: start, end: steps.count - 1, duration: choice.duration))
        }
        steps += drawn.steps[previousEnd...]
        self.plain = Script(steps)
        self.wraps = wraps
    }

    /// The turns of `script`: each maximal run of steps that are not renders, as index ranges.
    static func turns(of script: Script) -> [Range<Int>] {
        var turns: [Range<Int>] = []
        var start = 0
        for (index, step) in script.steps.enumerated() {
            if case .advance = step {
                if start < index { turns.append(start..<index) }
                start = index + 1
            }
        }
        if start < script.steps.count { turns.append(start..<script.steps.count) }
        return turns
    }

    /// Whether a turn can be wrapped: it makes no views, commits nothing itself and adds nothing
    /// before a step that stores.
    static func canWrap(_ turn: Range<Int>, in script: Script) -> Bool {
        var added = false
        for step in script.steps[turn] {
            switch step {
            case .makeView, .commit, .beginTransaction, .setTransactionDuration, .setCompletionBlock,
                .clearCompletionBlock:
                return false
            case .add: added = true
            case .technique(let technique):
                switch technique.operation {
                case .addWithClosures, .installScrubber, .reinstall, .restore: added = true
                case .store, .preserve: if added { return false }
                default: break
                }
            case .resignActive, .enterBackground, .detach: if added { return false }
            default: break
            }
        }
        return true
    }
}
