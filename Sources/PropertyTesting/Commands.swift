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
