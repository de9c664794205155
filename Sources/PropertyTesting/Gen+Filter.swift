extension Gen {
    /// Generates this generator's values that satisfy `isIncluded`, retrying rejected draws.
    ///
    /// Each attempt is one span of the tape, so the shrinker can delete rejected attempts. After
    /// `maxRetries` rejections in a row the draw fails with
    /// ``GenerationError/filterTooStrict(label:attempts:)``, and a run where that happens too often
    /// gives up with that message instead of looping.
    public func filter(
        _ label: String = "filter",
        maxRetries: Int = 100,
        _ isIncluded: @escaping (Value) throws -> Bool
    ) -> Gen<Value> {
        let run = self.run
        let attempts = Swift.max(1, maxRetries)
        return Gen { testCase in
            for _ in 0..<attempts {
                let accepted = try testCase.span(.filterAttempt) { () -> Value? in
                    let value = try run(testCase)
                    return try isIncluded(value) ? value : nil
                }
                if let accepted { return accepted }
            }
            throw GenerationError.filterTooStrict(label: label, attempts: attempts)
        }
    }
}

extension Gen {
    /// Generates recursive values: a leaf, or a branch built from smaller values, to `maxDepth`.
    ///
    /// `branch` receives the generator of the next level down and returns the branching
    /// generator. At each level a choice picks the leaf (0, the shrink target) or a branch (one
    /// time in two when random); at depth `maxDepth` only leaves are drawn (the choice is still recorded, forced to 0), which
    /// bounds the size.
    public static func recursive(
        maxDepth: Int,
        leaf: Gen<Value>,
        branch: @escaping (Gen<Value>) -> Gen<Value>
    ) -> Gen<Value> {
        // The deepest level still draws its leaf-or-branch choice (forced to 0), so a sub-tree's
        // tape reads the same at any depth and the shrinker can move sub-trees up.
        var level = Gen { testCase in
            try testCase.span(.node) {
                _ = try testCase.drawUniform(upTo: 0)
                return try leaf.run(testCase)
            }
        }
        for _ in 0..<Swift.max(0, maxDepth) {
            let child = level
            let branching = branch(child)
            level = Gen { testCase in
                try testCase.span(.node) {
                    try testCase.drawWeighted(0.5) ? try branching.run(testCase) : try leaf.run(testCase)
                }
            }
        }
        return level
    }
}

/// Generators of command sequences for stateful (model-based) testing.
///
/// A sequence is drawn step by step: before each step the enabled commands of the current model
/// state are listed, one is chosen, and the model advances with `apply`. Only enabled commands are
/// ever drawn, so no draws are wasted. Because shrinking replays the edited tape through the same
/// process, every shrunk sequence is rebuilt under the model and re-satisfies each step's
/// precondition: a step whose command is no longer enabled is re-interpreted, never executed.
public enum Commands {
    /// Generates a command sequence of a length in `count`, starting from the model state `initial`.
    ///
    /// - Parameters:
    ///   - initial: The model state before the first step.
    ///   - count: The allowed lengths; the sequence stops early when no command is enabled.
    ///   - enabled: The generators of the commands enabled in a state (an empty array ends the sequence).
    ///   - apply: The model state after a command.
    public static func generate<State, Command>(
        initial: State,
        count: ClosedRange<Int>,
        enabled: @escaping (State) -> [Gen<Command>],
        apply: @escaping (State, Command) -> State
    ) -> Gen<[Command]> {
        let lower = Swift.max(0, count.lowerBound)
        let upper = Swift.max(lower, count.upperBound)
        return Gen { testCase in
            try testCase.span(.collection) {
                var state = initial
                var commands: [Command] = []
                let probability = _continueProbability(lower: lower, upper: upper, size: testCase.size)
                while commands.count < upper {
                    let options = enabled(state)
                    if options.isEmpty { break }
                    let command = try testCase.span(.step) { () -> Command? in
                        if commands.count >= lower, try !testCase.drawWeighted(probability) { return nil }
                        let index = Int(try testCase.drawUniform(upTo: UInt64(options.count - 1)))
                        return try options[index].run(testCase)
                    }
                    guard let command else { break }
                    commands.append(command)
                    state = apply(state, command)
                }
                return commands
            }
        }
    }
}
