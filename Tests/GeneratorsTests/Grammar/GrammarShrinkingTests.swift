import Generators
import MediaTiming
import PropertyTesting
import Scripts
import Testing

/// Commands shrink away one by one: a planted predicate over the command list shrinks to the
/// fewest commands that still make it true.
@Suite struct GrammarShrinkingTests {
    static func isScrub(_ step: Step) -> Bool {
        if case .technique(let technique) = step, case .scrub = technique.operation { return true }
        return false
    }

    /// A scrub after an advance needs three commands: a scrubber (a scrub passes to it when there
    /// is none), an advance, a scrub; the view the script starts with is not a command.
    @Test func scrubAfterAnAdvanceShrinksToThreeCommands() throws {
        let report = check(Grammar.cases(), configuration: CheckConfiguration(seed: 1, cases: 500)) { drawn in
            let steps = drawn.script.steps
            guard let advance = steps.firstIndex(where: { if case .advance = $0 { true } else { false } }) else {
                return true
            }
            return !steps[advance...].contains(where: Self.isScrub)
        }
        #expect(report.outcome == .failed)
        let shrunk = try #require(report.counterexample)
        #expect(shrunk.commands.count == 3, "\(shrunk.script.swiftSource())")
        #expect(Set(shrunk.commands.map(\.rule)) == [.installScrubber, .advance, .scrub])
        #expect(shrunk.commands.last?.rule == .scrub)
        #expect(shrunk.script.steps.count == 4)
        #expect(shrunk.script.steps.first == .makeView(parent: nil))
    }

    /// An add inside a reentry shrinks to two commands: what its trigger waits for (a completion
    /// block, a next-turn block, a copy, an observer), then a reentry holding a single add.
    /// Neither can go: without the first, the grammar has nothing for the reentry to wait for.
    @Test func addInsideAReentryShrinksToTwoCommands() throws {
        func addsInside(_ steps: [Step], nested: Bool) -> Bool {
            steps.contains { step in
                switch step {
                case .add: return nested
                case .reentrant(_, let inner): return addsInside(inner, nested: true)
                default: return false
                }
            }
        }
        let report = check(Grammar.cases(), configuration: CheckConfiguration(seed: 2, cases: 500)) { drawn in
            !addsInside(drawn.script.steps, nested: false)
        }
        #expect(report.outcome == .failed)
        let shrunk = try #require(report.counterexample)
        #expect(shrunk.commands.count == 2, "\(shrunk.script.swiftSource())")
        let command = try #require(shrunk.commands.last)
        #expect(command.rule.family == .reentry)
        #expect(command.inner.map(\.rule) == [.add])
        let needs: [GrammarRule: GrammarRule] = [
            .onCompletionBlock: .setCompletionBlock, .onNextTurn: .scheduleOnNextTurn, .onDidStart: .add,
            .onDidStop: .add, .onAppNotification: .observeApp, .onWindowMove: .observeView,
            .onFrame: .observeFrames,
        ]
        #expect(shrunk.commands.first?.rule == needs[command.rule], "\(shrunk.script.swiftSource())")
    }

    /// Deleting a command's span from the tape deletes that command and keeps the others' rules.
    @Test func deletingACommandSpanDeletesOneCommand() throws {
        let gen = Grammar.cases()
        // A seed whose case draws enough commands (32) to delete one in the middle.
        let testCase = TestCase(seed: 98, size: 100)
        let drawn = try gen.run(testCase)
        try #require(drawn.commands.count >= 6)
        let steps = testCase.spans.filter { $0.kind == .step && $0.depth == 2 }
        try #require(steps.count >= drawn.commands.count)
        let deleted = steps[2]
        var tape = testCase.choices
        tape.removeSubrange(deleted.start..<deleted.end)
        let replayed = try gen.run(TestCase(replaying: tape))
        #expect(replayed.commands.count == drawn.commands.count - 1)
        // The commands before the deleted one are untouched; most after it keep their rule.
        #expect(Array(replayed.commands.prefix(2)) == Array(drawn.commands.prefix(2)))
        let after = Array(zip(replayed.commands.dropFirst(2), drawn.commands.dropFirst(3)))
        let kept = after.filter { $0.rule == $1.rule }.count
        #expect(kept * 10 >= after.count * 7, "kept \(kept) rules")
    }

    /// Deleting the span of a reentry's first command deletes that command and nothing else: each
    /// inner command's span starts with its own choice to go on, the first's included, and a
    /// reentry of three commands still ends with a (forced) choice to stop, so the command after
    /// it stays outside.
    @Test func deletingAReentrysFirstCommandSpanDeletesOnlyIt() throws {
        let gen = Grammar.cases()
        var checked = 0
        for seed in UInt64(1)...200 where checked < 5 {
            let testCase = TestCase(seed: seed, size: 100)
            let drawn = try gen.run(testCase)
            let tops = testCase.spans.filter { $0.kind == .step && $0.depth == 2 }.sorted { $0.start < $1.start }
            guard tops.count == drawn.commands.count,
                let position = drawn.commands.firstIndex(where: { command in
                    command.inner.count >= 2 && command.inner.allSatisfy(\.inner.isEmpty)
                })
            else { continue }
            let outer = tops[position]
            let inner = testCase.spans.filter {
                $0.kind == .step && $0.depth == outer.depth + 2 && $0.start >= outer.start && $0.end <= outer.end
            }
            let first = try #require(inner.min { $0.start < $1.start })
            var tape = testCase.choices
            tape.removeSubrange(first.start..<first.end)
            let replayed = try gen.run(TestCase(replaying: tape))
            var expected = drawn.commands
            expected[position].inner.removeFirst()
            #expect(replayed.commands == expected, "seed \(seed): \(replayed.commands.map(\.rule))")
            checked += 1
        }
        #expect(checked == 5)
    }
}
