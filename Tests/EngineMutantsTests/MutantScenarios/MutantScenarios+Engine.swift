import MediaTiming
import Scripts

extension MutantScenario {
    /// The engine mutants' scenarios (``MutantCatalog/engine`` up to the value mutants).
    static var engine: [MutantScenario] {
        [
            // One second from 0, committed; the render at 1.5 completes it and removes it; a
            // second render at the same instant is "one render after", which the late mutant
            // removes it at; the never-removing mutant keeps it at 2 too.
            MutantScenario(
                mutant: "removal-one-frame-late",
                script: Script([
                    .makeView(parent: nil),
                    .add(view: 0, key: "a", animation: .basic("x", from: 0, to: 10, duration: 1)),
                    .commit, .advance(by: 1.5), .advance(by: 0), .advance(by: 0.5),
                ]),
                reading: .keys(steps: [3, 4, 5]), correct: .keys([[], [], []]), mutated: .keys([["a"], [], []]))
        ]
    }
}
