import MediaTiming
import Scripts

extension MutantScenario {
    /// Scenarios of the mutants about the app's own transactions around the techniques.
    static var transactions: [MutantScenario] {
        [
            // Two root views; at 1 the app opens a nested transaction with duration 2, adds m
            // (y 5 → 6, duration 0: the transaction's), stores v0, adds n (x 0 → 1, duration 0)
            // and commits. Correct: the store's flush waits for the nested commit, which then
            // commits everything: m and n both last 2 s from 1, so at 1.5 x = 0.5 / 2 = 0.25.
            // Committing inside the store ends the app's nested transaction: n is added at the
            // top level and takes its 0.25 s, over by 1.25 and removed: x is its model value 0.
            MutantScenario(
                mutant: "tech-store-commits-open-transaction",
                script: Script([
                    .makeView(parent: nil), .makeView(parent: nil), .advance(by: 1), .beginTransaction,
                    .setTransactionDuration(2),
                    .add(view: 1, key: "m", animation: .basic("y", from: 5, to: 6, duration: 0)),
                    .technique(TechniqueStep(.store, view: 0)),
                    .add(view: 1, key: "n", animation: .basic("x", from: 0, to: 1, duration: 0)), .commit,
                    .advance(by: 0.5),
                ]),
                reading: .values("x", view: 1, steps: [9]), correct: .numbers([0.25]), mutated: .numbers([0]))
        ]
    }
}
