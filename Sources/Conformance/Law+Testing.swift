import Scripts

// Hooks that only the package's tests use, in one file (as swift-collections keeps
// `OrderedSet+Testing.swift`). No catalog holds what they make.

extension Law {
    /// A copy of this law, with `-TRAP` after its ID, whose check traps in the suite's own code
    /// once the law's own check has passed: it reads past the end of the script's steps, the
    /// kind of bug an index into an engine's answer once was.
    ///
    /// For tests that a trap in the suite's code is reported as the suite's, not the engine's.
    /// A runner that re-runs its own program finds the copy in its child (the test hands the same
    /// law to the child), so the copy runs, shrinks and replays there as any law does.
    package func withPlantedTrap() -> Law {
        let check = self.check
        return Law(
            id: id + "-TRAP", statement: statement, evidence: evidence, source: source, rationale: rationale,
            generator: generatorName, strength: strength, requires: requires, catchesVariants: catchesVariants,
            makeGenerator,
            check: { script, context in
                try check(script, context)
                _ = Law.stepPastTheEnd(of: script)
            })
    }

    /// The step after the script's last: a trap, always, in this module's code.
    @inline(never)
    static func stepPastTheEnd(of script: Script) -> Step {
        script.steps[script.steps.count]
    }
}
