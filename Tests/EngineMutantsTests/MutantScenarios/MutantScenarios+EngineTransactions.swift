import MediaTiming
import Scripts

extension MutantScenario {
    /// Completion blocks and nested transactions (SEMANTICS §2.8, §2.9). A block's record reads
    /// `step: completion block #SET-STEP`; it runs from a render, after that render's delegate
    /// callbacks, once every animation it waits for has stopped.
    static var engineTransactions: [MutantScenario] {
        [
            // The block waits for a (2 s); a is removed at step 5, so the render at step 6 tells a
            // its stop and then runs the block ("or have been removed"). Waiting for a to finish,
            // the block never runs: a was removed, and the render at 3 changes nothing.
            MutantScenario(
                mutant: "completion-block-ignores-removals",
                script: Script([
                    .makeView(parent: nil), .setCompletionBlock,
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 2)), .commit,
                    .advance(by: 0.5), .removeAnimation(view: 0, key: "a"), .advance(by: 0.5), .advance(by: 2),
                ]),
                reading: .callbacks,
                correct: .lines(["4: didStart v0.a#2", "6: didStop(false) v0.a#2", "6: completion block #1"]),
                mutated: .lines(["4: didStart v0.a#2", "6: didStop(false) v0.a#2"])),
            // The block waits for a (1 s): the render at 0.5 starts a, the render at 1.5 stops it
            // and then runs the block. At the commit, the block runs in step 3, before anything.
            MutantScenario(
                mutant: "completion-block-at-commit", script: blockWaitingForOneSecond, reading: .callbacks,
                correct: .lines(["4: didStart v0.a#2", "5: didStop(true) v0.a#2", "5: completion block #1"]),
                mutated: .lines(["3: completion block #1", "4: didStart v0.a#2", "5: didStop(true) v0.a#2"])),
            // The same script: run twice, the block's record comes twice at step 5.
            MutantScenario(
                mutant: "completion-block-twice", script: blockWaitingForOneSecond, reading: .callbacks,
                correct: .lines(["4: didStart v0.a#2", "5: didStop(true) v0.a#2", "5: completion block #1"]),
                mutated: .lines([
                    "4: didStart v0.a#2", "5: didStop(true) v0.a#2", "5: completion block #1", "5: completion block #1",
                ])),
            // The same script: at the first render after the commit, the block runs at 0.5, after
            // a's start, while a still runs.
            MutantScenario(
                mutant: "completion-block-at-next-render", script: blockWaitingForOneSecond, reading: .callbacks,
                correct: .lines(["4: didStart v0.a#2", "5: didStop(true) v0.a#2", "5: completion block #1"]),
                mutated: .lines(["4: didStart v0.a#2", "4: completion block #1", "5: didStop(true) v0.a#2"])),
            // A block, a (1 s), a clear, b (3 s), committed at 0. The block collects a alone and
            // runs at the render at 1.5, after a's stop; b stops at the render at 3.5. Ignoring
            // the clear, the block waits for b too and runs at 3.5, after b's stop.
            MutantScenario(
                mutant: "completion-block-clear-ignored",
                script: Script([
                    .makeView(parent: nil), .setCompletionBlock,
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 1, duration: 1)), .clearCompletionBlock,
                    .add(view: 0, key: "b", animation: .basic("y", from: 0, to: 1, duration: 3)), .commit,
                    .advance(by: 1.5), .advance(by: 2),
                ]),
                reading: .callbacks,
                correct: .lines([
                    "6: didStart v0.a#2", "6: didStart v0.b#4", "6: didStop(true) v0.a#2", "6: completion block #1",
                    "7: didStop(true) v0.b#4",
                ]),
                mutated: .lines([
                    "6: didStart v0.a#2", "6: didStart v0.b#4", "6: didStop(true) v0.a#2", "7: didStop(true) v0.b#4",
                    "7: completion block #1",
                ])),
            // A nested transaction with duration 2 adds x 5 → 6 (duration 0: the transaction's 2);
            // its commit applies nothing, x stays at its model value 0; the outer commit stamps
            // it at 0, and at 0.5 x = 5 + 0.5/2 = 5.25. Flattened, the nested commit commits: x
            // shows its from value 5 at once (stamped at 0 all the same).
            MutantScenario(
                mutant: "nested-transactions-flattened", script: nestedTransactionWithItsOwnDuration,
                reading: .values("x", steps: [4, 7]), correct: .numbers([0, 5.25]), mutated: .numbers([5, 5.25])),
            // The same script: after the nested commit the enclosing transaction's duration 0.25
            // is back, so y 0 → 1 (duration 0) runs 0.25 s and is gone at 0.5: y = 0. Keeping the
            // nested 2 s, y = 0.5/2 = 0.25.
            MutantScenario(
                mutant: "nested-duration-kept", script: nestedTransactionWithItsOwnDuration,
                reading: .values("y", steps: [7]), correct: .numbers([0]), mutated: .numbers([0.25])),
        ]
    }

    /// A block set before a one-second animation, committed at 0, rendered at 0.5 and 1.5.
    private static var blockWaitingForOneSecond: Script {
        Script([
            .makeView(parent: nil), .setCompletionBlock,
            .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 1)), .commit,
            .advance(by: 0.5), .advance(by: 1),
        ])
    }

    /// A nested transaction with duration 2 adds x; the enclosing one then adds y; both take the
    /// transaction's duration (0); the outer commit, then a render at 0.5. Then z, in a new
    /// transaction, takes 0.25 s: over at the render at 1, z = 0, where an engine that keeps a set
    /// duration over every commit (not only a nested one's) gives it 2 s (z = 0.25).
    private static var nestedTransactionWithItsOwnDuration: Script {
        Script([
            .makeView(parent: nil), .beginTransaction, .setTransactionDuration(2),
            .add(view: 0, key: "a", animation: .basic("x", from: 5, to: 6, duration: 0)), .commit,
            .add(view: 0, key: "b", animation: .basic("y", from: 0, to: 1, duration: 0)), .commit, .advance(by: 0.5),
            .add(view: 0, key: "c", animation: .basic("z", from: 0, to: 1, duration: 0)), .advance(by: 0.5),
        ])
    }
}
